/**
 * Catalogue reads from memory: reused while catalogue_revision stands still,
 * read again as soon as any catalogue write moves it, never kept when they fail.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apartments, neighborhoods } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { perCatalogueRevision, readCatalogueCounts, readFeaturedApartmentCards, readFeaturedNeighborhoodCards, readNeighborhoods } from "./revision-cache.server.ts";

describe.each(testDatabaseKinds)("catalogue reads per revision on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("reuses a read while the catalogue is unchanged, and shares one load between concurrent callers", async () => {
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    const [a, b] = await Promise.all([perCatalogueRevision(database.db, "probe", load), perCatalogueRevision(database.db, "probe", load)]);
    const c = await perCatalogueRevision(database.db, "probe", load);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(await readNeighborhoods(database.db)).toBe(await readNeighborhoods(database.db));
  });

  it("reads again after a catalogue write, so an admin's change shows at once", async () => {
    const before = await readNeighborhoods(database.db);
    const montrose = before.find((n) => n.slug === "montrose")!;
    await database.db.update(neighborhoods).set({ name: "Montrose (renamed)" }).where(eq(neighborhoods.id, montrose.id));
    const after = await readNeighborhoods(database.db);
    expect(after).not.toBe(before);
    expect(after.find((n) => n.id === montrose.id)?.name).toBe("Montrose (renamed)");

    // The home page's cards follow the featured flag from one request to the next.
    await readFeaturedNeighborhoodCards(database.db);
    await database.db.update(neighborhoods).set({ featured: false });
    await database.db.update(neighborhoods).set({ featured: true }).where(eq(neighborhoods.id, montrose.id));
    expect((await readFeaturedNeighborhoodCards(database.db)).map((card) => card.id)).toEqual([montrose.id]);
    await database.db.update(neighborhoods).set({ featured: false }).where(eq(neighborhoods.id, montrose.id));
    expect(await readFeaturedNeighborhoodCards(database.db)).toEqual([]);
  });

  it("hands out frozen values, so no request can change another's", async () => {
    const list = await readNeighborhoods(database.db);
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0])).toBe(true);
    expect(() => (list[0] as { name: string }).name = "x").toThrow(TypeError);
    expect((await readCatalogueCounts(database.db)).neighborhoods).toBe(list.length);
  });

  it("keeps the featured community cards per Houston day too: a special that ended leaves them the next day, the catalogue unchanged", async () => {
    const { db } = database;
    const [first] = await readFeaturedApartmentCards(db, "2026-07-15");
    expect(first).toBeDefined();
    await db
      .update(apartments)
      .set({ specialText: "1 month free", specialAmount: null, specialMonthsFree: 1, specialStartsOn: null, specialEndsOn: "2026-07-15" })
      .where(eq(apartments.id, first!.id));
    // The write moved the revision: read again for that day, then kept.
    const lastDay = await readFeaturedApartmentCards(db, "2026-07-15");
    expect(lastDay.find((card) => card.id === first!.id)?.special?.text).toBe("1 month free");
    expect(await readFeaturedApartmentCards(db, "2026-07-15")).toBe(lastDay);
    // The next day, with no write in between: the same catalogue revision, without the ended special.
    const nextDay = await readFeaturedApartmentCards(db, "2026-07-16");
    expect(nextDay.find((card) => card.id === first!.id)?.special).toBeNull();
  });

  it("does not keep a failed load", async () => {
    await expect(perCatalogueRevision(database.db, "flaky", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await perCatalogueRevision(database.db, "flaky", async () => "up")).toBe("up");
  });
});
