/**
 * The apartment search of /listings and GET /api/apartments, and how it is
 * written in a URL: the filters, the parameter names, and one serializer that
 * turns filters into the canonical query string, so every link the page builds
 * (pagination, "remove this filter") is shareable and two equal searches always
 * have the same URL. The parser is in listing-filters.ts.
 *
 * Free of zod on purpose: the listings page ships this module to the browser.
 */
import { DOG_WEIGHT_LIMIT_MAX, DOG_WEIGHT_LIMIT_MIN } from "../pets/pet-policy-limits.ts";
import { BUDGET_RANGES, type BudgetRangeId } from "../reference/budget-ranges.ts";
import { OFFERED_LEASE_TERMS, type OfferedLeaseTerm } from "../reference/lease-lengths.ts";

export const LISTING_SORTS = [
  { id: "best", label: "Best match" },
  { id: "price-asc", label: "Price: low to high" },
  { id: "price-desc", label: "Price: high to low" },
  { id: "size", label: "Largest first" },
  { id: "newest", label: "Newest buildings" },
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number]["id"];
export const DEFAULT_SORT: ListingSort = "best";

export const MAX_BEDS_FILTER = 6;
export const MAX_BATHS_FILTER = 6;
export const MAX_PRICE_FILTER = 100_000;
export const MAX_QUERY_LENGTH = 100;
export const MAX_PAGE = 10_000;
/** A dog's weight in pounds, within the weight limits a community may set. */
export const MIN_DOG_LB_FILTER = DOG_WEIGHT_LIMIT_MIN;
export const MAX_DOG_LB_FILTER = DOG_WEIGHT_LIMIT_MAX;
/** A year built, within the years a community may have (the catalogue's CHECK). */
export const MIN_BUILT_FROM_FILTER = 1800;
export const MAX_BUILT_FROM_FILTER = 2100;
/** A monthly parking fee in whole dollars, as the catalogue's fees are; 0 is free parking. */
export const MAX_PARKING_FEE_FILTER = 1_000;

/**
 * The values of the one `pets` parameter: the community takes pets (dogs or cats; "true", "yes" and "on" are read
 * as "1" too), or it takes none (a pet-free building). One parameter, so that a URL written from a form's single
 * choice cannot ask for both; only the word "none" means pet-free, since an API caller's `pets=0` or `pets=false`
 * more likely means "pets do not matter" than "no pets allowed".
 */
export const PETS_PARAM_VALUES = { allowed: "1", none: "none" } as const;

export interface ListingFilters {
  /** Neighborhood slugs; an apartment in any of them matches. */
  neighborhoods: string[];
  budget: BudgetRangeId | null;
  /** A free minimum rent in whole dollars; combines with `budget` (the tighter bound wins). */
  minPrice: number | null;
  /** A free maximum rent in whole dollars; combines with `budget` (the tighter bound wins). */
  maxPrice: number | null;
  /** 0 means a studio; 1 or more means at least that many bedrooms. */
  beds: number | null;
  /** At most this many bedrooms (0: a studio); with `beds`, a range: beds=2&maxBeds=2 is exactly two. */
  maxBeds: number | null;
  /** At least this many bathrooms, in half steps. */
  baths: number | null;
  /** Amenity names; all must be present. */
  amenities: string[];
  /** Parking (the amenity) listed at a monthly fee of at most this many dollars; 0 is free parking. */
  maxParkingFee: number | null;
  /** Communities that take pets (dogs or cats); always true when `dogLb` is set. */
  pets: boolean;
  /**
   * Only communities that take neither dogs nor cats (a renter with allergies). Never with `pets` or `dogLb`: no
   * community meets both, and the parser keeps the renter's own pet (listing-filters.ts).
   */
  petFree: boolean;
  /** "My dog weighs N lb": communities that take dogs and whose weight limit, if any, is at least N. */
  dogLb: number | null;
  /** Lease terms, any of which the community offers; each once, in OFFERED_LEASE_TERMS's order (canonicalLeaseTerms). */
  leaseTerms: OfferedLeaseTerm[];
  /** yyyy-mm-dd: a plan with open units available on or before this date. */
  availableBy: string | null;
  /** Built in this year or later. */
  builtFrom: number | null;
  /** Built in this year or earlier. */
  builtTo: number | null;
  q: string | null;
  sort: ListingSort;
  page: number;
}

export const EMPTY_LISTING_FILTERS: ListingFilters = {
  neighborhoods: [],
  budget: null,
  minPrice: null,
  maxPrice: null,
  beds: null,
  maxBeds: null,
  baths: null,
  amenities: [],
  maxParkingFee: null,
  pets: false,
  petFree: false,
  dogLb: null,
  leaseTerms: [],
  availableBy: null,
  builtFrom: null,
  builtTo: null,
  q: null,
  sort: DEFAULT_SORT,
  page: 1,
};

/** The parameter names in the URL, in the canonical order. */
export const LISTING_PARAMS = {
  q: "q",
  neighborhoods: "neighborhood",
  budget: "budget",
  minPrice: "minPrice",
  maxPrice: "maxPrice",
  beds: "beds",
  maxBeds: "maxBeds",
  baths: "baths",
  amenities: "amenity",
  maxParkingFee: "maxParkingFee",
  pets: "pets",
  // The same parameter as pets: `pets=none` (PETS_PARAM_VALUES).
  petFree: "pets",
  dogLb: "dogLb",
  leaseTerms: "lease",
  availableBy: "availableBy",
  builtFrom: "builtFrom",
  builtTo: "builtTo",
  sort: "sort",
  page: "page",
} as const satisfies Record<keyof ListingFilters, string>;

/**
 * The one value of `pets` for a search (the form's pets choice shows it too): a dog's weight asks for pets, and a pet
 * of the renter's comes before a pet-free building, as the parser reads a URL that asks for both.
 */
export function petsParamValue(filters: Pick<ListingFilters, "pets" | "petFree" | "dogLb">): string | null {
  if (filters.pets || filters.dogLb !== null) return PETS_PARAM_VALUES.allowed;
  return filters.petFree ? PETS_PARAM_VALUES.none : null;
}

/** The canonical query string of a search: fixed order, defaults left out. */
export function toSearchParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set(LISTING_PARAMS.q, filters.q);
  for (const slug of filters.neighborhoods) params.append(LISTING_PARAMS.neighborhoods, slug);
  if (filters.budget) params.set(LISTING_PARAMS.budget, filters.budget);
  if (filters.minPrice !== null) params.set(LISTING_PARAMS.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== null) params.set(LISTING_PARAMS.maxPrice, String(filters.maxPrice));
  if (filters.beds !== null) params.set(LISTING_PARAMS.beds, String(filters.beds));
  if (filters.maxBeds !== null) params.set(LISTING_PARAMS.maxBeds, String(filters.maxBeds));
  if (filters.baths !== null) params.set(LISTING_PARAMS.baths, String(filters.baths));
  for (const name of filters.amenities) params.append(LISTING_PARAMS.amenities, name);
  if (filters.maxParkingFee !== null) params.set(LISTING_PARAMS.maxParkingFee, String(filters.maxParkingFee));
  const pets = petsParamValue(filters);
  if (pets !== null) params.set(LISTING_PARAMS.pets, pets);
  if (filters.dogLb !== null) params.set(LISTING_PARAMS.dogLb, String(filters.dogLb));
  for (const term of filters.leaseTerms) params.append(LISTING_PARAMS.leaseTerms, term);
  if (filters.availableBy) params.set(LISTING_PARAMS.availableBy, filters.availableBy);
  if (filters.builtFrom !== null) params.set(LISTING_PARAMS.builtFrom, String(filters.builtFrom));
  if (filters.builtTo !== null) params.set(LISTING_PARAMS.builtTo, String(filters.builtTo));
  if (filters.sort !== DEFAULT_SORT) params.set(LISTING_PARAMS.sort, filters.sort);
  if (filters.page > 1) params.set(LISTING_PARAMS.page, String(filters.page));
  return params;
}

/** A path with the canonical query string: "/listings?beds=2&pets=1". */
export function listingsHref(filters: ListingFilters, pathname = "/listings"): string {
  const query = toSearchParams(filters).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The rent window a search asks for: the budget range narrowed by the free minimum and maximum (inclusive). */
export function priceBounds(filters: Pick<ListingFilters, "budget" | "minPrice" | "maxPrice">): { min: number | null; max: number | null } {
  const range = filters.budget ? BUDGET_RANGES.find((r) => r.id === filters.budget) : undefined;
  const mins = [range?.min ?? null, filters.minPrice].filter((n): n is number => n !== null);
  const maxes = [range?.max ?? null, filters.maxPrice].filter((n): n is number => n !== null);
  return { min: mins.length ? Math.max(...mins) : null, max: maxes.length ? Math.min(...maxes) : null };
}

/**
 * Lease terms as a search holds them: the offered ones, each once, in OFFERED_LEASE_TERMS's order (shortest first),
 * so that two equal searches have one URL and the chips read in a natural order.
 */
export function canonicalLeaseTerms(terms: Iterable<string>): OfferedLeaseTerm[] {
  const wanted = new Set(terms);
  return OFFERED_LEASE_TERMS.filter((term) => wanted.has(term));
}

/** Same search on another page. */
export function withPage(filters: ListingFilters, page: number): ListingFilters {
  return { ...filters, page };
}
