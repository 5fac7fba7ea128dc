/**
 * A search request: the matching engine (core/matching) on the profile as it
 * stands after this message, the top apartments with a one-line reason each,
 * and when nothing passes the hard limits (or nothing in the chosen
 * neighborhoods does), which limit bites and what would loosen it.
 */
import { formatCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";
import { PETS_AMENITY } from "../matching/amenity-keys.ts";
import { rankCommunitiesWithTotal } from "../matching/rank-communities.ts";
import { formatCount, joinWords } from "../matching/wording.ts";
import { hasMatchingCriteria, type PreferenceProfile } from "../preferences/profile.ts";
import type { AnswerContext } from "./answer-context.ts";
import { apartmentLine, explainNoMatch } from "./apartment-lines.ts";
import type { MatchCommunity, MatchPlan } from "../matching/types.ts";
import { hasAmenity } from "./answer-amenities.ts";
import type { KnowledgeAmenity, KnowledgeNeighborhood, Lookups } from "./knowledge.ts";
import { bedroomAdjective } from "./rent-sentences.ts";

export const SEARCH_RESULTS = 5;

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
  const top = strict.length > 0 ? rankCommunitiesWithTotal(profile, strict, lookups.reference, { limit: SEARCH_RESULTS }).results : [];
  if (top.length > 0) {
    const count = top.length;
    lines.push(`Here ${count === 1 ? "is the best match" : `are the top ${count} matches`} of ${formatCount(strict.length)} communit${strict.length === 1 ? "y" : "ies"} with everything you asked for (${criteria}), the same ${strict.length === 1 ? "one" : formatCount(strict.length)} the Listings page shows for this search:`);
    top.forEach((result, i) => lines.push(`${i + 1}. ${apartmentLine(result, lookups)}`));
    if (count < SEARCH_RESULTS) {
      const shown = new Set(top.map((r) => r.slug));
      const more = rankCommunitiesWithTotal(profile, lookups.knowledge.communities, lookups.reference, { limit: SEARCH_RESULTS * 2 }).results.filter((r) => !shown.has(r.slug)).slice(0, SEARCH_RESULTS - count);
      if (more.length > 0) {
        lines.push("Close, but missing something you asked for:");
        more.forEach((result, i) => lines.push(`${count + i + 1}. ${apartmentLine(result, lookups)}`));
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

/**
 * The communities that meet every stated criterion the way /listings filters
 * (db/queries/search-apartments.ts): in a chosen neighborhood, every amenity
 * (pets: pets allowed), and one floor plan with the bedrooms (at least; a
 * studio: any), bathrooms, the rent at or under the budget and, with a
 * move-in date, a unit open by then.
 */
export function strictMatches(profile: PreferenceProfile, lookups: Lookups): readonly MatchCommunity[] {
  const { catalogue, knowledge } = lookups;
  const pool = profile.neighborhoodIds.length > 0 ? profile.neighborhoodIds.flatMap((id) => catalogue.byNeighborhood.get(id) ?? []) : knowledge.communities;
  const amenities = profile.amenities.map((wish) => lookups.amenityById.get(wish.id)).filter((a): a is KnowledgeAmenity => a !== undefined);
  const fits = (plan: MatchPlan) =>
    (profile.bedrooms === null || plan.beds >= profile.bedrooms) &&
    (profile.bathrooms === null || plan.baths >= profile.bathrooms) &&
    (profile.maxBudget === null || plan.rent <= profile.maxBudget) &&
    (!profile.moveInDate || (plan.unitsAvailable > 0 && plan.availableFrom <= profile.moveInDate));
  return pool.filter((community) => amenities.every((a) => hasAmenity(community, a)) && community.floorPlans.some(fits));
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
