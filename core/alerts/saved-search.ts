/**
 * A saved search is a /listings search kept under a name. What is kept is the search's canonical query with the page
 * and the order left out (listing-query.ts writes it): they change how results are shown, not which ones match, so
 * "?beds=2&page=3" and "?sort=price-asc&beds=2" are the same saved search as "?beds=2".
 */
import { z } from "zod";
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

export const SavedSearchNameSchema = z
  .string({ error: "Give the search a name." })
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, "Give the search a name.")
      .max(SAVED_SEARCH_NAME_MAX, `Keep the name to ${SAVED_SEARCH_NAME_MAX} characters.`),
  );

const checkbox = z
  .enum(["on", "1", "true"])
  .optional()
  .transform((value) => value !== undefined);

/** The "Save this search" form of /listings. `search` is the listings query as the page wrote it. */
export const SaveSearchFormSchema = z.object({
  intent: z.literal("save"),
  search: z.string().max(2000, "That search is too long to save.").default(""),
  name: SavedSearchNameSchema,
  emailAlerts: checkbox,
});

const savedSearchId = z.coerce.number({ error: "Choose a saved search." }).int().positive().max(2_147_483_647);

/** The forms of /account's saved searches. */
export const SavedSearchChangeSchema = z.discriminatedUnion("intent", [
  SaveSearchFormSchema,
  z.object({ intent: z.literal("rename"), id: savedSearchId, name: SavedSearchNameSchema }),
  z.object({ intent: z.literal("delete"), id: savedSearchId }),
  z.object({ intent: z.literal("open"), id: savedSearchId }),
  z.object({ intent: z.literal("mark-seen"), id: savedSearchId }),
  z.object({ intent: z.literal("email"), id: savedSearchId, emailAlerts: checkbox }),
]);
export type SavedSearchChange = z.infer<typeof SavedSearchChangeSchema>;
