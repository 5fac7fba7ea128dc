import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { apartments } from "../schema/index.ts";
import { withLocations } from "./community-locations.ts";

describe.each(testDatabaseKinds)("community locations on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("adds coordinates to cards in their order and leaves out a community no longer listed", async () => {
    const rows = await database.db.select({ id: apartments.id, latitude: apartments.latitude, longitude: apartments.longitude }).from(apartments).limit(3);
    expect(rows).toHaveLength(3);
    const cards = [...rows].reverse().map((row) => ({ id: row.id, title: `#${row.id}` }));
    const located = await withLocations(database.db, cards);
    expect(located.map((c) => c.id)).toEqual(cards.map((c) => c.id));
    expect(located[0]).toMatchObject({ title: cards[0]!.title, latitude: rows[2]!.latitude, longitude: rows[2]!.longitude, locationApproximate: false });

    // A position that is a ZIP code's center comes flagged, so the map's pin can say so.
    await database.db.update(apartments).set({ locationApproximate: true }).where(eq(apartments.id, rows[2]!.id));
    expect((await withLocations(database.db, cards)).map((c) => c.locationApproximate)).toEqual([true, false, false]);

    await database.db.update(apartments).set({ published: false }).where(eq(apartments.id, rows[0]!.id));
    expect((await withLocations(database.db, cards)).map((c) => c.id)).toEqual(cards.map((c) => c.id).filter((id) => id !== rows[0]!.id));
    expect(await withLocations(database.db, [])).toEqual([]);
  });
});
