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

export function placeLabels(candidates: readonly MapLabel[], frame: MapFrame, limit = 14): MapLabel[] {
  const height = frame.size * LABEL_SIZE;
  const placed: Array<MapLabel & { box: [number, number, number, number] }> = [];
  for (const label of candidates) {
    if (placed.length >= limit) break;
    if (!frameContains(frame, label)) continue;
    const halfWidth = (label.text.length * CHARACTER_WIDTH * height) / 2;
    // Centred on the point, drawn just below it: [left, top, right, bottom].
    const box: [number, number, number, number] = [label.x - halfWidth, label.y, label.x + halfWidth, label.y + height * 1.3];
    const cutOff = box[0] < frame.x || box[2] > frame.x + frame.size || box[3] > frame.y + frame.size;
    const overlaps = cutOff || placed.some((other) => box[0] < other.box[2] && other.box[0] < box[2] && box[1] < other.box[3] && other.box[1] < box[3]);
    if (!overlaps) placed.push({ ...label, x: roundMapUnit(label.x), y: roundMapUnit(label.y), box });
  }
  return placed.map(({ text, x, y }) => ({ text, x, y }));
}
