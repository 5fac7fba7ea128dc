/**
 * Suggestion figures on the 50,000-community benchmark database: what
 * GET /api/find-suggested-apartments-app costs on the server (findSuggestions:
 * catalogue revision check, ranking, card details of the top 10), per profile,
 * 100 runs after a warm-up, plus the one-off cost of loading the catalogue
 * snapshot that later requests reuse.
 *
 *   DATA_DIR=/tmp/bench50k npm run db:seed -- --apartments 50000   (once)
 *   npx tsx bench/suggestions.ts                                    (BENCH_DATA_DIR, default /tmp/bench50k)
 *
 * Goal (issue 5): ranking <= 50 ms p95 (bench/matching.ts measures the ranking alone).
 */
import { existsSync } from "node:fs";
import { EMPTY_PROFILE, type PreferenceProfile } from "../core/preferences/profile.ts";
import { findSuggestions } from "../app/matching/suggestions.server.ts";
import { getMatchCatalogue } from "../app/matching/catalogue-cache.server.ts";
import { openDatabase } from "../db/client.ts";
import { listAmenities, listNeighborhoods } from "../db/queries/catalog.ts";
import { pgliteDirectory } from "../server/database.ts";
import { describeTimings } from "./stats.ts";

const dataDir = process.env.BENCH_DATA_DIR ?? "/tmp/bench50k";
const RUNS = 100;
const WARM_UP = 10;

if (!existsSync(pgliteDirectory(dataDir))) {
  console.error(`No database in ${dataDir}. Create it with:\n  DATA_DIR=${dataDir} npm run db:seed -- --apartments 50000`);
  process.exit(1);
}
const handle = await openDatabase({ kind: "pglite", dataDir: pgliteDirectory(dataDir) });
const db = handle.db;
const [hoods, amenities] = await Promise.all([listNeighborhoods(db), listAmenities(db)]);
const hood = (slug: string) => hoods.find((n) => n.slug === slug)!.id;
const amenity = (name: string, requirement: string | null = null) => ({ id: amenities.find((a) => a.name === name)!.id, requirement });

let started = performance.now();
const catalogue = await getMatchCatalogue(db);
console.log(`catalogue snapshot: ${catalogue.communities.length.toLocaleString("en-US")} communities loaded in ${(performance.now() - started).toFixed(0)} ms (once per revision)`);

const profiles: { name: string; profile: PreferenceProfile }[] = [
  { name: "2-bed <= $1,800, Montrose/Heights, W/D, TMC", profile: { ...EMPTY_PROFILE, neighborhoodIds: [hood("montrose"), hood("heights")], maxBudget: 1800, bedrooms: 2, amenities: [amenity("washer-dryer")], commuteTo: "Texas Medical Center" } },
  { name: "studio anywhere <= $1,200", profile: { ...EMPTY_PROFILE, anyNeighborhood: true, maxBudget: 1200, bedrooms: 0 } },
  { name: "3-bed, pets, covered parking", profile: { ...EMPTY_PROFILE, maxBudget: 2600, bedrooms: 3, amenities: [amenity("pets"), amenity("parking", "must be covered")], commuteTo: "Energy Corridor" } },
  { name: "empty profile", profile: EMPTY_PROFILE },
];

console.log(`findSuggestions (top 10) on ${catalogue.communities.length.toLocaleString("en-US")} communities, ${RUNS} runs per profile after ${WARM_UP} warm-up runs`);
for (const { name, profile } of profiles) {
  for (let i = 0; i < WARM_UP; i++) await findSuggestions(db, profile);
  const timings: number[] = [];
  let best = 0;
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    const results = await findSuggestions(db, profile);
    timings.push(performance.now() - started);
    best = results[0]?.matchPercentage ?? 0;
  }
  console.log(`  ${name.padEnd(46)} ${describeTimings(timings).text}   best ${best}%`);
}
await handle.close();
