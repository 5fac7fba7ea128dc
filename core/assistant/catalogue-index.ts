/**
 * What A.L.I. looks up in the catalogue, worked out once per communities array
 * (cached in a WeakMap, as core/matching caches its columnar index): rent
 * statistics by neighborhood and bedroom count, communities by neighborhood,
 * by amenity, by slug and by title. At 50,000 communities a question is then
 * answered from a few map reads instead of a pass over 200,000 floor plans.
 *
 * Rent statistics are over the listed rent of every floor plan (whether a unit
 * is open today or not): what a renter should expect the place to cost; by
 * exact bedroom count (up to 15).
 * The median of an even count is the mean of the two middle rents, rounded to
 * the dollar.
 */
import type { MatchCommunity } from "../matching/types.ts";

export interface RentStatistics {
  /** Floor plans counted. */
  plans: number;
  /** Communities with at least one of them. */
  communities: number;
  min: number;
  max: number;
  median: number;
  /** The arithmetic mean, whole dollars (a renter asking for the "average" is told it beside the median). */
  mean: number;
}

/** Bedroom counts above this share one bucket (no real floor plan has them). */
const MAX_BEDS = 15;
const BED_SLOTS = MAX_BEDS + 2;

export interface CatalogueIndex {
  communityCount: number;
  bySlug: Map<string, MatchCommunity>;
  /** Communities by normalised title, and the most words in a title (how long a phrase can name one); built on first use. */
  titles(): { byTitle: Map<string, MatchCommunity>; longestTitleWords: number; byTitleWithOneWordOut: Map<string, MatchCommunity[]> };
  byNeighborhood: Map<number, readonly MatchCommunity[]>;
  /** Communities listing each amenity id (pets is judged by petsAllowed: see `petsAllowed`). */
  byAmenity: Map<number, readonly MatchCommunity[]>;
  petsAllowed: readonly MatchCommunity[];
  /** How many communities offer each lease term. */
  leaseTermCounts: Map<string, number>;
  /** Rent statistics for a neighborhood (null: all) and an exact bedroom count (null: any); null when no plan fits. */
  rentStatistics(neighborhoodId: number | null, beds: number | null): RentStatistics | null;
  /** Communities (in the neighborhood, null: all) with a plan of that bedroom count (null: any) at or under the rent. */
  communitiesAtOrUnder(neighborhoodId: number | null, beds: number | null, rent: number): number;
  /** Bedroom counts with at least one plan, ascending. */
  bedCounts(neighborhoodId: number | null): number[];
  /** A derived list cached with the index (e.g. a neighborhood's pet-friendly communities), so rankings over it reuse matching's cache too. */
  subset(key: string, build: () => readonly MatchCommunity[]): readonly MatchCommunity[];
}

const cache = new WeakMap<readonly MatchCommunity[], CatalogueIndex>();

/** Lower case, words of letters and digits, one space between them. */
export function normaliseTitle(text: string): string {
  const lower = text.toLowerCase();
  return /^[a-z0-9]+(?: [a-z0-9]+)*$/.test(lower) ? lower : lower.replace(/[^a-z0-9]+/g, " ").trim();
}

/** A title with one of its words (of four letters or more) left out, for names typed with one slip ("Saltgrsas Place 48"). */
export function titleWithOneWordOut(words: readonly string[], at: number): string {
  return words.map((word, i) => (i === at ? "*" : word)).join(" ");
}

function titlesOf(communities: readonly MatchCommunity[]): ReturnType<CatalogueIndex["titles"]> {
  const byTitle = new Map<string, MatchCommunity>();
  const byTitleWithOneWordOut = new Map<string, MatchCommunity[]>();
  let longestTitleWords = 0;
  for (const community of communities) {
    const title = normaliseTitle(community.title);
    if (title === "" || byTitle.has(title)) continue;
    byTitle.set(title, community);
    const words = title.split(" ");
    longestTitleWords = Math.max(longestTitleWords, words.length);
    if (words.length < 2) continue;
    words.forEach((word, at) => {
      if (word.length < 4) return;
      const key = titleWithOneWordOut(words, at);
      const list = byTitleWithOneWordOut.get(key) ?? [];
      list.push(community);
      byTitleWithOneWordOut.set(key, list);
    });
  }
  return { byTitle, longestTitleWords, byTitleWithOneWordOut };
}

function median(sorted: Float64Array): number {
  const n = sorted.length;
  const middle = n >>> 1;
  return n % 2 === 1 ? (sorted[middle] as number) : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

/** How many of the ascending values are <= limit. */
function countAtOrUnder(sorted: Float64Array, limit: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

function pushTo<T>(map: Map<number, T[]>, key: number, value: T): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}

function buildIndex(communities: readonly MatchCommunity[]): CatalogueIndex {
  // Statistics buckets by number: (neighborhood slot + 1) * BED_SLOTS + (beds + 1), slot and beds -1 meaning "any".
  // Number keys and plain arrays: with string keys the build took most of a second at 50,000 communities.
  const slotOf = new Map<number, number>();
  for (const community of communities) if (!slotOf.has(community.neighborhoodId)) slotOf.set(community.neighborhoodId, slotOf.size);
  const keyCount = (slotOf.size + 1) * BED_SLOTS;
  const rents: number[][] = Array.from({ length: keyCount }, () => []);
  const lows: number[][] = Array.from({ length: keyCount }, () => []);
  const lowest = new Float64Array(keyCount).fill(Infinity);
  const touched: number[] = [];
  const add = (key: number, rent: number) => {
    (rents[key] as number[]).push(rent);
    if (lowest[key] === Infinity) touched.push(key);
    if (rent < (lowest[key] as number)) lowest[key] = rent;
  };

  const bySlug = new Map<string, MatchCommunity>();
  const byNeighborhood = new Map<number, MatchCommunity[]>();
  const byAmenity = new Map<number, MatchCommunity[]>();
  const petsAllowed: MatchCommunity[] = [];
  const leaseTermCounts = new Map<string, number>();

  for (const community of communities) {
    bySlug.set(community.slug, community);
    pushTo(byNeighborhood, community.neighborhoodId, community);
    for (const id of community.amenityIds) pushTo(byAmenity, id, community);
    if (community.petsAllowed) petsAllowed.push(community);
    const terms = community.leaseTerms;
    for (let t = 0; t < terms.length; t++) {
      const term = terms[t] as string;
      if (terms.indexOf(term) === t) leaseTermCounts.set(term, (leaseTermCounts.get(term) ?? 0) + 1);
    }

    const hood = ((slotOf.get(community.neighborhoodId) as number) + 1) * BED_SLOTS;
    for (const plan of community.floorPlans) {
      const beds = Math.min(Math.max(Math.round(plan.beds), 0), MAX_BEDS) + 1;
      add(hood + beds, plan.rent);
      add(hood, plan.rent);
      add(beds, plan.rent);
      add(0, plan.rent);
    }
    for (const key of touched) {
      (lows[key] as number[]).push(lowest[key] as number);
      lowest[key] = Infinity;
    }
    touched.length = 0;
  }

  const statistics: (RentStatistics | null)[] = new Array(keyCount).fill(null);
  const communityMins: (Float64Array | null)[] = new Array(keyCount).fill(null);
  for (let key = 0; key < keyCount; key++) {
    const list = rents[key] as number[];
    if (list.length === 0) continue;
    const sorted = Float64Array.from(list).sort();
    statistics[key] = { plans: sorted.length, communities: (lows[key] as number[]).length, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, median: median(sorted), mean: Math.round(sorted.reduce((sum, rent) => sum + rent, 0) / sorted.length) };
    communityMins[key] = Float64Array.from(lows[key] as number[]).sort();
  }
  const keyOf = (neighborhoodId: number | null, beds: number | null): number | null => {
    const slot = neighborhoodId === null ? -1 : slotOf.get(neighborhoodId);
    if (slot === undefined || (beds !== null && (!Number.isInteger(beds) || beds < 0 || beds > MAX_BEDS))) return null;
    return (slot + 1) * BED_SLOTS + (beds === null ? 0 : beds + 1);
  };

  const subsets = new Map<string, readonly MatchCommunity[]>();
  let titles: ReturnType<typeof titlesOf> | null = null;
  return {
    communityCount: communities.length,
    bySlug,
    titles: () => (titles ??= titlesOf(communities)),
    byNeighborhood,
    byAmenity,
    petsAllowed,
    leaseTermCounts,
    rentStatistics(neighborhoodId, beds) {
      const key = keyOf(neighborhoodId, beds);
      return key === null ? null : (statistics[key] ?? null);
    },
    communitiesAtOrUnder(neighborhoodId, beds, rent) {
      const key = keyOf(neighborhoodId, beds);
      const mins = key === null ? null : communityMins[key];
      return mins ? countAtOrUnder(mins, rent) : 0;
    },
    bedCounts(neighborhoodId) {
      const counts: number[] = [];
      for (let beds = 0; beds <= MAX_BEDS; beds++) {
        const key = keyOf(neighborhoodId, beds);
        if (key !== null && statistics[key]) counts.push(beds);
      }
      return counts;
    },
    subset(key, build) {
      let list = subsets.get(key);
      if (!list) {
        list = build();
        subsets.set(key, list);
      }
      return list;
    },
  };
}

/** The index of a communities array, built on first use. The array must not change afterwards (a new catalogue comes as a new array). */
export function catalogueIndexFor(communities: readonly MatchCommunity[]): CatalogueIndex {
  let index = cache.get(communities);
  if (!index) {
    index = buildIndex(communities);
    cache.set(communities, index);
  }
  return index;
}
