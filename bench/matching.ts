/**
 * Matching figures: p50/p95/max time of rankCommunities for a few realistic
 * profiles over 50,000 communities generated in memory (no database), 200 runs
 * each after a warm-up, and how many communities pass each profile's hard
 * limits. The first ranking of an array also builds its columnar index
 * (core/matching/community-index.ts); that cost is printed on its own.
 *
 *   npx tsx bench/matching.ts
 *
 * Goal (issue 5): p95 <= 50 ms per ranking.
 */
import { EMPTY_PROFILE, type PreferenceProfile } from "../core/preferences/profile.ts";
import { rankCommunitiesWithTotal } from "../core/matching/rank-communities.ts";
import type { MatchCommunity, MatchReference } from "../core/matching/types.ts";
import { amenities, amenityId, generateCommunities, neighborhoodId, neighborhoods, BENCH_COUNT, BENCH_TODAY } from "./generated-catalogue.ts";
import { describeTimings } from "./stats.ts";

const COUNT = BENCH_COUNT;
const RUNS = 200;
const WARM_UP = 20;
const reference: MatchReference = { neighborhoods, amenities, today: BENCH_TODAY };

const communities: MatchCommunity[] = generateCommunities(COUNT);
let started = performance.now();

const idsOf = (slugs: string[]) => slugs.map((slug) => neighborhoodId.get(slug) as number);
const wish = (name: string, requirement: string | null = null) => ({ id: amenityId.get(name) as number, requirement });

const profiles: { name: string; profile: PreferenceProfile }[] = [
  {
    name: "2-bed <= $1,800, Montrose/Heights, W/D, TMC commute",
    profile: { ...EMPTY_PROFILE, neighborhoodIds: idsOf(["montrose", "heights"]), maxBudget: 1800, bedrooms: 2, bathrooms: 2, amenities: [wish("washer-dryer")], commuteTo: "Texas Medical Center", leaseLength: "12-month" },
  },
  {
    name: "studio anywhere <= $1,200",
    profile: { ...EMPTY_PROFILE, anyNeighborhood: true, maxBudget: 1200, bedrooms: 0 },
  },
  {
    name: "3-bed, pets + covered parking, move-in next month",
    profile: { ...EMPTY_PROFILE, maxBudget: 2600, bedrooms: 3, amenities: [wish("pets"), wish("parking", "must be covered")], moveInDate: "2026-07-01", commuteTo: "Energy Corridor" },
  },
  {
    name: "everything set: 1-bed, 5 amenities, 9-month lease, typo'd commute",
    profile: {
      ...EMPTY_PROFILE,
      neighborhoodIds: idsOf(["midtown", "museum-district", "east-downtown"]),
      maxBudget: 1600, bedrooms: 1, bathrooms: 1, sqft: 700, moveInDate: "2026-08-15", leaseLength: "9 months", commuteTo: "Univeristy of Houston",
      amenities: [wish("gym"), wish("pool"), wish("washer-dryer"), wish("balcony"), wish("ev-charging")],
    },
  },
];

started = performance.now();
rankCommunitiesWithTotal(profiles[0]!.profile, communities, reference);
console.log(`first ranking of the array, building its columnar index: ${(performance.now() - started).toFixed(0)} ms`);

console.log(`rankCommunities on ${COUNT.toLocaleString("en-US")} communities, top 20, ${RUNS} runs per profile after ${WARM_UP} warm-up runs`);
for (const { name, profile } of profiles) {
  for (let i = 0; i < WARM_UP; i++) rankCommunitiesWithTotal(profile, communities, reference);
  const timings: number[] = [];
  let total = 0;
  let best = 0;
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    const ranked = rankCommunitiesWithTotal(profile, communities, reference);
    timings.push(performance.now() - started);
    total = ranked.total;
    best = ranked.results[0]?.matchPercentage ?? 0;
  }
  console.log(`  ${name}`);
  console.log(`    ${describeTimings(timings).text}   ${total.toLocaleString("en-US")} matches, best ${best}%`);
}
