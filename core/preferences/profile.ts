/**
 * The renter's preference profile: one shape, used by the preferences API, the
 * side panel, /get-matched, the matching engine and the assistant.
 *
 * Neighborhoods are held by id (what the database joins on); the API also
 * answers with slugs. `leaseLength` is a standard value from LEASE_LENGTHS
 * (never 'custom') or, for anything else, the renter's own words.
 */

export interface AmenityWish {
  id: number;
  /** The renter's note, e.g. "must be covered", or null. */
  requirement: string | null;
}

export interface PreferenceProfile {
  name: string | null;
  phone: string | null;
  /** Work or school location, as the renter typed it. */
  commuteTo: string | null;
  neighborhoodIds: number[];
  /** The renter said any neighborhood will do. */
  anyNeighborhood: boolean;
  maxBudget: number | null;
  bedrooms: number | null;
  /** Half steps: 1, 1.5, 2 ... */
  bathrooms: number | null;
  sqft: number | null;
  amenities: AmenityWish[];
  /** yyyy-mm-dd */
  moveInDate: string | null;
  leaseLength: string | null;
  isUserFeelFineWithProfilePreferences: boolean;
  previousRouteAgent: string | null;
  /** Optional questions the renter skipped. */
  skippedFields: PreferenceField[];
}

/** The fields a renter answers, in the order the profile build asks for them. */
export const PREFERENCE_FIELDS = [
  "name",
  "phone",
  "neighborhoods",
  "commuteTo",
  "maxBudget",
  "bedrooms",
  "bathrooms",
  "sqft",
  "amenities",
  "moveInDate",
  "leaseLength",
] as const;

export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];

export const EMPTY_PROFILE: PreferenceProfile = Object.freeze({
  name: null,
  phone: null,
  commuteTo: null,
  neighborhoodIds: [],
  anyNeighborhood: false,
  maxBudget: null,
  bedrooms: null,
  bathrooms: null,
  sqft: null,
  amenities: [],
  moveInDate: null,
  leaseLength: null,
  isUserFeelFineWithProfilePreferences: false,
  previousRouteAgent: null,
  skippedFields: [],
}) as PreferenceProfile;

/** Whether the renter has answered a field (a skip is not an answer). */
export function isFieldAnswered(profile: PreferenceProfile, field: PreferenceField): boolean {
  switch (field) {
    case "name":
    case "phone":
    case "commuteTo":
    case "moveInDate":
    case "leaseLength":
      return (profile[field] ?? "").trim() !== "";
    case "neighborhoods":
      return profile.anyNeighborhood || profile.neighborhoodIds.length > 0;
    case "amenities":
      return profile.amenities.length > 0;
    case "maxBudget":
    case "bedrooms":
    case "bathrooms":
    case "sqft":
      return profile[field] !== null;
  }
}

/** Whether the profile states anything the matching engine can rank by. */
export function hasMatchingCriteria(profile: PreferenceProfile): boolean {
  return (["neighborhoods", "commuteTo", "maxBudget", "bedrooms", "bathrooms", "sqft", "amenities", "moveInDate", "leaseLength"] as const).some(
    (field) => field !== "neighborhoods" ? isFieldAnswered(profile, field) : profile.neighborhoodIds.length > 0,
  );
}
