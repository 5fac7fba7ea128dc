/**
 * Neighborhood names on the map: those whose box (estimated from the text's length) fits inside the window,
 * in the caller's order of importance, each kept only if it does not overlap a name already placed.
 */
import type { MapFrame } from "./frame.ts";
import { frameContains } from "./frame.ts";
import { roundMapUnit, type MapPoint } from "./mercator.ts";

export interface MapLabel extends MapPoint {
  text: string;
}

/** Label text height as a fraction of the window; app.css draws it at this size (var(--map-unit)). */
export const LABEL_SIZE = 0.03;
/** An average character of the label font is about this wide for its height. */
const CHARACTER_WIDTH = 0.55;

/** [left, top, right, bottom] in map units. */
export type LabelBox = [number, number, number, number];

/** Where a marker's name is drawn: beside its point, on the side with more room (the component draws it there). */
export function markerLabelBox(marker: MapPoint & { label: string; labelSide: "left" | "right" }, frame: MapFrame, offset: number): LabelBox {
  const height = frame.size * LABEL_SIZE;
  const width = marker.label.length * CHARACTER_WIDTH * height;
  const top = marker.y - height * 0.7;
  return marker.labelSide === "right" ? [marker.x + offset, top, marker.x + offset + width, top + height * 1.2] : [marker.x - offset - width, top, marker.x - offset, top + height * 1.2];
}

export function placeLabels(candidates: readonly MapLabel[], frame: MapFrame, options: { limit?: number; occupied?: readonly LabelBox[] } = {}): MapLabel[] {
  const limit = options.limit ?? 14;
  const height = frame.size * LABEL_SIZE;
  const placed: Array<MapLabel & { box: LabelBox }> = (options.occupied ?? []).map((box) => ({ text: "", x: 0, y: 0, box }));
  for (const label of candidates) {
    if (placed.length - (options.occupied?.length ?? 0) >= limit) break;
    if (!frameContains(frame, label)) continue;
    const halfWidth = (label.text.length * CHARACTER_WIDTH * height) / 2;
    // Centred on the point, drawn just below it: [left, top, right, bottom].
    const box: LabelBox = [label.x - halfWidth, label.y, label.x + halfWidth, label.y + height * 1.3];
    const cutOff = box[0] < frame.x || box[2] > frame.x + frame.size || box[3] > frame.y + frame.size;
    const overlaps = cutOff || placed.some((other) => box[0] < other.box[2] && other.box[0] < box[2] && box[1] < other.box[3] && other.box[1] < box[3]);
    if (!overlaps) placed.push({ ...label, x: roundMapUnit(label.x), y: roundMapUnit(label.y), box });
  }
  return placed.slice(options.occupied?.length ?? 0).map(({ text, x, y }) => ({ text, x, y }));
}
