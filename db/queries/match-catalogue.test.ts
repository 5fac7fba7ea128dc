import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { apartments } from "../schema/index.ts";
import { loadMatchCatalogue, loadSuggestionApartments } from "./match-catalogue.ts";
import { petPolicyColumns, petPolicyOf } from "./pet-policy-columns.ts";

describe.each(testDatabaseKinds)("the catalogue snapshot on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("carries each community's pet policy as its columns hold it, in the one document", async () => {
    const catalogue = await loadMatchCatalogue(database.db);
    const rows = await database.db.select({ id: apartments.id, petsAllowed: apartments.petsAllowed, ...petPolicyColumns }).from(apartments).orderBy(asc(apartments.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(catalogue.communities.length).toBeGreaterThan(0);
    for (const community of catalogue.communities) {
      const row = byId.get(community.id)!;
      expect(community.petPolicy).toEqual(petPolicyOf(row));
      expect(community.petsAllowed).toBe(community.petPolicy.dogs || community.petPolicy.cats);
    }
    // Not the stand-in of older data (cats and dogs, nothing known): the demo data's limits and kinds arrive.
    expect(catalogue.communities.some((c) => c.petPolicy.dogWeightLimitLb !== null)).toBe(true);
    expect(catalogue.communities.some((c) => c.petsAllowed && !c.petPolicy.dogs)).toBe(true);
  });

  it("carries the parking options (the fee their cheapest) and whether the position is approximate, for A.L.I. and the suggestion cards", async () => {
    const [first, second] = await database.db.select({ id: apartments.id }).from(apartments).orderBy(asc(apartments.id)).limit(2);
    await database.db
      .update(apartments)
      .set({ parkingOptions: [{ kind: "garage", monthly: 95 }, { kind: "covered", monthly: 60 }], locationApproximate: true })
      .where(eq(apartments.id, first!.id));
    const catalogue = await loadMatchCatalogue(database.db);
    const placed = catalogue.communities.find((c) => c.id === first!.id)!;
    expect(placed).toMatchObject({ locationApproximate: true, parkingFee: 60, parking: [{ kind: "covered", monthly: 60 }, { kind: "garage", monthly: 95 }] });
    expect(catalogue.communities.find((c) => c.id === second!.id)?.locationApproximate).toBe(false);
    for (const community of catalogue.communities) expect(community.parkingFee).toBe(community.parking.length ? Math.min(...community.parking.map((o) => o.monthly)) : 0);
    const cards = await loadSuggestionApartments(database.db, [first!.id, second!.id]);
    expect(cards.map((card) => card.locationApproximate)).toEqual([true, false]);
  });

  it("gives the suggestion cards the move-in special running on the day asked, and none outside its dates", async () => {
    const [, , third] = await database.db.select({ id: apartments.id }).from(apartments).orderBy(asc(apartments.id)).limit(3);
    await database.db
      .update(apartments)
      .set({ specialText: "Look and lease", specialAmount: 300, specialMonthsFree: null, specialStartsOn: "2026-12-01", specialEndsOn: "2026-12-31" })
      .where(eq(apartments.id, third!.id));
    const on = async (day: string) => (await loadSuggestionApartments(database.db, [third!.id], day))[0]!.special;
    expect(await on("2026-12-31")).toEqual({ text: "Look and lease", amount: 300, monthsFree: null, startsOn: "2026-12-01", endsOn: "2026-12-31" });
    expect(await on("2027-01-01")).toBeNull();
    expect(await on("2026-11-30")).toBeNull();
  });
});
