/**
 * Rent history against a real database (migration 0033's triggers): the seed's rows, one query for many plans in
 * order, an admin's rent edit through the communities store recorded once as 'admin' (an unchanged save records
 * nothing), and the transaction's app.rent_source and app.import_id honoured.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FloorPlanRow } from "../../core/admin/community-form.ts";
import type { FormValues } from "../../core/admin/form.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import type { Database } from "../client-types.ts";
import { apartments, floorPlanRentHistory, floorPlans } from "../schema/index.ts";
import type { AdminActor } from "./admin/admin-write.ts";
import { apartmentsStore } from "./admin/resources/apartments.ts";
import { latestRentChanges, listRentHistories, recordRentChangesAs } from "./rent-history.ts";
import { insertUser } from "./users.ts";

describe.each(testDatabaseKinds)("rent history on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;
  let communityId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, { username: "maria", email: "maria@example.com", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    maria = { id: created.user.id, username: "maria" };
    // A listed community with at least two plans.
    const [row] = await db
      .select({ id: apartments.id })
      .from(apartments)
      .where(sql`${apartments.published} AND (SELECT count(*) FROM ${floorPlans} f WHERE f.apartment_id = ${apartments.id}) >= 2`)
      .orderBy(asc(apartments.id))
      .limit(1);
    communityId = row!.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const plansOf = async () => db.select({ id: floorPlans.id, rent: floorPlans.rent }).from(floorPlans).where(eq(floorPlans.apartmentId, communityId)).orderBy(asc(floorPlans.id));
  const rowsOf = (planId: number) =>
    db
      .select({ rent: floorPlanRentHistory.rent, source: floorPlanRentHistory.source, importId: floorPlanRentHistory.importId })
      .from(floorPlanRentHistory)
      .where(eq(floorPlanRentHistory.floorPlanId, planId))
      .orderBy(asc(floorPlanRentHistory.recordedAt), asc(floorPlanRentHistory.id));

  /** The community's form as the edit page sends it back, with `plans` changed by `edit`. */
  async function save(edit: (plans: (FloorPlanRow & { id: number })[]) => FloorPlanRow[]) {
    const record = (await apartmentsStore.read(db, communityId))!;
    const plans = record.extra!.plans as (FloorPlanRow & { id: number })[];
    const values = { ...record.values, plans: edit(plans.map((plan) => ({ ...plan }))), amenityLinks: record.extra!.amenityLinks } as FormValues;
    const result = await apartmentsStore.update(db, maria, communityId, record.version, values);
    expect(result).toMatchObject({ ok: true });
  }

  it("starts every seeded plan with its seed row, at its rent", async () => {
    for (const plan of await plansOf()) expect(await rowsOf(plan.id)).toEqual([{ rent: plan.rent, source: "seed", importId: null }]);
  });

  it("reads many plans' histories in one query, each oldest first, and none for an unknown plan", async () => {
    const plans = await plansOf();
    const histories = await listRentHistories(db, [...plans.map((plan) => plan.id), 2_000_000_000]);
    expect([...histories.keys()].sort((a, b) => a - b)).toEqual(plans.map((plan) => plan.id));
    for (const plan of plans) expect(histories.get(plan.id)!.map((record) => [record.rent, record.source])).toEqual([[plan.rent, "seed"]]);
    expect(typeof histories.get(plans[0]!.id)![0]!.recordedAt).toBe("string");
    expect((await listRentHistories(db, [])).size).toBe(0);
  });

  it("records an admin's rent edit through the store once, as 'admin'; a save that changes no rent records nothing", async () => {
    const [first, second] = await plansOf();
    await save((plans) => plans.map((plan) => (plan.id === first!.id ? { ...plan, rent: first!.rent - 66 } : plan)));
    expect(await rowsOf(first!.id)).toEqual([
      { rent: first!.rent, source: "seed", importId: null },
      { rent: first!.rent - 66, source: "admin", importId: null },
    ]);
    expect(await rowsOf(second!.id)).toHaveLength(1);

    // Saved again as it is, and with another field of the plan changed: no rent moved, no row.
    await save((plans) => plans);
    await save((plans) => plans.map((plan) => (plan.id === first!.id ? { ...plan, unitsAvailable: plan.unitsAvailable + 1 } : plan)));
    expect(await rowsOf(first!.id)).toHaveLength(2);

    const changes = await latestRentChanges(db, await plansOf());
    expect(changes.get(first!.id)).toMatchObject({ rent: first!.rent - 66, previousRent: first!.rent, direction: "down" });
    expect(changes.has(second!.id)).toBe(false);
  });

  it("records a new plan added in the editor with its first rent", async () => {
    await save((plans) => [...plans, { id: null, name: "RH9", beds: 2, baths: 2, sqft: 999, rent: 2222, unitsAvailable: 1, availableFrom: "2026-12-01" }]);
    const [added] = await db.select({ id: floorPlans.id }).from(floorPlans).where(sql`${floorPlans.apartmentId} = ${communityId} AND ${floorPlans.name} = 'RH9'`);
    expect(await rowsOf(added!.id)).toEqual([{ rent: 2222, source: "admin", importId: null }]);
    await save((plans) => plans.filter((plan) => plan.name !== "RH9"));
    // The plan's history goes with it.
    expect(await rowsOf(added!.id)).toEqual([]);
  });

  it("honours the transaction's app.rent_source and app.import_id, and only inside that transaction", async () => {
    const [, second] = await plansOf();
    await db.transaction(async (tx) => {
      await recordRentChangesAs(tx, "price-sheet");
      await tx.update(floorPlans).set({ rent: second!.rent + 40 }).where(eq(floorPlans.id, second!.id));
    });
    await db.transaction(async (tx) => {
      await recordRentChangesAs(tx, "import", 77);
      await tx.update(floorPlans).set({ rent: second!.rent + 10 }).where(eq(floorPlans.id, second!.id));
    });
    // The setting was local: a later write outside those transactions is an admin's.
    await db.update(floorPlans).set({ rent: second!.rent }).where(eq(floorPlans.id, second!.id));
    expect((await rowsOf(second!.id)).slice(1)).toEqual([
      { rent: second!.rent + 40, source: "price-sheet", importId: null },
      { rent: second!.rent + 10, source: "import", importId: 77 },
      { rent: second!.rent, source: "admin", importId: null },
    ]);
    // One statement changing two plans, one of them to the same rent: one row.
    const plans = await plansOf();
    await db
      .update(floorPlans)
      .set({ rent: sql`CASE WHEN ${floorPlans.id} = ${plans[0]!.id} THEN ${floorPlans.rent} + 1 ELSE ${floorPlans.rent} END` })
      .where(inArray(floorPlans.id, [plans[0]!.id, plans[1]!.id]));
    expect(await rowsOf(plans[0]!.id)).toHaveLength(3);
    expect(await rowsOf(plans[1]!.id)).toHaveLength(4);
  });
});
