/**
 * The match column of /compare: each community scored against the renter's profile by the matching engine
 * (core/matching, decision 008), reduced to what the page shows: the percentage, its band, the reasons, or the
 * hard limit that leaves it out.
 */
import { explainExclusion, scoreCommunity } from "../matching/score-community.ts";
import type { MatchCommunity, MatchReference } from "../matching/types.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import type { CompareMatch } from "./build-comparison.ts";

/** How many strengths and concerns a column lists: the strongest, as the engine orders them. */
export const REASONS_SHOWN = 3;

export function compareMatch(profile: PreferenceProfile, community: MatchCommunity, reference: MatchReference): CompareMatch {
  const result = scoreCommunity(profile, community, reference);
  if (result) {
    return {
      kind: "match",
      percentage: result.matchPercentage,
      rating: result.matchRating,
      strengths: result.keyStrengths.slice(0, REASONS_SHOWN),
      concerns: result.potentialConcerns.slice(0, REASONS_SHOWN),
    };
  }
  return { kind: "excluded", detail: explainExclusion(profile, community, reference)?.detail ?? "Does not meet your must-haves." };
}

/** Matches by slug. */
export function compareMatches(profile: PreferenceProfile, communities: readonly MatchCommunity[], reference: MatchReference): Map<string, CompareMatch> {
  return new Map(communities.map((community) => [community.slug, compareMatch(profile, community, reference)]));
}
