/**
 * Scoring one community, in two steps kept apart for speed:
 * 1. numbers only (evaluateCommunity, reading the columnar index of
 *    community-index.ts): hard limits, then the weighted score of each plan
 *    that passes; the community's score is its best plan's;
 * 2. words (buildMatchResult), only for the communities actually returned:
 *    every rule's sentence, the strengths and concerns, the paragraph.
 * Both steps call the same per-rule score functions, so the words always
 * describe the numbers.
 */
import { commuteScore } from "../commute/commute-score.ts";
import { driveMinutesForStraightMiles } from "../commute/estimate-drive.ts";
import { haversineMiles } from "../geo/distance.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import { parkingKindsMeeting } from "../reference/parking.ts";
import { PARKING_AMENITY, PETS_AMENITY } from "./amenity-keys.ts";
import { matchBand, matchPercentage } from "./bands.ts";
import { buildCommunityIndex, parkingKindBits, type CommunityIndex } from "./community-index.ts";
import { exclusionFor, planNumbersPass } from "./hard-limits.ts";
import { prepareMatchContext, type MatchContext } from "./match-context.ts";
import { explainAmenities } from "./rules/amenities.ts";
import { bathroomsScore, explainBathrooms } from "./rules/bathrooms.ts";
import { commuteFor, explainCommute } from "./rules/commute.ts";
import type { RuleEvaluation } from "./rules/evaluation.ts";
import { explainFreshness, freshnessScore } from "./rules/freshness.ts";
import { explainLeaseLength, leaseScoreForDifference, termMonths } from "./rules/lease-length.ts";
import { explainNeighborhood } from "./rules/neighborhood.ts";
import { explainPrice, priceScore } from "./rules/price.ts";
import { explainSize, sizeScore } from "./rules/size.ts";
import type { MatchCommunity, MatchExclusion, MatchPlan, MatchReference, MatchResult } from "./types.ts";
import { RULE_LABELS } from "./weights.ts";
import { formatDollars, joinWords, planLabel } from "./wording.ts";

/** The profile's preferences translated into the index's slots, once per ranking. */
export interface IndexBinding {
  index: CommunityIndex;
  /** Neighborhood score by neighborhood slot. */
  fitBySlot: Float64Array;
  /** Bits of the wished amenities (pets, and parking of a named kind, excluded) over the index's amenity slots. */
  wishedBits: Uint32Array;
  /** Parking wished of a kind ("must be covered"): the kinds that meet it as parkingKinds bits; 0 when none is named. */
  parkingKindMask: number;
  /** Months between each lease-term slot and the lease wanted (Infinity when unreadable). */
  leaseDifferenceBySlot: Float64Array;
  /** Reused for haversine: the community's position. */
  point: { latitude: number; longitude: number };
}

export function bindToIndex(context: MatchContext, index: CommunityIndex): IndexBinding {
  const fitBySlot = new Float64Array(index.neighborhoodIds.length);
  if (context.neighborhood.kind === "chosen") {
    const fits = context.neighborhood.fitById;
    index.neighborhoodIds.forEach((id, slot) => (fitBySlot[slot] = fits.get(id)?.score ?? 0));
  }
  const wishedBits = new Uint32Array(index.amenityWords);
  let parkingKindMask = 0;
  for (const wish of context.wishes) {
    if (wish.key === PETS_AMENITY) continue;
    // Parking of a named kind is had when one of its kinds is offered (rules/amenities.ts), not by the amenity alone.
    const kinds = wish.key === PARKING_AMENITY && wish.requirement ? parkingKindsMeeting(wish.requirement) : null;
    if (kinds) {
      parkingKindMask = parkingKindBits(kinds);
      continue;
    }
    const slot = index.amenityIds.indexOf(wish.id);
    if (slot >= 0) wishedBits[slot >>> 5] = (wishedBits[slot >>> 5] as number) | (1 << (slot & 31));
  }
  const wanted = context.lease?.kind === "months" ? context.lease.months : null;
  const leaseDifferenceBySlot = Float64Array.from(index.leaseTerms, (term) => {
    const months = wanted === null ? null : termMonths(term);
    return months === null || wanted === null ? Infinity : Math.abs(months - wanted);
  });
  return { index, fitBySlot, wishedBits, parkingKindMask, leaseDifferenceBySlot, point: { latitude: 0, longitude: 0 } };
}

function bitCount(word: number): number {
  let bits = word >>> 0;
  let count = 0;
  while (bits !== 0) {
    bits &= bits - 1;
    count++;
  }
  return count;
}

/** Weighted points of the rules that depend on the community only. */
function communityPoints(context: MatchContext, binding: IndexBinding, i: number): number {
  const weights = context.weights;
  const index = binding.index;
  let points = weights.freshness * freshnessScore(Math.max(0, context.todayDay - (index.verifiedDay[i] as number)));
  if (weights.neighborhood > 0) points += weights.neighborhood * (binding.fitBySlot[index.neighborhoodSlot[i] as number] as number);
  if (weights.commute > 0 && context.commute.kind === "resolved") {
    binding.point.latitude = index.latitude[i] as number;
    binding.point.longitude = index.longitude[i] as number;
    points += weights.commute * commuteScore(driveMinutesForStraightMiles(haversineMiles(binding.point, context.commute.destination)));
  }
  if (weights.amenityEach > 0) {
    let had = context.petsWished && index.petsAllowed[i] === 1 ? 1 : 0;
    if (binding.parkingKindMask !== 0 && ((index.parkingKinds[i] as number) & binding.parkingKindMask) !== 0) had++;
    const words = index.amenityWords;
    for (let w = 0; w < words; w++) had += bitCount((index.amenityBits[i * words + w] as number) & (binding.wishedBits[w] as number));
    points += weights.amenityEach * had;
  }
  if (weights.leaseLength > 0) {
    let closest = Infinity;
    for (let t = index.leaseStart[i] as number, end = index.leaseStart[i + 1] as number; t < end; t++) {
      const difference = binding.leaseDifferenceBySlot[index.leaseSlots[t] as number] as number;
      if (difference < closest) closest = difference;
    }
    points += weights.leaseLength * leaseScoreForDifference(closest);
  }
  return points;
}

/** Weighted points of the rules that depend on the floor plan. */
function planPoints(context: MatchContext, rent: number, sqft: number, baths: number): number {
  const weights = context.weights;
  let points = 0;
  if (context.budget !== null) points += weights.price * priceScore(rent, context.budget);
  if (context.sqft !== null) points += weights.size * sizeScore(sqft, context.sqft);
  if (context.bathrooms !== null) points += weights.bathrooms * bathroomsScore(baths, context.bathrooms);
  return points;
}

/**
 * The match percentage of community i of the index and the position (within
 * its floor plans) of the plan it was scored on; planIndex -1 when it fails a
 * hard limit. Among equally good plans the cheaper wins, then the first listed.
 */
export function evaluateCommunity(context: MatchContext, binding: IndexBinding, i: number, out: { planIndex: number; percentage: number }): void {
  out.planIndex = -1;
  out.percentage = 0;
  const index = binding.index;
  if (context.petsRequired && index.petsAllowed[i] !== 1) return;
  const first = index.planStart[i] as number;
  const end = index.planStart[i + 1] as number;
  let best = -1;
  let bestPoints = -1;
  let bestRent = Infinity;
  for (let p = first; p < end; p++) {
    const rent = index.planRent[p] as number;
    if (!planNumbersPass(context, rent, index.planBeds[p] as number, index.planUnits[p] as number, index.planAvailableDay[p] as number)) continue;
    const points = planPoints(context, rent, index.planSqft[p] as number, index.planBaths[p] as number);
    if (points > bestPoints || (points === bestPoints && rent < bestRent)) {
      best = p;
      bestPoints = points;
      bestRent = rent;
    }
  }
  if (best < 0) return;
  out.planIndex = best - first;
  out.percentage = matchPercentage({
    points: bestPoints + communityPoints(context, binding, i),
    total: context.weights.total,
    uncheckedPreference: context.uncheckedPreference,
    outsideChosenNeighborhoods: context.onlyChosenNeighborhoods && (binding.fitBySlot[index.neighborhoodSlot[i] as number] as number) < 1,
  });
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

interface Ranked {
  text: string;
  impact: number;
  order: number;
}

/** Lower-cases a sentence's first letter to continue a sentence, but not an acronym ("EV", "MD"). */
function continuing(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function detailedAnalysis(
  community: MatchCommunity,
  plan: MatchPlan,
  percentage: number,
  evaluations: readonly RuleEvaluation[],
  strengths: readonly string[],
  concerns: readonly string[],
): string {
  const band = matchBand(percentage);
  // Scored rules in table order, the wished amenities counted as one entry where the first of them stands.
  const scored: string[] = [];
  const amenityCount = evaluations.filter((e) => e.weight > 0 && e.rule.startsWith("amenity:")).length;
  for (const e of evaluations) {
    if (e.weight === 0) continue;
    if (!e.rule.startsWith("amenity:")) scored.push(RULE_LABELS[e.rule as keyof typeof RULE_LABELS] ?? e.rule);
    else if (!scored.includes("amenities")) scored.push("amenities");
  }
  const amenitiesAt = scored.indexOf("amenities");
  if (amenitiesAt >= 0) scored[amenitiesAt] = amenityCount === 1 ? "1 amenity" : `${amenityCount} amenities`;
  const sentences = [
    `${community.title}: ${percentage}% match (${band.matchRating}) on ${planLabel(plan)} ${plan.name} at ${formatDollars(plan.rent)} a month, scored on ${joinWords(scored)}.`,
  ];
  if (strengths.length > 0) sentences.push(`Strongest points: ${strengths.slice(0, 3).map(continuing).join("; ")}.`);
  if (concerns.length > 0) sentences.push(`Worth checking: ${concerns.slice(0, 3).map(continuing).join("; ")}.`);
  for (const e of evaluations) if (e.weight === 0) sentences.push(`${e.detail}.`);
  return sentences.join(" ");
}

/** The full, worded result for a community already scored on `plan`. */
export function buildMatchResult(context: MatchContext, community: MatchCommunity, plan: MatchPlan, percentage: number): MatchResult {
  const commute = commuteFor(context, community);
  const evaluations = [
    explainPrice(context, community, plan),
    explainNeighborhood(context, community),
    explainCommute(context, community, commute),
    ...explainAmenities(context, community),
    explainSize(context, plan),
    explainBathrooms(context, plan),
    explainLeaseLength(context, community),
    explainFreshness(context, community),
  ].filter((e): e is RuleEvaluation => e !== null);

  // Strengths by what they add, concerns by what they cost; table order breaks ties.
  const strengths: Ranked[] = [];
  const concerns: Ranked[] = [];
  evaluations.forEach((e, order) => {
    for (const text of e.strengths) strengths.push({ text, impact: e.weight * e.score, order });
    for (const text of e.concerns) concerns.push({ text, impact: e.weight * (1 - e.score), order });
  });
  const byImpact = (a: Ranked, b: Ranked) => b.impact - a.impact || a.order - b.order;
  const keyStrengths = strengths.sort(byImpact).map((s) => s.text);
  const potentialConcerns = concerns.sort(byImpact).map((c) => c.text);

  const band = matchBand(percentage);
  return {
    communityId: community.id,
    slug: community.slug,
    matchPercentage: percentage,
    matchRating: band.matchRating,
    recommendationLevel: band.recommendationLevel,
    plan,
    keyStrengths,
    potentialConcerns,
    detailedAnalysis: detailedAnalysis(community, plan, percentage, evaluations, keyStrengths, potentialConcerns),
    // Rounded for reading; the percentage was computed from the unrounded numbers.
    rules: evaluations.map(({ rule, weight, score, detail }) => ({ rule, weight: roundTo(weight, 2), score: roundTo(score, 3), detail })),
    commute,
  };
}

/** One community's explained match, or null when a hard limit leaves it out (see explainExclusion for why). */
export function scoreCommunity(profile: PreferenceProfile, community: MatchCommunity, reference: MatchReference): MatchResult | null {
  const context = prepareMatchContext(profile, reference);
  const out = { planIndex: -1, percentage: 0 };
  evaluateCommunity(context, bindToIndex(context, buildCommunityIndex([community])), 0, out);
  if (out.planIndex < 0) return null;
  return buildMatchResult(context, community, community.floorPlans[out.planIndex] as MatchPlan, out.percentage);
}

/** Why a community is left out ("No 2+ bed plan within $1,890 ..."), or null when it is a match. */
export function explainExclusion(profile: PreferenceProfile, community: MatchCommunity, reference: MatchReference): MatchExclusion | null {
  return exclusionFor(prepareMatchContext(profile, reference), community);
}
