/**
 * What the header's saved-search alert count costs a renter with five saved searches (decision 027): the read on a
 * page view while the catalogue is unchanged, and the first page view after a catalogue change, when the five
 * searches are checked once. Prints figures; asserts nothing.
 *
 *   npx tsx bench/saved-search-alerts.ts
 */
import { eq, sql } from "drizzle-orm";
import { countSavedSearchAlerts, saveSearch } from "../db/queries/saved-searches.ts";
import { readCatalogueRevision } from "../db/queries/match-catalogue.ts";
import { openDatabase } from "../db/client.ts";
import { insertUser } from "../db/queries/users.ts";
import { floorPlans } from "../db/schema/index.ts";
import { seedDatabase } from "../db/seed/load.ts";

const QUERIES = ["beds=1", "beds=2&maxPrice=2500", "pets=1", "q=lofts", "beds=0"];

// The demo catalogue as the product loads it (320 communities), in memory.
const database = await openDatabase({ kind: "pglite" });
await database.migrate();
await seedDatabase(database.db, { seed: 42 });
const db = database.db;
const created = await insertUser(db, { username: "bench_renter", email: "bench@example.com", passwordHash: "not-a-real-hash", displayName: null });
if (!created.ok) throw new Error("could not create the renter");
const user = created.user;
for (const query of QUERIES) await saveSearch(db, { userId: user.id, name: query, query, emailAlerts: false, revision: await readCatalogueRevision(db) });

async function time(label: string, runs: number, work: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label}: median ${samples[Math.floor(runs / 2)]!.toFixed(2)} ms, p90 ${samples[Math.floor(runs * 0.9)]!.toFixed(2)} ms (${runs} runs)`);
}

const revision = await readCatalogueRevision(db);
await countSavedSearchAlerts(db, user.id, revision);
await time("page view, catalogue unchanged (one indexed read)", 200, () => countSavedSearchAlerts(db, user.id, revision));
const [plan] = await db.select({ id: floorPlans.id }).from(floorPlans).limit(1);
await time("first page view after a catalogue change (5 searches checked)", 20, async () => {
  await db.update(floorPlans).set({ rent: sql`${floorPlans.rent} - 1` }).where(eq(floorPlans.id, plan!.id));
  await countSavedSearchAlerts(db, user.id, await readCatalogueRevision(db));
});
await database.close();
