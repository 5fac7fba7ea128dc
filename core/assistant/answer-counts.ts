/**
 * What the catalogue covers: a neighborhood's count line in its description, and "What neighborhoods do you
 * cover?" (the list). Counts asked as questions ("how many communities do you list?", "which neighborhoods have
 * the most apartments?") are typed queries (query/).
 */
import { formatCount, joinWords } from "../matching/wording.ts";
import type { MatchCommunity } from "../matching/types.ts";
import type { AnswerContext } from "./answer-context.ts";
import type { KnowledgeNeighborhood } from "./knowledge.ts";
import { cardMarker } from "./markers.ts";

const COUNT_ASKED = /\bhow many (?:apartments?|apartment communities|communities|complexes|buildings|places|properties|listings|options)\b/;

export function countAsked(context: AnswerContext): boolean {
  return COUNT_ASKED.test(context.text);
}

/** "27 communities listed, 24 of them with a unit open now (61 open units)". */
function counted(communities: readonly MatchCommunity[]): string {
  const open = communities.filter((c) => c.floorPlans.some((p) => p.unitsAvailable > 0)).length;
  const units = communities.reduce((sum, c) => sum + c.floorPlans.reduce((n, p) => n + p.unitsAvailable, 0), 0);
  const listed = `${formatCount(communities.length)} ${communities.length === 1 ? "community" : "communities"} listed`;
  if (communities.length === 0) return listed;
  const which = open === communities.length ? (communities.length === 1 ? "with" : "all with") : `${formatCount(open)} of them with`;
  return `${listed}, ${which} a unit open now (${formatCount(units)} open ${units === 1 ? "unit" : "units"})`;
}

/** "Montrose: 27 communities listed, …" */
export function countLine(context: AnswerContext, neighborhood: KnowledgeNeighborhood): string {
  const marker = cardMarker("neighborhood", neighborhood.slug);
  const communities = context.lookups.knowledge.communities.filter((c) => c.neighborhoodId === neighborhood.id);
  return `${marker ? `${marker} ` : ""}${neighborhood.name}: ${counted(communities)}.`;
}

/** Asks for the list itself; "which areas are cheapest?" is not this (it asks to rank them). */
export const COVERAGE_ASKED = new RegExp(
  [
    String.raw`\b(?:what|which) (?:neighborhoods|areas|parts of (?:town|houston)|part of town) ` +
      String.raw`(?:do you (?:cover|serve|have|list|work|search|know)|are (?:covered|served|listed|included|available)|you (?:cover|serve|have|list))\b`,
    String.raw`\b(?:list|name|show) (?:me )?(?:all |the |your )*(?:neighborhoods|areas)\b`,
    String.raw`\ball (?:the |your )?neighborhoods (?:you|do you|are)\b`,
    // "What areas of Houston do you have apartments in?", "what neighborhoods are in your database?", "areas you cover?"
    String.raw`\b(?:what|which) (?:neighborhoods|areas|parts of (?:town|houston))(?: of houston)? (?:do you have (?:apartments|listings|places)|are (?:in|on) your (?:database|list|site|system))\b`,
    String.raw`^(?:the )?(?:neighborhoods|areas) (?:you|do you) (?:cover|serve|have|list)\b`,
  ].join("|"),
);

export function coverageAsked(context: AnswerContext): boolean {
  return COVERAGE_ASKED.test(context.text);
}

/** "We cover 27 Houston neighborhoods: Downtown, Midtown, …" */
export function answerCoverage(context: AnswerContext): string {
  const names = context.lookups.knowledge.neighborhoods.map((n) => n.name);
  return `We cover ${formatCount(names.length)} Houston neighborhoods: ${joinWords(names)}. Ask me about any of them for what it's like, its rents and its apartments.`;
}
