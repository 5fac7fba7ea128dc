/**
 * The one evaluator of A.L.I.'s queries: any query the schema allows, answered from the catalogue by the
 * rules of README.md ("Semantics"). Pure: the knowledge (with `today`) in, a QueryAnswer out.
 */
import { dayNumber } from "../../matching/calendar.ts";
import { estimateDrive } from "../../commute/estimate-drive.ts";
import { resolveDestination } from "../../commute/resolve-destination.ts";
import { nearestRailWalk } from "../../commute/walk-to-rail.ts";
import type { Destination } from "../../commute/types.ts";
import { communityIndexFor, parkingKindBits, specialRunsAt, type CommunityIndex } from "../../matching/community-index.ts";
import type { MatchCommunity, MatchPlan } from "../../matching/types.ts";
import { animalWelcome, petCharges, type RenterAnimal } from "../../pets/pet-policy.ts";
import { PARKING_AMENITY } from "../../matching/amenity-keys.ts";
import type { Lookups } from "../knowledge.ts";
import { TIES_SHOWN, type AnswerItem, type QueryAnswer } from "./answer.ts";
import { NO_WEIGHT_LIMIT_LB, SUMMED_MEASURES, type Filters, type Measure, type Query, type Range, type Statistic } from "./schema.ts";

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
  "open-units": "desc",
  "pet-rent": "asc",
  "pet-fees": "asc",
  "parking-fee": "asc",
  "amenity-count": "desc",
  "dog-weight": "desc",
};

export function directionOf(query: Pick<Query, "operation" | "direction">): Direction {
  return query.operation === "min" ? "asc" : query.operation === "max" ? "desc" : query.direction;
}

const within = (value: number, range: Range | null) => range === null || ((range.min === null || value >= range.min) && (range.max === null || value <= range.max));

export interface Evaluation {
  lookups: Lookups;
  /** The catalogue as columns (core/matching/community-index.ts): a pass over 50,000 communities reads numbers, not objects. */
  columns: CommunityIndex;
  /** The query's destination placed on the map, when it has one that could be placed. */
  destination: Destination | null;
  /** The amenity slots (in columns.amenityIds) required, and ruled out; `impossible` when a required amenity no community has. */
  required: readonly number[];
  excluded: readonly number[];
  /** The parking amenity's slot (-1 when the catalogue has none), for a parking fee limit. */
  parking: number;
  /** The parking kinds asked for as the index's bits (0: any kind), and each community's cheapest option of those kinds (NaN: none). */
  parkingKindMask: number;
  kindFee: Float64Array | null;
  impossible: boolean;
  /** The scope, once per query: a flag per neighborhood slot to keep to (null: any) and to leave out; the named communities' positions (null: any). */
  inNeighborhoods: Uint8Array | null;
  outNeighborhoods: Uint8Array;
  inCommunities: readonly number[] | null;
  /** The renter's animals a pet measure is for (null: one pet). */
  animal: RenterAnimal | null;
  /** Today and the filters' available-by date as day numbers. */
  todayNumber: number;
  availableByNumber: number;
}

function evaluationOf(query: Query, lookups: Lookups): Evaluation {
  const columns = communityIndexFor(lookups.knowledge.communities);
  const slotOfAmenity = (key: string) => {
    const id = lookups.amenityByKey.get(key)?.id;
    return id === undefined ? -1 : columns.amenityIds.indexOf(id);
  };
  const required = query.filters.amenities.map(slotOfAmenity);
  const parkingKindMask = parkingKindBits(query.filters.parkingKinds);
  return {
    lookups,
    columns,
    destination: destinationOf(query, lookups),
    required: required.filter((slot) => slot >= 0),
    excluded: query.filters.withoutAmenities.map(slotOfAmenity).filter((slot) => slot >= 0),
    parking: slotOfAmenity(PARKING_AMENITY),
    parkingKindMask,
    kindFee: parkingKindMask === 0 ? null : kindFees(lookups.knowledge.communities, query.filters.parkingKinds),
    // An amenity the catalogue does not have, or no community lists: nothing qualifies by it.
    impossible: required.some((slot) => slot < 0),
    ...scopeOf(query, lookups, columns),
    animal: query.filters.animal,
    todayNumber: dayNumber(lookups.knowledge.today),
    availableByNumber: query.filters.availableBy === null ? NaN : dayNumber(query.filters.availableBy),
  };
}

/** Each community's cheapest parking option of the kinds asked (NaN when it offers none of them): its parking fee for this query. */
function kindFees(communities: readonly MatchCommunity[], kinds: readonly string[]): Float64Array {
  const fees = new Float64Array(communities.length).fill(NaN);
  communities.forEach((community, at) => {
    for (const option of community.parking) if (kinds.includes(option.kind) && !(fees[at]! <= option.monthly)) fees[at] = option.monthly;
  });
  return fees;
}

/** Community `at`'s monthly parking fee for the query: its cheapest option, or of the kinds asked when the filters name some. */
const parkingFeeAt = (at: number, evaluation: Evaluation) => (evaluation.kindFee ? evaluation.kindFee[at]! : evaluation.columns.parkingFee[at]!);

function scopeOf(query: Query, lookups: Lookups, columns: CommunityIndex): Pick<Evaluation, "inNeighborhoods" | "outNeighborhoods" | "inCommunities"> {
  // A slug the catalogue does not have flags no slot: nothing qualifies by it, as before.
  const flags = (slugs: readonly string[]) => {
    const flagged = new Uint8Array(columns.neighborhoodIds.length);
    for (const slug of slugs) {
      const slot = columns.neighborhoodIds.indexOf(lookups.neighborhoodBySlug.get(slug)?.id ?? -1);
      if (slot >= 0) flagged[slot] = 1;
    }
    return flagged;
  };
  const { neighborhoods, excludeNeighborhoods, communities } = query.scope;
  const catalogue = lookups.knowledge.communities;
  const positions = () =>
    [...new Set(communities)].map((slug) => {
      const community = lookups.catalogue.bySlug.get(slug);
      return community ? catalogue.indexOf(community) : -1;
    });
  return {
    inNeighborhoods: neighborhoods.length > 0 ? flags(neighborhoods) : null,
    outNeighborhoods: flags(excludeNeighborhoods),
    inCommunities: communities.length > 0 ? positions().filter((at) => at >= 0) : null,
  };
}

export function destinationOf(query: Query, lookups: Lookups): Destination | null {
  return query.destination ? resolveDestination(query.destination, lookups.knowledge.neighborhoods) : null;
}

function driveMinutes(community: MatchCommunity, destination: Destination | null): number | null {
  return destination ? estimateDrive(community, destination).minutes : null;
}

/** Catalogue plan `p` (a slot of the columns) meets the query's plan filters. */
function planFits(p: number, filters: Filters, evaluation: Evaluation): boolean {
  const { columns } = evaluation;
  if (!within(columns.planBeds[p]!, filters.beds)) return false;
  if (filters.minBaths !== null && columns.planBaths[p]! < filters.minBaths) return false;
  if (!within(columns.planRent[p]!, filters.rent)) return false;
  if (!within(columns.planSqft[p]!, filters.sqft)) return false;
  if (filters.availableBy !== null && (columns.planUnits[p]! <= 0 || columns.planAvailableDay[p]! > evaluation.availableByNumber)) return false;
  return true;
}

const hasAmenity = (columns: CommunityIndex, at: number, slot: number) => ((columns.amenityBits[at * columns.amenityWords + (slot >>> 5)]! >>> (slot & 31)) & 1) === 1;

/** The community at catalogue position `at` meets the query's scope and community-level filters (its plans are judged apart). */
function communityQualifies(at: number, query: Query, evaluation: Evaluation): boolean {
  const { filters } = query;
  const { columns, destination, inNeighborhoods, outNeighborhoods } = evaluation;
  const slot = columns.neighborhoodSlot[at]!;
  if (inNeighborhoods && inNeighborhoods[slot] !== 1) return false;
  if (outNeighborhoods[slot] === 1) return false;
  for (const amenity of evaluation.required) if (!hasAmenity(columns, at, amenity)) return false;
  for (const amenity of evaluation.excluded) if (hasAmenity(columns, at, amenity)) return false;
  if (!within(columns.yearBuilt[at]!, filters.yearBuilt)) return false;
  const community = evaluation.lookups.knowledge.communities[at]!;
  if (filters.animal && !animalWelcome(community.petPolicy, filters.animal).welcome) return false;
  if (filters.petFree && (community.petPolicy.dogs || community.petPolicy.cats)) return false;
  if (filters.leaseTerms.length > 0 && !community.leaseTerms.some((term) => (filters.leaseTerms as readonly string[]).includes(term))) return false;
  // Parking of a kind asked ("covered parking": covered or garage): the community offers one of the kinds.
  if (evaluation.parkingKindMask !== 0 && (columns.parkingKinds[at]! & evaluation.parkingKindMask) === 0) return false;
  if (filters.maxParkingFee !== null && (evaluation.parking < 0 || !hasAmenity(columns, at, evaluation.parking) || !(parkingFeeAt(at, evaluation) <= filters.maxParkingFee))) return false;
  // A special runs on the day asked (knowledge.today, Houston's), never as of when the catalogue was loaded.
  if (filters.hasSpecial && !specialRunsAt(columns, at, evaluation.todayNumber)) return false;
  if (filters.commuteMinutes !== null && destination) {
    const minutes = driveMinutes(community, destination);
    if (minutes === null || minutes > filters.commuteMinutes) return false;
  }
  return true;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Plan `p`'s value for a plan measure (community `at`'s plan); null when the plan has none (no open unit for move-in, no size). */
function planValue(p: number, at: number, measure: Measure, evaluation: Evaluation): number | null {
  const { columns } = evaluation;
  switch (measure) {
    case "rent":
      return columns.planRent[p]!;
    case "monthly-total":
      return columns.planRent[p]! + parkingFeeAt(at, evaluation);
    case "size":
      return columns.planSqft[p]! > 0 ? columns.planSqft[p]! : null;
    case "price-per-sqft":
      return columns.planSqft[p]! > 0 ? cents(columns.planRent[p]! / columns.planSqft[p]!) : null;
    case "move-in":
      return columns.planUnits[p]! > 0 ? Math.max(0, columns.planAvailableDay[p]! - evaluation.todayNumber) : null;
    default:
      return null;
  }
}

const PLAN_MEASURES: ReadonlySet<Measure> = new Set(["rent", "monthly-total", "size", "price-per-sqft", "move-in"]);

const better = (a: number, b: number, direction: Direction) => (direction === "asc" ? a < b : a > b);

/**
 * The communities a query selects: their catalogue positions, and which catalogue plans fit the plan filters
 * (null: no plan filter, every plan fits). Positions in catalogue order; only the named communities when it names some.
 */
interface Eligible {
  positions: Int32Array;
  fits: Uint8Array | null;
}

const PLAN_FILTERS = ["beds", "minBaths", "rent", "sqft", "availableBy"] as const;

function eligibleCommunities(query: Query, evaluation: Evaluation): Eligible {
  const { columns } = evaluation;
  const narrows = PLAN_FILTERS.some((key) => query.filters[key] !== null);
  const fits = narrows ? new Uint8Array(columns.planStart[columns.count]!) : null;
  const positions = new Int32Array(evaluation.inCommunities?.length ?? columns.count);
  let count = 0;
  if (evaluation.impossible) return { positions: positions.subarray(0, 0), fits };
  const consider = (at: number) => {
    const first = columns.planStart[at]!;
    const end = columns.planStart[at + 1]!;
    if (first === end || !communityQualifies(at, query, evaluation)) return;
    let any = !fits;
    if (fits) {
      for (let p = first; p < end; p++) {
        if (planFits(p, query.filters, evaluation)) {
          fits[p] = 1;
          any = true;
        }
      }
    }
    if (any) positions[count++] = at;
  };
  if (evaluation.inCommunities) for (const at of evaluation.inCommunities) consider(at);
  else for (let at = 0; at < columns.count; at++) consider(at);
  return { positions: positions.subarray(0, count), fits };
}

/** The plan slot a plan measure's value comes from at community `at` (the first best fitting plan in the direction), or -1 when none has one. */
function bestPlan(at: number, eligible: Eligible, measure: Measure, direction: Direction, evaluation: Evaluation): number {
  const { columns } = evaluation;
  let best = -1;
  let bestValue = 0;
  for (let p = columns.planStart[at]!, end = columns.planStart[at + 1]!; p < end; p++) {
    if (eligible.fits && eligible.fits[p] !== 1) continue;
    const value = planValue(p, at, measure, evaluation);
    if (value !== null && (best < 0 || better(value, bestValue, direction))) {
      best = p;
      bestValue = value;
    }
  }
  return best;
}

/** Community `at`'s value alone (no plan), for ranking the whole catalogue without an object per community. */
function valueOnly(at: number, eligible: Eligible, measure: Measure, direction: Direction, evaluation: Evaluation): number | null {
  if (PLAN_MEASURES.has(measure)) {
    const p = bestPlan(at, eligible, measure, direction, evaluation);
    return p < 0 ? null : planValue(p, at, measure, evaluation);
  }
  if (measure === "year-built") return evaluation.columns.yearBuilt[at]!;
  if (measure === "open-units") return unitsOpenAt(at, eligible, evaluation.columns);
  if (measure === "parking-fee") return evaluation.parking >= 0 && hasAmenity(evaluation.columns, at, evaluation.parking) && !Number.isNaN(parkingFeeAt(at, evaluation)) ? parkingFeeAt(at, evaluation) : null;
  const community = evaluation.lookups.knowledge.communities[at]!;
  if (measure === "pet-rent" || measure === "pet-fees") return petValue(community, measure, evaluation.animal);
  if (measure === "drive-minutes") return driveMinutes(community, evaluation.destination);
  if (measure === "amenity-count") return community.amenityIds.length;
  if (measure === "dog-weight") return community.petPolicy.dogs ? (community.petPolicy.dogWeightLimitLb ?? NO_WEIGHT_LIMIT_LB) : null;
  if (measure === "rail-minutes") return nearestRailWalk(community)?.minutes ?? null;
  return 1;
}

/** Community `at` as an answer item: its value and the catalogue plan it comes from, in the direction. */
function itemAt(at: number, eligible: Eligible, measure: Measure, direction: Direction, evaluation: Evaluation): Ranked {
  const community = evaluation.lookups.knowledge.communities[at]!;
  let value: number | null;
  let plan: MatchPlan | null = null;
  if (PLAN_MEASURES.has(measure)) {
    const p = bestPlan(at, eligible, measure, direction, evaluation);
    value = p < 0 ? null : planValue(p, at, measure, evaluation);
    // The catalogue's plan object itself (an AnswerPlan is a MatchPlan's facts): no copy.
    if (p >= 0) plan = community.floorPlans[p - evaluation.columns.planStart[at]!]!;
  } else value = valueOnly(at, eligible, measure, direction, evaluation);
  return { item: { slug: community.slug, value, plan }, title: community.title };
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

/** The first `k` in order, without sorting them all. */
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
 * The first `k` communities in order, as firstInOrder over every item would give, but valued without an object per
 * community: only one that could enter the first `k` (a better value than the k-th, or a tie) is made an item.
 */
function topCommunities(eligible: Eligible, query: Query, direction: Direction, evaluation: Evaluation, k: number): Ranked[] {
  const compare = comparer(direction);
  const kept: Ranked[] = [];
  for (const at of eligible.positions) {
    if (kept.length === k) {
      const last = kept[k - 1]!.item.value;
      const value = valueOnly(at, eligible, query.measure, direction, evaluation);
      // Nulls go last; a strictly worse value than the k-th can never enter (a tie is settled by title below).
      const worse = value === null ? last !== null : last !== null && better(last, value, direction);
      if (worse) continue;
    }
    keepInOrder(kept, itemAt(at, eligible, query.measure, direction, evaluation), compare, k);
  }
  return kept;
}

/** A neighborhood's figure over its communities' values, by the query's statistic. */
function aggregate(values: number[], measure: Measure, statistic: Statistic): number {
  // Price per square foot in whole cents (each value is already rounded to cents), so that the mean of 1.63 and 1.68
  // is 1.655 -> 1.66, not the 1.65 that adding the floating-point dollars gives.
  const scale = measure === "price-per-sqft" ? 100 : 1;
  const sorted = Float64Array.from(values, (value) => Math.round(value * scale)).sort();
  if (statistic === "min") return sorted[0]! / scale;
  if (statistic === "max") return sorted[sorted.length - 1]! / scale;
  if (statistic === "mean") return Math.round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length) / scale;
  const middle = Math.floor(sorted.length / 2);
  const raw = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(raw) / scale;
}

function neighborhoodItems(eligible: Eligible, query: Query, evaluation: Evaluation, minimum: number): Ranked[] {
  const { lookups, columns } = evaluation;
  const places = lookups.knowledge.neighborhoods.filter(
    (n) => (query.scope.neighborhoods.length === 0 || query.scope.neighborhoods.includes(n.slug) || query.compared.includes(n.slug)) && !query.scope.excludeNeighborhoods.includes(n.slug),
  );
  // Per neighborhood slot: how many eligible communities, the sum of a summed measure, and the values of those that have one.
  const members = new Int32Array(columns.neighborhoodIds.length);
  const sums = new Float64Array(columns.neighborhoodIds.length);
  const values: number[][] = columns.neighborhoodIds.map(() => []);
  const summing = SUMMED_MEASURES.has(query.measure);
  for (const at of eligible.positions) {
    const slot = columns.neighborhoodSlot[at]!;
    members[slot]!++;
    if (query.measure === "count") continue;
    const value = valueOnly(at, eligible, query.measure, NATURAL[query.measure], evaluation);
    if (value === null) continue;
    if (summing) sums[slot]! += value;
    else values[slot]!.push(value);
  }
  const out: Ranked[] = [];
  for (const place of places) {
    const slot = columns.neighborhoodIds.indexOf(place.id);
    if (summing) {
      // How many communities (a count), or the units open over them: a neighborhood with one community has a sum too.
      const count = slot < 0 ? 0 : members[slot]!;
      const value = query.measure === "count" ? count : slot < 0 ? 0 : sums[slot]!;
      if (count >= minimum) out.push({ item: { slug: place.slug, value, plan: null, communities: count }, title: place.name });
      else if (minimum <= 1 && query.compared.includes(place.slug)) out.push({ item: { slug: place.slug, value: null, plan: null, communities: 0 }, title: place.name });
      continue;
    }
    const valued = slot < 0 ? [] : values[slot]!;
    if (valued.length >= minimum) out.push({ item: { slug: place.slug, value: aggregate(valued, query.measure, query.statistic), plan: null, communities: valued.length }, title: place.name });
    else if (minimum <= 1 && query.compared.includes(place.slug)) out.push({ item: { slug: place.slug, value: null, plan: null, communities: 0 }, title: place.name });
  }
  return out;
}

/** "Dogs up to 50 lb": communities that would fit but for the dog's weight, so the reply can say why they are left out. */
function weightLimited(query: Query, evaluation: Evaluation): { slug: string; limitLb: number }[] {
  const animal = query.filters.animal;
  if (!animal || animal.assistance || animal.kind !== "dog" || animal.weightLb === null) return [];
  const relaxed: Query = { ...query, filters: { ...query.filters, animal: { ...animal, weightLb: null } } };
  const limited: { slug: string; limitLb: number; title: string }[] = [];
  for (const at of eligibleCommunities(relaxed, evaluation).positions) {
    const community = evaluation.lookups.knowledge.communities[at]!;
    const verdict = animalWelcome(community.petPolicy, animal);
    if (!verdict.welcome && verdict.reason === "weight") limited.push({ slug: community.slug, limitLb: verdict.limit || 0, title: community.title });
  }
  return limited
    .sort((a, b) => b.limitLb - a.limitLb || a.title.localeCompare(b.title, "en"))
    .slice(0, 3)
    .map(({ slug, limitLb }) => ({ slug, limitLb }));
}

/** One pet's charges, as a policy that takes pets states them. */
const ONE_PET: RenterAnimal = { kind: "any", weightLb: null, count: 1, assistance: false };

/**
 * A community's pet rent a month, or its one-time pet fee and deposit, for the renter's animals (one pet when the
 * filters name none); null when it takes no pets, or records neither a fee nor a deposit.
 */
function petValue(community: MatchCommunity, measure: "pet-rent" | "pet-fees", animal: RenterAnimal | null): number | null {
  const policy = community.petPolicy;
  if (!policy.dogs && !policy.cats) return null;
  if (measure === "pet-fees" && policy.petFee === null && policy.petDeposit === null) return null;
  const charges = petCharges(policy, animal ?? ONE_PET);
  return measure === "pet-rent" ? charges.monthly : charges.oneTime + charges.deposit;
}

/** The open units of community `at`'s fitting plans. */
function unitsOpenAt(at: number, eligible: Eligible, columns: CommunityIndex): number {
  let units = 0;
  for (let p = columns.planStart[at]!, end = columns.planStart[at + 1]!; p < end; p++) if (!eligible.fits || eligible.fits[p] === 1) units += columns.planUnits[p]!;
  return units;
}

/** The open units over the eligible communities' fitting plans. */
function openUnits(eligible: Eligible, columns: CommunityIndex): number {
  let units = 0;
  for (const at of eligible.positions) units += unitsOpenAt(at, eligible, columns);
  return units;
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
    const ranked = query.subject === "community" ? [...eligible.positions].map((at) => itemAt(at, eligible, query.measure, direction, evaluation)) : neighborhoodItems(eligible, scoped, evaluation, 1);
    const bySlug = new Map(ranked.map((entry) => [entry.item.slug, entry.item]));
    answer.items = query.compared.map((slug) => bySlug.get(slug) ?? { slug, value: null, plan: null, ...(query.subject === "neighborhood" ? { communities: 0 } : {}) });
    // Communities: how many of the compared are eligible; neighborhoods: how many have a valued community.
    answer.total = query.subject === "community" ? eligible.positions.length : answer.items.filter((item) => item.value !== null).length;
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
      answer.total = eligible.positions.length;
      answer.openUnits = openUnits(eligible, evaluation.columns);
    }
    return answer;
  }
  const paged = query.operation === "list" || query.operation === "rank";
  const skipped = paged ? query.offset : 0;
  const shown = query.operation === "min" || query.operation === "max" ? query.position + 1 : query.limit + skipped;
  if (query.subject === "community") {
    answer.total = eligible.positions.length;
    answer.items = topCommunities(eligible, query, direction, evaluation, shown).slice(skipped).map((entry) => entry.item);
    // "The cheapest" when several share its figure: the others tied with it (never one of several equals alone).
    const [first, second] = answer.items;
    if (!paged && query.position === 1 && first && second && first.value !== null && second.value === first.value) {
      const top = topCommunities(eligible, query, direction, evaluation, TIES_SHOWN + 2).map((entry) => entry.item);
      const tied = top.slice(1).filter((item) => item.value === first.value);
      answer.tied = tied.slice(0, TIES_SHOWN).map((item) => item.slug);
      answer.tiedMore = tied.length > TIES_SHOWN;
    }
    return answer;
  }
  // A neighborhood's median needs two valued communities; its count (or units open) is a sum with one.
  const valued = neighborhoodItems(eligible, query, evaluation, SUMMED_MEASURES.has(query.measure) ? 1 : 2);
  answer.total = valued.length;
  answer.items = firstInOrder(valued, direction, shown).slice(skipped).map((entry) => entry.item);
  // Neighborhoods share a figure too ("22 communities" in two of them): the others tied with the winner are named.
  const [first, second] = answer.items;
  if (!paged && query.position === 1 && first && second && first.value !== null && second.value === first.value) {
    const tied = firstInOrder(valued, direction, TIES_SHOWN + 2).map((entry) => entry.item).slice(1).filter((item) => item.value === first.value);
    answer.tied = tied.slice(0, TIES_SHOWN).map((item) => item.slug);
    answer.tiedMore = tied.length > TIES_SHOWN;
  }
  return answer;
}
