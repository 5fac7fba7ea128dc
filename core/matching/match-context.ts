/**
 * Everything about one profile that ranking needs, worked out once before the
 * pass over the communities: limits as numbers, the commute destination, how
 * near each neighborhood is to the chosen ones, which amenity ids are wished,
 * the lease wanted in months and the weights of the rules that count.
 */
import type { PreferenceProfile } from "../preferences/profile.ts";
import { resolveDestination } from "../commute/resolve-destination.ts";
import type { Destination } from "../commute/types.ts";
import { PETS_AMENITY } from "./amenity-keys.ts";
import { dayNumber } from "./calendar.ts";
import { BUDGET_TOLERANCE } from "./hard-limits.ts";
import { leasePreference, type LeasePreference } from "./rules/lease-length.ts";
import { neighborhoodFits, type NeighborhoodFit } from "./rules/neighborhood.ts";
import { RULE_WEIGHTS } from "./weights.ts";
import type { MatchAmenity, MatchNeighborhood, MatchReference } from "./types.ts";

export interface AmenityWishInContext {
  id: number;
  key: string;
  displayName: string;
  requirement: string | null;
}

export type NeighborhoodPreference =
  | { kind: "unset" }
  | { kind: "any" }
  | { kind: "chosen"; chosen: MatchNeighborhood[]; fitById: Map<number, NeighborhoodFit> };

export type CommutePreference =
  | { kind: "unset" }
  | { kind: "unresolved"; text: string }
  | { kind: "resolved"; text: string; destination: Destination };

/** Weights of the rules that count for this profile; 0 for those left out. */
export interface EffectiveWeights {
  price: number;
  neighborhood: number;
  commute: number;
  /** Each wished amenity's share of the amenities weight. */
  amenityEach: number;
  size: number;
  bathrooms: number;
  leaseLength: number;
  freshness: number;
  total: number;
}

export interface MatchContext {
  reference: MatchReference;
  todayDay: number;
  // Hard limits
  budget: number | null;
  /** Highest rent that passes: the budget plus the tolerance; Infinity without a budget. */
  rentCeiling: number;
  /** Fewest bedrooms that pass; 0 without a preference (a studio has 0). */
  minBeds: number;
  bedroomsWanted: number | null;
  /** Latest availableFrom that passes (the move-in date, never before today); null without a date. */
  moveBy: string | null;
  /** moveBy as a day number; NaN without a date. */
  moveByDay: number;
  petsRequired: boolean;
  // Soft preferences
  sqft: number | null;
  bathrooms: number | null;
  neighborhood: NeighborhoodPreference;
  commute: CommutePreference;
  wishes: AmenityWishInContext[];
  /** Pets are wished: counted from petsAllowed, not from the amenity list. */
  petsWished: boolean;
  lease: LeasePreference | null;
  weights: EffectiveWeights;
  neighborhoodsById: Map<number, MatchNeighborhood>;
  /** A stated preference that cannot be checked (a commute destination we cannot place): no 100% match. */
  uncheckedPreference: boolean;
  /** The renter chose neighborhoods and did not say anywhere is fine: a community outside them is never "Excellent". */
  onlyChosenNeighborhoods: boolean;
}

const positiveOrNull = (value: number | null) => (value !== null && Number.isFinite(value) && value > 0 ? value : null);

function amenityWishes(profile: PreferenceProfile, amenities: readonly MatchAmenity[]): AmenityWishInContext[] {
  const byId = new Map(amenities.map((amenity) => [amenity.id, amenity]));
  const wishes: AmenityWishInContext[] = [];
  const seen = new Set<number>();
  for (const wish of profile.amenities) {
    const amenity = byId.get(wish.id);
    // An id the catalogue doesn't know can't be checked, so it is not held against anyone.
    if (!amenity || seen.has(wish.id)) continue;
    seen.add(wish.id);
    const requirement = wish.requirement?.trim() || null;
    wishes.push({ id: amenity.id, key: amenity.name, displayName: amenity.displayName, requirement });
  }
  return wishes;
}

function neighborhoodPreference(profile: PreferenceProfile, reference: MatchReference, byId: Map<number, MatchNeighborhood>): NeighborhoodPreference {
  const chosen = [...new Set(profile.neighborhoodIds)].map((id) => byId.get(id)).filter((n): n is MatchNeighborhood => n !== undefined);
  // Named neighborhoods are scored even if the renter also said "anywhere": they are the stronger signal.
  if (chosen.length > 0) return { kind: "chosen", chosen, fitById: neighborhoodFits(chosen, reference.neighborhoods) };
  if (profile.anyNeighborhood) return { kind: "any" };
  return { kind: "unset" };
}

function commutePreference(profile: PreferenceProfile, reference: MatchReference): CommutePreference {
  const text = (profile.commuteTo ?? "").trim();
  if (text === "") return { kind: "unset" };
  const destination = resolveDestination(text, reference.neighborhoods);
  return destination ? { kind: "resolved", text, destination } : { kind: "unresolved", text };
}

export function prepareMatchContext(profile: PreferenceProfile, reference: MatchReference): MatchContext {
  const neighborhoodsById = new Map(reference.neighborhoods.map((n) => [n.id, n]));
  const budget = positiveOrNull(profile.maxBudget);
  const bedroomsWanted = profile.bedrooms !== null && profile.bedrooms >= 0 ? profile.bedrooms : null;
  const moveInDate = (profile.moveInDate ?? "").trim().slice(0, 10);
  const today = reference.today.slice(0, 10);

  const allWishes = amenityWishes(profile, reference.amenities);
  const petsWished = allWishes.some((wish) => wish.key === PETS_AMENITY);
  // A move-in date already past means "as soon as possible"; one that isn't a date is no date.
  const moveBy = Number.isNaN(dayNumber(moveInDate)) ? null : moveInDate < today ? today : moveInDate;

  const neighborhood = neighborhoodPreference(profile, reference, neighborhoodsById);
  const commute = commutePreference(profile, reference);
  const lease = leasePreference(profile.leaseLength);
  const sqft = positiveOrNull(profile.sqft);
  const bathrooms = positiveOrNull(profile.bathrooms);

  const weights: EffectiveWeights = {
    price: budget !== null ? RULE_WEIGHTS.price : 0,
    neighborhood: neighborhood.kind === "chosen" ? RULE_WEIGHTS.neighborhood : 0,
    commute: commute.kind === "resolved" ? RULE_WEIGHTS.commute : 0,
    amenityEach: allWishes.length > 0 ? RULE_WEIGHTS.amenities / allWishes.length : 0,
    size: sqft !== null ? RULE_WEIGHTS.size : 0,
    bathrooms: bathrooms !== null ? RULE_WEIGHTS.bathrooms : 0,
    leaseLength: lease?.kind === "months" ? RULE_WEIGHTS.leaseLength : 0,
    freshness: RULE_WEIGHTS.freshness,
    total: 0,
  };
  weights.total =
    weights.price + weights.neighborhood + weights.commute + weights.amenityEach * allWishes.length +
    weights.size + weights.bathrooms + weights.leaseLength + weights.freshness;

  return {
    reference,
    todayDay: dayNumber(today),
    budget,
    rentCeiling: budget !== null ? budget * (1 + BUDGET_TOLERANCE) + 1e-9 : Infinity,
    minBeds: bedroomsWanted ?? 0,
    bedroomsWanted,
    moveBy,
    moveByDay: moveBy === null ? NaN : dayNumber(moveBy),
    petsRequired: petsWished,
    sqft,
    bathrooms,
    neighborhood,
    commute,
    wishes: allWishes,
    petsWished,
    lease,
    weights,
    neighborhoodsById,
    uncheckedPreference: commute.kind === "unresolved",
    onlyChosenNeighborhoods: neighborhood.kind === "chosen" && !profile.anyNeighborhood,
  };
}
