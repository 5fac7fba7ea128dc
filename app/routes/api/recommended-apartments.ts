/**
 * GET /api/user/recommended-apartments -> {apartments}: the side panel's
 * Recommended Apartments (spec section 3 'Recommended apartment'), from the
 * same ranking as the suggestions. Empty until the profile says something.
 */
import { hasMatchingCriteria } from "../../../core/preferences/profile.ts";
import { dbContext } from "../../context.ts";
import { findSuggestions } from "../../matching/suggestions.server.ts";
import { currentProfile } from "../../preferences/current-profile.server.ts";
import type { Route } from "./+types/recommended-apartments";

export const RECOMMENDED_COUNT = 6;

export async function loader({ context }: Route.LoaderArgs) {
  const profile = await currentProfile(context);
  const suggestions = hasMatchingCriteria(profile) ? await findSuggestions(context.get(dbContext), profile, { limit: RECOMMENDED_COUNT }) : [];
  const apartments = suggestions.map(({ apartment, matchPercentage }) => ({
    id: apartment.id,
    slug: apartment.slug,
    title: apartment.title,
    imageUrl: apartment.imageUrl,
    neighborhoodName: apartment.neighborhoodName,
    bedRange: apartment.bedRange,
    priceRange: apartment.priceRange,
    matchPercentage,
  }));
  return Response.json({ apartments }, { headers: { "Cache-Control": "no-store" } });
}
