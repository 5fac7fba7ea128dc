/**
 * The one evaluator of A.L.I.'s queries: any query the schema allows, answered from the catalogue by the
 * rules of README.md ("Semantics"). Pure: the knowledge (with `today`) in, a QueryAnswer out.
 */
import { dayNumber } from "../../matching/calendar.ts";
import { estimateDrive } from "../../commute/estimate-drive.ts";
import { resolveDestination } from "../../commute/resolve-destination.ts";
import { nearestRailWalk } from "../../commute/walk-to-rail.ts";
import type { Destination } from "../../commute/types.ts";
import type { MatchCommunity, MatchPlan } from "../../matching/types.ts";
import { animalWelcome } from "../../pets/pet-policy.ts";
import type { Lookups } from "../knowledge.ts";
import type { AnswerItem, QueryAnswer } from "./answer.ts";
import type { Filters, Measure, Query, Range } from "./schema.ts";

type Direction = "asc" | "desc";

/** The measure's natural direction: which end a neighborhood's communities are each valued by. */
const NATURAL: Record<Measure, Direction> = {
  rent: "asc",
  "monthly-total": "asc",
  size: "desc",
  "price-per-sqft": "asc",
  "year-built": "desc",
  "move-in": "asc",
  "drive-minutes": "asc",
  "rail-minutes": "asc",
  count: "desc",
};

export function directionOf(query: Pick<Query, "operation" | "direction">): Direction {
  return query.operation === "min" ? "asc" : query.operation === "max" ? "desc" : query.direction;
}

const within = (value: number, range: Range | null) => range === null || ((range.min === null || value >= range.min) && (range.max === null || value <= range.max));

export function planFitsFilters(plan: MatchPlan, filters: Filters): boolean {
  if (!within(plan.beds, filters.beds)) return false;
  if (filters.minBaths !== null && plan.baths < filters.minBaths) return false;
  if (!within(plan.rent, filters.rent)) return false;
  if (!within(plan.sqft, filters.sqft)) return false;
  if (filters.availableBy !== null && (plan.unitsAvailable <= 0 || plan.availableFrom > filters.availableBy)) return false;
  return true;
}

export interface Evaluation {
  lookups: Lookups;
  /** The query's destination placed on the map, when it has one that could be placed. */
  destination: Destination | null;
  /** The amenity ids required (null: an amenity the catalogue does not have, so nothing qualifies) and ruled out. */
  required: readonly (number | null)[];
  excluded: readonly number[];
  /** The scope as ids, once per query: the neighborhoods to keep to (null: any) and to leave out, the named communities (null: any). */
  inNeighborhoods: ReadonlySet<number> | null;
  outNeighborhoods: ReadonlySet<number>;
  inCommunities: ReadonlySet<string> | null;
  /** Today as a day number, for move-in values. */
  todayNumber: number;
}

function evaluationOf(query: Query, lookups: Lookups): Evaluation {
  return {
    lookups,
    destination: destinationOf(query, lookups),
    required: query.filters.amenities.map((key) => lookups.amenityByKey.get(key)?.id ?? null),
    excluded: query.filters.withoutAmenities.map((key) => lookups.amenityByKey.get(key)?.id).filter((id): id is number => id !== undefined),
    ...scopeIds(query, lookups),
    todayNumber: dayNumber(lookups.knowledge.today),
  };
}

function scopeIds(query: Query, lookups: Lookups): Pick<Evaluation, "inNeighborhoods" | "outNeighborhoods" | "inCommunities"> {
  // A slug the catalogue does not have is an id no community has (-1): nothing qualifies by it, as before.
  const idsOf = (slugs: readonly string[]) => new Set(slugs.map((slug) => lookups.neighborhoodBySlug.get(slug)?.id ?? -1));
  const { neighborhoods, excludeNeighborhoods, communities } = query.scope;
  return { inNeighborhoods: neighborhoods.length > 0 ? idsOf(neighborhoods) : null, outNeighborhoods: idsOf(excludeNeighborhoods), inCommunities: communities.length > 0 ? new Set(communities) : null };
}

export function destinationOf(query: Query, lookups: Lookups): Destination | null {
  return query.destination ? resolveDestination(query.destination, lookups.knowledge.neighborhoods) : null;
}

function driveMinutes(community: MatchCommunity, destination: Destination | null): number | null {
  return destination ? estimateDrive(community, destination).minutes : null;
}

/** The community meets the query's scope and community-level filters (its plans are judged apart). */
function communityQualifies(community: MatchCommunity, query: Query, evaluation: Evaluation): boolean {
  const { filters } = query;
  const { destination, inNeighborhoods, outNeighborhoods, inCommunities } = evaluation;
  if (inCommunities && !inCommunities.has(community.slug)) return false;
  if (inNeighborhoods && !inNeighborhoods.has(community.neighborhoodId)) return false;
  if (outNeighborhoods.has(community.neighborhoodId)) return false;
  for (const id of evaluation.required) if (id === null || !community.amenityIds.includes(id)) return false;
  for (const id of evaluation.excluded) if (community.amenityIds.includes(id)) return false;
  if (filters.animal && !animalWelcome(community.petPolicy, filters.animal).welcome) return false;
  if (!within(community.yearBuilt, filters.yearBuilt)) return false;
  if (filters.commuteMinutes !== null && destination) {
    const minutes = driveMinutes(community, destination);
    if (minutes === null || minutes > filters.commuteMinutes) return false;
  }
  return true;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** A plan's value for a plan measure; null when the plan has none (no open unit for move-in, no size). */
function planValue(plan: MatchPlan, community: MatchCommunity, measure: Measure, today: number): number | null {
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
      return plan.unitsAvailable > 0 ? Math.max(0, dayNumber(plan.availableFrom) - today) : null;
    default:
      return null;
  }
}

const PLAN_MEASURES: ReadonlySet<Measure> = new Set(["rent", "monthly-total", "size", "price-per-sqft", "move-in"]);

const better = (a: number, b: number, direction: Direction) => (direction === "asc" ? a < b : a > b);

/** The index of the fitting plan a plan measure's value comes from (the first best in the direction), or -1 when none has one. */
function bestPlanIndex(community: MatchCommunity, fitting: readonly MatchPlan[], measure: Measure, direction: Direction, evaluation: Evaluation): number {
  let best = -1;
  let bestValue = 0;
  for (let i = 0; i < fitting.length; i++) {
    const value = planValue(fitting[i]!, community, measure, evaluation.todayNumber);
    if (value !== null && (best < 0 || better(value, bestValue, direction))) {
      best = i;
      bestValue = value;
    }
  }
  return best;
}

/** A community's value alone (no plan), for ranking the whole catalogue without an object per community. */
function valueOnly(community: MatchCommunity, fitting: readonly MatchPlan[], measure: Measure, direction: Direction, evaluation: Evaluation): number | null {
  if (PLAN_MEASURES.has(measure)) {
    const at = bestPlanIndex(community, fitting, measure, direction, evaluation);
    return at < 0 ? null : planValue(fitting[at]!, community, measure, evaluation.todayNumber);
  }
  if (measure === "year-built") return community.yearBuilt;
  if (measure === "drive-minutes") return driveMinutes(community, evaluation.destination);
  if (measure === "rail-minutes") return nearestRailWalk(community)?.minutes ?? null;
  return 1;
}

/** A community's value and the plan it comes from, over the fitting plans, in the direction; null when it is not eligible. */
function valueOf(community: MatchCommunity, fitting: readonly MatchPlan[], measure: Measure, direction: Direction, evaluation: Evaluation): { value: number | null; plan: MatchPlan | null } {
  if (PLAN_MEASURES.has(measure)) {
    const at = bestPlanIndex(community, fitting, measure, direction, evaluation);
    return at < 0 ? { value: null, plan: null } : { value: planValue(fitting[at]!, community, measure, evaluation.todayNumber), plan: fitting[at]! };
  }
  return { value: valueOnly(community, fitting, measure, direction, evaluation), plan: null };
}

interface Eligible {
  community: MatchCommunity;
  fitting: MatchPlan[];
}

/** The communities a query can select from: its named communities, else its neighborhoods', else the catalogue. */
function candidates(query: Query, lookups: Lookups): readonly MatchCommunity[] {
  if (query.scope.communities.length > 0) return [...new Set(query.scope.communities)].map((slug) => lookups.catalogue.bySlug.get(slug)).filter((c): c is MatchCommunity => c !== undefined);
  if (query.scope.neighborhoods.length > 0) {
    return [...new Set(query.scope.neighborhoods)].flatMap((slug) => {
      const place = lookups.neighborhoodBySlug.get(slug);
      return place ? (lookups.catalogue.byNeighborhood.get(place.id) ?? []) : [];
    });
  }
  return lookups.knowledge.communities;
}

const PLAN_FILTERS = ["beds", "minBaths", "rent", "sqft", "availableBy"] as const;

export function eligibleCommunities(query: Query, evaluation: Evaluation): Eligible[] {
  const out: Eligible[] = [];
  // Without plan-level filters every plan fits: the community's own list, not a copy per community.
  const narrows = PLAN_FILTERS.some((key) => query.filters[key] !== null);
  for (const community of candidates(query, evaluation.lookups)) {
    if (community.floorPlans.length === 0 || !communityQualifies(community, query, evaluation)) continue;
    const fitting = narrows ? community.floorPlans.filter((plan) => planFitsFilters(plan, query.filters)) : (community.floorPlans as MatchPlan[]);
    if (fitting.length > 0) out.push({ community, fitting });
  }
  return out;
}

interface Ranked {
  item: AnswerItem;
  title: string;
}

function comparer(direction: Direction): (a: Ranked, b: Ranked) => number {
  return (a, b) => {
    const x = a.item.value;
    const y = b.item.value;
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return direction === "asc" ? x - y : y - x;
    }
    return a.title.localeCompare(b.title, "en") || (a.item.slug < b.item.slug ? -1 : a.item.slug > b.item.slug ? 1 : 0);
  };
}

function order(entries: Ranked[], direction: Direction): Ranked[] {
  return entries.sort(comparer(direction));
}

/** The first `k` in order, without sorting them all (a search of the whole catalogue keeps a handful). */
function firstInOrder(entries: readonly Ranked[], direction: Direction, k: number): Ranked[] {
  const compare = comparer(direction);
  const kept: Ranked[] = [];
  for (const entry of entries) keepInOrder(kept, entry, compare, k);
  return kept;
}

/** Puts the entry in its place among the kept first `k` (sorted), or leaves it out when it comes after them all. */
function keepInOrder(kept: Ranked[], entry: Ranked, compare: (a: Ranked, b: Ranked) => number, k: number): void {
  if (kept.length === k && compare(entry, kept[k - 1]!) >= 0) return;
  let at = kept.length;
  while (at > 0 && compare(entry, kept[at - 1]!) < 0) at--;
  kept.splice(at, 0, entry);
  if (kept.length > k) kept.pop();
}

/**
 * The first `k` communities in order, as firstInOrder over communityItems would give, but valued without an object per
 * community: only one that could enter the first `k` (a better value than the k-th, or a tie) is made an item.
 */
function topCommunities(eligible: readonly Eligible[], query: Query, direction: Direction, evaluation: Evaluation, k: number): Ranked[] {
  const compare = comparer(direction);
  const kept: Ranked[] = [];
  for (const { community, fitting } of eligible) {
    if (kept.length === k) {
      const last = kept[k - 1]!.item.value;
      const value = valueOnly(community, fitting, query.measure, direction, evaluation);
      // Nulls go last; a strictly worse value than the k-th can never enter (a tie is settled by title below).
      const worse = value === null ? last !== null : last !== null && better(last, value, direction);
      if (worse) continue;
    }
    const { value, plan } = valueOf(community, fitting, query.measure, direction, evaluation);
    keepInOrder(kept, { item: { slug: community.slug, value, plan }, title: community.title }, compare, k);
  }
  return kept;
}

function median(values: number[], measure: Measure): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const raw = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return measure === "price-per-sqft" ? cents(raw) : Math.round(raw);
}

function communityItems(eligible: readonly Eligible[], query: Query, direction: Direction, evaluation: Evaluation): Ranked[] {
  return eligible.map(({ community, fitting }) => {
    const { value, plan } = valueOf(community, fitting, query.measure, direction, evaluation);
    // The catalogue's plan object itself (an AnswerPlan is a MatchPlan's facts): no copy per community.
    return { item: { slug: community.slug, value, plan }, title: community.title };
  });
}

function neighborhoodItems(eligible: readonly Eligible[], query: Query, evaluation: Evaluation, minimum: number): Ranked[] {
  const { lookups } = evaluation;
  const places = lookups.knowledge.neighborhoods.filter(
    (n) => (query.scope.neighborhoods.length === 0 || query.scope.neighborhoods.includes(n.slug) || query.compared.includes(n.slug)) && !query.scope.excludeNeighborhoods.includes(n.slug),
  );
  const byPlace = new Map<number, Eligible[]>();
  for (const entry of eligible) {
    const list = byPlace.get(entry.community.neighborhoodId) ?? [];
    list.push(entry);
    byPlace.set(entry.community.neighborhoodId, list);
  }
  const out: Ranked[] = [];
  for (const place of places) {
    const members = byPlace.get(place.id) ?? [];
    if (query.measure === "count") {
      if (members.length >= minimum) out.push({ item: { slug: place.slug, value: members.length, plan: null, communities: members.length }, title: place.name });
      continue;
    }
    const values: number[] = [];
    for (const { community, fitting } of members) {
      const value = valueOnly(community, fitting, query.measure, NATURAL[query.measure], evaluation);
      if (value !== null) values.push(value);
    }
    if (values.length >= minimum) out.push({ item: { slug: place.slug, value: median(values, query.measure), plan: null, communities: values.length }, title: place.name });
    else if (minimum <= 1 && query.compared.includes(place.slug)) out.push({ item: { slug: place.slug, value: null, plan: null, communities: 0 }, title: place.name });
  }
  return out;
}

/** "Dogs up to 50 lb": communities that would fit but for the dog's weight, so the reply can say why they are left out. */
function weightLimited(query: Query, evaluation: Evaluation): { slug: string; limitLb: number }[] {
  const animal = query.filters.animal;
  if (!animal || animal.assistance || animal.kind !== "dog" || animal.weightLb === null) return [];
  const any = { ...animal, weightLb: null };
  const relaxed: Query = { ...query, filters: { ...query.filters, animal: any } };
  return eligibleCommunities(relaxed, evaluation)
    .map(({ community }) => ({ community, verdict: animalWelcome(community.petPolicy, animal) }))
    .filter(({ verdict }) => !verdict.welcome && verdict.reason === "weight")
    .map(({ community, verdict }) => ({ slug: community.slug, limitLb: (!verdict.welcome && verdict.limit) || 0, title: community.title }))
    .sort((a, b) => b.limitLb - a.limitLb || a.title.localeCompare(b.title, "en"))
    .slice(0, 3)
    .map(({ slug, limitLb }) => ({ slug, limitLb }));
}

export function evaluateQuery(query: Query, lookups: Lookups): QueryAnswer {
  const evaluation = evaluationOf(query, lookups);
  const direction = directionOf(query);
  const answer: QueryAnswer = { query, operation: query.operation, measure: query.measure, subject: query.subject, total: 0, items: [], winner: null, openUnits: null, unknown: query.filters.unknown, missing: [], weightLimited: [] };
  if (query.operation === "explain" || query.operation === "no-data") return answer;

  if (query.operation === "compare") {
    // The compared are judged on the filters alone: the scope is what they are.
    const scoped: Query = query.subject === "community" ? { ...query, scope: { ...query.scope, neighborhoods: [], excludeNeighborhoods: [], communities: query.compared } } : { ...query, scope: { ...query.scope, neighborhoods: query.compared } };
    const eligible = eligibleCommunities(scoped, evaluation);
    const ranked = query.subject === "community" ? communityItems(eligible, scoped, direction, evaluation) : neighborhoodItems(eligible, scoped, evaluation, 1);
    const bySlug = new Map(ranked.map((entry) => [entry.item.slug, entry.item]));
    answer.items = query.compared.map((slug) => bySlug.get(slug) ?? { slug, value: null, plan: null, ...(query.subject === "neighborhood" ? { communities: 0 } : {}) });
    // Communities: how many of the compared are eligible; neighborhoods: how many have a valued community.
    answer.total = query.subject === "community" ? eligible.length : answer.items.filter((item) => item.value !== null).length;
    const values = answer.items.map((item) => item.value);
    if (answer.items.length >= 2 && values.every((v) => v !== null)) {
      const best = order(answer.items.map((item) => ({ item, title: "" })), direction)[0]!.item;
      const ties = answer.items.filter((item) => item.value === best.value).length;
      answer.winner = ties === 1 ? best.slug : null;
    }
    return answer;
  }

  const eligible = eligibleCommunities(query, evaluation);
  answer.weightLimited = weightLimited(query, evaluation);
  if (query.operation === "count") {
    if (query.subject === "neighborhood") answer.total = neighborhoodItems(eligible, { ...query, measure: "count" }, evaluation, 1).length;
    else {
      answer.total = eligible.length;
      answer.openUnits = eligible.reduce((sum, { fitting }) => sum + fitting.reduce((units, plan) => units + plan.unitsAvailable, 0), 0);
    }
    return answer;
  }
  const shown = query.operation === "min" || query.operation === "max" ? 2 : query.limit;
  if (query.subject === "community") {
    answer.total = eligible.length;
    answer.items = topCommunities(eligible, query, direction, evaluation, shown).map((entry) => entry.item);
    return answer;
  }
  // A neighborhood's median needs two valued communities; its count is a count with one.
  const valued = neighborhoodItems(eligible, query, evaluation, query.measure === "count" ? 1 : 2);
  answer.total = valued.length;
  answer.items = firstInOrder(valued, direction, shown).map((entry) => entry.item);
  return answer;
}
