/**
 * A search request: the matching engine (core/matching) on the profile as it
 * stands after this message, the top apartments with a one-line reason each,
 * and when nothing passes the hard limits (or nothing in the chosen
 * neighborhoods does), which limit bites and what would loosen it.
 */
import { formatCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";
import { PETS_AMENITY } from "../matching/amenity-keys.ts";
import { dayNumber } from "../matching/calendar.ts";
import { communityIndexFor } from "../matching/community-index.ts";
import { rankCommunitiesWithTotal } from "../matching/rank-communities.ts";
import { bedsLabel, formatCount, joinWords } from "../matching/wording.ts";
import { hasMatchingCriteria, type PreferenceProfile } from "../preferences/profile.ts";
import { planFitNarrows, type PlanFit } from "../search/fitting-plans.ts";
import type { AnswerContext } from "./answer-context.ts";
import { apartmentLine, explainNoMatch } from "./apartment-lines.ts";
import { cardMarker, markersIn } from "./markers.ts";
import type { MatchCommunity, MatchResult } from "../matching/types.ts";
import type { KnowledgeAmenity, KnowledgeNeighborhood, Lookups } from "./knowledge.ts";
import { bedroomAdjective } from "./rent-sentences.ts";

export const SEARCH_RESULTS = 5;

/** "with everything you asked for (2+ bedrooms, up to $1,800)", without empty brackets when nothing is said. */
const askedFor = (criteria: string) => `with everything you asked for${criteria ? ` (${criteria})` : ""}`;

/** The plan-level part of the profile's search, which the reply's apartment cards show the plans of; null when it narrows nothing. */
export function planFitOf(profile: PreferenceProfile): PlanFit | null {
  const fit: PlanFit = { beds: profile.bedrooms, minBaths: profile.bathrooms, maxRent: profile.maxBudget, availableBy: profile.moveInDate };
  return planFitNarrows(fit) ? fit : null;
}

export interface SearchAnswer {
  text: string;
  /** The reply asks for a budget (the assistant chat shows the budget choices). */
  asksBudget: boolean;
}

/** "2+ bedrooms, up to $1,800, in or near Montrose or The Heights, with Pool" */
export function criteriaSummary(profile: PreferenceProfile, lookups: Lookups): string {
  const parts: string[] = [];
  if (profile.bedrooms !== null) parts.push(profile.bedrooms === 0 ? "a studio or larger" : `${profile.bedrooms}+ bedrooms`);
  if (profile.maxBudget !== null) parts.push(`up to ${formatDollars(profile.maxBudget)}`);
  const chosen = chosenNeighborhoods(profile, lookups);
  if (chosen.length > 0) parts.push(`in or near ${joinWords(chosen.map((n) => n.name)).replace(/ and (?=[^,]*$)/, " or ")}`);
  else if (profile.anyNeighborhood) parts.push("anywhere in Houston");
  const amenities = profile.amenities.map((wish) => lookups.amenityById.get(wish.id)?.displayName).filter((name): name is string => name !== undefined);
  if (amenities.length > 0) parts.push(`with ${joinWords(amenities)}`);
  if (profile.moveInDate) parts.push(`open by ${formatCalendarDate(profile.moveInDate)}`);
  if (profile.commuteTo) parts.push(`weighing the drive to ${profile.commuteTo}`);
  return parts.join(", ");
}

export function chosenNeighborhoods(profile: PreferenceProfile, lookups: Lookups): KnowledgeNeighborhood[] {
  return profile.neighborhoodIds.map((id) => lookups.neighborhoodById.get(id)).filter((n): n is KnowledgeNeighborhood => n !== undefined);
}

const placeOf = (neighborhoods: readonly KnowledgeNeighborhood[]) => ({ name: joinWords(neighborhoods.map((n) => n.name)) });

/**
 * "More" after the profile's matches: the next page of the same order (the ranked matches, then the ones with no unit
 * open today), never a list in another order that repeats some and skips others. `page` counts from 1 (the second page).
 */
export function moreMatches(context: AnswerContext, page: number): SearchAnswer {
  const { lookups, profile } = context;
  const strict = strictMatches(profile, lookups);
  const from = page * SEARCH_RESULTS;
  const criteria = criteriaSummary(profile, lookups);
  if (strict.count <= from) {
    return { text: strict.count === 0 ? "There are no more matches to show. Tell me what to change (budget, bedrooms, neighborhoods, amenities) and I'll look again." : `That's all of them: the ${formatCount(strict.count)} communit${strict.count === 1 ? "y" : "ies"} ${askedFor(criteria)} were all shown. Tell me what to change and I'll look again.`, asksBudget: false };
  }
  const subset = lookups.knowledge.communities.filter((_, i) => strict.mask[i] === 1);
  const ranked = rankCommunitiesWithTotal(profile, subset, lookups.reference, { limit: from + SEARCH_RESULTS }).results;
  const waiting = ranked.length < from + SEARCH_RESULTS ? withNoUnitOpen(profile, strict, ranked, lookups, Number.POSITIVE_INFINITY) : [];
  const lines = [...ranked.map((result) => apartmentLine(result, lookups)), ...waiting].slice(from, from + SEARCH_RESULTS);
  const last = from + lines.length;
  const head = `Matches ${from + 1}-${last} of ${formatCount(strict.count)} ${askedFor(criteria)}, in the same order:`;
  const tail = last < strict.count ? "Say 'more' for the next ones, or tell me what to change." : "That's all of them. Tell me what to change (budget, bedrooms, neighborhoods, amenities) and I'll look again.";
  return { text: [head, ...lines.map((line, i) => `${from + i + 1}. ${line}`), tail].join("\n"), asksBudget: false };
}

export function searchAnswer(context: AnswerContext): SearchAnswer {
  const { lookups, profile } = context;
  if (!hasMatchingCriteria(profile)) {
    return {
      text: "Happy to search! Tell me what matters most: your monthly budget, how many bedrooms, and the neighborhoods you like (or 'anywhere'). What's your budget?",
      asksBudget: true,
    };
  }
  const chosen = chosenNeighborhoods(profile, lookups);
  const criteria = criteriaSummary(profile, lookups);
  const lines: string[] = [];

  // The communities that meet everything stated, as the Listings page searches them: ranked first, and counted.
  const strict = strictMatches(profile, lookups);
  const top = rankStrict(profile, strict, lookups);
  if (top.length > 0) {
    const count = top.length;
    // The matching engine ranks only plans with a unit open; a community that meets everything with none open today is
    // still one of the count (as on /listings), so it is listed before anything that misses a criterion.
    const waiting = count < SEARCH_RESULTS && count < strict.count ? withNoUnitOpen(profile, strict, top, lookups).slice(0, SEARCH_RESULTS - count) : [];
    const listed = count + waiting.length;
    lines.push(`Here ${listed === 1 ? "is the best match" : `are the top ${listed} matches`} of ${formatCount(strict.count)} communit${strict.count === 1 ? "y" : "ies"} ${askedFor(criteria)}, the same ${strict.count === 1 ? "one" : formatCount(strict.count)} the Listings page shows for this search:`);
    top.forEach((result, i) => lines.push(`${i + 1}. ${apartmentLine(result, lookups)}`));
    waiting.forEach((line, i) => lines.push(`${count + i + 1}. ${line}`));
    if (listed < SEARCH_RESULTS) {
      const shown = new Set([...top.map((r) => r.slug), ...waiting.map((line) => markersIn(line).apartment[0] ?? "")]);
      const more = rankCommunitiesWithTotal(profile, lookups.knowledge.communities, lookups.reference, { limit: SEARCH_RESULTS * 2 }).results.filter((r) => !shown.has(r.slug)).slice(0, SEARCH_RESULTS - listed);
      if (more.length > 0) {
        lines.push("Close, but missing something you asked for:");
        more.forEach((result, i) => lines.push(`${listed + i + 1}. ${apartmentLine(result, lookups)}`));
      }
    }
    const asksBudget = profile.maxBudget === null;
    lines.push(asksBudget ? "What's your monthly budget? It will narrow these down." : "Ask me about any of them, or tell me what to change (budget, bedrooms, neighborhoods, amenities).");
    return { text: lines.join("\n"), asksBudget };
  }

  const { results, total } = rankCommunitiesWithTotal(profile, lookups.knowledge.communities, lookups.reference, { limit: SEARCH_RESULTS });

  if (total === 0) {
    if (chosen.length > 0) lines.push(explainNoMatch(profile, chosen.map((n) => n.id), placeOf(chosen), lookups) ?? "");
    lines.push(explainNoMatch(profile, null, null, lookups) ?? "");
    const advice = loosenAdvice(profile, lookups);
    return {
      text: [`I found no apartments for ${criteria || "your profile"}.`, ...lines.filter(Boolean), advice].join("\n"),
      asksBudget: false,
    };
  }

  const inChosen = results.filter((r) => chosen.some((n) => n.id === lookups.catalogue.bySlug.get(r.slug)?.neighborhoodId));
  if (chosen.length > 0 && inChosen.length === 0) {
    const why = explainNoMatch(profile, chosen.map((n) => n.id), placeOf(chosen), lookups);
    lines.push(why ?? `Nothing ${"in " + placeOf(chosen).name} made the top ${SEARCH_RESULTS}.`);
    lines.push(`Here are the closest matches elsewhere (${formatCount(total)} fit ${criteria} in all):`);
  } else {
    const count = results.length;
    lines.push(`Here ${count === 1 ? "is the best match" : `are the top ${count} matches`} of ${formatCount(total)} communit${total === 1 ? "y" : "ies"} for ${criteria}:`);
  }
  results.forEach((result, i) => lines.push(`${i + 1}. ${apartmentLine(result, lookups)}`));
  const asksBudget = profile.maxBudget === null;
  lines.push(
    asksBudget
      ? "What's your monthly budget? It will narrow these down."
      : "Ask me about any of them, or tell me what to change (budget, bedrooms, neighborhoods, amenities).",
  );
  return { text: lines.join("\n"), asksBudget };
}

/** The communities that meet everything stated: how many, and which (by position in the catalogue). */
export interface StrictMatches {
  count: number;
  /** 1 at the catalogue position of each community that meets everything. */
  mask: Uint8Array;
}

const positions = new WeakMap<readonly MatchCommunity[], Map<number, number>>();

/** Catalogue position by community id. */
function positionsOf(communities: readonly MatchCommunity[]): Map<number, number> {
  let map = positions.get(communities);
  if (!map) {
    map = new Map(communities.map((c, i) => [c.id, i]));
    positions.set(communities, map);
  }
  return map;
}

/**
 * The communities that meet every stated criterion the way /listings filters
 * (db/queries/search-apartments.ts): in a chosen neighborhood, every amenity
 * (pets: pets allowed), and one floor plan with the bedrooms (at least; a
 * studio: any), bathrooms, the rent at or under the budget and, with a
 * move-in date, a unit open by then. A pass over matching's columnar index
 * (about a millisecond at 50,000 communities).
 */
export function strictMatches(profile: PreferenceProfile, lookups: Lookups): StrictMatches {
  const index = communityIndexFor(lookups.knowledge.communities);
  const slots = new Set(profile.neighborhoodIds.map((id) => index.neighborhoodIds.indexOf(id)));
  const amenities = profile.amenities.map((wish) => lookups.amenityById.get(wish.id)).filter((a): a is KnowledgeAmenity => a !== undefined);
  const pets = amenities.some((a) => a.name === PETS_AMENITY);
  // An amenity no community lists: nothing meets everything.
  const bits = amenities.filter((a) => a.name !== PETS_AMENITY).map((a) => index.amenityIds.indexOf(a.id));
  const mask = new Uint8Array(index.count);
  if (bits.includes(-1)) return { count: 0, mask };
  const beds = profile.bedrooms ?? -1;
  const baths = profile.bathrooms ?? -1;
  const budget = profile.maxBudget ?? Infinity;
  const moveBy = profile.moveInDate ? dayNumber(profile.moveInDate) : null;
  let count = 0;
  for (let i = 0; i < index.count; i++) {
    if (slots.size > 0 && !slots.has(index.neighborhoodSlot[i] as number)) continue;
    if (pets && index.petsAllowed[i] !== 1) continue;
    let every = true;
    for (const slot of bits) {
      if (((index.amenityBits[i * index.amenityWords + (slot >>> 5)] as number) & (1 << (slot & 31))) === 0) {
        every = false;
        break;
      }
    }
    if (!every) continue;
    for (let p = index.planStart[i] as number, end = index.planStart[i + 1] as number; p < end; p++) {
      // A studio search wants studios (as /listings does); otherwise at least the bedrooms asked for.
      if ((beds === 0 ? (index.planBeds[p] as number) !== 0 : (index.planBeds[p] as number) < beds) || (index.planBaths[p] as number) < baths || (index.planRent[p] as number) > budget) continue;
      if (moveBy !== null && ((index.planUnits[p] as number) <= 0 || !((index.planAvailableDay[p] as number) <= moveBy))) continue;
      mask[i] = 1;
      count++;
      break;
    }
  }
  return { count, mask };
}

/** Strict matches indexed anew for ranking when the ranked pool did not hold enough of them (small lists only). */
const SMALL_SUBSET = 1_000;

/** The strict matches the ranking left out (no unit open today), cheapest fitting plan first, as lines: "X (Montrose): $1,400 for the 1-bed plan; no unit open right now". */
function withNoUnitOpen(profile: PreferenceProfile, strict: StrictMatches, ranked: readonly MatchResult[], lookups: Lookups, most = SMALL_SUBSET): string[] {
  if (strict.count > most) return [];
  const shown = new Set(ranked.map((r) => r.slug));
  const beds = profile.bedrooms;
  const fits = (plan: MatchCommunity["floorPlans"][number]) =>
    (beds === null || (beds === 0 ? plan.beds === 0 : plan.beds >= beds)) && (profile.bathrooms === null || plan.baths >= profile.bathrooms) && (profile.maxBudget === null || plan.rent <= profile.maxBudget);
  return lookups.knowledge.communities
    .filter((community, i) => strict.mask[i] === 1 && !shown.has(community.slug))
    .map((community) => ({ community, plan: community.floorPlans.filter(fits).sort((a, b) => a.rent - b.rent)[0] }))
    .filter((entry): entry is { community: MatchCommunity; plan: MatchCommunity["floorPlans"][number] } => entry.plan !== undefined)
    .sort((a, b) => a.plan.rent - b.plan.rent || a.community.title.localeCompare(b.community.title, "en"))
    .map(({ community, plan }) => {
      const marker = cardMarker("apartment", community.slug);
      const neighborhood = lookups.neighborhoodById.get(community.neighborhoodId)?.name;
      return `${marker ? `${marker} ` : ""}${community.title}${neighborhood ? ` (${neighborhood})` : ""}: ${formatDollars(plan.rent)} for the ${bedsLabel(plan.beds)} plan; no unit open right now.`;
    });
}

/**
 * The best of the strict matches, as the matching engine ranks them: from the
 * ranking of the chosen neighborhoods' communities (a list cached with the
 * catalogue index, so matching's columnar index of it is cached too), else of
 * the whole catalogue, keeping those that meet everything.
 */
function rankStrict(profile: PreferenceProfile, strict: StrictMatches, lookups: Lookups): MatchResult[] {
  if (strict.count === 0) return [];
  const { catalogue, knowledge } = lookups;
  const at = positionsOf(knowledge.communities);
  const meets = (id: number) => strict.mask[at.get(id) ?? -1] === 1;
  const ids = [...new Set(profile.neighborhoodIds)].sort((a, b) => a - b);
  const pool = ids.length > 0 ? catalogue.subset(`neighborhoods:${ids.join(",")}`, () => ids.flatMap((id) => catalogue.byNeighborhood.get(id) ?? [])) : knowledge.communities;
  const found = rankCommunitiesWithTotal(profile, pool, lookups.reference, { limit: SEARCH_RESULTS * 4 }).results.filter((r) => meets(r.communityId));
  if (found.length >= Math.min(SEARCH_RESULTS, strict.count) || strict.count > SMALL_SUBSET) return found.slice(0, SEARCH_RESULTS);
  const subset = knowledge.communities.filter((_, i) => strict.mask[i] === 1);
  return rankCommunitiesWithTotal(profile, subset, lookups.reference, { limit: SEARCH_RESULTS }).results;
}

/** What to loosen when nothing passes, limit by limit. */
function loosenAdvice(profile: PreferenceProfile, lookups: Lookups): string {
  const options: string[] = [];
  if (profile.maxBudget !== null) options.push("raise the budget");
  if (profile.bedrooms !== null && profile.bedrooms > 0) options.push(`look at ${bedroomAdjective(profile.bedrooms - 1)} plans`);
  if (profile.moveInDate) options.push("move the move-in date later");
  // Of the amenities only pets is a hard limit (the others lower a score).
  if (profile.amenities.some((wish) => lookups.amenityById.get(wish.id)?.name === PETS_AMENITY)) options.push("look at places without a pet policy");
  return options.length > 0 ? `Want me to ${joinWords(options).replace(/ and (?=[^,]*$)/, " or ")} and search again?` : "Tell me what to change and I'll search again.";
}
