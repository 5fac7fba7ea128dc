/**
 * The oracle of the generated evaluation (issue 27): for a typed query and a catalogue, the answer the
 * query's semantics (core/assistant/query/README.md, "Semantics") call for, computed by brute force over
 * every community and every floor plan, straight from that text.
 *
 * It shares no code with the evaluator, the reader, the reply wording or respond() (an ESLint rule in
 * eslint.config.js refuses those imports here): a bug copied into both would otherwise pass. It may use the
 * domain's own facts (core/pets for the pet rule, core/commute for the drive and the walk to rail) and the
 * query and answer types.
 */
import { estimateDrive } from "../../../core/commute/estimate-drive.ts";
import { resolveDestination } from "../../../core/commute/resolve-destination.ts";
import type { Destination } from "../../../core/commute/types.ts";
import { nearestRailWalk } from "../../../core/commute/walk-to-rail.ts";
import type { MatchCommunity, MatchPlan } from "../../../core/matching/types.ts";
import { animalWelcome } from "../../../core/pets/pet-policy.ts";
import type { QueryAnswer } from "../../../core/assistant/query/answer.ts";
import type { Measure, Query, Range } from "../../../core/assistant/query/schema.ts";

/** What the oracle needs of a catalogue (an AssistantKnowledge is one). */
export interface Catalogue {
  /** yyyy-mm-dd */
  today: string;
  neighborhoods: readonly { id: number; slug: string; name: string; latitude: number; longitude: number; aliases?: readonly string[] }[];
  amenities: readonly { id: number; name: string }[];
  communities: readonly MatchCommunity[];
}

export interface ExpectedItem {
  slug: string;
  value: number | null;
  /** The community's title or the neighborhood's name, as a reply would name it. */
  name: string;
}

/** The fields of a QueryAnswer the evaluation compares. */
export interface ExpectedAnswer extends Pick<QueryAnswer, "operation" | "measure" | "subject" | "total" | "winner" | "openUnits"> {
  items: ExpectedItem[];
}

type Direction = "asc" | "desc";

const inRange = (value: number, range: Range | null) => range === null || ((range.min === null || value >= range.min) && (range.max === null || value <= range.max));

/** Whole days from `from` to `to` (yyyy-mm-dd), calendar days. */
function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** Whether one floor plan meets every plan-level filter. */
function planFits(plan: MatchPlan, query: Query): boolean {
  const f = query.filters;
  if (f.beds !== null && !inRange(plan.beds, f.beds)) return false;
  if (f.minBaths !== null && plan.baths < f.minBaths) return false;
  if (f.rent !== null && !inRange(plan.rent, f.rent)) return false;
  if (f.sqft !== null && !inRange(plan.sqft, f.sqft)) return false;
  if (f.availableBy !== null && !(plan.unitsAvailable > 0 && plan.availableFrom <= f.availableBy)) return false;
  return true;
}

interface Context {
  catalogue: Catalogue;
  query: Query;
  destination: Destination | null;
  amenityIds: Map<string, number>;
  neighborhoodSlugById: Map<number, string>;
}

function contextFor(query: Query, catalogue: Catalogue): Context {
  return {
    catalogue,
    query,
    destination: query.destination === null ? null : resolveDestination(query.destination, catalogue.neighborhoods),
    amenityIds: new Map(catalogue.amenities.map((a) => [a.name, a.id])),
    neighborhoodSlugById: new Map(catalogue.neighborhoods.map((n) => [n.id, n.slug])),
  };
}

/** The community's fitting plans when it is eligible for the query, else null. */
function fittingPlans(community: MatchCommunity, ctx: Context): MatchPlan[] | null {
  const { query } = ctx;
  const { scope, filters } = query;
  const neighborhood = ctx.neighborhoodSlugById.get(community.neighborhoodId) ?? "";
  if (scope.communities.length > 0 && !scope.communities.includes(community.slug)) return null;
  if (scope.neighborhoods.length > 0 && !scope.neighborhoods.includes(neighborhood)) return null;
  if (scope.excludeNeighborhoods.includes(neighborhood)) return null;
  for (const key of filters.amenities) {
    const id = ctx.amenityIds.get(key);
    if (id === undefined || !community.amenityIds.includes(id)) return null;
  }
  for (const key of filters.withoutAmenities) {
    const id = ctx.amenityIds.get(key);
    if (id !== undefined && community.amenityIds.includes(id)) return null;
  }
  if (filters.animal !== null && !animalWelcome(community.petPolicy, filters.animal).welcome) return null;
  if (filters.yearBuilt !== null && !inRange(community.yearBuilt, filters.yearBuilt)) return null;
  if (filters.commuteMinutes !== null) {
    if (ctx.destination === null) return null;
    if (estimateDrive(community, ctx.destination).minutes > filters.commuteMinutes) return null;
  }
  const plans = community.floorPlans.filter((plan) => planFits(plan, query));
  return plans.length > 0 ? plans : null;
}

/** A plan's value for a plan measure; null when it has none (a plan with no size, no open unit). */
function planValue(plan: MatchPlan, community: MatchCommunity, measure: Measure, today: string): number | null {
  switch (measure) {
    case "rent":
      return plan.rent;
    case "monthly-total":
      return plan.rent + community.parkingFee;
    case "size":
      return plan.sqft > 0 ? plan.sqft : null;
    case "price-per-sqft":
      return plan.sqft > 0 ? cents(plan.rent / plan.sqft) : null;
    case "move-in":
      if (plan.unitsAvailable <= 0) return null;
      return daysBetween(today, plan.availableFrom > today ? plan.availableFrom : today);
    default:
      return null;
  }
}

/** Is `a` strictly better than `b` in the direction. */
const better = (a: number, b: number, direction: Direction) => (direction === "asc" ? a < b : a > b);

/** An eligible community's value for the measure over its fitting plans, the best plan in the direction winning. */
function communityValue(community: MatchCommunity, plans: readonly MatchPlan[], ctx: Context, direction: Direction): number | null {
  const { measure } = ctx.query;
  switch (measure) {
    case "year-built":
      return community.yearBuilt;
    case "drive-minutes":
      return ctx.destination === null ? null : estimateDrive(community, ctx.destination).minutes;
    case "rail-minutes":
      return nearestRailWalk(community)?.minutes ?? null;
    case "count":
      return 1;
    default: {
      let best: number | null = null;
      // The first listed plan keeps an equal value: only a strictly better one replaces it.
      for (const plan of plans) {
        const value = planValue(plan, community, measure, ctx.catalogue.today);
        if (value !== null && (best === null || better(value, best, direction))) best = value;
      }
      return best;
    }
  }
}

/** The direction a neighborhood's communities are each valued in: the measure's own. */
function naturalDirection(measure: Measure): Direction {
  return measure === "size" || measure === "year-built" ? "desc" : "asc";
}

function queryDirection(query: Query): Direction {
  if (query.operation === "min") return "asc";
  if (query.operation === "max") return "desc";
  return query.direction;
}

/** The middle value; for an even count the mean of the two middle ones, rounded to whole units (cents for price per square foot). */
export function median(values: readonly number[], measure: Measure): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  const low = sorted[middle - 1]!;
  const high = sorted[middle]!;
  if (measure === "price-per-sqft") return Math.round((Math.round(low * 100) + Math.round(high * 100)) / 2) / 100;
  return Math.round((low + high) / 2);
}

interface Ranked extends ExpectedItem {
  /** Neighborhoods: how many valued communities the value is over (all eligible ones for count). */
  valued: number;
  eligible: number;
}

/** Sorted by value in the direction, null values last, ties by name ("en"), then slug. */
function order<T extends ExpectedItem>(items: T[], direction: Direction): T[] {
  return items.sort((a, b) => {
    if (a.value !== b.value) {
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      return direction === "asc" ? a.value - b.value : b.value - a.value;
    }
    const byName = a.name.localeCompare(b.name, "en");
    if (byName !== 0) return byName;
    return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
  });
}

interface Eligible {
  community: MatchCommunity;
  plans: MatchPlan[];
}

function eligibleCommunities(ctx: Context): Eligible[] {
  const out: Eligible[] = [];
  for (const community of ctx.catalogue.communities) {
    const plans = fittingPlans(community, ctx);
    if (plans) out.push({ community, plans });
  }
  return out;
}

/** Every neighborhood in scope, with its median value over its eligible communities. */
function neighborhoodValues(ctx: Context, eligible: readonly Eligible[]): Ranked[] {
  const { query } = ctx;
  const inScope = ctx.catalogue.neighborhoods.filter(
    (n) => (query.scope.neighborhoods.length === 0 || query.scope.neighborhoods.includes(n.slug)) && !query.scope.excludeNeighborhoods.includes(n.slug),
  );
  const natural = naturalDirection(query.measure);
  return inScope.map((n) => {
    const mine = eligible.filter((e) => e.community.neighborhoodId === n.id);
    if (query.measure === "count") return { slug: n.slug, name: n.name, value: mine.length, valued: mine.length, eligible: mine.length };
    const values = mine.map((e) => communityValue(e.community, e.plans, ctx, natural)).filter((v): v is number => v !== null);
    return { slug: n.slug, name: n.name, value: median(values, query.measure), valued: values.length, eligible: mine.length };
  });
}

const strip = ({ slug, value, name }: ExpectedItem): ExpectedItem => ({ slug, value, name });

function winnerOf(items: readonly ExpectedItem[], direction: Direction): string | null {
  if (items.length === 0 || items.some((item) => item.value === null)) return null;
  let best = items[0]!;
  for (const item of items.slice(1)) if (better(item.value!, best.value!, direction)) best = item;
  const strictly = items.every((item) => item === best || better(best.value!, item.value!, direction));
  return strictly ? best.slug : null;
}

/** The answer the query's semantics call for over the catalogue. Throws for explain and no-data (answered by their topic, not computed). */
export function expectedAnswer(query: Query, catalogue: Catalogue): ExpectedAnswer {
  if (query.operation === "explain" || query.operation === "no-data") throw new Error(`${query.operation} is answered by its topic, not computed`);
  const ctx = contextFor(query, catalogue);
  const direction = queryDirection(query);
  const eligible = eligibleCommunities(ctx);
  const base = { operation: query.operation, measure: query.measure, subject: query.subject, winner: null, openUnits: null };

  if (query.subject === "community") {
    if (query.operation === "count") {
      const openUnits = eligible.reduce((sum, e) => sum + e.plans.reduce((s, p) => s + p.unitsAvailable, 0), 0);
      return { ...base, total: eligible.length, items: [], openUnits };
    }
    if (query.operation === "compare") {
      const byComparedSlug = new Map(eligible.map((e) => [e.community.slug, e]));
      const items = query.compared.map((slug) => {
        const e = byComparedSlug.get(slug);
        const known = catalogue.communities.find((c) => c.slug === slug);
        return { slug, name: known?.title ?? slug, value: e ? communityValue(e.community, e.plans, ctx, direction) : null };
      });
      return { ...base, total: eligible.length, items, winner: winnerOf(items, direction) };
    }
    const valued = eligible.map((e) => ({ slug: e.community.slug, name: e.community.title, value: communityValue(e.community, e.plans, ctx, direction) }));
    const sorted = order(valued, direction);
    const shown = query.operation === "min" || query.operation === "max" ? sorted.slice(0, 2) : sorted.slice(0, query.limit);
    return { ...base, total: eligible.length, items: shown };
  }

  const neighborhoods = neighborhoodValues(ctx, eligible);
  if (query.operation === "count") {
    return { ...base, total: neighborhoods.filter((n) => n.eligible > 0).length, items: [] };
  }
  if (query.operation === "compare") {
    const bySlug = new Map(neighborhoods.map((n) => [n.slug, n]));
    const items = query.compared.map((slug) => {
      const n = bySlug.get(slug);
      const named = catalogue.neighborhoods.find((x) => x.slug === slug);
      // One valued community is enough to compare; a count of none is still a count (0).
      const value = n === undefined ? null : query.measure === "count" ? n.eligible : n.valued >= 1 ? n.value : null;
      return { slug, name: named?.name ?? slug, value };
    });
    const total = neighborhoods.filter((n) => n.valued >= 1).length;
    return { ...base, total, items, winner: winnerOf(items, direction) };
  }
  const needed = query.measure === "count" ? 1 : 2;
  const ranked = order(
    neighborhoods.filter((n) => n.valued >= needed),
    direction,
  );
  const shown = query.operation === "min" || query.operation === "max" ? ranked.slice(0, 2) : ranked.slice(0, query.limit);
  return { ...base, total: ranked.length, items: shown.map(strip) };
}
