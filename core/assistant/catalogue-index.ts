/**
 * What A.L.I. looks up in the catalogue, worked out once per communities array
 * (cached in a WeakMap, as core/matching caches its columnar index): rent
 * statistics by neighborhood and bedroom count, communities by neighborhood,
 * by amenity, by slug and by title. At 50,000 communities a question is then
 * answered from a few map reads instead of a pass over 200,000 floor plans.
 *
 * Rent statistics are over the listed rent of every floor plan (whether a unit
 * is open today or not): what a renter should expect the place to cost.
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
}

/** "Any neighborhood" / "any bedroom count" in a statistics key. */
const ANY = -1;

interface Bucket {
  rents: number[];
  /** Each community's cheapest rent in the bucket. */
  communityMins: number[];
}

export interface CatalogueIndex {
  communityCount: number;
  bySlug: Map<string, MatchCommunity>;
  /** Lower-case title, one space between words. */
  byTitle: Map<string, MatchCommunity>;
  /** Most words in a title (how long a phrase can name a community). */
  longestTitleWords: number;
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

export function normaliseTitle(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9&' ]+/g, " ").replace(/\s+/g, " ").trim();
}

const bucketKey = (neighborhoodId: number, beds: number) => `${neighborhoodId}|${beds}`;

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

function buildIndex(communities: readonly MatchCommunity[]): CatalogueIndex {
  const buckets = new Map<string, Bucket>();
  const bucket = (key: string) => {
    let found = buckets.get(key);
    if (!found) {
      found = { rents: [], communityMins: [] };
      buckets.set(key, found);
    }
    return found;
  };
  const bySlug = new Map<string, MatchCommunity>();
  const byTitle = new Map<string, MatchCommunity>();
  const byNeighborhood = new Map<number, MatchCommunity[]>();
  const byAmenity = new Map<number, MatchCommunity[]>();
  const petsAllowed: MatchCommunity[] = [];
  const leaseTermCounts = new Map<string, number>();
  let longestTitleWords = 0;
  const mins = new Map<string, number>();

  for (const community of communities) {
    bySlug.set(community.slug, community);
    const title = normaliseTitle(community.title);
    if (title !== "" && !byTitle.has(title)) byTitle.set(title, community);
    longestTitleWords = Math.max(longestTitleWords, title.split(" ").length);
    const inNeighborhood = byNeighborhood.get(community.neighborhoodId);
    if (inNeighborhood) inNeighborhood.push(community);
    else byNeighborhood.set(community.neighborhoodId, [community]);
    for (const id of new Set(community.amenityIds)) {
      const list = byAmenity.get(id);
      if (list) list.push(community);
      else byAmenity.set(id, [community]);
    }
    if (community.petsAllowed) petsAllowed.push(community);
    for (const term of new Set(community.leaseTerms)) leaseTermCounts.set(term, (leaseTermCounts.get(term) ?? 0) + 1);

    mins.clear();
    for (const plan of community.floorPlans) {
      for (const key of [
        bucketKey(community.neighborhoodId, plan.beds),
        bucketKey(community.neighborhoodId, ANY),
        bucketKey(ANY, plan.beds),
        bucketKey(ANY, ANY),
      ]) {
        bucket(key).rents.push(plan.rent);
        const known = mins.get(key);
        if (known === undefined || plan.rent < known) mins.set(key, plan.rent);
      }
    }
    for (const [key, rent] of mins) bucket(key).communityMins.push(rent);
  }

  const statistics = new Map<string, RentStatistics>();
  const communityMins = new Map<string, Float64Array>();
  const beds = new Map<number, Set<number>>();
  for (const [key, { rents, communityMins: lows }] of buckets) {
    const sorted = Float64Array.from(rents).sort();
    statistics.set(key, { plans: sorted.length, communities: lows.length, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, median: median(sorted) });
    communityMins.set(key, Float64Array.from(lows).sort());
    const [hood, bedCount] = key.split("|").map(Number) as [number, number];
    if (bedCount !== ANY) {
      const set = beds.get(hood) ?? new Set<number>();
      set.add(bedCount);
      beds.set(hood, set);
    }
  }

  const subsets = new Map<string, readonly MatchCommunity[]>();
  return {
    communityCount: communities.length,
    bySlug,
    byTitle,
    longestTitleWords,
    byNeighborhood,
    byAmenity,
    petsAllowed,
    leaseTermCounts,
    rentStatistics: (neighborhoodId, bedCount) => statistics.get(bucketKey(neighborhoodId ?? ANY, bedCount ?? ANY)) ?? null,
    communitiesAtOrUnder(neighborhoodId, bedCount, rent) {
      const lows = communityMins.get(bucketKey(neighborhoodId ?? ANY, bedCount ?? ANY));
      return lows ? countAtOrUnder(lows, rent) : 0;
    },
    bedCounts: (neighborhoodId) => [...(beds.get(neighborhoodId ?? ANY) ?? [])].sort((a, b) => a - b),
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
