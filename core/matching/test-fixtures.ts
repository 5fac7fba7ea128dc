/**
 * Builders for matching tests: a small Houston reference, and profiles,
 * communities and plans with sensible defaults that a test overrides.
 */
import { basicPetPolicy } from "../pets/pet-policy.ts";
import { TEST_NEIGHBORHOODS } from "../commute/test-neighborhoods.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import { parkingFeeOf } from "../reference/parking.ts";
import type { MatchAmenity, MatchCommunity, MatchPlan, MatchReference } from "./types.ts";

export const TODAY = "2026-06-01";

export const AMENITIES: readonly MatchAmenity[] = [
  { id: 1, name: "pool", displayName: "Pool" },
  { id: 2, name: "gym", displayName: "Fitness Center" },
  { id: 3, name: "pets", displayName: "Pet Friendly" },
  { id: 4, name: "balcony", displayName: "Balcony" },
  { id: 5, name: "washer-dryer", displayName: "In-Unit Washer/Dryer" },
  { id: 6, name: "parking", displayName: "Parking" },
  { id: 7, name: "dishwasher", displayName: "Dishwasher" },
  { id: 9, name: "ev-charging", displayName: "EV Charging" },
  { id: 13, name: "furnished", displayName: "Furnished" },
];

export const amenityId = (name: string) => AMENITIES.find((a) => a.name === name)!.id;

export const REFERENCE: MatchReference = { neighborhoods: TEST_NEIGHBORHOODS, amenities: AMENITIES, today: TODAY };

export const neighborhoodId = (slug: string) => TEST_NEIGHBORHOODS.find((n) => n.slug === slug)!.id;

export function profile(overrides: Partial<PreferenceProfile> = {}): PreferenceProfile {
  return { ...EMPTY_PROFILE, amenities: [], neighborhoodIds: [], skippedFields: [], ...overrides };
}

export function plan(overrides: Partial<MatchPlan> = {}): MatchPlan {
  return { name: "B1", beds: 2, baths: 2, sqft: 1000, rent: 1600, unitsAvailable: 3, availableFrom: TODAY, ...overrides };
}

const montrose = TEST_NEIGHBORHOODS.find((n) => n.slug === "montrose")!;

/**
 * A community as the catalogue has it, parking agreeing as the database keeps it: given `parking`, the fee is its
 * cheapest; else a surface lot at `parkingFee` when the Parking amenity is listed, and none when it is not.
 */
export function community(overrides: Partial<MatchCommunity> = {}): MatchCommunity {
  const petsAllowed = overrides.petsAllowed ?? true;
  const petRent = overrides.petRent ?? 25;
  const amenityIds = overrides.amenityIds ?? [1, 2, 3, 6];
  const parking = overrides.parking ?? (amenityIds.includes(amenityId("parking")) ? [{ kind: "surface" as const, monthly: overrides.parkingFee ?? 0 }] : []);
  return {
    id: 1,
    slug: "heronwood-flats",
    title: "Heronwood Flats",
    neighborhoodId: montrose.id,
    latitude: montrose.latitude,
    longitude: montrose.longitude,
    locationApproximate: false,
    petsAllowed,
    petRent,
    petPolicy: basicPetPolicy(petsAllowed, petRent),
    leaseTerms: ["6-month", "12-month"],
    special: null,
    verifiedAt: `${TODAY}T09:00:00.000Z`,
    yearBuilt: 2012,
    floorPlans: [plan()],
    ...overrides,
    amenityIds,
    parking,
    parkingFee: parkingFeeOf(parking),
  };
}

/** The rule entry of a result, failing loudly when it is missing. */
export function ruleOf(result: { rules: readonly { rule: string; weight: number; score: number; detail: string }[] } | null, name: string) {
  const rule = result?.rules.find((r) => r.rule === name);
  if (!rule) throw new Error(`no rule ${name} in ${JSON.stringify(result?.rules.map((r) => r.rule))}`);
  return rule;
}
