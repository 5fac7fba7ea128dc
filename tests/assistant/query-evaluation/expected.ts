/**
 * The oracle of the generated evaluation (issue 27): for a typed query and a catalogue, the answer the
 * query's semantics (core/assistant/query/README.md, "Semantics") call for, computed by brute force over
 * every community and every floor plan, straight from that text.
 *
 * It shares no code with the evaluator, the reader, the reply wording or respond() (an ESLint rule in
 * eslint.config.js refuses those imports here): a bug copied into both would otherwise pass. It may use the
 * domain's own facts (core/pets for the pet rule, core/commute for the drive and the walk to rail) and the
 * query and answer types.
 *
 * `explain` and `no-data` queries carry no computed answer: for them `expectedTopicReply` says what the reply must
 * state (facts, each a pattern over the text: a count, a dollar figure, a name, where to check), computed from the
 * catalogue by the same brute force, never the reply's exact prose, and which cards it must or must not show.
 */
import { AVERAGE_DRIVE_SPEED_MPH, estimateDrive } from "../../../core/commute/estimate-drive.ts";
import { resolveDestination } from "../../../core/commute/resolve-destination.ts";
import type { Destination } from "../../../core/commute/types.ts";
import { nearestRailWalk } from "../../../core/commute/walk-to-rail.ts";
import type { MatchCommunity, MatchPlan } from "../../../core/matching/types.ts";
import { animalWelcome } from "../../../core/pets/pet-policy.ts";
import type { QueryAnswer } from "../../../core/assistant/query/answer.ts";
import type { Measure, Query, Range, TermKey } from "../../../core/assistant/query/schema.ts";

/** What the oracle needs of a catalogue (an AssistantKnowledge is one). */
export interface Catalogue {
  /** yyyy-mm-dd */
  today: string;
  neighborhoods: readonly { id: number; slug: string; name: string; latitude: number; longitude: number; aliases?: readonly string[]; description?: string }[];
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
  // Parking of a kind asked: one of the community's parking options is of one of those kinds.
  const kinds: readonly string[] = filters.parkingKinds ?? [];
  if (kinds.length > 0 && !community.parking.some((option) => kinds.includes(option.kind))) return null;
  // Parking at a fee of at most the limit: the parking amenity listed, and its monthly fee (of the kinds asked, when asked).
  if (typeof filters.maxParkingFee === "number") {
    const parking = ctx.amenityIds.get("parking");
    if (parking === undefined || !community.amenityIds.includes(parking) || parkingFeeFor(community, kinds) > filters.maxParkingFee) return null;
  }
  // Lease terms: one of them offered.
  if (filters.leaseTerms !== undefined && filters.leaseTerms.length > 0 && !community.leaseTerms.some((term) => (filters.leaseTerms as readonly string[]).includes(term))) return null;
  // Pet-free: a policy that takes neither dogs nor cats.
  if (filters.petFree === true && (community.petPolicy.dogs || community.petPolicy.cats)) return null;
  // A move-in special running on the catalogue's today: no start or one on or before it, an end on or after it.
  if (filters.hasSpecial === true) {
    const special = community.special;
    const today = ctx.catalogue.today;
    if (special === null || (special.startsOn !== null && special.startsOn > today) || special.endsOn < today) return null;
  }
  if (filters.yearBuilt !== null && !inRange(community.yearBuilt, filters.yearBuilt)) return null;
  if (filters.commuteMinutes !== null) {
    if (ctx.destination === null) return null;
    if (estimateDrive(community, ctx.destination).minutes > filters.commuteMinutes) return null;
  }
  const plans = community.floorPlans.filter((plan) => planFits(plan, query));
  return plans.length > 0 ? plans : null;
}

/** The monthly parking fee: the community's own (its cheapest option), or with kinds asked the cheapest option of those kinds (Infinity: none). */
function parkingFeeFor(community: MatchCommunity, kinds: readonly string[]): number {
  if (kinds.length === 0) return community.parkingFee;
  return Math.min(...community.parking.filter((option) => kinds.includes(option.kind)).map((option) => option.monthly));
}

/** A plan's value for a plan measure; null when it has none (a plan with no size, no open unit). */
function planValue(plan: MatchPlan, community: MatchCommunity, measure: Measure, today: string, kinds: readonly string[]): number | null {
  switch (measure) {
    case "rent":
      return plan.rent;
    case "monthly-total":
      return plan.rent + parkingFeeFor(community, kinds);
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
    case "open-units":
      // Every fitting plan's open units, added up (no plan wins).
      return plans.reduce((sum, plan) => sum + plan.unitsAvailable, 0);
    case "pet-rent":
    case "pet-fees": {
      // A policy taking neither dogs nor cats has no pet charges; an assistance animal is no pet (nothing to pay).
      const policy = community.petPolicy;
      if (!policy.dogs && !policy.cats) return null;
      if (measure === "pet-fees" && policy.petFee === null && policy.petDeposit === null) return null;
      const animal = ctx.query.filters.animal;
      if (animal?.assistance) return 0;
      const pets = animal?.count ?? 1;
      return measure === "pet-rent" ? policy.petRent * pets : ((policy.petFee ?? 0) + (policy.petDeposit ?? 0)) * pets;
    }
    case "amenity-count":
      // Every amenity the community lists.
      return community.amenityIds.length;
    case "dog-weight":
      // The heaviest dog it takes; no limit is heavier than any dog (README: 1,000 lb); no dogs, no value.
      return community.petPolicy.dogs ? (community.petPolicy.dogWeightLimitLb ?? 1000) : null;
    case "parking-fee": {
      // The monthly fee of a community listing parking; none listed: no value.
      const parking = ctx.amenityIds.get("parking");
      return parking !== undefined && community.amenityIds.includes(parking) ? parkingFeeFor(community, ctx.query.filters.parkingKinds ?? []) : null;
    }
    default: {
      let best: number | null = null;
      // The first listed plan keeps an equal value: only a strictly better one replaces it.
      for (const plan of plans) {
        const value = planValue(plan, community, measure, ctx.catalogue.today, ctx.query.filters.parkingKinds ?? []);
        if (value !== null && (best === null || better(value, best, direction))) best = value;
      }
      return best;
    }
  }
}

/** The direction a neighborhood's communities are each valued in: the measure's own. */
function naturalDirection(measure: Measure): Direction {
  return measure === "size" || measure === "year-built" || measure === "amenity-count" || measure === "dog-weight" ? "desc" : "asc";
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

/**
 * A neighborhood's figure by the statistic asked: the median; the mean (each figure in whole units, or cents for price
 * per square foot, summed, over the count, rounded); or the lowest or highest value.
 */
function summary(values: readonly number[], measure: Measure, statistic: "median" | "mean" | "min" | "max"): number | null {
  if (values.length === 0) return null;
  if (statistic === "median") return median(values, measure);
  const quoted = (v: number) => (measure === "price-per-sqft" ? Math.round(v * 100) / 100 : Math.round(v));
  if (statistic === "min") return quoted(values.reduce((low, v) => (v < low ? v : low)));
  if (statistic === "max") return quoted(values.reduce((high, v) => (v > high ? v : high)));
  if (measure === "price-per-sqft") return Math.round(values.reduce((sum, v) => sum + Math.round(v * 100), 0) / values.length) / 100;
  // Each figure as a reply quotes it (whole units), then averaged.
  return Math.round(values.reduce((sum, v) => sum + Math.round(v), 0) / values.length);
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
    // Units open: the sum over the neighborhood's eligible communities (none eligible: no value).
    if (query.measure === "open-units") {
      const sum = mine.reduce((total, e) => total + (communityValue(e.community, e.plans, ctx, natural) ?? 0), 0);
      return { slug: n.slug, name: n.name, value: mine.length > 0 ? sum : null, valued: mine.length, eligible: mine.length };
    }
    const values = mine.map((e) => communityValue(e.community, e.plans, ctx, natural)).filter((v): v is number => v !== null);
    return { slug: n.slug, name: n.name, value: summary(values, query.measure, query.statistic ?? "median"), valued: values.length, eligible: mine.length };
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

/** The answer the query's semantics call for over the catalogue. Throws for explain and no-data (see expectedTopicReply). */
export function expectedAnswer(query: Query, catalogue: Catalogue): ExpectedAnswer {
  if (query.operation === "explain" || query.operation === "no-data") throw new Error(`${query.operation} is answered by its topic (expectedTopicReply), not computed`);
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
    const from = query.operation === "list" || query.operation === "rank" ? (query.offset ?? 0) : 0;
    const shown = query.operation === "min" || query.operation === "max" ? sorted.slice(0, query.position + 1) : sorted.slice(from, from + query.limit);
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
  // list, rank, min and max rank only neighborhoods with two valued communities (one for count): a list scoped to one
  // neighborhood ("the average size of a 2 bed in Midtown") is that neighborhood with its median under the same rule.
  const needed = query.measure === "count" || query.measure === "open-units" ? 1 : 2;
  const ranked = order(
    neighborhoods.filter((n) => n.valued >= needed),
    direction,
  );
  const skip = query.operation === "list" || query.operation === "rank" ? (query.offset ?? 0) : 0;
  const shown = query.operation === "min" || query.operation === "max" ? ranked.slice(0, query.position + 1) : ranked.slice(skip, skip + query.limit);
  return { ...base, total: ranked.length, items: shown.map(strip) };
}

// ---------------------------------------------------------------------------------------------------------
// explain and no-data: what the reply must state, from the catalogue.

/** One thing the reply must state, as a pattern over its text (markers included); `what` says it in words for a failure. */
export interface TopicFact {
  what: string;
  pattern: RegExp;
}

/** What a reply to an explain or no-data query must show. */
export interface ExpectedTopicReply {
  /** "no-data x data-gap (flood risk)", "explain x parking-cost": the report's row. */
  key: string;
  facts: TopicFact[];
  /** No apartment card at all: data we lack or a place we do not cover is never answered with listings as if they fit. */
  noApartmentCards: boolean;
  /** The apartment cards the reply must show among its own (the community asked about). */
  apartmentCards: string[];
  /** The neighborhood cards it must show (the neighborhood described). */
  neighborhoodCards: string[];
  /** The cards show the plans of this bedroom count (a community's plans for it); null: not checked. */
  planFitBeds: number | null;
  /** Whatever the wording, nothing may be saved nor claimed saved (a no-data question states no wish). */
  neverSaves: boolean;
}

/**
 * Places renters name that we do not cover, with their centres (public coordinates, to about a mile): the oracle's
 * own list, written apart from core/assistant/outside-places.ts. None is a neighborhood of the test catalogue.
 */
export const PLACES_WE_DO_NOT_COVER: readonly { name: string; kind: "suburb" | "city"; latitude: number; longitude: number }[] = [
  { name: "Pearland", kind: "suburb", latitude: 29.5636, longitude: -95.286 },
  { name: "Sugar Land", kind: "suburb", latitude: 29.6197, longitude: -95.6349 },
  { name: "The Woodlands", kind: "suburb", latitude: 30.1658, longitude: -95.4613 },
  { name: "Cypress", kind: "suburb", latitude: 29.9691, longitude: -95.6972 },
  { name: "Pasadena", kind: "suburb", latitude: 29.6911, longitude: -95.2091 },
  { name: "League City", kind: "suburb", latitude: 29.5075, longitude: -95.095 },
  { name: "Austin", kind: "city", latitude: 30.2672, longitude: -97.7431 },
  { name: "Dallas", kind: "city", latitude: 32.7767, longitude: -96.797 },
  { name: "San Antonio", kind: "city", latitude: 29.4241, longitude: -98.4936 },
  { name: "Fort Worth", kind: "city", latitude: 32.7555, longitude: -97.3308 },
];

/** Where a renter can check what no listing holds, by the gap's topic (schema.ts `data-gap`): named by the reply. */
const WHERE_TO_CHECK: Record<string, TopicFact> = {
  "flood risk": { what: "FEMA's flood maps", pattern: /\bFEMA\b/ },
  "crime and safety": { what: "the police's crime statistics", pattern: /\bpolice\b|\bHPD\b|\bsheriff/i },
  schools: { what: "the Texas Education Agency's ratings", pattern: /Texas Education Agency|txschools/i },
  deposits: { what: "the leasing office", pattern: /leasing office/i },
  utilities: { what: "the leasing office", pattern: /leasing office/i },
};

const SAYS_NO_DATA: TopicFact = {
  what: "says we do not have that data",
  pattern: /\b(?:don't|do not|doesn't|does not|can't|cannot)\s+(?:have|hold|record|track|list)\b|\bno (?:data|information|figures|records?)\b/i,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const names = (name: string): TopicFact => ({ what: `names ${name}`, pattern: new RegExp(escapeRegExp(name), "i") });
const dollars = (amount: number, what: string): TopicFact => ({ what: `${what} $${amount.toLocaleString("en-US")}`, pattern: new RegExp(`${escapeRegExp(`$${amount.toLocaleString("en-US")}`)}(?![\\d,])`) });
const counted = (n: number, what: string): TopicFact => ({ what: `${what} ${n}`, pattern: new RegExp(`(?<![\\d,.$])${n}(?![\\d,])`) });
const squareFeet = (n: number): TopicFact => ({ what: `${n} sq ft`, pattern: new RegExp(`(?<![\\d,])${escapeRegExp(n.toLocaleString("en-US"))} (?:sq ?ft|square feet)`, "i") });
/** A median as a reply may write it: the word (or "typical", "average") just before the figure, or just after it. */
const medianOf = (amount: number, what: string): TopicFact => {
  const figure = `${escapeRegExp(`$${amount.toLocaleString("en-US")}`)}(?![\\d,])`;
  return { what: `${what} $${amount.toLocaleString("en-US")}`, pattern: new RegExp(`\\b(?:median|typical|average|typically|usually)\\b[^$\\d.]{0,25}${figure}|${figure}[^.$\\d]{0,15}\\b(?:median|typical)\\b`, "i") };
};
const NONE: TopicFact = { what: "says there are none", pattern: /\b(?:no|none|0|don't|do not)\b/i };

/** Great-circle miles (mean Earth radius 3,958.8 mi): the oracle's own, for the neighborhoods nearest a place. */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The three covered neighborhoods (with at least one community) nearest the place, nearest first, less any whose
 * place in the three is a near tie with the fourth (within half a mile: coordinates "to about a mile" cannot tell them apart).
 */
export function nearestCoveredNeighborhoods(place: { latitude: number; longitude: number }, catalogue: Catalogue): Catalogue["neighborhoods"][number][] {
  const covered = catalogue.neighborhoods
    .filter((n) => catalogue.communities.some((c) => c.neighborhoodId === n.id))
    .map((n) => ({ n, miles: milesBetween(place, n) }))
    .sort((a, b) => a.miles - b.miles);
  const fourth = covered[3]?.miles ?? Infinity;
  return covered
    .slice(0, 3)
    .filter(({ miles }) => miles < fourth - 0.5)
    .map(({ n }) => n);
}

/** A lease term as a reply may write it: "month-to-month", "6-month" as "6 months" or "6-month". */
function leaseTermPattern(term: string): string {
  if (term === "month-to-month") return "month[- ]to[- ]month";
  const months = /^(\d+)-month$/.exec(term);
  return months ? `(?<!\\d)${months[1]}[- ]months?` : escapeRegExp(term);
}

/** The median of whole dollars: for an even count the mean of the two middle ones, rounded. */
const medianDollars = (values: readonly number[]) => median(values, "rent")!;

function scopeNeighborhoods(query: Query, catalogue: Catalogue): Catalogue["neighborhoods"][number][] {
  return query.scope.neighborhoods.map((slug) => catalogue.neighborhoods.find((n) => n.slug === slug)).filter((n): n is Catalogue["neighborhoods"][number] => n !== undefined);
}

function communitiesIn(places: readonly { id: number }[], catalogue: Catalogue): readonly MatchCommunity[] {
  if (places.length === 0) return catalogue.communities;
  return catalogue.communities.filter((c) => places.some((n) => n.id === c.neighborhoodId));
}

function communityOf(slug: string | undefined, catalogue: Catalogue): MatchCommunity {
  const community = catalogue.communities.find((c) => c.slug === slug);
  if (!community) throw new Error(`no community ${slug} in the catalogue`);
  return community;
}

/** What an answer about each leasing term must say (written here from what the terms mean, not from the answers). */
const TERM_FACTS: Record<TermKey, TopicFact[]> = {
  "admin-fee": [{ what: "says an admin fee is one-time", pattern: /\bone-time\b/i }, { what: "says it is not monthly", pattern: /\bnot monthly\b/i }],
  "application-fee": [{ what: "says an application fee is paid per applicant", pattern: /\bper (?:adult )?applicant\b/i }, { what: "says it is not refundable", pattern: /\bnon-refundable\b/i }],
  "pet-rent": [{ what: "says pet rent is monthly", pattern: /\bmonthly\b/i }, { what: "says pet rent is per pet", pattern: /\bper pet\b|\beach pet\b/i }],
  "pet-fees": [{ what: "says a pet deposit is refunded", pattern: /\brefund/i }, { what: "says a pet fee is one-time", pattern: /\bone-time\b/i }],
  "security-deposit": [{ what: "says a security deposit comes back", pattern: /\breturned\b|\brefund/i }],
  specials: [{ what: "says how a special spreads over the lease (net effective rent)", pattern: /\bnet effective\b/i }],
  "drive-times": [{ what: "says drive times do not include live traffic", pattern: /\bnot (?:live )?traffic\b|\bno traffic\b|\btraffic (?:is )?not included\b/i }, { what: `says the average speed, ${AVERAGE_DRIVE_SPEED_MPH} mph`, pattern: new RegExp(`\\b${AVERAGE_DRIVE_SPEED_MPH} mph\\b`) }],
  "rail-walk": [{ what: "says the walk is to the nearest station", pattern: /\bnearest station\b/i }],
  "match-score": [{ what: "says the match is scored per criterion", pattern: /\bcriteri(?:on|a)\b/i }],
  availability: [{ what: "says availability should be confirmed", pattern: /\bconfirm/i }],
  "assistance-animals": [{ what: "says an assistance animal is not a pet", pattern: /\bnot a pet\b/i }, { what: "says no pet rent applies", pattern: /\bno pet rent\b/i }],
  "rent-figures": [{ what: "says the median is the middle rent", pattern: /\bmedian is the middle\b/i }, { what: "says the average is the sum over the count", pattern: /\baverage adds them all up\b/i }],
};

/** The facts one topic of the query calls for. */
function topicFacts(topic: Query["topics"][number], query: Query, catalogue: Catalogue): Omit<ExpectedTopicReply, "key" | "neverSaves"> {
  const out = { facts: [] as TopicFact[], noApartmentCards: false, apartmentCards: [] as string[], neighborhoodCards: [] as string[], planFitBeds: null as number | null };
  const places = scopeNeighborhoods(query, catalogue);
  const placeNames = places.map((n) => names(n.name));
  switch (topic.kind) {
    case "data-gap": {
      out.noApartmentCards = true;
      out.facts.push(SAYS_NO_DATA, ...placeNames);
      for (const gap of topic.gaps) {
        const where = WHERE_TO_CHECK[gap];
        if (!where) throw new Error(`no source to check for the gap "${gap}"`);
        out.facts.push({ ...where, what: `names where to check ${gap}: ${where.what}` });
      }
      return out;
    }
    case "outside-place": {
      const place = PLACES_WE_DO_NOT_COVER.find((p) => p.name === topic.place);
      if (!place) throw new Error(`no coordinates for ${topic.place}`);
      out.noApartmentCards = true;
      out.facts.push({ what: "says it is outside our area", pattern: /\boutside\b|\b(?:don't|do not) cover\b|\bnot (?:in )?(?:an area|the area) (?:I|we) cover\b/i }, names(place.name));
      for (const n of nearestCoveredNeighborhoods(place, catalogue)) out.facts.push({ ...names(n.name), what: `names the nearby covered neighborhood ${n.name}` });
      return out;
    }
    case "coverage":
      out.facts.push(counted(catalogue.neighborhoods.length, "the number of neighborhoods"), ...catalogue.neighborhoods.map((n) => names(n.name)));
      return out;
    case "parking-cost": {
      const parking = catalogue.amenities.find((a) => a.name === "parking");
      const communities = communitiesIn(places, catalogue);
      const listing = parking ? communities.filter((c) => c.amenityIds.includes(parking.id)) : [];
      out.facts.push(...placeNames);
      if (listing.length === 0) {
        out.facts.push({ ...NONE, what: "says no community lists parking" });
        return out;
      }
      out.facts.push(counted(listing.length, "how many communities list parking:"));
      const fees = listing.map((c) => c.parkingFee).filter((fee) => fee > 0);
      if (fees.length === 0) out.facts.push({ what: "says parking is included", pattern: /\bincluded\b/i });
      else out.facts.push(dollars(Math.min(...fees), "the lowest fee"), dollars(Math.max(...fees), "the highest fee"), medianOf(medianDollars(fees), "the median fee"));
      return out;
    }
    case "lease-terms": {
      const communities = communitiesIn(places, catalogue);
      out.facts.push(...placeNames);
      const counts = new Map<string, number>();
      for (const c of communities) for (const term of new Set(c.leaseTerms)) counts.set(term, (counts.get(term) ?? 0) + 1);
      if (counts.size === 0) {
        out.facts.push({ ...NONE, what: "says no lease terms are listed" });
        return out;
      }
      out.facts.push(counted(communities.length, "the number of communities"));
      for (const [term, count] of counts) {
        const share = Math.round((100 * count) / communities.length);
        // The term, then (before any other figure) its share or its count of communities.
        out.facts.push({ what: `${term}: ${count} communities (${share}%)`, pattern: new RegExp(`${leaseTermPattern(term)}[^\\d%]{0,30}(?:${share}%|${count}\\b)`, "i") });
      }
      return out;
    }
    case "community": {
      for (const slug of query.scope.communities) {
        const community = communityOf(slug, catalogue);
        const neighborhood = catalogue.neighborhoods.find((n) => n.id === community.neighborhoodId);
        const rents = community.floorPlans.map((p) => p.rent);
        out.apartmentCards.push(community.slug);
        out.facts.push(names(community.title));
        if (neighborhood) out.facts.push({ ...names(neighborhood.name), what: `names its neighborhood ${neighborhood.name}` });
        if (rents.length > 0) out.facts.push(dollars(Math.min(...rents), "its lowest rent"), dollars(Math.max(...rents), "its highest rent"));
      }
      return out;
    }
    case "community-plans": {
      const beds = query.filters.beds?.min ?? 0;
      out.planFitBeds = beds;
      for (const slug of query.scope.communities) {
        const community = communityOf(slug, catalogue);
        const plans = community.floorPlans.filter((p) => p.beds === beds);
        out.apartmentCards.push(community.slug);
        out.facts.push(names(community.title));
        if (plans.length === 0) out.facts.push({ what: `says it has no ${beds}-bedroom plan`, pattern: /\b(?:no|none of (?:its|the))\b[^.]{0,30}\b(?:plans?|studios?|beds?|bedrooms?)\b|\b(?:doesn't|does not) have\b/i });
        for (const plan of plans) out.facts.push(dollars(plan.rent, `plan ${plan.name}'s rent`), { ...squareFeet(plan.sqft), what: `plan ${plan.name}'s size ${plan.sqft} sq ft` });
      }
      return out;
    }
    case "community-drive": {
      const community = communityOf(query.scope.communities[0], catalogue);
      const destination = query.destination === null ? null : resolveDestination(query.destination, catalogue.neighborhoods);
      if (!destination) throw new Error(`the destination "${query.destination}" is not on the map`);
      const { minutes } = estimateDrive(community, destination);
      out.apartmentCards.push(community.slug);
      out.facts.push(names(community.title), { ...names(destination.name), what: `names the destination ${destination.name}` }, { what: `writes the drive as ${minutes} minutes`, pattern: new RegExp(`(?<!\\d)${minutes}[ -]min(?:ute)?s?\\b`, "i") });
      return out;
    }
    case "neighborhood": {
      for (const n of places) {
        out.neighborhoodCards.push(n.slug);
        out.facts.push(names(n.name));
        if (n.description) out.facts.push({ what: `gives its description ("${n.description.slice(0, 30)}...")`, pattern: new RegExp(escapeRegExp(n.description), "i") });
      }
      return out;
    }
    case "prices": {
      const beds = query.filters.beds?.min ?? null;
      const rents = communitiesIn(places, catalogue).flatMap((c) => c.floorPlans.filter((p) => beds === null || p.beds === beds).map((p) => p.rent));
      out.facts.push(...placeNames);
      if (rents.length === 0) out.facts.push({ ...NONE, what: "says no such plan is listed" });
      else if (rents.length === 1) out.facts.push(dollars(rents[0]!, "the one plan's rent"));
      else out.facts.push(medianOf(medianDollars(rents), "the median rent"));
      return out;
    }
    case "process":
      out.facts.push(
        { what: "says the service is free for renters", pattern: /\bfree\b/i },
        { what: "says the communities pay", pattern: /\bcommunit(?:y|ies)\b[^.]{0,60}\bpa(?:y|ys|id)\b|\bpaid by\b[^.]{0,30}\bcommunit/i },
      );
      return out;
    case "terms": {
      out.noApartmentCards = true;
      for (const key of topic.terms) out.facts.push(...TERM_FACTS[key]);
      const special = topic.special;
      if (special) {
        // Weeks as months: a year's 365 days over 12 months (6 weeks is 1.38 months).
        const free = special.unit === "weeks" ? (special.count * 7 * 12) / 365 : special.count;
        const share = (((special.leaseMonths - free) / special.leaseMonths) * 100).toFixed(1);
        out.facts.push({ what: `says ${share}% of the listed rent is paid on average`, pattern: new RegExp(`${share.replace(".", "\\.")}%`) });
        if (special.rent !== null) {
          const effective = Math.round((special.rent * (special.leaseMonths - free)) / special.leaseMonths);
          out.facts.push(dollars(effective, "the net effective monthly rent"));
        }
      }
      return out;
    }
    // The saved profile read back depends on the renter, not the catalogue: core/assistant/answer-profile.test.ts.
    case "matches":
    case "amenities":
    case "where-to-live":
    case "profile":
      throw new Error(`no expected reply written for the topic ${topic.kind}`);
  }
}

/** What the reply to an explain or no-data query must show: each topic's facts, in order. */
export function expectedTopicReply(query: Query, catalogue: Catalogue): ExpectedTopicReply {
  if (query.operation !== "explain" && query.operation !== "no-data") throw new Error(`${query.operation} is computed: see expectedAnswer`);
  const parts = query.topics.map((topic) => topicFacts(topic, query, catalogue));
  const label = (topic: Query["topics"][number]) => (topic.kind === "data-gap" ? `data-gap (${topic.gaps.join(", ")})` : topic.kind === "outside-place" ? "outside-place" : topic.kind);
  return {
    key: `${query.operation} x ${query.topics.map(label).join(" + ")}`,
    facts: parts.flatMap((p) => p.facts),
    noApartmentCards: parts.some((p) => p.noApartmentCards),
    apartmentCards: parts.flatMap((p) => p.apartmentCards),
    neighborhoodCards: parts.flatMap((p) => p.neighborhoodCards),
    planFitBeds: parts.find((p) => p.planFitBeds !== null)?.planFitBeds ?? null,
    neverSaves: query.operation === "no-data",
  };
}
