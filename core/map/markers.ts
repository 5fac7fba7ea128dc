/**
 * Labelled points that are not links (a community on its own page, its station, the renter's destination), and
 * where their names go. No d3-geo here: the browser uses this to add the commute destination.
 */
import { pinRadius, type MapFrame } from "./frame.ts";
import { boxesOverlapArea, LABEL_SIZE, type LabelBox } from "./labels.ts";
import type { MapPoint } from "./mercator.ts";

export type MapMarkerKind = "home" | "station" | "destination";
export type MarkerLabelSide = "left" | "right" | "above" | "below";

export interface MapMarker extends MapPoint {
  kind: MapMarkerKind;
  label: string;
  /** Where its name goes: chosen by placeMarkers to stay inside the window and clear of the other markers. */
  labelSide: MarkerLabelSide;
  /** The point is a ZIP code's or neighborhood's center, not the place's own: drawn with a dashed area around it. */
  approximate?: boolean;
}

/** A bold character of the marker font is about this wide for its height (a little wider than a name's). */
const BOLD_CHARACTER_WIDTH = 0.62;

/** How far a marker's name starts from its point. */
function markerLabelOffset(frame: MapFrame): number {
  return pinRadius(frame) * 1.4;
}

export interface MarkerLabelLayout {
  /** The text's anchor: x, and y of its baseline. */
  x: number;
  y: number;
  anchor: "start" | "end" | "middle";
  box: LabelBox;
}

/** Where a marker's name is drawn on a given side, and the box it covers. */
export function markerLabelLayout(marker: MapPoint & { label: string; labelSide: MarkerLabelSide }, frame: MapFrame): MarkerLabelLayout {
  const height = frame.size * LABEL_SIZE;
  const width = marker.label.length * BOLD_CHARACTER_WIDTH * height;
  const offset = markerLabelOffset(frame);
  // From the baseline, capitals reach 0.8 of the height above it and descenders 0.25 below.
  const boxFrom = (left: number, baseline: number): LabelBox => [left, baseline - height * 0.8, left + width, baseline + height * 0.25];
  const beside = marker.y + height * 0.3;
  switch (marker.labelSide) {
    case "right":
      return { x: marker.x + offset, y: beside, anchor: "start", box: boxFrom(marker.x + offset, beside) };
    case "left":
      return { x: marker.x - offset, y: beside, anchor: "end", box: boxFrom(marker.x - offset - width, beside) };
    case "above": {
      const baseline = marker.y - offset - height * 0.25;
      return { x: marker.x, y: baseline, anchor: "middle", box: boxFrom(marker.x - width / 2, baseline) };
    }
    case "below": {
      const baseline = marker.y + offset + height * 0.8;
      return { x: marker.x, y: baseline, anchor: "middle", box: boxFrom(marker.x - width / 2, baseline) };
    }
  }
}

/** The box a marker's own symbol covers. */
function symbolBox(point: MapPoint, frame: MapFrame): LabelBox {
  const r = pinRadius(frame);
  return [point.x - r, point.y - r, point.x + r, point.y + r];
}

function areaOutside(box: LabelBox, frame: MapFrame): number {
  const inside = boxesOverlapArea(box, [frame.x, frame.y, frame.x + frame.size, frame.y + frame.size]);
  return (box[2] - box[0]) * (box[3] - box[1]) - inside;
}

/**
 * Markers with their names placed, in the given order of importance: each name goes to the first side (toward the
 * window's middle, away from it, above, below) where it stays inside the window and covers neither an earlier
 * name nor any marker's symbol; when no side is clear, to the side where least of it is hidden.
 */
export function placeMarkers(frame: MapFrame, wanted: ReadonlyArray<MapPoint & { kind: MapMarkerKind; label: string }>): MapMarker[] {
  const symbols = wanted.map((point) => symbolBox(point, frame));
  const taken: LabelBox[] = [];
  return wanted.map((point, index) => {
    const inward: MarkerLabelSide = point.x > frame.x + frame.size * 0.55 ? "left" : "right";
    const sides: MarkerLabelSide[] = [inward, inward === "left" ? "right" : "left", "above", "below"];
    let best: { side: MarkerLabelSide; box: LabelBox; cost: number } | null = null;
    for (const side of sides) {
      const { box } = markerLabelLayout({ ...point, labelSide: side }, frame);
      const others = [...taken, ...symbols.filter((_, i) => i !== index)];
      const cost = areaOutside(box, frame) + others.reduce((sum, other) => sum + boxesOverlapArea(box, other), 0);
      if (!best || cost < best.cost) best = { side, box, cost };
      if (cost === 0) break;
    }
    taken.push(best!.box);
    return { kind: point.kind, x: point.x, y: point.y, label: point.label, labelSide: best!.side };
  });
}

/** What neighborhood names must keep clear of: every marker's symbol and name. */
export function markerBoxes(markers: readonly MapMarker[], frame: MapFrame): LabelBox[] {
  return markers.flatMap((marker) => [symbolBox(marker, frame), markerLabelLayout(marker, frame).box]);
}
