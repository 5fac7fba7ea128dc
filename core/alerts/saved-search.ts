/**
 * A saved search is a /listings search kept under a name. What is kept is the search's canonical query with the page
 * and the order left out (listing-query.ts writes it): they change how results are shown, not which ones match, so
 * "?beds=2&page=3" and "?sort=price-asc&beds=2" are the same saved search as "?beds=2". Free of zod: /listings
 * uses it; the forms' schemas are in saved-search-forms.ts.
 */
import { activeFilters, type FilterLabels } from "../search/active-filters.ts";
import { DEFAULT_SORT, toSearchParams, type ListingFilters } from "../search/listing-query.ts";

export const SAVED_SEARCH_NAME_MAX = 80;
/** More than this per renter is a list nobody reads; the form says so. */
export const MAX_SAVED_SEARCHES = 25;

/** The query string a saved search keeps and runs: canonical, without page or order. */
export function savedSearchQuery(filters: ListingFilters): string {
  return toSearchParams({ ...filters, sort: DEFAULT_SORT, page: 1 }).toString();
}

/** "/listings?beds=2" for the kept query. */
export function savedSearchHref(query: string): string {
  return query ? `/listings?${query}` : "/listings";
}

/** A name for the form to suggest: the active filters' labels ("Montrose · 2+ Beds"), or "All apartments". */
export function suggestedSearchName(filters: ListingFilters, labels: FilterLabels): string {
  const name = activeFilters(filters, labels)
    .map((filter) => filter.label)
    .join(" · ");
  if (!name) return "All apartments";
  return name.length <= SAVED_SEARCH_NAME_MAX ? name : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…`;
}
