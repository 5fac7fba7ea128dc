/**
 * A renter's saved criteria as a query: the search a statement starts ("2 bed in the Heights under 2000")
 * is the profile's, counted as /listings counts it (search.ts strictMatches: at least the bedrooms asked, a
 * studio exactly), and the conversation keeps it so that "only ones with a gym" and "cheapest of those?"
 * revise that search rather than the whole city.
 */
import { PETS_AMENITY } from "../../matching/amenity-keys.ts";
import type { PreferenceProfile } from "../../preferences/profile.ts";
import type { Lookups } from "../knowledge.ts";
import { baseQuery, EMPTY_FILTERS, EMPTY_SCOPE, type Query } from "./schema.ts";

export function profileQuery(profile: PreferenceProfile, lookups: Lookups): Query {
  const keys = profile.amenities.map((wish) => lookups.amenityById.get(wish.id)?.name).filter((key): key is string => key !== undefined);
  const neighborhoods = profile.neighborhoodIds.map((id) => lookups.neighborhoodById.get(id)?.slug).filter((slug): slug is string => slug !== undefined);
  return baseQuery({
    operation: "list",
    scope: { ...EMPTY_SCOPE, neighborhoods: [...new Set(neighborhoods)] },
    filters: {
      ...EMPTY_FILTERS,
      beds: profile.bedrooms === null ? null : profile.bedrooms === 0 ? { min: 0, max: 0 } : { min: profile.bedrooms, max: null },
      minBaths: profile.bathrooms,
      rent: profile.maxBudget === null ? null : { min: null, max: profile.maxBudget },
      amenities: keys.filter((key) => key !== PETS_AMENITY),
      animal: keys.includes(PETS_AMENITY) ? { kind: "any", weightLb: null, count: 1, assistance: false } : null,
      availableBy: profile.moveInDate,
    },
  });
}
