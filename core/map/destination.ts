/**
 * A point the browser adds to a server-drawn map (the renter's commute destination, decision 024): the window
 * grows to take it in as well as the markers already there; markers' names and the neighborhood names that still
 * fit are placed again. Safe to ship: no d3-geo, only arithmetic.
 */
import { frameAround, MAP_SIZE } from "./frame.ts";
import { placeLabels } from "./labels.ts";
import type { MapView } from "./map-view.ts";
import { markerBoxes, placeMarkers } from "./markers.ts";
import { mercatorPoint, type MercatorParams } from "./mercator.ts";

export function withDestination(view: MapView, projection: MercatorParams, destination: { name: string; latitude: number; longitude: number }): MapView {
  const point = mercatorPoint(projection, destination.longitude, destination.latitude);
  const kept = view.markers.filter((m) => m.kind !== "destination");
  const frame = frameAround([...kept, ...view.pins, point], { minSize: view.frame.size, maxSize: MAP_SIZE, margin: 0.12 });
  const markers = placeMarkers(frame, [...kept, { ...point, kind: "destination", label: destination.name }]);
  const labels = placeLabels(view.labels, frame, { occupied: markerBoxes(markers, frame) });
  return { ...view, frame, markers, labels };
}
