/**
 * "How many apartments do you have in Montrose?", "how many communities do you list?": counts of the catalogue,
 * answered first (a description with the count left out answers something else).
 */
import { formatCount } from "../matching/wording.ts";
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

/** The whole catalogue: "Across Houston: 320 communities listed in 20 neighborhoods, …" */
export function answerCityCount(context: AnswerContext): string {
  const { communities, neighborhoods } = context.lookups.knowledge;
  const withListings = neighborhoods.filter((n) => communities.some((c) => c.neighborhoodId === n.id)).length;
  return `Across Houston: ${counted(communities)}, in ${formatCount(withListings)} neighborhoods. Ask how many are in a neighborhood, or tell me your budget and bedrooms and I'll show the ones that fit.`;
}
