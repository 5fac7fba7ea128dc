/**
 * The filters a search has switched on, one entry per removable value: the
 * chips above the results and the "try without ..." links of the empty state.
 * Each entry carries the search without it (back on page 1), so a link can be
 * built from it directly.
 */
import { formatBaths, formatBedRange, formatBeds, formatDollars } from "../format/ranges.ts";
import { BUDGET_RANGES } from "../reference/budget-ranges.ts";
import { LEASE_LENGTH_LABELS, type OfferedLeaseTerm } from "../reference/lease-lengths.ts";
import { EMPTY_LISTING_FILTERS, type ListingFilters } from "./listing-query.ts";

export type ActiveFilterKind =
  | "q"
  | "neighborhood"
  | "budget"
  | "minPrice"
  | "maxPrice"
  | "beds"
  | "baths"
  | "amenity"
  | "maxParkingFee"
  | "pets"
  | "petFree"
  | "dogLb"
  | "leaseTerm"
  | "availableBy"
  | "builtFrom"
  | "builtTo";

export interface ActiveFilter {
  kind: ActiveFilterKind;
  /** What the chip says: "Montrose", "2+ Beds", "Up to $1,800". */
  label: string;
  /** The same search without this one value. */
  without: ListingFilters;
}

export interface FilterLabels {
  /** slug -> display name */
  neighborhoods: ReadonlyMap<string, string>;
  /** amenity name -> display name */
  amenities: ReadonlyMap<string, string>;
}

export function bedsFilterLabel(beds: number): string {
  return beds === 0 ? "Studio" : `${beds}+ ${beds === 1 ? "Bed" : "Beds"}`;
}

/**
 * The bedroom window of `beds` and `maxBeds` in one label: "2+ Beds", "2 Beds" (exactly), "1 - 3 Beds", "Up to 2 Beds"
 * (a studio included), "Studio".
 */
export function bedRangeFilterLabel(beds: number | null, maxBeds: number | null): string {
  if (maxBeds === null || beds === 0) return bedsFilterLabel(beds ?? 0);
  if (beds === null) return maxBeds === 0 ? formatBeds(0) : `Up to ${formatBeds(maxBeds)}`;
  return formatBedRange(beds, maxBeds) ?? formatBeds(beds);
}

export function bathsFilterLabel(baths: number): string {
  return `${formatBaths(baths).replace(/ Baths?$/, "")}+ ${baths === 1 ? "Bath" : "Baths"}`;
}

export function dogFilterLabel(pounds: number): string {
  return `Takes a ${pounds} lb dog`;
}

/** "Free parking", "Parking up to $50/mo". */
export function parkingFilterLabel(maxFee: number): string {
  return maxFee === 0 ? "Free parking" : `Parking up to ${formatDollars(maxFee)}/mo`;
}

/** The pets choice, as its chip and the form's options say it. */
export const PETS_FILTER_LABELS = { allowed: "Pets allowed", none: "Pet-free building" } as const;

/** "Month-to-month lease", "6-month lease". */
export function leaseTermFilterLabel(term: OfferedLeaseTerm): string {
  return `${LEASE_LENGTH_LABELS[term].replace(/^(\d+) months$/, "$1-month")} lease`;
}

export function builtFromFilterLabel(year: number): string {
  return `Built ${year} or later`;
}

export function builtToFilterLabel(year: number): string {
  return `Built ${year} or earlier`;
}

/** "Jun 1, 2026" from "2026-06-01", independent of the server's time zone. */
function formatDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export function activeFilters(filters: ListingFilters, labels: FilterLabels): ActiveFilter[] {
  const base: ListingFilters = { ...filters, page: 1 };
  const result: ActiveFilter[] = [];
  if (filters.q) result.push({ kind: "q", label: `“${filters.q}”`, without: { ...base, q: null } });
  for (const slug of filters.neighborhoods) {
    result.push({
      kind: "neighborhood",
      label: labels.neighborhoods.get(slug) ?? slug,
      without: { ...base, neighborhoods: filters.neighborhoods.filter((s) => s !== slug) },
    });
  }
  if (filters.budget) {
    const range = BUDGET_RANGES.find((r) => r.id === filters.budget);
    result.push({ kind: "budget", label: range?.label ?? filters.budget, without: { ...base, budget: null } });
  }
  if (filters.minPrice !== null) {
    result.push({ kind: "minPrice", label: `From ${formatDollars(filters.minPrice)}`, without: { ...base, minPrice: null } });
  }
  if (filters.maxPrice !== null) {
    result.push({ kind: "maxPrice", label: `Up to ${formatDollars(filters.maxPrice)}`, without: { ...base, maxPrice: null } });
  }
  // One chip for the bedroom window ("2 Beds" is beds=2&maxBeds=2): removing it removes both ends.
  if (filters.beds !== null || filters.maxBeds !== null) {
    result.push({ kind: "beds", label: bedRangeFilterLabel(filters.beds, filters.maxBeds), without: { ...base, beds: null, maxBeds: null } });
  }
  if (filters.baths !== null) result.push({ kind: "baths", label: bathsFilterLabel(filters.baths), without: { ...base, baths: null } });
  for (const name of filters.amenities) {
    result.push({
      kind: "amenity",
      label: labels.amenities.get(name) ?? name,
      without: { ...base, amenities: filters.amenities.filter((a) => a !== name) },
    });
  }
  if (filters.maxParkingFee !== null) {
    result.push({ kind: "maxParkingFee", label: parkingFilterLabel(filters.maxParkingFee), without: { ...base, maxParkingFee: null } });
  }
  // Without pets, no dog either (the dog asks for pets); without the dog, pets stay asked for.
  if (filters.pets) result.push({ kind: "pets", label: PETS_FILTER_LABELS.allowed, without: { ...base, pets: false, dogLb: null } });
  if (filters.petFree) result.push({ kind: "petFree", label: PETS_FILTER_LABELS.none, without: { ...base, petFree: false } });
  if (filters.dogLb !== null) result.push({ kind: "dogLb", label: dogFilterLabel(filters.dogLb), without: { ...base, dogLb: null } });
  for (const term of filters.leaseTerms) {
    result.push({ kind: "leaseTerm", label: leaseTermFilterLabel(term), without: { ...base, leaseTerms: filters.leaseTerms.filter((t) => t !== term) } });
  }
  if (filters.availableBy) {
    result.push({ kind: "availableBy", label: `Available by ${formatDay(filters.availableBy)}`, without: { ...base, availableBy: null } });
  }
  if (filters.builtFrom !== null) result.push({ kind: "builtFrom", label: builtFromFilterLabel(filters.builtFrom), without: { ...base, builtFrom: null } });
  if (filters.builtTo !== null) result.push({ kind: "builtTo", label: builtToFilterLabel(filters.builtTo), without: { ...base, builtTo: null } });
  return result;
}

/** The search with every filter removed but the sort kept. */
export function withoutAllFilters(filters: ListingFilters): ListingFilters {
  return { ...EMPTY_LISTING_FILTERS, sort: filters.sort };
}
