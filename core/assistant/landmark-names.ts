/**
 * Landmarks whose names hold a neighborhood's ("Memorial Park" holds "Memorial", "Heights Mercantile" would hold "Heights"):
 * the understanding must not read the neighborhood in them, or "apartments near Memorial Park" would save Memorial.
 * The landmark is read by the query reader, from the message as written (read-query.ts, landmarkNear).
 */
import { HOUSTON_DESTINATIONS } from "../commute/destinations.ts";
import type { KnowledgeNeighborhood } from "./knowledge.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const normal = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim().replace(/^the /, "");

/** Per neighborhoods array: the landmark names that hold a neighborhood name, as one pattern (null when none). */
const patterns = new WeakMap<readonly KnowledgeNeighborhood[], RegExp | null>();

function landmarkPattern(neighborhoods: readonly KnowledgeNeighborhood[]): RegExp | null {
  if (patterns.has(neighborhoods)) return patterns.get(neighborhoods)!;
  const places = new Set(neighborhoods.flatMap((n) => [n.name, ...n.aliases].map(normal)).filter((name) => name.length >= 3));
  // A job centre is the district itself ("downtown houston" is Downtown): only a place within one holds its name.
  const holding = HOUSTON_DESTINATIONS.filter((d) => d.kind !== "job-centre").flatMap((d) => d.aliases)
    .filter((alias) => alias.includes(" ") && !places.has(alias))
    .filter((alias) => [...places].some((place) => ` ${alias} `.includes(` ${place} `)));
  const pattern = holding.length === 0 ? null : new RegExp(String.raw`\b(?:${holding.sort((a, b) => b.length - a.length).map((alias) => alias.split(" ").map(escape).join(String.raw`[\s-]+`)).join("|")})\b`, "gi");
  patterns.set(neighborhoods, pattern);
  return pattern;
}

/** The text with such landmark names written as one word ("memorialpark"), which no neighborhood name matches. */
export function withoutLandmarkNames(text: string, neighborhoods: readonly KnowledgeNeighborhood[]): string {
  const pattern = landmarkPattern(neighborhoods);
  return pattern ? text.replace(pattern, (name) => name.replace(/[\s-]+/g, "")) : text;
}
