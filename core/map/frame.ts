/**
 * The part of the map a page shows: a square window (the SVG's viewBox) around the points it is about.
 * Sizes of pins and labels are fractions of the window, so they look the same at every zoom.
 */
import type { MapPoint } from "./mercator.ts";
import { roundMapUnit } from "./mercator.ts";

/** The whole-city map is a square of this many map units. */
export const MAP_SIZE = 1000;

export interface MapFrame {
  x: number;
  y: number;
  size: number;
}

export function frameAround(points: readonly MapPoint[], options: { minSize: number; maxSize: number; margin: number }): MapFrame {
  if (points.length === 0) return { x: 0, y: 0, size: options.maxSize };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY);
  const size = Math.min(options.maxSize, Math.max(options.minSize, span * (1 + 2 * options.margin)));
  const centerX = (minX + maxX) / 2;
  const centerY = (minY + maxY) / 2;
  return { x: roundMapUnit(centerX - size / 2), y: roundMapUnit(centerY - size / 2), size: roundMapUnit(size) };
}

export function frameContains(frame: MapFrame, point: MapPoint): boolean {
  return point.x >= frame.x && point.x <= frame.x + frame.size && point.y >= frame.y && point.y <= frame.y + frame.size;
}

export function viewBoxOf(frame: MapFrame): string {
  return `${frame.x} ${frame.y} ${frame.size} ${frame.size}`;
}

/** A pin's radius in map units: about 8 px on a map drawn 360 px wide, whatever the zoom. */
export function pinRadius(frame: MapFrame): number {
  return roundMapUnit(frame.size * 0.022);
}
