/**
 * Listings search figures: p50/p95 server time of 200 filtered searches with
 * mixed, realistic filters, calling searchApartments directly on a PGlite data
 * directory seeded with 50,000 communities.
 *
 *   DATA_DIR=/tmp/bench50k npm run db:seed -- --apartments 50000   (once, about 2 minutes)
 *   npx tsx bench/listings.ts                                       (BENCH_DATA_DIR, default /tmp/bench50k)
 *
 * Goal (issue 4): p95 <= 100 ms for a filtered search.
 */
import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import { createRandom } from "../core/random.ts";
import { BUDGET_RANGES } from "../core/reference/budget-ranges.ts";
import { parseListingFilters } from "../core/search/listing-filters.ts";
import { openDatabase } from "../db/client.ts";
import { listNeighborhoods } from "../db/queries/catalog.ts";
import { searchApartments } from "../db/queries/search-apartments.ts";
import { pgliteDirectory } from "../server/database.ts";

const dataDir = process.env.BENCH_DATA_DIR ?? "/tmp/bench50k";
const SEARCHES = 200;

if (!existsSync(pgliteDirectory(dataDir))) {
  console.error(`No database in ${dataDir}. Create it with:\n  DATA_DIR=${dataDir} npm run db:seed -- --apartments 50000`);
  process.exit(1);
}

const handle = await openDatabase({ kind: "pglite", dataDir: pgliteDirectory(dataDir) });
await handle.migrate();
const db = handle.db;
// PGlite has no autovacuum: without statistics the planner guesses row counts, so gather them once.
await db.execute(sql`ANALYZE`);

const countResult = (await db.execute(sql`select count(*)::int as n from apartments`)) as unknown as { rows: { n: number }[] };
const apartmentCount = countResult.rows[0];
const neighborhoods = (await listNeighborhoods(db)).map((n) => n.slug);
const amenities = ["pool", "gym", "washer-dryer", "parking", "balcony", "dishwasher", "ev-charging", "dog-park"];
const texts = ["Montose", "galeria", "heights", "loft", "Heronwod", "magnolia", "midtown", "rooftop"];
const sorts = ["best", "best", "best", "price-asc", "price-desc", "size", "newest"];

/** What renters combine: a neighborhood or two, a budget, bedrooms, sometimes amenities, pets, a date or words. */
function realisticQuery(random: ReturnType<typeof createRandom>): string {
  const params = new URLSearchParams();
  if (random.chance(0.7)) for (const n of new Set([random.pick(neighborhoods), ...(random.chance(0.3) ? [random.pick(neighborhoods)] : [])])) params.append("neighborhood", n);
  if (random.chance(0.5)) params.set("budget", random.pick(BUDGET_RANGES.map((r) => r.id)));
  else if (random.chance(0.3)) params.set("maxPrice", String(random.int(12, 30) * 100));
  if (random.chance(0.6)) params.set("beds", String(random.int(0, 3)));
  if (random.chance(0.2)) params.set("baths", random.pick(["1", "1.5", "2"]));
  if (random.chance(0.3)) for (let i = random.int(1, 2); i > 0; i--) params.append("amenity", random.pick(amenities));
  if (random.chance(0.25)) params.set("pets", "1");
  if (random.chance(0.15)) params.set("availableBy", random.pick(["2026-12-01", "2027-01-15", "2027-03-01"]));
  if (random.chance(0.2)) params.set("q", random.pick(texts));
  params.set("sort", random.pick(sorts));
  if (random.chance(0.15)) params.set("page", String(random.int(2, 4)));
  return params.toString();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const random = createRandom(2026);
const queries = Array.from({ length: SEARCHES }, () => realisticQuery(random));
// Warm-up: first queries pay for loading pages of the data directory into memory.
for (const query of queries.slice(0, 10)) await searchApartments(db, parseListingFilters(query));

const timings: { ms: number; query: string; total: string }[] = [];
for (const query of queries) {
  const started = performance.now();
  const result = await searchApartments(db, parseListingFilters(query));
  timings.push({ ms: performance.now() - started, query, total: `${result.total}${result.totalCapped ? "+" : ""}` });
}
const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
console.log(`searchApartments on ${apartmentCount?.n ?? "?"} communities, ${SEARCHES} mixed filtered searches (PGlite, ${dataDir})`);
console.log(`  p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   max ${sorted.at(-1)?.toFixed(1)} ms`);
console.log("  slowest:");
for (const t of [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5)) console.log(`    ${t.ms.toFixed(1)} ms  ${t.total} results  ?${t.query}`);
await handle.close();
