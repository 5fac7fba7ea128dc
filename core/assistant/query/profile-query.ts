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

/**
 * Whether a saved profile can hold the query's criteria: a neighborhood ruled out, an amenity ruled out, a year built,
 * a drive limit, a size, a pet-free building, a move-in special, a kind of parking, or an animal more particular than "pets welcome" (a kind, a
 * weight, several pets, an assistance animal) cannot be.
 * A request with such criteria is answered as the query it is, never as the profile's looser search.
 */
export function profileHolds(query: Query): boolean {
  const { filters, scope } = query;
  const animal = filters.animal;
  return (
    scope.excludeNeighborhoods.length === 0 &&
    scope.communities.length === 0 &&
    filters.withoutAmenities.length === 0 &&
    filters.yearBuilt === null &&
    // A rent floor ("between 1200 and 1500"): the profile keeps only a budget. A size: the profile keeps a least size, but
    // its search (as /listings) only weighs it, so a size said is answered as the query, every plan that size or more.
    (filters.rent === null || filters.rent.min === null) &&
    filters.sqft === null &&
    filters.commuteMinutes === null &&
    !filters.petFree &&
    // A special runs for weeks: a wish for one is asked of today's catalogue, never saved.
    !filters.hasSpecial &&
    filters.maxParkingFee === null &&
    // The profile keeps parking as a wish with its note; the question's kinds are answered as asked.
    filters.parkingKinds.length === 0 &&
    filters.leaseTerms.length === 0 &&
    (animal === null || (animal.kind === "any" && animal.weightLb === null && !animal.assistance && animal.count === 1))
  );
}
