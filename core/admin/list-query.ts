/**
 * A list's state as it lives in the URL (shareable, the back button works):
 * search words, filters, sort, page, page size and chosen columns, parsed
 * against the resource's declaration. Unknown or malformed values fall back
 * to the defaults rather than failing the page: a stale bookmark still opens
 * the list.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, sortableKeys, type ResourceSpec, type SortOrder } from "./resource.ts";

export interface ListQuery {
  /** Trimmed search words; "" for none. */
  q: string;
  /** Chosen filter values by filter key; absent means "Any". */
  filters: Record<string, string>;
  sort: SortOrder;
  /** From 1. */
  page: number;
  pageSize: number;
  /** Chosen columns; null for the declaration's defaults. */
  columns: string[] | null;
}

/** Search words longer than this are cut: nothing an admin types is that long, and the SQL stays cheap. */
export const SEARCH_MAX = 100;
/** Deeper pages than this are refused as the last page would be: offsets stay bounded. */
export const PAGE_MAX = 10_000;

type ListSpec = Pick<ResourceSpec, "columns" | "filters" | "defaultSort">;

export function parseListQuery(spec: ListSpec, params: URLSearchParams): ListQuery {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX);

  const filters: Record<string, string> = {};
  for (const filter of spec.filters) {
    const value = params.get(filter.key);
    if (value !== null && filter.options.some((option) => option.value === value)) filters[filter.key] = value;
  }

  const sortKey = params.get("sort");
  const dir = params.get("dir");
  const sort: SortOrder =
    sortKey && sortableKeys(spec).includes(sortKey) ? { key: sortKey, dir: dir === "desc" ? "desc" : "asc" } : spec.defaultSort;

  const page = clampInt(params.get("page"), 1, PAGE_MAX, 1);
  const size = Number(params.get("size"));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;

  const known = new Set(spec.columns.map((column) => column.key));
  const chosen = params.has("cols") ? params.getAll("cols").flatMap((value) => value.split(",")).filter((key) => known.has(key)) : null;

  return { q, filters, sort, page, pageSize, columns: chosen };
}

/**
 * The URL search of a list state, with only what differs from the defaults, so
 * links stay short and the default list is the bare path.
 */
export function listQueryToSearch(spec: ListSpec, query: ListQuery, change: Partial<ListQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  for (const filter of spec.filters) {
    const value = next.filters[filter.key];
    if (value !== undefined) params.set(filter.key, value);
  }
  if (next.sort.key !== spec.defaultSort.key || next.sort.dir !== spec.defaultSort.dir) {
    params.set("sort", next.sort.key);
    params.set("dir", next.sort.dir);
  }
  if (next.pageSize !== DEFAULT_PAGE_SIZE) params.set("size", String(next.pageSize));
  if (next.columns) params.set("cols", next.columns.join(","));
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The order a column header's link asks for: the other direction when already sorted by it, ascending otherwise. */
export function toggledSort(current: SortOrder, key: string): SortOrder {
  return current.key === key ? { key, dir: current.dir === "asc" ? "desc" : "asc" } : { key, dir: "asc" };
}

/** The number of pages for a total (at least 1, so an empty list has its page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function clampInt(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}
