/**
 * Houston's map projection, fitted once at module load with d3-geo: a Mercator (conformal, so streets meet
 * at their real angles at city scale) scaled so HOUSTON_MAP_BOUNDS fill a MAP_SIZE square with a margin.
 * Server-side only in practice: pages receive projected points; the browser gets the fitted figures
 * (MERCATOR_PARAMS) and core/map/mercator.ts if it must place a point itself.
 */
import { geoMercator } from "d3-geo";
import type { LatLng } from "../geo/distance.ts";
import { HOUSTON_MAP_BOUNDS, type LngLat } from "./houston-lines.ts";
import { MAP_SIZE } from "./frame.ts";
import { mercatorPoint, type MapPoint, type MercatorParams } from "./mercator.ts";

export { MAP_SIZE };

const MARGIN = 20;

const [[west, south], [east, north]] = HOUSTON_MAP_BOUNDS;
const fitted = geoMercator().fitExtent(
  [
    [MARGIN, MARGIN],
    [MAP_SIZE - MARGIN, MAP_SIZE - MARGIN],
  ],
  { type: "MultiPoint", coordinates: [[west, south], [east, north], [west, north], [east, south]] },
);

export const MERCATOR_PARAMS: MercatorParams = Object.freeze({
  scale: fitted.scale(),
  translateX: fitted.translate()[0],
  translateY: fitted.translate()[1],
});

/** Map units per mile near downtown (for sizes such as "at least three miles across"). */
export const MAP_UNITS_PER_MILE = (() => {
  const a = projectLngLat([-95.37, 29.76]);
  const b = projectLngLat([-95.37, 29.76 + 1 / 69.05]);
  return Math.abs(a.y - b.y);
})();

export function projectLngLat(point: LngLat): MapPoint {
  return mercatorPoint(MERCATOR_PARAMS, point[0], point[1]);
}

export function projectLatLng(point: LatLng): MapPoint {
  return mercatorPoint(MERCATOR_PARAMS, point.longitude, point.latitude);
}

/** d3-geo's own answer for a point, for tests that hold mercatorPoint to it. */
export function d3ProjectLngLat(point: LngLat): MapPoint | null {
  const projected = fitted([point[0], point[1]]);
  return projected ? { x: projected[0], y: projected[1] } : null;
}
