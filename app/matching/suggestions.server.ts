/**
 * Suggestions for a preference profile: the matching engine (core/matching)
 * ranks the cached catalogue, then the top communities get their card details.
 * One function behind GET /api/find-suggested-apartments-app, the
 * /preference-suggestion page, the side panel's recommended list and the assistant.
 */
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { rankCommunities } from "../../core/matching/rank-communities.ts";
import type { MatchResult } from "../../core/matching/types.ts";
import type { PreferenceProfile } from "../../core/preferences/profile.ts";
import type { Database } from "../../db/client-types.ts";
import { loadSuggestionApartments, type SuggestionApartment } from "../../db/queries/match-catalogue.ts";
import { getMatchCatalogue } from "./catalogue-cache.server.ts";

export const DEFAULT_SUGGESTION_LIMIT = 10;
export const MAX_SUGGESTION_LIMIT = 50;

/** Spec section 3 'Suggested apartment result', plus the floor plan it was scored on and the commute estimate. */
export interface SuggestedApartment {
  apartment: SuggestionApartment;
  plan: MatchResult["plan"];
  matchPercentage: number;
  matchRating: string;
  recommendationLevel: string;
  detailedAnalysis: string;
  keyStrengths: string[];
  potentialConcerns: string[];
  commute: MatchResult["commute"];
}

export async function findSuggestions(
  db: Database,
  profile: PreferenceProfile,
  options: { limit?: number; now?: Date } = {},
): Promise<SuggestedApartment[]> {
  const catalogue = await getMatchCatalogue(db);
  const today = houstonCalendarDate(options.now ?? new Date());
  const limit = Math.min(Math.max(1, options.limit ?? DEFAULT_SUGGESTION_LIMIT), MAX_SUGGESTION_LIMIT);
  const ranked = rankCommunities(profile, catalogue.communities, { neighborhoods: catalogue.neighborhoods, amenities: catalogue.amenities, today }, { limit });
  const apartments = await loadSuggestionApartments(db, ranked.map((r) => r.communityId));
  const byId = new Map(apartments.map((a) => [a.id, a]));
  return ranked.flatMap((result) => {
    const apartment = byId.get(result.communityId);
    // A community deleted between the snapshot and this read is simply left out.
    if (!apartment) return [];
    return [
      {
        apartment,
        plan: result.plan,
        matchPercentage: result.matchPercentage,
        matchRating: result.matchRating,
        recommendationLevel: result.recommendationLevel,
        detailedAnalysis: result.detailedAnalysis,
        keyStrengths: result.keyStrengths,
        potentialConcerns: result.potentialConcerns,
        commute: result.commute,
      },
    ];
  });
}
