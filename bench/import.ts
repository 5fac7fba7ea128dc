/**
 * Catalogue import at scale (issue 29): a file of 50,000 new communities with 200,000 floor plans imported into
 * PostgreSQL through the command line's path (stream -> preview -> apply), then a 1,000-row weekly price sheet.
 * Prints each step's time and the process's peak memory (RSS). The file is generated on the first run and kept in
 * /tmp: run twice and read the second run's figures, which do not carry the generator's memory. Goals: preview and apply each within 2 minutes,
 * memory under 500 MB; the price sheet applied in under 5 seconds.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/import.ts [communities]
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { once } from "node:events";
import { csvLine } from "../core/admin/csv.ts";
import { communityRows, EXPORT_HEADER, typedCells } from "../core/catalogue/export-rows.ts";
import { snapshotCommunities, type SnapshotCommunity } from "../core/catalogue/import-plan.ts";
import { csvRows, detectEncoding } from "../core/catalogue/read-sheet.ts";
import { tourHoursLine } from "../core/tours/tour-hours.ts";
import { parkingLine } from "../core/reference/parking.ts";
import { openDatabase } from "../db/client.ts";
import { applyImport } from "../db/queries/catalogue/apply-import.ts";
import { previewImport } from "../db/queries/catalogue/preview-import.ts";
import { loadCatalogueSnapshot } from "../db/queries/catalogue/snapshot.ts";
import { amenitySeeds } from "../db/seed/data/amenities.ts";
import { neighborhoodSeeds } from "../db/seed/data/neighborhoods.ts";
import { generateApartments } from "../db/seed/generate-apartments.ts";
import { seedDatabase } from "../db/seed/load.ts";
import { boundHeapGrowth } from "../server/heap.ts";
import { createThrowawayPostgres } from "../tests/throwaway-postgres.ts";

// As the command line runs (scripts/cli.ts).
boundHeapGrowth();

const COUNT = Number(process.argv[2] ?? 50_000);
const FILE = `/tmp/bench-import-${COUNT}x4.csv`;
const SHEET = "/tmp/bench-price-sheet.csv";

/** Four plans a community, as the goal counts them (200,000 at 50,000): the generated ones, then larger variants. */
function fourPlans<P extends { name: string; sqft: number; rent: number }>(plans: readonly P[]): P[] {
  const out = plans.slice(0, 4);
  for (let i = 0; out.length < 4; i++) {
    const base = plans[i % plans.length]!;
    out.push({ ...base, name: `${base.name} ${"BCD"[out.length - 1]}`, sqft: base.sqft + 40 * out.length, rent: base.rent + 35 * out.length });
  }
  return out;
}

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  peak = process.memoryUsage().rss;
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s, peak RSS ${mb(peak)}`);
  return result;
}

const throwaway = await createThrowawayPostgres("bench_import");
const database = await openDatabase({ kind: "postgres", url: throwaway.url });
try {
  await database.migrate();
  // Neighborhoods and amenities only: the file brings every community.
  await seedDatabase(database.db, { apartments: 0 });
  const snapshot = await loadCatalogueSnapshot(database.db);
  const hoodId = new Map(snapshot.neighborhoods.map((n) => [n.slug, n.id]));
  const amenityId = new Map(snapshot.amenities.map((a) => [a.name, a.id]));

  // Written once, then kept: a second run measures the import alone (the generator's memory is not the import's).
  if (!existsSync(FILE)) await timed(`wrote ${COUNT.toLocaleString("en-US")} communities to ${FILE}`, async () => {
    const out = createWriteStream(FILE);
    out.write(csvLine(EXPORT_HEADER));
    const generated = generateApartments({ count: COUNT, seed: 29, referenceDate: "2026-12-01", neighborhoods: neighborhoodSeeds, amenities: amenitySeeds });
    let plans = 0;
    for (const a of generated) {
      const community: SnapshotCommunity = {
        id: 0,
        version: 1,
        slug: a.slug,
        title: a.title,
        verifiedOn: a.verifiedAt,
        amenities: a.amenityNames.filter((n) => n !== "parking").map((n) => ({ id: amenityId.get(n)!, note: null })),
        values: {
          title: a.title, slug: a.slug, neighborhoodId: hoodId.get(a.neighborhoodSlug)!, published: true, featured: a.featured, description: a.description,
          streetAddress: a.streetAddress, postalCode: a.postalCode, phone: a.phone, latitude: a.latitude, longitude: a.longitude, yearBuilt: a.yearBuilt,
          petPolicy: a.petPolicy, dogsAllowed: a.pets.dogs, catsAllowed: a.pets.cats, maxPets: a.pets.maxPets, dogWeightLimitLb: a.pets.dogWeightLimitLb,
          breedRestrictions: a.pets.breedRestrictions, petFee: a.pets.petFee, petDeposit: a.pets.petDeposit, petRent: a.petRent,
          parkingOptions: a.parkingOptions.map(parkingLine), applicationFee: a.applicationFee, adminFee: a.adminFee, leaseTerms: a.leaseTerms,
          tourHours: a.tourHours.map(tourHoursLine), tourMinutes: a.tourMinutes,
        },
        plans: fourPlans(a.floorPlans).map((p, i) => ({ id: i, version: 1, values: { ...p } })),
      };
      plans += community.plans.length;
      for (const row of communityRows(community, snapshot)) if (!out.write(csvLine(typedCells(row)))) await once(out, "drain");
    }
    out.end();
    await once(out, "finish");
    console.log(`  ${plans.toLocaleString("en-US")} floor plans`);
  });

  const actor = { id: null, username: "bench" };

  async function importFile(file: string, label: string) {
    const notices: string[] = [];
    const result = await timed(`${label}: preview`, async () => {
      const encoding = await detectEncoding(createReadStream(file));
      return previewImport(database.db, { rows: csvRows(createReadStream(file), encoding), source: "bench", fileName: file, actor, notices });
    });
    if (!result.ok) throw new Error(`preview failed: ${JSON.stringify(result).slice(0, 500)}`);
    const p = result.plan;
    const { totals } = p;
    console.log(`  ${(totals.newCommunities + totals.changedCommunities).toLocaleString("en-US")} communities and ${(totals.newPlans + totals.changedPlans).toLocaleString("en-US")} plans to write, ${p.rejected.length} rejected rows`);
    // With node --expose-gc: what the process holds between preview and apply (the changes wait in the database).
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc) {
      gc();
      console.log(`  held between preview and apply: heap ${mb(process.memoryUsage().heapUsed)} after a full collection`);
    }
    if (p.rejected.length) console.log(`  first rejected: ${JSON.stringify(p.rejected.slice(0, 3))}`);
    const applied = await timed(`${label}: apply`, () => applyImport(database.db, { importId: result.importId, actor }));
    if (!applied.ok) throw new Error(`apply refused: ${JSON.stringify(applied.conflicts.slice(0, 3))}`);
  }

  await importFile(FILE, "catalogue import");

  // A weekly price sheet: 1,000 plans' rents, availability and units.
  const after = await loadCatalogueSnapshot(database.db);
  const sheet = createWriteStream(SHEET);
  sheet.write(csvLine(["Community slug", "Floor plan", "Rent", "Available from", "Units available"]));
  let written = 0;
  for await (const c of snapshotCommunities(after)) {
    for (const plan of c.plans) {
      if (written >= 1_000) break;
      sheet.write(csvLine([c.slug, String(plan.values.name), Number(plan.values.rent) - 25, "2027-01-15", 3]));
      written++;
    }
    if (written >= 1_000) break;
  }
  sheet.end();
  await once(sheet, "finish");
  await importFile(SHEET, "price sheet of 1,000 rows");
} finally {
  clearInterval(sampler);
  await database.close();
  await throwaway.drop();
}
