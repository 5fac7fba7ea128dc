/**
 * A point the browser adds to a server-drawn map (the renter's commute destination, decision 024): the window
 * grows to take it in as well as the markers already there. Safe to ship: no d3-geo, only arithmetic.
 */
import { frameAround, MAP_SIZE } from "./frame.ts";
import type { MapView } from "./map-view.ts";
import { mercatorPoint, type MercatorParams } from "./mercator.ts";

export function withDestination(view: MapView, projection: MercatorParams, destination: { name: string; latitude: number; longitude: number }): MapView {
  const point = mercatorPoint(projection, destination.longitude, destination.latitude);
  const frame = frameAround([...view.markers, ...view.pins, point], { minSize: view.frame.size, maxSize: MAP_SIZE, margin: 0.12 });
  return { ...view, frame, markers: [...view.markers.filter((m) => m.kind !== "destination"), { kind: "destination", ...point, label: destination.name }] };
}
