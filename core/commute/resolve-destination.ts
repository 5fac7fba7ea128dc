/**
 * Turns what a renter typed as their work or school ("the med center",
 * "Texas Medical Centre", "U of H") into a place on the map, or null when it
 * can't be placed with confidence: the caller then says so instead of guessing.
 *
 * Candidates are the gazetteer (HOUSTON_DESTINATIONS) and every neighborhood
 * centroid with its aliases. In order:
 * 1. the closest name or alias by edit distance, within an allowance that
 *    grows with length (no typo allowed in 3 letters, up to 3 in long names);
 *    on a tie a gazetteer place beats a neighborhood centroid (so "UH" is the
 *    campus, not the Third Ward), then the earlier entry wins;
 * 2. otherwise the longest name or alias of at least 4 letters that appears as
 *    whole words inside the text ("the Galleria mall area, Houston TX").
 */
import { editDistance } from "./edit-distance.ts";
import { HOUSTON_DESTINATIONS } from "./destinations.ts";
import type { Destination } from "./types.ts";

export interface NeighborhoodPlace {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  aliases?: readonly string[];
}

/** Words dropped at the start of a place name: "at the TMC", "near Rice". */
const LEADING_FILLERS = new Set(["at", "in", "near", "to", "by", "around", "from"]);
/** Words dropped at the end: "med center area". */
const TRAILING_FILLERS = new Set(["area"]);
/** Shortest alias that may be found inside a longer text (shorter ones, like "uh", are too easy to hit by accident). */
const MIN_CONTAINED_ALIAS_LENGTH = 4;

/**
 * Lower case, accents and punctuation removed ("Children's" -> "childrens",
 * "St." -> "st", "&" -> "and"), the word "the" dropped, spaces collapsed.
 */
export function normalizePlaceText(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['\u2019`.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word !== "" && word !== "the");
  while (words.length > 1 && LEADING_FILLERS.has(words[0] as string)) words.shift();
  while (words.length > 1 && TRAILING_FILLERS.has(words.at(-1) as string)) words.pop();
  return words.join(" ");
}

/** Edits allowed between a text and an alias, by the shorter one's length. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  if (length <= 12) return 2;
  return 3;
}

/** A neighborhood centroid as a destination. */
export function neighborhoodDestination(neighborhood: NeighborhoodPlace): Destination {
  return {
    id: `neighborhood:${neighborhood.slug}`,
    name: neighborhood.name,
    kind: "neighborhood",
    latitude: neighborhood.latitude,
    longitude: neighborhood.longitude,
    aliases: neighborhood.aliases ?? [],
  };
}

interface Candidate {
  destination: Destination;
  alias: string;
  /** 0 gazetteer, 1 neighborhood: the gazetteer wins ties. */
  rank: number;
}

function candidatesFor(neighborhoods: readonly NeighborhoodPlace[]): Candidate[] {
  const candidates: Candidate[] = [];
  const add = (destination: Destination, rank: number) => {
    const seen = new Set<string>();
    for (const text of [destination.name, destination.id.replace(/^neighborhood:/, ""), ...destination.aliases]) {
      const alias = normalizePlaceText(text);
      if (alias === "" || seen.has(alias)) continue;
      seen.add(alias);
      candidates.push({ destination, alias, rank });
    }
  };
  for (const destination of HOUSTON_DESTINATIONS) add(destination, 0);
  for (const neighborhood of neighborhoods) add(neighborhoodDestination(neighborhood), 1);
  return candidates;
}

function containsWords(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

/** The place a renter means, or null when nothing fits closely enough. */
export function resolveDestination(text: string, neighborhoods: readonly NeighborhoodPlace[]): Destination | null {
  const query = normalizePlaceText(text);
  if (query === "") return null;
  const candidates = candidatesFor(neighborhoods);

  let best: Candidate | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const allowed = allowedEdits(Math.min(query.length, candidate.alias.length));
    const distance = editDistance(query, candidate.alias, allowed);
    if (distance > allowed) continue;
    // Strictly better distance, or the same distance from a higher-ranked list; otherwise the earlier one stays.
    if (distance < bestDistance || (distance === bestDistance && best !== null && candidate.rank < best.rank)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best) return best.destination;

  let contained: Candidate | null = null;
  for (const candidate of candidates) {
    if (candidate.alias.length < MIN_CONTAINED_ALIAS_LENGTH || !containsWords(query, candidate.alias)) continue;
    if (
      contained === null ||
      candidate.alias.length > contained.alias.length ||
      (candidate.alias.length === contained.alias.length && candidate.rank < contained.rank)
    ) {
      contained = candidate;
    }
  }
  return contained?.destination ?? null;
}
