/**
 * Labelled points that are not links (a community on its own page, its station, the renter's destination), and
 * where their names go. No d3-geo here: the browser uses this to add the commute destination.
 */
import { pinRadius, type MapFrame } from "./frame.ts";
import type { MapPoint } from "./mercator.ts";

export type MapMarkerKind = "home" | "station" | "destination";

export interface MapMarker extends MapPoint {
  kind: MapMarkerKind;
  label: string;
  /** Its name goes on the side of the window with more room. */
  labelSide: "left" | "right";
}

/** How far a marker's name starts from its point. */
export function markerLabelOffset(frame: MapFrame): number {
  return pinRadius(frame) * 1.4;
}

/** A marker right of the window's middle has its name on the left. */
export function markerAt(frame: MapFrame, point: MapPoint, kind: MapMarkerKind, label: string): MapMarker {
  return { kind, x: point.x, y: point.y, label, labelSide: point.x > frame.x + frame.size * 0.55 ? "left" : "right" };
}
