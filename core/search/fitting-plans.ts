/**
 * The floor plans of a community that fit a search, as a card shows them.
 *
 * A search with plan-level filters (bedrooms, rent window, bathrooms, move-in date) is about plans, not
 * communities: "2 beds" is answered by a community's 2-bed plans, so its card says "2 Beds from $1,320", and
 * "Price: low to high" orders by that fitting rent, never by the community's studio price. The SQL that finds
 * the fitting plans lives in db/queries/search-apartments.ts (one search definition); this module decides
 * when a search is about plans and how their summary reads.
 */
import { formatBeds, formatDollars } from "../format/ranges.ts";
// listing-query.ts, not the parser: the cards that show fitting plans are on every listing page, the parser (zod) is not.
import { priceBounds, type ListingFilters } from "./listing-query.ts";

/** The cheapest fitting plan of one bedroom count. */
export interface FittingPlanGroup {
  beds: number;
  /** The lowest rent among the fitting plans with this many bedrooms. */
  fromRent: number;
  /** How many fitting plans have this many bedrooms. */
  plans: number;
}

/** True when the search narrows floor plans, so the cards should show the plans that fit rather than the whole range. */
export function searchNarrowsPlans(filters: ListingFilters): boolean {
  const { min, max } = priceBounds(filters);
  return filters.beds !== null || filters.maxBeds !== null || filters.baths !== null || filters.availableBy !== null || min !== null || max !== null;
}

/**
 * True when ordering by price must look at the fitting plans: the community's own lowest rent (apartments.min_price)
 * is the cheapest fitting rent when the only plan-level filter is a rent ceiling (the cheapest plan under the
 * ceiling is the cheapest plan), so that search keeps its index order; any other plan filter can exclude the cheapest plan.
 */
export function priceSortNeedsFittingPlans(filters: ListingFilters): boolean {
  const { min } = priceBounds(filters);
  return filters.beds !== null || filters.maxBeds !== null || filters.baths !== null || filters.availableBy !== null || min !== null;
}

/** Groups sorted by bedroom count, fewest first. */
export function sortFittingPlans(groups: FittingPlanGroup[]): FittingPlanGroup[] {
  return [...groups].sort((a, b) => a.beds - b.beds);
}

/** "2 Beds from $1,320", "Studio from $990". */
export function formatFittingPlanGroup(group: FittingPlanGroup): string {
  return `${formatBeds(group.beds)} from ${formatDollars(group.fromRent)}`;
}

/** The lowest rent among all fitting plans, or null when none fit. */
export function cheapestFittingRent(groups: readonly FittingPlanGroup[]): number | null {
  return groups.length === 0 ? null : Math.min(...groups.map((group) => group.fromRent));
}

/**
 * The plan-level part of a search, as A.L.I. hands it to its apartment cards: a plan fits when it has the
 * bedrooms asked for (a studio search wants studios; otherwise at least that many, and at most `maxBeds`), at least `minBaths`
 * bathrooms, a rent of at most `maxRent`, and, with `availableBy`, a unit open by that date. The same rules
 * as planFilters in db/queries/search-apartments.ts, for plans already in memory.
 */
export interface PlanFit {
  beds: number | null;
  /** At most this many bedrooms ("a 2 bed" is 2 to 2); absent in replies saved before it existed. */
  maxBeds?: number | null;
  minBaths: number | null;
  maxRent: number | null;
  /** yyyy-mm-dd */
  availableBy: string | null;
}

export interface PlanFacts {
  beds: number;
  baths: number;
  rent: number;
  unitsAvailable: number;
  /** yyyy-mm-dd */
  availableFrom: string;
}

export function planFits(plan: PlanFacts, fit: PlanFit): boolean {
  if (fit.beds !== null && (fit.beds === 0 ? plan.beds !== 0 : plan.beds < fit.beds)) return false;
  if (fit.maxBeds != null && plan.beds > fit.maxBeds) return false;
  if (fit.minBaths !== null && plan.baths < fit.minBaths) return false;
  if (fit.maxRent !== null && plan.rent > fit.maxRent) return false;
  if (fit.availableBy !== null && (plan.unitsAvailable <= 0 || plan.availableFrom > fit.availableBy)) return false;
  return true;
}

/** The fitting plans grouped by bedroom count, fewest first; empty when none fit. */
export function fittingPlanGroups(plans: readonly PlanFacts[], fit: PlanFit): FittingPlanGroup[] {
  const groups = new Map<number, FittingPlanGroup>();
  for (const plan of plans) {
    if (!planFits(plan, fit)) continue;
    const group = groups.get(plan.beds);
    if (group) {
      group.plans += 1;
      group.fromRent = Math.min(group.fromRent, plan.rent);
    } else groups.set(plan.beds, { beds: plan.beds, fromRent: plan.rent, plans: 1 });
  }
  return sortFittingPlans([...groups.values()]);
}

/** True when the fit narrows anything. */
export function planFitNarrows(fit: PlanFit): boolean {
  return fit.beds !== null || fit.maxBeds != null || fit.minBaths !== null || fit.maxRent !== null || fit.availableBy !== null;
}
