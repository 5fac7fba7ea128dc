/**
 * A question about amenities: how many communities have each one asked about
 * (in the neighborhoods it names or the renter saved, and across the city),
 * with a few examples that fit the profile; "which of these ..." answered for
 * the apartments of the last reply; "what amenities are common?" with shares.
 * Pet friendliness is the community's petsAllowed flag, as in matching.
 */
import { formatDollars } from "../format/ranges.ts";
import { parkingSpoken } from "../reference/parking.ts";
import { PARKING_AMENITY, PETS_AMENITY } from "../matching/amenity-keys.ts";
import { rankCommunities } from "../matching/rank-communities.ts";
import type { MatchCommunity } from "../matching/types.ts";
import { formatCount, joinWords, lowerDisplayName, missingAmenityText } from "../matching/wording.ts";
import { amenityNoun, amenityPredicate, amenityPredicateSingular } from "./amenity-words.ts";
import { questionScope, type AnswerContext } from "./answer-context.ts";
import { apartmentLine } from "./apartment-lines.ts";
import type { KnowledgeAmenity, KnowledgeNeighborhood, Lookups } from "./knowledge.ts";
import { cardMarker, markersIn } from "./markers.ts";

export const AMENITY_EXAMPLES = 3;

export function hasAmenity(community: MatchCommunity, amenity: KnowledgeAmenity): boolean {
  return amenity.name === PETS_AMENITY ? community.petsAllowed : community.amenityIds.includes(amenity.id);
}

/** "pets allowed ($25/month pet rent)", "parking (covered $50 a month and garage $75 a month)", "pool". */
export function amenityDetail(community: MatchCommunity, amenity: KnowledgeAmenity): string {
  if (amenity.name === PETS_AMENITY) return community.petRent > 0 ? `pets allowed (${formatDollars(community.petRent)}/month pet rent)` : "pets allowed, no pet rent";
  if (amenity.name === PARKING_AMENITY && community.parking.length > 0) return `parking (${parkingSpoken(community.parking)})`;
  return amenityNoun(amenity.displayName) ?? lowerDisplayName(amenity.displayName);
}

function withAmenity(lookups: Lookups, amenity: KnowledgeAmenity, neighborhood: KnowledgeNeighborhood | null): readonly MatchCommunity[] {
  const { catalogue } = lookups;
  const all = amenity.name === PETS_AMENITY ? catalogue.petsAllowed : (catalogue.byAmenity.get(amenity.id) ?? []);
  if (!neighborhood) return all;
  return catalogue.subset(`amenity:${amenity.id}:${neighborhood.id}`, () => (catalogue.byNeighborhood.get(neighborhood.id) ?? []).filter((c) => hasAmenity(c, amenity)));
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** The latest assistant message that showed apartments, and those apartments ("which of these ..."). */
export function latestShowing(context: Pick<AnswerContext, "history" | "lookups">, atLeast = 1): { text: string; communities: MatchCommunity[] } | null {
  for (let i = context.history.length - 1; i >= 0; i--) {
    const message = context.history[i];
    if (message?.role !== "assistant") continue;
    const slugs = markersIn(message.content).apartment;
    if (slugs.length >= atLeast) {
      return { text: message.content, communities: slugs.map((slug) => context.lookups.catalogue.bySlug.get(slug)).filter((c): c is MatchCommunity => c !== undefined) };
    }
  }
  return null;
}

/** The apartments of the latest assistant message that showed some ("which of these ..."). */
export function apartmentsShownEarlier(context: Pick<AnswerContext, "history" | "lookups">): MatchCommunity[] {
  return latestShowing(context)?.communities ?? [];
}

const POINTS_AT_SHOWN = /\b(?:these|those|them|they|any of them|which one|which ones|the ones you (?:showed|sent|listed))\b/;

function answerForShown(context: AnswerContext, shown: readonly MatchCommunity[], amenities: readonly KnowledgeAmenity[]): string {
  const lines = shown.map((community) => {
    const has = amenities.filter((a) => hasAmenity(community, a));
    const lacks = amenities.filter((a) => !hasAmenity(community, a));
    const parts = [
      ...(has.length > 0 ? [`yes: ${joinWords(has.map((a) => amenityDetail(community, a)))}`] : []),
      ...lacks.map((a) => (a.name === PETS_AMENITY ? "no pets" : missingAmenityText(a.displayName).toLowerCase())),
    ];
    return `- ${cardMarker("apartment", community.slug)} ${community.title}: ${parts.join("; ")}`.replace("-  ", "- ");
  });
  const count = shown.filter((c) => amenities.every((a) => hasAmenity(c, a))).length;
  const what = joinWords(amenities.map((a) => (count === 1 ? amenityPredicateSingular(a) : amenityPredicate(a))));
  return [`${count} of the ${shown.length} I showed you ${what}:`, ...lines].join("\n");
}

function countsSentence(lookups: Lookups, amenity: KnowledgeAmenity, neighborhood: KnowledgeNeighborhood | null): string {
  const total = neighborhood ? (lookups.catalogue.byNeighborhood.get(neighborhood.id)?.length ?? 0) : lookups.catalogue.communityCount;
  const having = withAmenity(lookups, amenity, neighborhood).length;
  const what = amenityPredicate(amenity);
  const where = neighborhood ? `in ${neighborhood.name}` : "across Houston";
  if (total === 0) return `I have no communities listed ${where}.`;
  return `${formatCount(having)} of ${formatCount(total)} communities ${where} ${what} (${percent(having, total)}%).`;
}

function examplesWith(context: AnswerContext, amenity: KnowledgeAmenity, neighborhood: KnowledgeNeighborhood | null): string[] {
  const { lookups } = context;
  if (withAmenity(lookups, amenity, neighborhood).length === 0) return [];
  // Ranked over the arrays whose matching index is already cached (the catalogue, a neighborhood's communities), wishing for the amenity.
  const scope = neighborhood ? (lookups.catalogue.byNeighborhood.get(neighborhood.id) ?? []) : lookups.knowledge.communities;
  const wished = context.profile.amenities.some((w) => w.id === amenity.id) ? context.profile.amenities : [...context.profile.amenities, { id: amenity.id, requirement: null }];
  const profile = { ...context.profile, amenities: wished, ...(neighborhood ? { neighborhoodIds: [neighborhood.id], anyNeighborhood: false } : {}) };
  const having = (limits: typeof profile) =>
    rankCommunities(limits, scope, lookups.reference, { limit: AMENITY_EXAMPLES * 4 })
      .filter((r) => {
        const community = lookups.catalogue.bySlug.get(r.slug);
        return community !== undefined && hasAmenity(community, amenity);
      })
      .slice(0, AMENITY_EXAMPLES);
  let results = having(profile);
  let note = "";
  if (results.length === 0) {
    // None fits the saved limits: still show some, and say so.
    results = having({ ...profile, maxBudget: null, bedrooms: null, moveInDate: null });
    note = " (none of them fits your saved budget, bedrooms or move-in date)";
  }
  if (results.length === 0) return [];
  // The amenity was wished for the ranking only: the renter did not ask for it.
  const asked = context.profile.amenities.some((w) => w.id === amenity.id);
  const line = (r: (typeof results)[number]) => apartmentLine(r, lookups, { percentage: false });
  return [`A few that ${amenityPredicate(amenity)}${note}:`, ...results.map((r) => `- ${asked ? line(r) : line(r).replace(", as you asked", "")}`)];
}

/** "What amenities are common?": every amenity's share, most common first. */
function commonAmenities(lookups: Lookups, neighborhood: KnowledgeNeighborhood | null): string {
  const total = neighborhood ? (lookups.catalogue.byNeighborhood.get(neighborhood.id)?.length ?? 0) : lookups.catalogue.communityCount;
  const shares = lookups.knowledge.amenities
    .map((amenity) => ({ amenity, share: percent(withAmenity(lookups, amenity, neighborhood).length, total) }))
    .sort((a, b) => b.share - a.share || a.amenity.displayName.localeCompare(b.amenity.displayName));
  const where = neighborhood ? `in ${neighborhood.name}` : "across Houston";
  if (total === 0) return `I have no communities listed ${where}.`;
  return `Share of the ${formatCount(total)} communities ${where} with each amenity: ${shares.map(({ amenity, share }) => `${amenity.displayName} ${share}%`).join(", ")}.`;
}

export function answerAmenityQuestion(context: AnswerContext): string {
  const { lookups } = context;
  const amenities = context.understanding.mentioned.amenities.map((key) => lookups.amenityByKey.get(key)).filter((a): a is KnowledgeAmenity => a !== undefined);
  const scope = questionScope(context, { useProfile: true });

  // "Is it pet friendly?" after several results: "it" is each of them.
  if (amenities.length > 0 && (POINTS_AT_SHOWN.test(context.text) || /\b(?:it|its)\b/.test(context.text)) && context.understanding.mentioned.neighborhoods.length === 0) {
    const shown = apartmentsShownEarlier(context);
    if (shown.length > 0) return answerForShown(context, shown, amenities);
  }
  if (amenities.length === 0) {
    const places = scope.neighborhoods.length > 0 ? scope.neighborhoods.slice(0, 2) : [null];
    return [...places.map((place) => commonAmenities(lookups, place)), "Ask me about any one of them and I'll show you apartments that have it."].join("\n");
  }

  const lines: string[] = [];
  const place = scope.neighborhoods[0] ?? null;
  for (const amenity of amenities.slice(0, 2)) {
    const counts = [countsSentence(lookups, amenity, null)];
    if (place) counts.unshift(countsSentence(lookups, amenity, place));
    lines.push(counts.join(" "));
    lines.push(...examplesWith(context, amenity, place));
  }
  const marker = place ? cardMarker("neighborhood", place.slug) : "";
  if (marker && lines.length > 0) lines[0] = `${marker} ${lines[0]}`;
  return lines.filter(Boolean).join("\n");
}

/** "How much is parking in Midtown?", "what does parking cost?" */
export function parkingCostAsked(context: Pick<AnswerContext, "text">): boolean {
  return /\bparking\b/.test(context.text) && /\b(?:how much|cost|costs|fee|fees|price|charge|charges|pay)\b/.test(context.text);
}

/** The lowest parking fee asked for ("lowest parking fee downtown", "who has the cheapest parking"): the fee itself, not a rent. */
export const LOWEST_PARKING_FEE = /\b(?:lowest|cheapest|least expensive|smallest|best)\s+(?:monthly\s+)?parking(?:\s+(?:fees?|costs?|prices?|rates?|charges?))?\b|\bparking\s+(?:fees?|costs?|prices?|rates?)\b[^.?!]{0,30}\b(?:lowest|cheapest|least)\b/;

/** What parking costs at the communities that list it, in the neighborhoods given (slugs), else across Houston. */
export function answerParkingCost(context: AnswerContext, neighborhoods: readonly string[]): string {
  const { lookups } = context;
  const parking = lookups.amenityByKey.get(PARKING_AMENITY);
  const places = neighborhoods
    .map((slug) => lookups.neighborhoodBySlug.get(slug))
    .filter((n): n is NonNullable<typeof n> => n !== undefined);
  const where = places.length > 0 ? `in ${joinWords(places.map((n) => n.name))}` : "across Houston";
  const communities = places.length > 0 ? places.flatMap((n) => lookups.catalogue.byNeighborhood.get(n.id) ?? []) : lookups.knowledge.communities;
  const withParking = parking ? communities.filter((c) => hasAmenity(c, parking)) : [];
  if (withParking.length === 0) return `None of the ${formatCount(communities.length)} communities ${where} lists parking.`;
  const fees = withParking.map((c) => c.parkingFee).filter((fee) => fee > 0).sort((a, b) => a - b);
  const included = withParking.length - fees.length;
  const listed = `${formatCount(withParking.length)} of the ${formatCount(communities.length)} communities ${where} list parking`;
  if (fees.length === 0) return `${listed}, all of them included in the rent.`;
  const mid = fees.length >> 1;
  const median = fees.length % 2 ? fees[mid]! : Math.round((fees[mid - 1]! + fees[mid]!) / 2);
  const range = fees[0] === fees.at(-1) ? formatDollars(fees[0]!) : `${formatDollars(fees[0]!)}-${formatDollars(fees.at(-1)!)}`;
  const summary = `${listed}. Where it costs extra (${formatCount(fees.length)} of them), it runs ${range} a month, median ${formatDollars(median)}${included > 0 ? `; ${formatCount(included)} include it in the rent` : ""}.`;
  if (!LOWEST_PARKING_FEE.test(context.text)) return summary;
  // Asked for the lowest: the communities in order of their fee, parking in the rent first.
  const lowest = [...withParking].sort((a, b) => a.parkingFee - b.parkingFee || a.title.localeCompare(b.title, "en")).slice(0, 5);
  const lines = lowest.map((c, i) => `${i + 1}. ${cardMarker("apartment", c.slug) ?? ""} ${c.title}: ${parkingSpoken(c.parking)}`.replace(/\s{2,}/g, " "));
  return `${summary}\nThe lowest parking fees ${where}:\n${lines.join("\n")}`;
}
