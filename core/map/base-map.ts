/**
 * The part of the map every page shares: freeways with their shields, the METRORail lines and stations,
 * as one SVG fragment in whole-city map units. Built once per process (on first use) and reused as a
 * string; app.css styles it by class, with sizes relative to the window shown (var(--map-unit)).
 */
import { METRORAIL_STATIONS } from "../commute/metro-rail-stations.ts";
import type { RailLine } from "../commute/types.ts";
import { HOUSTON_FREEWAYS, METRORAIL_LINE_STOPS } from "./houston-lines.ts";
import { projectLatLng, projectLngLat } from "./projection.ts";
import { pathData, simplifyLine } from "./simplify.ts";

/** Half a map unit (about 130 ft): finer detail than any zoom of these pages shows. */
const SIMPLIFY_TOLERANCE = 0.5;

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&${({ "&": "amp", "<": "lt", ">": "gt", '"': "quot" } as const)[c as "&"]};`);
}

/** The stations of a line in running order; a name missing from the station list is a data error. */
export function railLinePoints(line: RailLine) {
  return METRORAIL_LINE_STOPS[line].map((name) => {
    const station = METRORAIL_STATIONS.find((s) => s.name === name);
    if (!station) throw new Error(`METRORail ${line} Line: no station named ${name}`);
    return projectLatLng(station);
  });
}

function buildBaseMap(): string {
  const freeways = HOUSTON_FREEWAYS.map(
    (freeway) => `<path class="map-freeway" d="${pathData(simplifyLine(freeway.points.map(projectLngLat), SIMPLIFY_TOLERANCE))}"/>`,
  ).join("");
  const rail = (Object.keys(METRORAIL_LINE_STOPS) as RailLine[])
    .map((line) => `<path class="map-rail map-rail-${line.toLowerCase()}" d="${pathData(railLinePoints(line))}"/>`)
    .join("");
  const stations = METRORAIL_STATIONS.map((station) => {
    const { x, y } = projectLatLng(station);
    return `<circle class="map-station" cx="${x}" cy="${y}"/>`;
  }).join("");
  const shields = HOUSTON_FREEWAYS.map((freeway) => {
    const { x, y } = projectLngLat(freeway.shieldAt);
    return `<text class="map-shield" x="${x}" y="${y}">${escapeXml(freeway.shield)}</text>`;
  }).join("");
  return `<g fill="none">${freeways}${rail}</g>${stations}${shields}`;
}

let baseMap: string | null = null;

export function houstonBaseMap(): string {
  baseMap ??= buildBaseMap();
  return baseMap;
}
