/**
 * /compare's loader with a real database: which communities it shows and which it drops (with a note), the
 * bedroom count and destination it takes from the address or from a renter's saved preferences, the match row
 * only for a renter with preferences, the no-JavaScript add form's redirect, and a 400 for nonsense.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../../core/preferences/profile.ts";
import { updatePreferences } from "../../db/queries/preferences.ts";
import { apartments } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { callRoute } from "../../tests/route-harness.ts";
import type { ComparePage } from "../compare/compare-page.server.ts";
import * as compareRoute from "./compare.tsx";

describe.each(testDatabaseKinds)("/compare on %s", (kind) => {
  let database: TestDatabase;
  let slugs: string[];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const rows = await database.db.select({ slug: apartments.slug }).from(apartments).where(eq(apartments.published, true)).orderBy(apartments.id).limit(6);
    slugs = rows.map((r) => r.slug);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const load = (query: string, viewer: { guestId?: string } = {}) => callRoute(compareRoute.loader, { db: database.db, path: `/compare?${query}`, viewer });
  const page = async (query: string, viewer: { guestId?: string } = {}) => {
    const response = await load(query, viewer);
    expect(response.status).toBe(200);
    return (await response.json()) as ComparePage;
  };

  it("shows the communities in the order given, and drops unknown ones with a note", async () => {
    const result = await page(`ids=${slugs[2]},no-such-community,${slugs[0]},${slugs[1]}`);
    expect(result.slugs).toEqual([slugs[2], slugs[0], slugs[1]]);
    expect(result.comparison.columns.map((c) => c.slug)).toEqual(result.slugs);
    expect(result.notFound).toEqual(["no-such-community"]);
    expect(result.matched).toBe(false);
    expect(result.comparison.columns.every((c) => c.match === null && c.commute === null)).toBe(true);
  });

  it("drops a hidden community as if it did not exist", async () => {
    const hidden = slugs[5]!;
    await database.db.update(apartments).set({ published: false }).where(eq(apartments.slug, hidden));
    const result = await page(`ids=${slugs[0]},${hidden}`);
    expect(result.slugs).toEqual([slugs[0]]);
    expect(result.notFound).toEqual([hidden]);
  });

  it("keeps the first four and names the rest", async () => {
    const result = await page(`ids=${slugs.slice(0, 5).join(",")}`);
    expect(result.slugs).toEqual(slugs.slice(0, 4));
    expect(result.overLimit).toEqual([slugs[4]]);
  });

  it("takes the bedroom count and the destination from the address", async () => {
    const result = await page(`ids=${slugs[0]},${slugs[1]}&beds=1&to=Texas%20Medical%20Center`);
    expect(result.comparison.beds).toBe(1);
    expect(result.bedsFrom).toBe("url");
    expect(result.destination).toEqual({ name: "Texas Medical Center", from: "url" });
    for (const column of result.comparison.columns) {
      expect(column.commute?.driveMinutes).toBeGreaterThan(0);
      expect(column.plans.every((plan) => plan.beds === 1)).toBe(true);
    }
  });

  it("shows each community's parking by kind, its Parking row from the same options, and an approximate drive marked", async () => {
    await database.db.update(apartments).set({ parkingOptions: [{ kind: "covered", monthly: 50 }, { kind: "garage", monthly: 75 }], locationApproximate: true }).where(eq(apartments.slug, slugs[3]!));
    await database.db.update(apartments).set({ parkingOptions: [] }).where(eq(apartments.slug, slugs[4]!));
    const result = await page(`ids=${slugs[3]},${slugs[4]}&to=Texas%20Medical%20Center`);
    const [placed, without] = result.comparison.columns;
    expect(placed?.parking).toEqual(["Covered $50/mo", "Garage $75/mo"]);
    expect(without?.parking).toEqual([]);
    expect(result.comparison.amenityRows.find((row) => row.key === "parking")?.has).toEqual([true, false]);
    expect(placed?.commute?.approximate).toBe(true);
    expect(without?.commute?.approximate).toBe(false);
  });

  it("says when a destination cannot be placed", async () => {
    const result = await page(`ids=${slugs[0]}&to=qqqq%20zzzz`);
    expect(result.destination).toBeNull();
    expect(result.unplacedDestination).toBe("qqqq zzzz");
  });

  it("for a renter with preferences: their bedroom count, their destination and a match per community", async () => {
    const guestId = "compare-test-guest";
    await updatePreferences(database.db, { guestId }, () => ({
      ok: true,
      profile: { ...EMPTY_PROFILE, amenities: [], neighborhoodIds: [], skippedFields: [], bedrooms: 2, maxBudget: 3000, commuteTo: "Rice University" },
    }));
    const result = await page(`ids=${slugs[0]},${slugs[1]}`, { guestId });
    expect(result.comparison.beds).toBe(2);
    expect(result.bedsFrom).toBe("preferences");
    expect(result.destination).toEqual({ name: expect.stringMatching(/Rice/), from: "preferences" });
    expect(result.matched).toBe(true);
    for (const column of result.comparison.columns) expect(column.match).not.toBeNull();

    // beds=any in the address shows every count, whatever was saved.
    expect((await page(`ids=${slugs[0]}&beds=any`, { guestId })).comparison.beds).toBeNull();
  });

  it("the add form redirects to the comparison with the community added, or says why it cannot", async () => {
    const added = await load(`ids=${slugs[0]}&beds=2&add=${encodeURIComponent(`/apartments/${slugs[1]}`)}`);
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe(`/compare?ids=${slugs[0]},${slugs[1]}&beds=2`);

    const full = await page(`ids=${slugs.slice(0, 4).join(",")}&add=${slugs[4]}`);
    expect(full.addNote).toMatch(/up to 4/);
    const unknown = await page(`ids=${slugs[0]}&add=nothing%20is%20called%20this%20xyzzy`);
    expect(unknown.addNote).toMatch(/No community matched/);
  });

  it("answers nonsense with a 400 and a message", async () => {
    for (const query of ["beds=9", "beds=two", `to=${"x".repeat(101)}`, `ids=${"a,".repeat(600)}`]) {
      const response = await load(query);
      expect(response.status).toBe(400);
      expect(await response.text()).not.toBe("");
    }
  });
});
