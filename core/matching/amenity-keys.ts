/**
 * Amenity keys (amenities.name) the engine treats specially. The catalogue of
 * amenities is data (db/seed/data/amenities.ts); these two carry rules.
 */

/** Wishing for it makes "pets allowed" a hard limit; the community's petsAllowed flag is the truth. */
export const PETS_AMENITY = "pets";
/** Its monthly fee (MatchCommunity.parkingFee) is quoted with it. */
export const PARKING_AMENITY = "parking";
