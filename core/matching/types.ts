/**
 * What the matching engine takes in (communities as plain data, the reference
 * lists, "today") and what it gives back (an explained match per community).
 */
import type { Special } from "../catalogue/specials.ts";
import type { CommuteEstimate } from "../commute/types.ts";
import type { PetPolicy } from "../pets/pet-policy.ts";
import type { ParkingOption } from "../reference/parking.ts";
import type { MatchRating, RecommendationLevel } from "./bands.ts";

export interface MatchPlan {
  name: string;
  /** 0 = studio. */
  beds: number;
  baths: number;
  sqft: number;
  rent: number;
  unitsAvailable: number;
  /** yyyy-mm-dd */
  availableFrom: string;
}

export interface MatchCommunity {
  id: number;
  slug: string;
  title: string;
  neighborhoodId: number;
  latitude: number;
  longitude: number;
  /** The position is its ZIP code's or neighborhood's center, not its own: distances from it say so. */
  locationApproximate: boolean;
  petsAllowed: boolean;
  petRent: number;
  /** The pet policy as data (kinds, weight limit, count, fees); petsAllowed and petRent agree with it. */
  petPolicy: PetPolicy;
  /** The kinds of parking offered with their monthly costs: the one truth about parking (core/reference/parking.ts). */
  parking: readonly ParkingOption[];
  /** The cheapest option's monthly cost, 0 when free or none: parkingFeeOf(parking), as the database derives it. */
  parkingFee: number;
  leaseTerms: readonly string[];
  /**
   * The move-in special on record, whatever its dates (core/catalogue/specials.ts). Whether it runs is decided against
   * the day a question is answered (specialRunsOn), never when the catalogue was loaded: a snapshot may live past midnight.
   */
  special: Special | null;
  /** ISO date or timestamp; only the calendar date counts. */
  verifiedAt: string;
  /** The year the community was built. */
  yearBuilt: number;
  amenityIds: readonly number[];
  floorPlans: readonly MatchPlan[];
}

export interface MatchNeighborhood {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  aliases?: readonly string[];
}

export interface MatchAmenity {
  id: number;
  /** Key like "washer-dryer", "pets", "parking". */
  name: string;
  displayName: string;
}

export interface MatchReference {
  neighborhoods: readonly MatchNeighborhood[];
  amenities: readonly MatchAmenity[];
  /** yyyy-mm-dd */
  today: string;
}

/** One rule's part in a match: its weight in the total, its score and why. Weight 0: not scored (the detail says why). */
export interface RuleResult {
  rule: string;
  weight: number;
  /** 0..1 */
  score: number;
  detail: string;
}

export interface MatchResult {
  communityId: number;
  slug: string;
  /** Integer 0-100. */
  matchPercentage: number;
  matchRating: MatchRating;
  recommendationLevel: RecommendationLevel;
  /** The floor plan the community was scored on: the best fit among those passing the hard limits. */
  plan: MatchPlan;
  keyStrengths: string[];
  potentialConcerns: string[];
  detailedAnalysis: string;
  rules: RuleResult[];
  commute: CommuteEstimate | null;
}

/** Why a community was left out: the hard limit it failed. */
export interface MatchExclusion {
  rule: HardLimit;
  detail: string;
}

export type HardLimit = "pets" | "bedrooms" | "budget" | "availability";
