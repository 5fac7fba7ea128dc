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
