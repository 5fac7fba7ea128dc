/**
 * The preferences as the API answers them: the fields of spec section 3 in
 * every shape its clients read (amenities and requiredAmenities; neighborhoods
 * as slugs, preferredNeighborhoodIds and preferredNeighborhoods), so any of
 * them can be sent back in a PUT unchanged.
 */
import type { PreferenceReference } from "./apply-input.ts";
import { isStandardLeaseLength } from "./preferences-input.ts";
import type { PreferenceProfile } from "./profile.ts";

export function toPreferencesResponse(profile: PreferenceProfile, reference: PreferenceReference) {
  const chosen = profile.neighborhoodIds
    .map((id) => reference.neighborhoods.find((n) => n.id === id))
    .filter((n) => n !== undefined);
  const amenities = profile.amenities.map(({ id, requirement }) => ({ id, requirement }));
  const custom = profile.leaseLength !== null && !isStandardLeaseLength(profile.leaseLength);
  return {
    name: profile.name,
    phone: profile.phone,
    commuteTo: profile.commuteTo,
    amenities,
    requiredAmenities: amenities,
    neighborhoods: chosen.map((n) => n.slug),
    preferredNeighborhoodIds: chosen.map((n) => n.id),
    preferredNeighborhoods: chosen.map((n) => ({ id: n.id, slug: n.slug, name: n.name })),
    anyNeighborhood: profile.anyNeighborhood,
    maxBudget: profile.maxBudget,
    bedrooms: profile.bedrooms,
    bathrooms: profile.bathrooms,
    sqft: profile.sqft,
    moveInDate: profile.moveInDate,
    leaseLength: profile.leaseLength,
    customLeaseLength: custom ? profile.leaseLength : null,
    isUserFeelFineWithProfilePreferences: profile.isUserFeelFineWithProfilePreferences,
    previousRouteAgent: profile.previousRouteAgent,
    skippedFields: profile.skippedFields,
  };
}

export type PreferencesResponse = ReturnType<typeof toPreferencesResponse>;
