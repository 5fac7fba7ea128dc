/**
 * Neighborhood: a community in one of the chosen neighborhoods scores 1. One
 * in another neighborhood gets partial credit by the distance between its
 * neighborhood's centroid and the nearest chosen one: NEARBY_SCORE up to
 * NEARBY_FULL_CREDIT_MILES, falling to 0 at NEARBY_ZERO_MILES. "Any
 * neighborhood" is not scored.
 */
import { haversineMiles } from "../../geo/distance.ts";
import type { MatchContext } from "../match-context.ts";
import type { MatchCommunity, MatchNeighborhood } from "../types.ts";
import { formatMiles } from "../wording.ts";
import { evaluation, notScored, type RuleEvaluation } from "./evaluation.ts";

/** Best score for a neighborhood that is not one of the chosen ones. */
export const NEARBY_SCORE = 0.7;
export const NEARBY_FULL_CREDIT_MILES = 1;
export const NEARBY_ZERO_MILES = 4;
/** Partial credit up to this distance is worth naming as a strength. */
const NEARBY_STRENGTH_MILES = 2;

export interface NeighborhoodFit {
  score: number;
  /** The nearest chosen neighborhood (itself when chosen). */
  nearest: MatchNeighborhood;
  /** Centroid to centroid, 0 when chosen. */
  miles: number;
}

export function nearbyScore(miles: number): number {
  if (miles <= NEARBY_FULL_CREDIT_MILES) return NEARBY_SCORE;
  if (miles >= NEARBY_ZERO_MILES) return 0;
  return (NEARBY_SCORE * (NEARBY_ZERO_MILES - miles)) / (NEARBY_ZERO_MILES - NEARBY_FULL_CREDIT_MILES);
}

/** The fit of every neighborhood of the reference to the chosen ones, by neighborhood id. */
export function neighborhoodFits(chosen: readonly MatchNeighborhood[], all: readonly MatchNeighborhood[]): Map<number, NeighborhoodFit> {
  const chosenIds = new Set(chosen.map((n) => n.id));
  const fits = new Map<number, NeighborhoodFit>();
  for (const neighborhood of all) {
    if (chosenIds.has(neighborhood.id)) {
      fits.set(neighborhood.id, { score: 1, nearest: neighborhood, miles: 0 });
      continue;
    }
    let nearest = chosen[0] as MatchNeighborhood;
    let miles = Infinity;
    for (const candidate of chosen) {
      const distance = haversineMiles(neighborhood, candidate);
      if (distance < miles) {
        nearest = candidate;
        miles = distance;
      }
    }
    fits.set(neighborhood.id, { score: nearbyScore(miles), nearest, miles });
  }
  return fits;
}

export function explainNeighborhood(context: MatchContext, community: MatchCommunity): RuleEvaluation | null {
  const preference = context.neighborhood;
  if (preference.kind === "unset") return null;
  if (preference.kind === "any") return notScored("neighborhood", "You're open to any neighborhood, so location isn't scored");
  const weight = context.weights.neighborhood;
  const fit = preference.fitById.get(community.neighborhoodId);
  const home = context.neighborhoodsById.get(community.neighborhoodId);
  if (!fit || !home) return evaluation("neighborhood", weight, 0, "Not in a neighborhood on our map, so it can't be placed near your choices", "concern");
  if (fit.miles === 0) return evaluation("neighborhood", weight, 1, `In ${home.name}, one of your chosen neighborhoods`, "strength");
  const detail = `In ${home.name}, ${formatMiles(fit.miles)} from ${fit.nearest.name}, the nearest of your chosen neighborhoods`;
  return evaluation("neighborhood", weight, fit.score, detail, fit.miles <= NEARBY_STRENGTH_MILES ? "strength" : fit.score > 0 ? "neutral" : "concern");
}
