/**
 * Side by side: the rows of /compare for two to four communities, decided here and only here (issue 17). Given
 * the communities as plain data, the bedroom count asked for, today's date and (optionally) a commute destination
 * and each community's match, it returns one column per community and the amenity rows, with the figures to print
 * and which cells stand out:
 * - plans: every plan with the asked bedroom count, cheapest first; without a count, the cheapest plan of each
 *   bedroom count; each with its rent, its monthly total with mandatory fees (core/pricing, decision 007), its
 *   size, its rent per square foot and when it is available;
 * - the headline plan: the cheapest of those, whose figures fill the summary rows;
 * - "best" marks: the lowest monthly total, the lowest rent per square foot, the largest size and the shortest
 *   drive, each only when at least two communities have the figure (one alone is not a comparison); ties all win;
 * - amenities: every amenity any of them has, those that only some have first (marked as a difference); the Parking
 *   row is read from the parking options, as the parking row is, so the two can never disagree (issue 29);
 * - distances from a community placed at its ZIP code's or neighborhood's center are marked approximate.
 */
import { estimateCommute } from "../commute/estimate-drive.ts";
import type { CommuteEstimate, Destination } from "../commute/types.ts";
import { staleAvailabilityNote } from "../matching/freshness.ts";
import { PARKING_AMENITY } from "../matching/amenity-keys.ts";
import type { MatchPlan } from "../matching/types.ts";
import { describePetCharges, describePetPolicy, type PetPolicy } from "../pets/pet-policy.ts";
import { monthlyCostOfCheapestPlan, type CommunityFees, type MonthlyCostLine } from "../pricing/monthly-cost.ts";
import type { RentChange } from "../pricing/rent-history.ts";
import { normalizeParking, parkingSummary, type ParkingOption } from "../reference/parking.ts";

/**
 * A floor plan as the matching engine has it (0 beds = studio, availableFrom yyyy-mm-dd), with its latest change of
 * rent from its history when it has one (core/pricing/rent-history.ts).
 */
export type ComparedPlan = MatchPlan & { rentChange?: RentChange | null };

export interface ComparedCommunity extends CommunityFees {
  slug: string;
  title: string;
  neighborhoodName: string;
  latitude: number;
  longitude: number;
  /** The position is its ZIP code's or neighborhood's center: its drive and walk are approximate. */
  locationApproximate: boolean;
  /** The kinds of parking with their monthly costs: the parking row and the Parking amenity row both read these. */
  parking: readonly ParkingOption[];
  petsAllowed: boolean;
  /** The community's own words; `pets` the same policy as data. */
  petPolicy: string;
  pets: PetPolicy;
  /** ISO timestamp of the last availability check. */
  verifiedAt: string;
  floorPlans: readonly ComparedPlan[];
  /** `name` is the amenity's key ("pool"), `displayName` what a person reads. */
  amenities: readonly { name: string; displayName: string }[];
}

/** How a community fares against the renter's preferences (core/matching), worded. */
export type CompareMatch =
  | { kind: "match"; percentage: number; rating: string; strengths: readonly string[]; concerns: readonly string[] }
  | { kind: "excluded"; detail: string };

export interface ComparisonInput {
  communities: readonly ComparedCommunity[];
  /** Bedrooms asked for (0 = studio), or null for every count. */
  beds: number | null;
  /** yyyy-mm-dd, Houston. */
  today: string;
  /** When freshness is judged (a stale check gets a note). */
  now: Date;
  destination: Destination | null;
  /** By slug; absent when the renter has no preferences. */
  matches?: ReadonlyMap<string, CompareMatch>;
}

export interface PlanLine extends ComparedPlan {
  /** Rent plus the mandatory monthly fees. */
  monthlyTotal: number;
  /** Rent per square foot in dollars, to the cent; null for a plan without a size. */
  rentPerSqft: number | null;
  availableNow: boolean;
  /** The plan's latest change of rent ("was $1,365 on Nov 20"); null when it has had one rent since first recorded. */
  rentChange: RentChange | null;
}

export interface ComparedColumn {
  slug: string;
  title: string;
  neighborhoodName: string;
  plans: PlanLine[];
  /** The cheapest plan shown: the summary rows' figures; null when no plan has the bedroom count. */
  headline: PlanLine | null;
  /** The soonest date any shown plan is available (yyyy-mm-dd), or null without plans. */
  soonestAvailable: string | null;
  availableNow: boolean;
  mandatoryMonthly: MonthlyCostLine[];
  oneTime: MonthlyCostLine[];
  /** ISO timestamp. */
  checkedAt: string;
  staleNote: string | null;
  /**
   * `summary` is the policy worded from its fields ("Cats and dogs (dogs up to 50 lb), up to 2 pets"), `charges`
   * what a pet costs (null without pets), `policy` the community's own words.
   */
  pets: { allowed: boolean; monthlyRent: number | null; summary: string; charges: string | null; breedRestrictions: boolean; policy: string };
  /** Each kind of parking with its cost ("Covered $50/mo", "Garage $75/mo", "Surface lot included"); empty: none listed. */
  parking: string[];
  /** The commute, `approximate` when measured from a ZIP code's or neighborhood's center. */
  commute: CommuteEstimate | null;
  match: CompareMatch | null;
  best: { monthlyTotal: boolean; rentPerSqft: boolean; sqft: boolean; drive: boolean };
}

export interface AmenityRow {
  key: string;
  displayName: string;
  /** One per column, in column order. */
  has: boolean[];
  /** Not every community has it. */
  differs: boolean;
}

export interface Comparison {
  columns: ComparedColumn[];
  amenityRows: AmenityRow[];
  beds: number | null;
  /** The input's today (yyyy-mm-dd, Houston), which the dates are worded against. */
  today: string;
}

/** Rent per square foot, to the cent; null without a size. */
export function rentPerSquareFoot(rent: number, sqft: number): number | null {
  return sqft > 0 ? Math.round((rent / sqft) * 100) / 100 : null;
}

function planLine(plan: ComparedPlan, community: ComparedCommunity, today: string): PlanLine {
  const cost = monthlyCostOfCheapestPlan([plan], community, { petsAllowed: community.petsAllowed });
  return {
    ...plan,
    monthlyTotal: cost?.total ?? plan.rent,
    rentPerSqft: rentPerSquareFoot(plan.rent, plan.sqft),
    availableNow: plan.availableFrom <= today,
    rentChange: plan.rentChange ?? null,
  };
}

const byCost = (a: PlanLine, b: PlanLine) => a.monthlyTotal - b.monthlyTotal || a.rent - b.rent || a.name.localeCompare(b.name, "en");

/** The plans a column lists: the asked bedroom count's, or the cheapest of each count. */
export function plansShown(community: ComparedCommunity, beds: number | null, today: string): PlanLine[] {
  const lines = community.floorPlans.map((plan) => planLine(plan, community, today)).sort(byCost);
  if (beds !== null) return lines.filter((line) => line.beds === beds);
  const cheapestPerCount = new Map<number, PlanLine>();
  for (const line of lines) if (!cheapestPerCount.has(line.beds)) cheapestPerCount.set(line.beds, line);
  return [...cheapestPerCount.values()].sort((a, b) => a.beds - b.beds);
}

/** Which of the values are the best (min or max); all false when fewer than two are known. */
export function bestOf(values: readonly (number | null)[], want: "min" | "max"): boolean[] {
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2) return values.map(() => false);
  const target = want === "min" ? Math.min(...known) : Math.max(...known);
  return values.map((value) => value === target);
}

function column(community: ComparedCommunity, input: ComparisonInput): Omit<ComparedColumn, "best"> {
  const plans = plansShown(community, input.beds, input.today);
  const headline = plans.length > 0 ? [...plans].sort(byCost)[0] ?? null : null;
  const soonestAvailable = plans.reduce<string | null>((soonest, plan) => (soonest === null || plan.availableFrom < soonest ? plan.availableFrom : soonest), null);
  // The fee lines do not depend on the plan: any plan gives them (a community without plans has none to show).
  const anyPlan = community.floorPlans[0];
  const cost = anyPlan ? monthlyCostOfCheapestPlan([anyPlan], community, { petsAllowed: community.petsAllowed }) : null;
  return {
    slug: community.slug,
    title: community.title,
    neighborhoodName: community.neighborhoodName,
    plans,
    headline,
    soonestAvailable,
    availableNow: soonestAvailable !== null && soonestAvailable <= input.today,
    mandatoryMonthly: cost?.mandatoryMonthly ?? [],
    oneTime: cost?.oneTime ?? [],
    checkedAt: community.verifiedAt,
    staleNote: staleAvailabilityNote(community.verifiedAt, input.now),
    pets: {
      allowed: community.petsAllowed,
      monthlyRent: community.petsAllowed ? community.petRent : null,
      summary: describePetPolicy(community.pets),
      charges: describePetCharges(community.pets),
      breedRestrictions: community.pets.breedRestrictions,
      policy: community.petPolicy,
    },
    parking: normalizeParking(community.parking).map((option) => parkingSummary([option])),
    commute: input.destination ? estimateCommute(community, input.destination) : null,
    match: input.matches?.get(community.slug) ?? null,
  };
}

/** A community's amenities as compared: Parking exactly when it lists parking options, the rest as listed. */
function comparedAmenities(community: ComparedCommunity): readonly { name: string; displayName: string }[] {
  const others = community.amenities.filter((amenity) => amenity.name !== PARKING_AMENITY);
  if (community.parking.length === 0) return others;
  return [...others, community.amenities.find((amenity) => amenity.name === PARKING_AMENITY) ?? { name: PARKING_AMENITY, displayName: "Parking" }];
}

export function amenityRows(communities: readonly ComparedCommunity[]): AmenityRow[] {
  const names = new Map<string, string>();
  const compared = communities.map(comparedAmenities);
  for (const amenities of compared) for (const amenity of amenities) names.set(amenity.name, amenity.displayName);
  const rows = [...names].map(([key, displayName]): AmenityRow => {
    const has = compared.map((amenities) => amenities.some((amenity) => amenity.name === key));
    return { key, displayName, has, differs: has.some((value) => !value) };
  });
  // Differences first (what decides between them), then what they all share; alphabetical within each.
  return rows.sort((a, b) => Number(b.differs) - Number(a.differs) || a.displayName.localeCompare(b.displayName, "en"));
}

export function buildComparison(input: ComparisonInput): Comparison {
  const columns = input.communities.map((community) => column(community, input));
  const total = bestOf(columns.map((c) => c.headline?.monthlyTotal ?? null), "min");
  const perSqft = bestOf(columns.map((c) => c.headline?.rentPerSqft ?? null), "min");
  const size = bestOf(columns.map((c) => c.headline?.sqft ?? null), "max");
  const drive = bestOf(columns.map((c) => c.commute?.driveMinutes ?? null), "min");
  return {
    columns: columns.map((c, i) => ({ ...c, best: { monthlyTotal: !!total[i], rentPerSqft: !!perSqft[i], sqft: !!size[i], drive: !!drive[i] } })),
    amenityRows: amenityRows(input.communities),
    beds: input.beds,
    today: input.today,
  };
}
