/**
 * Match bands: the words shown with a match percentage, defined once. A band
 * holds from its `min` up to the next band's min minus one.
 *
 *   90-100  Excellent Match  Highly Recommended
 *   75-89   Great Match      Recommended
 *   60-74   Good Match       Worth a Look
 *   40-59   Fair Match       Consider the Trade-offs
 *   0-39    Weak Match       Not Recommended
 */
export const MATCH_BANDS = [
  { min: 90, matchRating: "Excellent Match", recommendationLevel: "Highly Recommended" },
  { min: 75, matchRating: "Great Match", recommendationLevel: "Recommended" },
  { min: 60, matchRating: "Good Match", recommendationLevel: "Worth a Look" },
  { min: 40, matchRating: "Fair Match", recommendationLevel: "Consider the Trade-offs" },
  { min: 0, matchRating: "Weak Match", recommendationLevel: "Not Recommended" },
] as const;

export type MatchBand = (typeof MATCH_BANDS)[number];
export type MatchRating = MatchBand["matchRating"];
export type RecommendationLevel = MatchBand["recommendationLevel"];

/** The band of an integer percentage (0-100). */
export function matchBand(percentage: number): MatchBand {
  for (const band of MATCH_BANDS) if (percentage >= band.min) return band;
  return MATCH_BANDS[MATCH_BANDS.length - 1] as MatchBand;
}

/** The lowest percentage of the top band ("Excellent Match"). */
export const EXCELLENT_MIN = MATCH_BANDS[0].min;

/** What the percentage of one community may claim, beyond its points. */
export interface PercentageLimits {
  /** Weighted points earned and the most that could be earned (the sum of the weights). */
  points: number;
  total: number;
  /** A preference the renter stated could not be checked (a commute destination we cannot place). */
  uncheckedPreference: boolean;
  /** The renter chose neighborhoods, did not say anywhere is fine, and this community is in none of them. */
  outsideChosenNeighborhoods: boolean;
}

/**
 * The match percentage, honest at the top: 100 only when every stated preference is fully met (every scored rule
 * scores 1 and none went unchecked), since rounding would otherwise turn 99.6% into a "100% Match" with a concern
 * listed under it; and never the "Excellent Match" band for a community outside the renter's chosen neighborhoods
 * (unless they said anywhere is fine), however well the rest fits.
 */
export function matchPercentage({ points, total, uncheckedPreference, outsideChosenNeighborhoods }: PercentageLimits): number {
  let percentage = total > 0 ? Math.round((100 * points) / total) : 0;
  const everythingMet = !uncheckedPreference && points >= total - 1e-9;
  if (!everythingMet) percentage = Math.min(percentage, 99);
  if (outsideChosenNeighborhoods) percentage = Math.min(percentage, EXCELLENT_MIN - 1);
  return Math.max(0, Math.min(100, percentage));
}
