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

/** How much of box `a` lies inside box `b`, in square map units. */
export function boxesOverlapArea(a: LabelBox, b: LabelBox): number {
  const width = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const height = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  return width > 0 && height > 0 ? width * height : 0;
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
    const overlaps = cutOff || placed.some((other) => boxesOverlapArea(box, other.box) > 0);
    if (!overlaps) placed.push({ ...label, x: roundMapUnit(label.x), y: roundMapUnit(label.y), box });
  }
  return placed.slice(options.occupied?.length ?? 0).map(({ text, x, y }) => ({ text, x, y }));
}
