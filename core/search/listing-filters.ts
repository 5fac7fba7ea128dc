/**
 * The apartment search of /listings and GET /api/apartments, as it travels in
 * a URL. One parser turns any query string into a normalized ListingFilters;
 * one serializer turns filters back into the canonical query string, so every
 * link the page builds (pagination, "remove this filter") is shareable and two
 * equal searches always have the same URL.
 *
 * A bad value never fails the search: each parameter is parsed on its own and
 * a nonsense or out-of-range one is dropped while the rest is kept (a mistyped
 * bookmark still shows apartments, never an error page).
 */
import { z } from "zod";
import { BUDGET_RANGES, type BudgetRangeId } from "../reference/budget-ranges.ts";
import { SLUG_PATTERN } from "../reference/slug.ts";

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
/** More than this many values of a repeatable parameter is not a real search; the rest is ignored. */
const MAX_REPEATED = 40;

export interface ListingFilters {
  /** Neighborhood slugs; an apartment in any of them matches. */
  neighborhoods: string[];
  budget: BudgetRangeId | null;
  /** A free maximum rent in whole dollars; combines with `budget` (the tighter bound wins). */
  maxPrice: number | null;
  /** 0 means a studio; 1 or more means at least that many bedrooms. */
  beds: number | null;
  /** At least this many bathrooms, in half steps. */
  baths: number | null;
  /** Amenity names; all must be present. */
  amenities: string[];
  pets: boolean;
  /** yyyy-mm-dd: a plan with open units available on or before this date. */
  availableBy: string | null;
  q: string | null;
  sort: ListingSort;
  page: number;
}

export const EMPTY_LISTING_FILTERS: ListingFilters = {
  neighborhoods: [],
  budget: null,
  maxPrice: null,
  beds: null,
  baths: null,
  amenities: [],
  pets: false,
  availableBy: null,
  q: null,
  sort: DEFAULT_SORT,
  page: 1,
};

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const BudgetSchema = z.enum(BUDGET_RANGES.map((range) => range.id) as [BudgetRangeId, ...BudgetRangeId[]]);
const SortSchema = z.enum(LISTING_SORTS.map((sort) => sort.id) as [ListingSort, ...ListingSort[]]);
const SlugValueSchema = z.string().trim().toLowerCase().max(120).regex(SLUG_PATTERN);
const BathsSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d+)?$/)
  .transform(Number)
  .pipe(
    z
      .number()
      .min(0.5)
      .max(MAX_BATHS_FILTER)
      .refine((n) => Number.isInteger(n * 2), "Bathrooms go in half steps"),
  );
const PetsSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["1", "true", "yes", "on"]))
  .transform(() => true);
const IsoDateSchema = z.iso.date().refine((value) => {
  // z.iso.date() checks the shape and the day of the month; a real calendar date must round-trip.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
});
const QuerySchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1).max(MAX_QUERY_LENGTH));

/** The parameter names in the URL, in the canonical order. */
export const LISTING_PARAMS = {
  q: "q",
  neighborhoods: "neighborhood",
  budget: "budget",
  maxPrice: "maxPrice",
  beds: "beds",
  baths: "baths",
  amenities: "amenity",
  pets: "pets",
  availableBy: "availableBy",
  sort: "sort",
  page: "page",
} as const satisfies Record<keyof ListingFilters, string>;

export interface KnownValues {
  /** When given, neighborhood slugs outside this set are dropped. */
  neighborhoodSlugs?: ReadonlySet<string>;
  /** When given, amenity names outside this set are dropped (an unknown one would match nothing). */
  amenityNames?: ReadonlySet<string>;
}

type ParamSource = URLSearchParams | string;

/** The first value of the parameter that the schema accepts (empty form fields are simply absent). */
function firstValid<T>(params: URLSearchParams, name: string, schema: z.ZodType<T>): T | null {
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

export function parseListingFilters(source: ParamSource, known: KnownValues = {}): ListingFilters {
  const params = typeof source === "string" ? new URLSearchParams(source) : source;
  return {
    neighborhoods: allValid(params, LISTING_PARAMS.neighborhoods, known.neighborhoodSlugs),
    budget: firstValid(params, LISTING_PARAMS.budget, BudgetSchema),
    maxPrice: firstValid(params, LISTING_PARAMS.maxPrice, wholeNumber(0, MAX_PRICE_FILTER)),
    beds: firstValid(params, LISTING_PARAMS.beds, wholeNumber(0, MAX_BEDS_FILTER)),
    baths: firstValid(params, LISTING_PARAMS.baths, BathsSchema),
    amenities: allValid(params, LISTING_PARAMS.amenities, known.amenityNames),
    pets: firstValid(params, LISTING_PARAMS.pets, PetsSchema) ?? false,
    availableBy: firstValid(params, LISTING_PARAMS.availableBy, IsoDateSchema),
    q: firstValid(params, LISTING_PARAMS.q, QuerySchema),
    sort: firstValid(params, LISTING_PARAMS.sort, SortSchema) ?? DEFAULT_SORT,
    page: firstValid(params, LISTING_PARAMS.page, wholeNumber(1, MAX_PAGE)) ?? 1,
  };
}

/** The canonical query string of a search: fixed order, defaults left out. */
export function toSearchParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set(LISTING_PARAMS.q, filters.q);
  for (const slug of filters.neighborhoods) params.append(LISTING_PARAMS.neighborhoods, slug);
  if (filters.budget) params.set(LISTING_PARAMS.budget, filters.budget);
  if (filters.maxPrice !== null) params.set(LISTING_PARAMS.maxPrice, String(filters.maxPrice));
  if (filters.beds !== null) params.set(LISTING_PARAMS.beds, String(filters.beds));
  if (filters.baths !== null) params.set(LISTING_PARAMS.baths, String(filters.baths));
  for (const name of filters.amenities) params.append(LISTING_PARAMS.amenities, name);
  if (filters.pets) params.set(LISTING_PARAMS.pets, "1");
  if (filters.availableBy) params.set(LISTING_PARAMS.availableBy, filters.availableBy);
  if (filters.sort !== DEFAULT_SORT) params.set(LISTING_PARAMS.sort, filters.sort);
  if (filters.page > 1) params.set(LISTING_PARAMS.page, String(filters.page));
  return params;
}

/** A path with the canonical query string: "/listings?beds=2&pets=1". */
export function listingsHref(filters: ListingFilters, pathname = "/listings"): string {
  const query = toSearchParams(filters).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The rent window a search asks for: the budget range narrowed by the free maximum. */
export function priceBounds(filters: Pick<ListingFilters, "budget" | "maxPrice">): { min: number | null; max: number | null } {
  const range = filters.budget ? BUDGET_RANGES.find((r) => r.id === filters.budget) : undefined;
  const min = range?.min ?? null;
  const maxes = [range?.max ?? null, filters.maxPrice].filter((n): n is number => n !== null);
  return { min, max: maxes.length ? Math.min(...maxes) : null };
}

/** Same search on another page. */
export function withPage(filters: ListingFilters, page: number): ListingFilters {
  return { ...filters, page };
}
