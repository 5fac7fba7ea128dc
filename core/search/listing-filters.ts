/**
 * One parser for the apartment search: it turns any query string of /listings or
 * GET /api/apartments into a normalized ListingFilters (listing-query.ts, re-exported
 * here, writes it back as the canonical query string).
 *
 * A bad value never fails the search: each parameter is parsed on its own and
 * a nonsense or out-of-range one is dropped while the rest is kept (a mistyped
 * bookmark still shows apartments, never an error page).
 */
import * as z from "zod/mini";
import { isCalendarDate } from "../format/dates.ts";
import { BUDGET_RANGES, type BudgetRangeId } from "../reference/budget-ranges.ts";
import { OFFERED_LEASE_TERMS, type OfferedLeaseTerm } from "../reference/lease-lengths.ts";
import { SLUG_PATTERN } from "../reference/slug-pattern.ts";
import {
  canonicalLeaseTerms,
  DEFAULT_SORT,
  LISTING_PARAMS,
  LISTING_SORTS,
  MAX_BATHS_FILTER,
  MAX_BEDS_FILTER,
  MAX_BUILT_FROM_FILTER,
  MAX_DOG_LB_FILTER,
  MIN_BUILT_FROM_FILTER,
  MIN_DOG_LB_FILTER,
  MAX_PAGE,
  MAX_PARKING_FEE_FILTER,
  MAX_PRICE_FILTER,
  MAX_QUERY_LENGTH,
  PETS_PARAM_VALUES,
  type ListingFilters,
  type ListingSort,
} from "./listing-query.ts";

export * from "./listing-query.ts";

/** More than this many values of a repeatable parameter is not a real search; the rest is ignored. */
const MAX_REPEATED = 40;

// zod/mini rather than zod's chained API: the listings page loads this parser in the browser (on its
// first use of the filter form), and the functional API is tree-shaken to a few KB where the chained
// one ships the whole library (~25 KB gzipped); it also never probes eval(), which the CSP forbids.
const wholeNumber = (min: number, max: number) =>
  z.pipe(z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,7}$/)), z.transform(Number)), z.int().check(z.minimum(min), z.maximum(max)));

const BudgetSchema = z.enum(BUDGET_RANGES.map((range) => range.id) as [BudgetRangeId, ...BudgetRangeId[]]);
const SortSchema = z.enum(LISTING_SORTS.map((sort) => sort.id) as [ListingSort, ...ListingSort[]]);
const SlugValueSchema = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(120), z.regex(SLUG_PATTERN));
const BathsSchema = z.pipe(
  z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,2}(\.\d+)?$/)), z.transform(Number)),
  z.number().check(
    z.minimum(0.5),
    z.maximum(MAX_BATHS_FILTER),
    z.refine((n) => Number.isInteger(n * 2), "Bathrooms go in half steps"),
  ),
);
/** What `pets` asks for: communities that take pets, or pet-free ones (PETS_PARAM_VALUES). */
const PetsSchema = z.pipe(
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum([PETS_PARAM_VALUES.allowed, "true", "yes", "on", PETS_PARAM_VALUES.none])),
  z.transform((value): "allowed" | "none" => (value === PETS_PARAM_VALUES.none ? "none" : "allowed")),
);
const LeaseTermSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(OFFERED_LEASE_TERMS));
// z.iso.date() checks the shape and the day of the month; a real calendar date must round-trip.
const IsoDateSchema = z.iso.date().check(z.refine(isCalendarDate));
const QuerySchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(/\s+/g, " ").trim()),
  ),
  z.string().check(z.minLength(1), z.maxLength(MAX_QUERY_LENGTH)),
);

export interface KnownValues {
  /** When given, neighborhood slugs outside this set are dropped. */
  neighborhoodSlugs?: ReadonlySet<string>;
  /** When given, amenity names outside this set are dropped (an unknown one would match nothing). */
  amenityNames?: ReadonlySet<string>;
}

type ParamSource = URLSearchParams | string;

/** The first value of the parameter that the schema accepts (empty form fields are simply absent). */
function firstValid<T>(params: URLSearchParams, name: string, schema: z.ZodMiniType<T>): T | null {
  for (const raw of params.getAll(name)) {
    if (raw.trim() === "") continue;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
  }
  return null;
}

function allValid(params: URLSearchParams, name: string, known: ReadonlySet<string> | undefined): string[] {
  const values = new Set<string>();
  for (const raw of params.getAll(name).slice(0, MAX_REPEATED)) {
    const result = SlugValueSchema.safeParse(raw);
    if (result.success && (!known || known.has(result.data))) values.add(result.data);
  }
  // Sorted: the order of checkboxes in a form is not part of the search.
  return [...values].sort();
}

/** The offered lease terms asked for, in their canonical order; any other value is dropped on its own. */
function leaseTermsOf(params: URLSearchParams): OfferedLeaseTerm[] {
  const terms: OfferedLeaseTerm[] = [];
  for (const raw of params.getAll(LISTING_PARAMS.leaseTerms).slice(0, MAX_REPEATED)) {
    const result = LeaseTermSchema.safeParse(raw);
    if (result.success) terms.push(result.data);
  }
  return canonicalLeaseTerms(terms);
}

export function parseListingFilters(source: ParamSource, known: KnownValues = {}): ListingFilters {
  const params = typeof source === "string" ? new URLSearchParams(source) : source;
  const dogLb = firstValid(params, LISTING_PARAMS.dogLb, wholeNumber(MIN_DOG_LB_FILTER, MAX_DOG_LB_FILTER));
  const petsAsked = firstValid(params, LISTING_PARAMS.pets, PetsSchema);
  // A dog's weight asks for a community that takes pets: the search says so (pets=1 in its URL).
  const pets = petsAsked === "allowed" || dogLb !== null;
  return {
    neighborhoods: allValid(params, LISTING_PARAMS.neighborhoods, known.neighborhoodSlugs),
    budget: firstValid(params, LISTING_PARAMS.budget, BudgetSchema),
    minPrice: firstValid(params, LISTING_PARAMS.minPrice, wholeNumber(0, MAX_PRICE_FILTER)),
    maxPrice: firstValid(params, LISTING_PARAMS.maxPrice, wholeNumber(0, MAX_PRICE_FILTER)),
    beds: firstValid(params, LISTING_PARAMS.beds, wholeNumber(0, MAX_BEDS_FILTER)),
    maxBeds: firstValid(params, LISTING_PARAMS.maxBeds, wholeNumber(0, MAX_BEDS_FILTER)),
    baths: firstValid(params, LISTING_PARAMS.baths, BathsSchema),
    amenities: allValid(params, LISTING_PARAMS.amenities, known.amenityNames),
    maxParkingFee: firstValid(params, LISTING_PARAMS.maxParkingFee, wholeNumber(0, MAX_PARKING_FEE_FILTER)),
    pets,
    // A pet-free building beside a dog's weight (`pets=none&dogLb=40`) contradicts itself: no community takes the
    // dog and no pets. The renter's own pet wins and pet-free is dropped, as any bad value is: a renter with a dog
    // is not looking for buildings that would turn it away, and the search still shows apartments.
    petFree: petsAsked === "none" && !pets,
    dogLb,
    leaseTerms: leaseTermsOf(params),
    availableBy: firstValid(params, LISTING_PARAMS.availableBy, IsoDateSchema),
    builtFrom: firstValid(params, LISTING_PARAMS.builtFrom, wholeNumber(MIN_BUILT_FROM_FILTER, MAX_BUILT_FROM_FILTER)),
    builtTo: firstValid(params, LISTING_PARAMS.builtTo, wholeNumber(MIN_BUILT_FROM_FILTER, MAX_BUILT_FROM_FILTER)),
    q: firstValid(params, LISTING_PARAMS.q, QuerySchema),
    sort: firstValid(params, LISTING_PARAMS.sort, SortSchema) ?? DEFAULT_SORT,
    page: firstValid(params, LISTING_PARAMS.page, wholeNumber(1, MAX_PAGE)) ?? 1,
  };
}

