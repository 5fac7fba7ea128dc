/**
 * The communities' derived bedroom rents (migration 0018) are the aggregate of their floor plans after every kind
 * of write: the seed's bulk load, and statements that write many plans at once, as an import does. (The admin
 * editor's writes are tested with its store, db/queries/admin/resources/apartments.test.ts.)
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BEDS_FILTER } from "../../core/search/listing-filters.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import type { Database } from "../client-types.ts";
import { apartments, floorPlans } from "../schema/index.ts";
import { cheapestRentColumnFor } from "./search-apartments.ts";

const BEDROOM_FILTERS = Array.from({ length: MAX_BEDS_FILTER + 1 }, (_, beds) => beds);

/** Each community's cheapest rent per bedroom filter, as stored and as computed the plain way from its plans. */
type BedroomRents = { id: number } & Record<string, number | null>;

async function storedAndComputed(db: Database): Promise<{ stored: BedroomRents[]; computed: BedroomRents[] }> {
  const stored = (await db
    .select({ id: apartments.id, ...Object.fromEntries(BEDROOM_FILTERS.map((beds) => [`beds${beds}`, cheapestRentColumnFor(beds)])) })
    .from(apartments)
    .orderBy(asc(apartments.id))) as BedroomRents[];
  const plans = await db.select({ apartmentId: floorPlans.apartmentId, beds: floorPlans.beds, rent: floorPlans.rent }).from(floorPlans);
  const computed = stored.map(({ id }) => {
    const own = plans.filter((plan) => plan.apartmentId === id);
    const cheapest = (keep: (beds: number) => boolean) => {
      const rents = own.filter((plan) => keep(plan.beds)).map((plan) => plan.rent);
      return rents.length > 0 ? Math.min(...rents) : null;
    };
    return { id, ...Object.fromEntries(BEDROOM_FILTERS.map((beds) => [`beds${beds}`, cheapest((b) => (beds === 0 ? b === 0 : b >= beds))])) };
  });
  return { stored, computed };
}

async function expectDerivedFromPlans(db: Database) {
  const { stored, computed } = await storedAndComputed(db);
  expect(stored).toEqual(computed);
  return stored;
}

describe("cheapestRentColumnFor", () => {
  it("names a derived rent for every value of the bedroom filter, and refuses any other", () => {
    expect(new Set(BEDROOM_FILTERS.map((beds) => cheapestRentColumnFor(beds).name)).size).toBe(MAX_BEDS_FILTER + 1);
    expect(() => cheapestRentColumnFor(MAX_BEDS_FILTER + 1)).toThrow(RangeError);
    expect(() => cheapestRentColumnFor(-1)).toThrow(RangeError);
  });
});

describe.each(testDatabaseKinds)("derived bedroom rents on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let ids: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    ids = (await db.select({ id: apartments.id }).from(apartments).orderBy(asc(apartments.id))).map((row) => row.id);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("are the seed's plans' cheapest rents per bedroom filter, with studios, 1-3 bedrooms and none", async () => {
    const stored = await expectDerivedFromPlans(db);
    // The seed gives the comparison something to compare: studios and 3-beds in some communities and not in others.
    for (const beds of [0, 1, 2, 3]) expect(stored.some((row) => row[`beds${beds}`] !== null)).toBe(true);
    for (const beds of [0, 3, MAX_BEDS_FILTER]) expect(stored.some((row) => row[`beds${beds}`] === null)).toBe(true);
  });

  it("follow statements that write the plans of many communities at once, as an import does", async () => {
    const [a, b, c, d] = ids;
    // New plans across communities in one statement: a cheap 5-bed, a dear studio, a cheaper 2-bed.
    await db.insert(floorPlans).values([
      { apartmentId: a!, name: "Import 5", beds: 5, baths: 3, sqft: 2100, rent: 900, unitsAvailable: 1, availableFrom: "2026-07-01" },
      { apartmentId: b!, name: "Import S", beds: 0, baths: 1, sqft: 450, rent: 5000, unitsAvailable: 1, availableFrom: "2026-07-01" },
      { apartmentId: c!, name: "Import 2", beds: 2, baths: 2, sqft: 900, rent: 100, unitsAvailable: 1, availableFrom: "2026-07-01" },
    ]);
    const afterInsert = await expectDerivedFromPlans(db);
    expect(afterInsert.find((row) => row.id === a)).toMatchObject({ beds5: 900, beds1: 900 });
    expect(afterInsert.find((row) => row.id === c)).toMatchObject({ beds1: 100, beds2: 100 });

    // Many rows changed by one statement: every 2-bed becomes a 3-bed, and rents rise.
    await db.update(floorPlans).set({ beds: 3 }).where(eq(floorPlans.beds, 2));
    await db.update(floorPlans).set({ rent: sql`${floorPlans.rent} + 15` }).where(inArray(floorPlans.apartmentId, [a!, b!, c!]));
    const afterUpdate = await expectDerivedFromPlans(db);
    expect(afterUpdate.every((row) => row.beds2 === row.beds3)).toBe(true);

    // A plan moved to another community changes both.
    const [moved] = await db.select({ id: floorPlans.id }).from(floorPlans).where(eq(floorPlans.apartmentId, c!)).orderBy(asc(floorPlans.rent)).limit(1);
    await db.update(floorPlans).set({ apartmentId: d! }).where(eq(floorPlans.id, moved!.id));
    await expectDerivedFromPlans(db);

    // Deleted plans: one community loses all of them, others their studios.
    await db.delete(floorPlans).where(eq(floorPlans.apartmentId, d!));
    await db.delete(floorPlans).where(eq(floorPlans.beds, 0));
    const afterDelete = await expectDerivedFromPlans(db);
    expect(afterDelete.find((row) => row.id === d)).toMatchObject({ beds0: null, beds1: null, beds6: null });
    expect(afterDelete.every((row) => row.beds0 === null)).toBe(true);
  });
});
