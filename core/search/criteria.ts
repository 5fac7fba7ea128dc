/**
 * The search criteria a renter can set, in one place (issue 27, decision 033): which communities a search is about
 * (`scope`) and what one of their floor plans, or the community itself, must meet (`filters`). A.L.I.'s typed query
 * is these criteria plus what is measured and done (core/assistant/query/schema.ts builds its FiltersSchema and
 * ScopeSchema from here); /listings and GET /api/apartments write the same criteria in a URL (ListingFilters,
 * listing-query.ts), and the two conversions below are the only translation between the two.
 *
 * What each criterion means (the evaluator, core/assistant/query/evaluate.ts, and the SQL of
 * db/queries/search-apartments.ts compute the same; db/queries/search-criteria-counts.test.ts checks that they count
 * the same communities):
 * - a community qualifies when it is in scope, meets the community-level filters (amenities, animal, year built,
 *   commute) and has at least one floor plan meeting every plan-level filter at once (beds, baths, rent, size,
 *   available by). Every range is inclusive at both ends; a null end is open.
 * - beds: {2,2} exactly two, {2,null} two or more, {0,0} a studio, {0,2} a studio to two. On /listings `beds=0` is a
 *   studio, `beds=N` at least N and `maxBeds=M` at most M, so {2,2} is `beds=2&maxBeds=2`.
 * - rent: whole dollars a month; on /listings the budget range narrowed by `minPrice` and `maxPrice`.
 * - leaseTerms: the community offers at least one of them (its lease terms as listed); on /listings `lease=6-month`,
 *   repeated for each term, in OFFERED_LEASE_TERMS's order.
 * - maxParkingFee: the community lists parking (the amenity) at a monthly fee of at most that (0: free parking); on
 *   /listings `maxParkingFee=N`.
 * - petFree: the community takes neither dogs nor cats (its pet policy); an assistance animal is still welcome there.
 *   On /listings `pets=none`. Beside a pet of the renter's it matches nothing, and /listings keeps the pet instead
 *   (listing-filters.ts), so a conversion reports it there.
 * - animal: `animalWelcome` (core/pets/pet-policy.ts). An assistance animal is welcome everywhere (it is not a pet),
 *   so it narrows nothing; any pet is `pets=1` (dogs or cats taken); a dog of N lb is `dogLb=N`.
 * - hasSpecial: the community's move-in special runs on the day of the search (core/catalogue/specials.ts
 *   specialRunsOn, Houston's calendar day, both ends included). /listings has no such filter (NOT_ON_LISTINGS).
 * - parkingKinds: the community offers parking of one of these kinds (its parking options, core/reference/parking.ts);
 *   the kinds are those that meet the request ("covered parking": covered or garage). /listings has no such filter
 *   (NOT_ON_LISTINGS).
 *
 * What /listings cannot say is listed in NOT_ON_LISTINGS; a conversion reports each one it meets, never drops it.
 */
import { z } from "zod";
import { isCalendarDate } from "../format/dates.ts";
import { PET_KINDS } from "../pets/pet-policy.ts";
import { OFFERED_LEASE_TERMS } from "../reference/lease-lengths.ts";
import { PARKING_KINDS } from "../reference/parking.ts";
import { BUDGET_RANGES } from "../reference/budget-ranges.ts";
import { SLUG_PATTERN } from "../reference/slug-pattern.ts";
import type { KnownValues } from "./listing-filters.ts";
import {
  canonicalLeaseTerms,
  DEFAULT_SORT,
  EMPTY_LISTING_FILTERS,
  listingsHref,
  MAX_BATHS_FILTER,
  MAX_BEDS_FILTER,
  MAX_BUILT_FROM_FILTER,
  MAX_PARKING_FEE_FILTER,
  MAX_PRICE_FILTER,
  MIN_BUILT_FROM_FILTER,
  priceBounds,
  type ListingFilters,
  type ListingSort,
} from "./listing-query.ts";

/** A neighborhood, community or amenity key as the query holds it. */
export const CriteriaSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/).max(120);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const RangeSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type Range = z.infer<typeof RangeSchema>;

export const AnimalSchema = z.object({
  kind: z.enum([...PET_KINDS, "any"]),
  weightLb: z.number().int().min(1).max(300).nullable(),
  count: z.number().int().min(1).max(9),
  assistance: z.boolean(),
  /** A dog and a cat ("my 30 lb dog and my cat"): the community must take both; `count` is all of them. */
  alsoCat: z.boolean().optional(),
  /** The weight was said as "over N lb": `weightLb` is N + 1, and the reply says "a dog over N lb". */
  over: z.boolean().optional(),
  /** A breed many communities refuse, or no breed restrictions asked for: only policies without them (core/pets/pet-policy.ts). */
  restrictedBreed: z.boolean().optional(),
});
export type Animal = z.infer<typeof AnimalSchema>;

/**
 * The filters a community (through one of its floor plans) must meet. Plan-level filters (beds, baths, rent, size,
 * availableBy) must hold for one and the same plan. Amenities are all required; withoutAmenities are all absent.
 * `unknown` names attributes the catalogue does not record (hardwood floors, ceiling heights): they never filter,
 * and a reply says so.
 */
export const CriteriaFiltersSchema = z.object({
  /** Bedrooms: {2,2} is exactly two ("a 2 bed"), {2,null} two or more; 0 is a studio. */
  beds: RangeSchema.nullable(),
  /** At least this many bathrooms. */
  minBaths: z.number().min(0).max(9).nullable(),
  /** Monthly rent in whole dollars. */
  rent: RangeSchema.nullable(),
  /** Square feet. */
  sqft: RangeSchema.nullable(),
  amenities: z.array(CriteriaSlugSchema),
  withoutAmenities: z.array(CriteriaSlugSchema),
  animal: AnimalSchema.nullable(),
  /** Lease terms, any of which the community offers ("month to month": ["month-to-month"]); empty: any term. */
  leaseTerms: z.array(z.enum(OFFERED_LEASE_TERMS)).default([]),
  /** Parking listed at a monthly fee of at most this many dollars ("free parking", "no parking fee": 0). */
  maxParkingFee: z.number().int().min(0).max(MAX_PARKING_FEE_FILTER).nullable().default(null),
  /** Parking of one of these kinds offered ("covered parking": covered or garage; "a garage": garage); empty: any or none. */
  parkingKinds: z.array(z.enum(PARKING_KINDS)).default([]),
  /** Only communities that take no pets at all (a renter with allergies: "a pet-free building", "that don't allow pets"). */
  petFree: z.boolean().default(false),
  /** Only communities with a move-in special running today ("any move-in specials in Midtown?", "cheapest with a special"). */
  hasSpecial: z.boolean().default(false),
  /** A fitting plan has a unit open on or before this date. */
  availableBy: IsoDate.nullable(),
  yearBuilt: RangeSchema.nullable(),
  /** At most this many minutes to the commute destination (the query's `destination`). */
  commuteMinutes: z.number().int().min(1).max(240).nullable(),
  unknown: z.array(z.string().min(1).max(60)),
});
export type CriteriaFilters = z.infer<typeof CriteriaFiltersSchema>;

export const ScopeSchema = z.object({
  /** Any of these neighborhoods; empty: the whole city. */
  neighborhoods: z.array(CriteriaSlugSchema),
  excludeNeighborhoods: z.array(CriteriaSlugSchema),
  /** Only these communities (named, or the ones the conversation pointed at); empty: no such limit. */
  communities: z.array(CriteriaSlugSchema),
});
export type Scope = z.infer<typeof ScopeSchema>;

export const SearchCriteriaSchema = z.object({ scope: ScopeSchema, filters: CriteriaFiltersSchema });
/** A query (`Query`) is one: its scope and filters are these criteria. */
export type SearchCriteria = z.infer<typeof SearchCriteriaSchema>;

export const EMPTY_CRITERIA_FILTERS: CriteriaFilters = {
  beds: null,
  minBaths: null,
  rent: null,
  sqft: null,
  amenities: [],
  withoutAmenities: [],
  animal: null,
  maxParkingFee: null,
  parkingKinds: [],
  leaseTerms: [],
  petFree: false,
  hasSpecial: false,
  availableBy: null,
  yearBuilt: null,
  commuteMinutes: null,
  unknown: [],
};

export const EMPTY_CRITERIA_SCOPE: Scope = { neighborhoods: [], excludeNeighborhoods: [], communities: [] };

/** A criterion by its name in `scope` or `filters`. */
export type Criterion = keyof Scope | keyof CriteriaFilters;

/**
 * What /listings cannot express, and why. A conversion to a /listings search reports each of these that the criteria
 * set (and, by that criterion's name, a value of another criterion outside what /listings takes, or pet-free beside a
 * pet of the renter's).
 */
export const NOT_ON_LISTINGS = {
  excludeNeighborhoods: "/listings names the neighborhoods to search, never the ones to leave out",
  communities: "/listings has no filter by named community (its text search also finds neighbors and descriptions)",
  sqft: "/listings has no size filter",
  withoutAmenities: "/listings requires amenities, it never rules one out",
  commuteMinutes: "/listings has no commute destination",
  unknown: "no listing records it, so no search can filter by it",
  animal: "/listings asks for any pet or a dog's weight: not a cat, a dog of unknown weight or more than one pet",
  hasSpecial: "/listings has no filter by move-in special (its cards show the specials running)",
  parkingKinds: "/listings has no filter by kind of parking (its cards show each community's parking options)",
} as const satisfies Partial<Record<Criterion, string>>;

/** The /listings search (page 1, the default order, no text) of criteria, and the criteria it could not express. */
export interface ListingSearchConversion {
  filters: ListingFilters;
  /** Criteria set that the search leaves out; empty when the search means exactly the criteria. */
  notExpressible: Criterion[];
}

const isWhole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
const wholeOrOpen = (n: number | null, min: number, max: number) => n === null || isWhole(n, min, max);
const sortedUnique = (slugs: readonly string[]) => [...new Set(slugs)].sort();

/** beds, maxBeds for a bedroom range; null when /listings cannot say it. */
function bedsOnListings(range: Range): Pick<ListingFilters, "beds" | "maxBeds"> | null {
  const min = range.min !== null && range.min <= 0 ? null : range.min;
  if (!wholeOrOpen(min, 1, MAX_BEDS_FILTER) || !wholeOrOpen(range.max, 0, MAX_BEDS_FILTER)) return null;
  // A studio is beds=0 (maxBeds=0 says the same; the canonical URL uses the form's "Studio").
  if (min === null && range.max === 0) return { beds: 0, maxBeds: null };
  return { beds: min, maxBeds: range.max };
}

/** budget, minPrice, maxPrice for a rent range: a budget range when it is one exactly, else the free bounds. */
function rentOnListings(range: Range): Pick<ListingFilters, "budget" | "minPrice" | "maxPrice"> | null {
  if (!wholeOrOpen(range.min, 0, MAX_PRICE_FILTER) || !wholeOrOpen(range.max, 0, MAX_PRICE_FILTER)) return null;
  const preset = range.min !== null ? BUDGET_RANGES.find((budget) => budget.min === range.min && budget.max === range.max) : undefined;
  return preset ? { budget: preset.id, minPrice: null, maxPrice: null } : { budget: null, minPrice: range.min, maxPrice: range.max };
}

function animalOnListings(animal: Animal): Pick<ListingFilters, "pets" | "dogLb"> | null {
  // An assistance animal is welcome wherever it goes (animalWelcome): it narrows nothing.
  if (animal.assistance) return { pets: false, dogLb: null };
  if (animal.count !== 1) return null;
  if (animal.kind === "any") return { pets: true, dogLb: null };
  if (animal.kind === "dog" && animal.weightLb !== null) return { pets: true, dogLb: animal.weightLb };
  return null;
}

/**
 * The criteria as a /listings search, reporting each criterion it cannot express instead of dropping it silently.
 * `known`: the catalogue's neighborhood slugs and amenity keys, which /listings keeps (it drops the others, so that an
 * old bookmark still shows apartments); a slug outside them is then reported, since the page would search without it.
 */
export function criteriaToListingSearch(criteria: SearchCriteria, known: KnownValues = {}): ListingSearchConversion {
  const { scope, filters } = criteria;
  const namesAll = (slugs: readonly string[], values: ReadonlySet<string> | undefined) => slugs.every((slug) => SLUG_PATTERN.test(slug) && (!values || values.has(slug)));
  const out: ListingFilters = { ...EMPTY_LISTING_FILTERS, sort: DEFAULT_SORT, page: 1 };
  const notExpressible: Criterion[] = [];
  const unless = <T extends object>(criterion: Criterion, part: T | null) => (part === null ? notExpressible.push(criterion) : Object.assign(out, part));

  if (namesAll(scope.neighborhoods, known.neighborhoodSlugs)) out.neighborhoods = sortedUnique(scope.neighborhoods);
  else notExpressible.push("neighborhoods");
  if (scope.excludeNeighborhoods.length > 0) notExpressible.push("excludeNeighborhoods");
  if (scope.communities.length > 0) notExpressible.push("communities");

  if (filters.beds !== null) unless("beds", bedsOnListings(filters.beds));
  if (filters.minBaths !== null && filters.minBaths > 0) {
    // /listings takes half steps up to its maximum, as every plan's bathrooms are (the catalogue's CHECK).
    const halfStep = Number.isInteger(filters.minBaths * 2) && filters.minBaths <= MAX_BATHS_FILTER;
    unless("minBaths", halfStep ? { baths: filters.minBaths } : null);
  }
  if (filters.rent !== null) unless("rent", rentOnListings(filters.rent));
  if (filters.sqft !== null && (filters.sqft.min !== null || filters.sqft.max !== null)) notExpressible.push("sqft");
  if (namesAll(filters.amenities, known.amenityNames)) out.amenities = sortedUnique(filters.amenities);
  else notExpressible.push("amenities");
  if (filters.withoutAmenities.length > 0) notExpressible.push("withoutAmenities");
  if (filters.maxParkingFee !== null) {
    unless("maxParkingFee", isWhole(filters.maxParkingFee, 0, MAX_PARKING_FEE_FILTER) ? { maxParkingFee: filters.maxParkingFee } : null);
  }
  if (filters.animal !== null) unless("animal", animalOnListings(filters.animal));
  // Pet-free beside a pet of the renter's matches no community; /listings would keep the pet and drop pet-free.
  if (filters.petFree) unless("petFree", out.pets ? null : { petFree: true });
  if (filters.leaseTerms.length > 0) {
    const terms = canonicalLeaseTerms(filters.leaseTerms);
    // A term no community offers ("flexible", from an unparsed query) is not one /listings takes.
    unless("leaseTerms", terms.length === new Set(filters.leaseTerms).size ? { leaseTerms: terms } : null);
  }
  // A real calendar date, as the /listings parser takes it.
  if (filters.availableBy !== null) unless("availableBy", isCalendarDate(filters.availableBy) ? { availableBy: filters.availableBy } : null);
  if (filters.yearBuilt !== null) {
    const { min, max } = filters.yearBuilt;
    const years = wholeOrOpen(min, MIN_BUILT_FROM_FILTER, MAX_BUILT_FROM_FILTER) && wholeOrOpen(max, MIN_BUILT_FROM_FILTER, MAX_BUILT_FROM_FILTER);
    unless("yearBuilt", years ? { builtFrom: min, builtTo: max } : null);
  }
  if (filters.commuteMinutes !== null) notExpressible.push("commuteMinutes");
  if (filters.hasSpecial) notExpressible.push("hasSpecial");
  if (filters.parkingKinds.length > 0) notExpressible.push("parkingKinds");
  if (filters.unknown.length > 0) notExpressible.push("unknown");
  return { filters: out, notExpressible };
}

/** The criteria of a /listings search; its text (`q`) has no criterion and is reported, never dropped silently. */
export function listingFiltersToCriteria(filters: ListingFilters): { criteria: SearchCriteria; notExpressible: "q"[] } {
  const rent = priceBounds(filters);
  const bedsMax = filters.beds === 0 ? 0 : filters.maxBeds;
  const bedsMin = filters.beds ?? (bedsMax !== null ? 0 : null);
  const animal: Animal | null =
    filters.dogLb !== null
      ? { kind: "dog", weightLb: filters.dogLb, count: 1, assistance: false }
      : filters.pets
        ? { kind: "any", weightLb: null, count: 1, assistance: false }
        : null;
  return {
    criteria: {
      scope: { ...EMPTY_CRITERIA_SCOPE, neighborhoods: [...filters.neighborhoods] },
      filters: {
        ...EMPTY_CRITERIA_FILTERS,
        beds: bedsMin === null && bedsMax === null ? null : { min: bedsMin, max: bedsMax },
        minBaths: filters.baths,
        rent: rent.min === null && rent.max === null ? null : rent,
        amenities: [...filters.amenities],
        animal,
        maxParkingFee: filters.maxParkingFee,
        leaseTerms: [...filters.leaseTerms],
        petFree: filters.petFree,
        availableBy: filters.availableBy,
        yearBuilt: filters.builtFrom === null && filters.builtTo === null ? null : { min: filters.builtFrom, max: filters.builtTo },
      },
    },
    notExpressible: filters.q !== null ? ["q"] : [],
  };
}

/**
 * The /listings address of the same search ("/listings?neighborhood=montrose&beds=2&maxBeds=2"), for a reply that
 * links to it; null when /listings cannot express every criterion set (criteriaToListingSearch says which). A
 * query (`Query`) can be passed as it is. `sort`: the page's order (price-asc for "cheapest"); `known`: as for
 * criteriaToListingSearch (pass the catalogue's, so that a slug /listings would drop gives no link).
 */
export function listingsHrefFor(criteria: SearchCriteria, options: { sort?: ListingSort; known?: KnownValues } = {}): string | null {
  const { filters, notExpressible } = criteriaToListingSearch(criteria, options.known);
  return notExpressible.length > 0 ? null : listingsHref({ ...filters, sort: options.sort ?? DEFAULT_SORT });
}
