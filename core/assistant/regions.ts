/**
 * Houston's regions as renters name them: "inside the loop" (inside I-610), "outside the loop", "the suburbs"
 * (outside Beltway 8). Each is the set of our neighborhoods whose centre lies in it, from the freeway rings the map
 * already draws (core/map/houston-lines.ts), so a region follows the catalogue: a neighborhood added inside the loop
 * joins "inside the loop" without a word changed here. A region said as a wish names its neighborhoods; said as
 * unwanted ("not into the suburbs", "no suburbs"), it rules them out. Both are saved as the neighborhoods they are.
 */
import { HOUSTON_FREEWAYS, type LngLat } from "../map/houston-lines.ts";
import type { Understanding } from "./understanding/types.ts";

interface Place {
  slug: string;
  latitude: number;
  longitude: number;
}

const ring = (id: string): readonly LngLat[] => HOUSTON_FREEWAYS.find((line) => line.id === id)!.points;

/** Whether the point lies inside the closed ring (planar ray casting: at a city's scale the earth's curve does not matter). */
export function insideRing(points: readonly LngLat[], longitude: number, latitude: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

interface Region {
  key: "inside-loop" | "outside-loop" | "suburbs";
  cue: RegExp;
  contains: (place: Place) => boolean;
}

const LOOP = ring("i-610");
const BELTWAY = ring("beltway-8");

const REGIONS: readonly Region[] = [
  { key: "outside-loop", cue: /\boutside (?:of )?(?:the )?(?:610 )?loop\b|\botl\b/, contains: (p) => !insideRing(LOOP, p.longitude, p.latitude) },
  { key: "inside-loop", cue: /\b(?:inside|within|in|inner) (?:of )?(?:the )?(?:610 )?loop\b|\binner loop\b|\bitl\b/, contains: (p) => insideRing(LOOP, p.longitude, p.latitude) },
  { key: "suburbs", cue: /\bsuburbs?\b|\bsuburban\b|\boutside (?:of )?(?:the )?beltway\b/, contains: (p) => !insideRing(BELTWAY, p.longitude, p.latitude) },
];

/** A region said as unwanted: "not into the suburbs", "no suburbs", "avoid the suburbs", "hate the suburbs". */
const UNWANTED_BEFORE = /\b(?:not|no|nothing|never|avoid|avoiding|hate|dislike|skip|except|excluding|without|rather not|dont want|don't want|not into|not a fan of|not really into)\b[^.,;!?]{0,20}$/;

/** The regions the text names, each with the neighborhoods in it and whether it is wanted. */
export function regionsIn(text: string, places: readonly Place[]): { key: Region["key"]; slugs: string[]; wanted: boolean }[] {
  const out: { key: Region["key"]; slugs: string[]; wanted: boolean }[] = [];
  let rest = text;
  for (const region of REGIONS) {
    const match = region.cue.exec(rest);
    if (!match) continue;
    // "Outside the loop" is not also "in the loop".
    rest = rest.slice(0, match.index) + " ".repeat(match[0].length) + rest.slice(match.index + match[0].length);
    out.push({ key: region.key, slugs: places.filter(region.contains).map((p) => p.slug), wanted: !UNWANTED_BEFORE.test(text.slice(0, match.index)) });
  }
  return out;
}

/**
 * The understanding with the regions the text names as neighborhoods: wanted ones added (and "anywhere" dropped: the
 * renter said where), unwanted ones ruled out. Neighborhoods the text rules out by name stay out ("inside the loop
 * except downtown").
 */
export function withRegions(understanding: Understanding, text: string, places: readonly Place[]): Understanding {
  const regions = regionsIn(text.toLowerCase().replace(/[’']/g, ""), places);
  if (regions.length === 0) return understanding;
  const removed = new Set([...(understanding.remove.neighborhoods ?? []), ...regions.filter((r) => !r.wanted).flatMap((r) => r.slugs)]);
  const wanted = [...new Set([...(understanding.set.neighborhoods ?? []), ...regions.filter((r) => r.wanted).flatMap((r) => r.slugs)])].filter((slug) => !removed.has(slug));
  const { anyNeighborhood: _any, ...set } = understanding.set;
  return {
    ...understanding,
    set: { ...(wanted.length > 0 ? set : understanding.set), ...(wanted.length > 0 ? { neighborhoods: wanted } : {}) },
    remove: { ...understanding.remove, ...(removed.size > 0 ? { neighborhoods: [...removed] } : {}) },
    mentioned: { ...understanding.mentioned, neighborhoods: [...new Set([...understanding.mentioned.neighborhoods, ...wanted])] },
  };
}
