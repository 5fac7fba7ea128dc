/**
 * Saved searches against a real database: one search per canonical query, the snapshot taken at save, alerts after
 * an admin-style rent change (a drop is an alert, an increase is not), marking seen, ownership, and the header's
 * cheap count that checks again only when the catalogue revision moves.
 */
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { createTestUser } from "../../tests/route-harness.ts";
import { describeAlert } from "../../core/alerts/alert-wording.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { outbox, apartments, floorPlanRentHistory, floorPlans, neighborhoods, savedSearches } from "../schema/index.ts";
import { readCatalogueRevision } from "./match-catalogue.ts";
import {
  countSavedSearchAlerts,
  deleteSavedSearch,
  findSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  renameSavedSearch,
  savedSearchNameById,
  saveSearch,
  unsubscribeSavedSearch,
} from "./saved-searches.ts";

describe.each(testDatabaseKinds)("saved searches on %s", (kind) => {
  let database: TestDatabase;
  let query: string;
  let plan: { id: number; rent: number; apartmentId: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    // A neighborhood with a community that has a 1-bed plan: the search "that neighborhood, 1+ beds".
    const [row] = await db
      .select({ slug: neighborhoods.slug, planId: floorPlans.id, rent: floorPlans.rent, apartmentId: apartments.id })
      .from(floorPlans)
      .innerJoin(apartments, eq(apartments.id, floorPlans.apartmentId))
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
      .where(sql`${floorPlans.beds} >= 1 AND ${apartments.published}`)
      .orderBy(asc(floorPlans.id))
      .limit(1);
    query = `neighborhood=${row!.slug}&beds=1`;
    plan = { id: row!.planId, rent: row!.rent, apartmentId: row!.apartmentId };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const revision = () => readCatalogueRevision(database.db);
  const setRent = (rent: number) => database.db.update(floorPlans).set({ rent }).where(eq(floorPlans.id, plan.id));

  it("keeps one search per canonical query, renaming on a second save", async () => {
    const user = await createTestUser(database.db);
    const first = await saveSearch(database.db, { userId: user.id, name: "First", query, emailAlerts: false, revision: await revision() });
    const again = await saveSearch(database.db, { userId: user.id, name: "Second", query, emailAlerts: true, revision: await revision() });
    expect(first).toMatchObject({ ok: true, created: true });
    expect(again).toEqual({ ok: true, id: first.ok ? first.id : -1, created: false });
    const list = await listSavedSearches(database.db, user.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: "Second", emailAlerts: true, alerts: [] });
  });

  it("finds a rent drop of a matching plan after the catalogue changes, not an increase, and forgets it once seen", async () => {
    const user = await createTestUser(database.db);
    const saved = await saveSearch(database.db, { userId: user.id, name: "Watch", query, emailAlerts: false, revision: await revision() });
    if (!saved.ok) throw new Error("not saved");
    expect(await countSavedSearchAlerts(database.db, user.id, await revision())).toBe(0);

    await setRent(plan.rent + 100);
    expect(await countSavedSearchAlerts(database.db, user.id, await revision())).toBe(0);

    await setRent(plan.rent - 50);
    expect(await countSavedSearchAlerts(database.db, user.id, await revision())).toBe(1);
    const [search] = await listSavedSearches(database.db, user.id);
    expect(search!.alerts).toEqual([expect.objectContaining({ kind: "rent-drop", planId: plan.id, rent: plan.rent - 50, previousRent: plan.rent })]);

    expect(await markSavedSearchSeen(database.db, user.id, saved.id, await revision())).toBe(query);
    expect(await countSavedSearchAlerts(database.db, user.id, await revision())).toBe(0);
    await setRent(plan.rent);
  });

  /** The Houston day the plan's current rent was recorded, as its history says. */
  async function dayOfCurrentRent(planId: number): Promise<string> {
    const [row] = await database.db
      .select({ recordedAt: floorPlanRentHistory.recordedAt })
      .from(floorPlanRentHistory)
      .where(eq(floorPlanRentHistory.floorPlanId, planId))
      .orderBy(sql`${floorPlanRentHistory.recordedAt} desc, ${floorPlanRentHistory.id} desc`)
      .limit(1);
    return houstonCalendarDate(row!.recordedAt);
  }

  it("dates a drop by the rent history: the day the rent the renter saw was recorded", async () => {
    const user = await createTestUser(database.db);
    const seenOn = await dayOfCurrentRent(plan.id);
    const saved = await saveSearch(database.db, { userId: user.id, name: "Dated", query, emailAlerts: false, revision: await revision() });
    if (!saved.ok) throw new Error("not saved");
    await setRent(plan.rent - 66);
    expect(await countSavedSearchAlerts(database.db, user.id, await revision())).toBe(1);
    const [alert] = (await listSavedSearches(database.db, user.id))[0]!.alerts;
    expect(alert).toMatchObject({ kind: "rent-drop", planId: plan.id, rent: plan.rent - 66, previousRent: plan.rent, previousOn: seenOn });
    const today = houstonCalendarDate(new Date());
    const dollars = (n: number) => n.toLocaleString("en-US");
    expect(describeAlert(alert!, today)).toMatch(new RegExp(`: \\$${dollars(plan.rent - 66)}/mo, was \\$${dollars(plan.rent)} on [A-Z][a-z]{2} \\d{1,2}$`));
    await setRent(plan.rent);
  });

  it("reports a plan that came into a budget search by a drop in its rent as a drop, with the rent it had when the renter looked", async () => {
    const db = database.db;
    // A listed community with two plans of different rents: the search's budget takes the cheaper only.
    const [pair] = await db
      .select({ slug: neighborhoods.slug, apartmentId: apartments.id, low: sql<number>`min(${floorPlans.rent})`.mapWith(Number), high: sql<number>`max(${floorPlans.rent})`.mapWith(Number) })
      .from(floorPlans)
      .innerJoin(apartments, eq(apartments.id, floorPlans.apartmentId))
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
      .where(sql`${apartments.published}`)
      .groupBy(neighborhoods.slug, apartments.id)
      .having(sql`min(${floorPlans.rent}) < max(${floorPlans.rent})`)
      .orderBy(asc(apartments.id))
      .limit(1);
    const [dear] = await db
      .select({ id: floorPlans.id, beds: floorPlans.beds })
      .from(floorPlans)
      .where(sql`${floorPlans.apartmentId} = ${pair!.apartmentId} AND ${floorPlans.rent} = ${pair!.high}`)
      .orderBy(asc(floorPlans.id))
      .limit(1);
    const budgetQuery = `neighborhood=${pair!.slug}&maxPrice=${pair!.low}`;
    const user = await createTestUser(db);
    const seenOn = await dayOfCurrentRent(dear!.id);
    const saved = await saveSearch(db, { userId: user.id, name: "Budget", query: budgetQuery, emailAlerts: false, revision: await revision() });
    if (!saved.ok) throw new Error("not saved");

    await db.update(floorPlans).set({ rent: pair!.low }).where(eq(floorPlans.id, dear!.id));
    await countSavedSearchAlerts(db, user.id, await revision());
    const alerts = (await listSavedSearches(db, user.id))[0]!.alerts.filter((alert) => "planId" in alert && alert.planId === dear!.id);
    expect(alerts).toEqual([expect.objectContaining({ kind: "rent-drop", rent: pair!.low, previousRent: pair!.high, previousOn: seenOn })]);
    await db.update(floorPlans).set({ rent: pair!.high }).where(eq(floorPlans.id, dear!.id));
  });

  it("reads the stored count without running the search while the revision has not moved", async () => {
    const user = await createTestUser(database.db);
    const saved = await saveSearch(database.db, { userId: user.id, name: "Cached", query, emailAlerts: false, revision: await revision() });
    if (!saved.ok) throw new Error("not saved");
    // A count written by hand is what the header shows until the catalogue moves.
    await database.db.update(savedSearches).set({ alertCount: 7 }).where(eq(savedSearches.id, saved.id));
    expect(await countSavedSearchAlerts(database.db, user.id, await revision())).toBe(7);
    expect(await countSavedSearchAlerts(database.db, user.id, (await revision()) + 1)).toBe(0);
  });

  it("lets only the owner read, rename or delete a search", async () => {
    const owner = await createTestUser(database.db);
    const other = await createTestUser(database.db);
    const saved = await saveSearch(database.db, { userId: owner.id, name: "Mine", query, emailAlerts: false, revision: await revision() });
    if (!saved.ok) throw new Error("not saved");
    expect(await findSavedSearch(database.db, other.id, saved.id)).toBeNull();
    expect(await renameSavedSearch(database.db, other.id, saved.id, "Theirs")).toBe(false);
    expect(await deleteSavedSearch(database.db, other.id, saved.id)).toBe(false);
    expect(await markSavedSearchSeen(database.db, other.id, saved.id, 1)).toBeNull();
    expect(await renameSavedSearch(database.db, owner.id, saved.id, "Renamed")).toBe(true);
    expect((await findSavedSearch(database.db, owner.id, saved.id))?.name).toBe("Renamed");
    expect(await deleteSavedSearch(database.db, owner.id, saved.id)).toBe(true);
    expect(await listSavedSearches(database.db, owner.id)).toEqual([]);
  });

  it("unsubscribes by id alone (the link's token was checked) and drops the search's unsent mail", async () => {
    const user = await createTestUser(database.db);
    const saved = await saveSearch(database.db, { userId: user.id, name: "Mailed", query, emailAlerts: true, revision: await revision() });
    if (!saved.ok) throw new Error("not saved");
    await database.db.insert(outbox).values({ kind: "search-alert", userId: user.id, savedSearchId: saved.id, toAddress: user.email, subject: "s", textBody: "t", headers: {} });
    expect(await unsubscribeSavedSearch(database.db, saved.id)).toBe("Mailed");
    expect(await savedSearchNameById(database.db, saved.id)).toEqual({ name: "Mailed", emailAlerts: false });
    expect(await database.db.select().from(outbox).where(eq(outbox.savedSearchId, saved.id))).toEqual([]);
    expect(await unsubscribeSavedSearch(database.db, 2_000_000_000)).toBeNull();
  });
});
