/**
 * The client's side of an options list against a real database: who may read
 * it, what the client sees of it, the view and the reactions with everything
 * they write, and the shared-list notice.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestList, communitiesWithPlans } from "../../tests/client-option-lists.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { createTestUser } from "../../tests/route-harness.ts";
import { apartments, clientEvents, clientOptionApartments, clientOptionEvents, clientOptions, preferences, users } from "../schema/index.ts";
import {
  findAccountListSummary,
  findUnseenSharedList,
  reactToOption,
  readClientOptionList,
  recordListView,
  type OptionsViewer,
} from "./client-options.ts";
import { loadMatchCatalogue, type MatchCatalogue } from "./match-catalogue.ts";
import { createInquiry } from "./inquiries.ts";

const T_ADDED = new Date("2026-06-01T12:00:00Z");
const T_SHARED = new Date("2026-06-02T12:00:00Z");
const T_LATER = new Date("2026-06-03T12:00:00Z");

describe.each(testDatabaseKinds)("client options on %s", (kind) => {
  let database: TestDatabase;
  let catalogue: MatchCatalogue;
  let communities: { id: number; title: string; planIds: number[] }[];
  let admin: OptionsViewer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    catalogue = await loadMatchCatalogue(database.db);
    communities = await communitiesWithPlans(database.db, 4);
    const adminUser = await createTestUser(database.db);
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, adminUser.id));
    admin = { ...adminUser, isAdmin: true };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const read = (listId: number, viewer: OptionsViewer) => readClientOptionList(database.db, { listId, viewer, reference: catalogue, today: "2026-06-05" });

  /** A renter with a list shared at T_SHARED: two communities added before, one after (not shared yet). */
  async function sharedList(extra: { clientId?: number | null; locatorId?: number | null } = {}) {
    const client = await createTestUser(database.db);
    const [a, b, c] = communities;
    const listId = await createTestList(database.db, {
      userId: client.id,
      sharedAt: T_SHARED,
      message: "Here are my picks",
      notes: "STAFF: budget is soft",
      items: [
        { apartmentId: a!.id, addedAt: T_ADDED, note: "Great pool", rebate: 300, special: "6 weeks free" },
        { apartmentId: b!.id, addedAt: T_ADDED, planIds: [b!.planIds[0]!] },
        { apartmentId: c!.id, addedAt: T_LATER },
      ],
      ...extra,
    });
    return { client: { ...client, isAdmin: false }, listId };
  }

  it("shows its client the shared communities in order, with plans, totals and the message, never the staff notes", async () => {
    const locator = await createTestUser(database.db);
    const { client, listId } = await sharedList({ locatorId: locator.id });
    const list = await read(listId, client);
    expect(list).not.toBeNull();
    expect(list!.viewerIsClient).toBe(true);
    // The locator by display name (else username), e-mail and phone, not the username alone.
    expect(list!.locator).toEqual({ name: locator.displayName, email: locator.email, phone: null });
    await database.db.update(users).set({ phone: "(713) 555-0123" }).where(eq(users.id, locator.id));
    expect((await read(listId, client))!.locator?.phone).toBe("(713) 555-0123");
    expect(list!.hasAccount).toBe(true);
    expect(list!.message).toBe("Here are my picks");
    expect(JSON.stringify(list)).not.toContain("STAFF");
    expect(list!.items.map((item) => item.apartmentId)).toEqual([communities[0]!.id, communities[1]!.id]);
    expect(list!.unsharedCount).toBe(0);
    const [first, second] = list!.items;
    expect(first).toMatchObject({ note: "Great pool", rebate: 300, special: "6 weeks free", reaction: null, match: null });
    expect(first!.plans.length).toBeGreaterThan(0);
    for (const plan of first!.plans) expect(plan.monthlyTotal).toBeGreaterThanOrEqual(plan.rent);
    // The locator's pick of plans is all the client sees of the second community.
    expect(second!.plans.map((plan) => plan.id)).toEqual([communities[1]!.planIds[0]]);
    expect(list!.changedAt >= T_SHARED.toISOString()).toBe(true);
  });

  it("shows a special copied from the community's own only while that special runs; the locator's own words always", async () => {
    const client = await createTestUser(database.db);
    const [a, b] = communities;
    // The reads below are on 2026-06-05: A's special ended the day before, B's runs through that day.
    const ended = { specialText: "Look and lease", specialAmount: 500, specialMonthsFree: null, specialStartsOn: null, specialEndsOn: "2026-06-04" };
    const running = { ...ended, specialText: "1 month free", specialAmount: null, specialMonthsFree: 1, specialEndsOn: "2026-06-05" };
    await database.db.update(apartments).set(ended).where(eq(apartments.id, a!.id));
    await database.db.update(apartments).set(running).where(eq(apartments.id, b!.id));
    const listId = await createTestList(database.db, {
      userId: client.id,
      sharedAt: T_SHARED,
      items: [
        // As the apartment manager copied them when the locator added them (defaultItemSpecial).
        { apartmentId: a!.id, addedAt: T_ADDED, special: "Look and lease ($500 off), through Jun 4, 2026" },
        { apartmentId: b!.id, addedAt: T_ADDED, special: "1 month free, through Jun 5, 2026" },
      ],
    });
    const specials = async () => (await read(listId, { ...client, isAdmin: false }))!.items.map((item) => item.special);
    expect(await specials()).toEqual([null, "1 month free, through Jun 5, 2026"]);
    // Words the locator typed are theirs, whatever the community's special does.
    await database.db.update(clientOptionApartments).set({ special: "Look and lease: ask for it, they may extend it" }).where(and(eq(clientOptionApartments.clientOptionId, listId), eq(clientOptionApartments.apartmentId, a!.id)));
    expect(await specials()).toEqual(["Look and lease: ask for it, they may extend it", "1 month free, through Jun 5, 2026"]);
    const none = { specialText: null, specialAmount: null, specialMonthsFree: null, specialStartsOn: null, specialEndsOn: null };
    await database.db.update(apartments).set(none).where(eq(apartments.id, a!.id));
    await database.db.update(apartments).set(none).where(eq(apartments.id, b!.id));
  });

  it("shows the notes on the client's timeline marked for them, never the staff-only ones", async () => {
    const inquiry = await createInquiry(database.db, { name: "Client", email: "notes-client@example.com", message: "Looking", source: "contact" });
    await database.db.insert(clientEvents).values([
      { clientId: inquiry.clientId, actorUsername: "maria", kind: "note", body: "STAFF: credit looks thin", staffOnly: true },
      { clientId: inquiry.clientId, actorUsername: "maria", kind: "note", body: "Bring two pay stubs to the tours.", staffOnly: false },
      { clientId: inquiry.clientId, actorUsername: "maria", kind: "stage", body: "New → Contacted", staffOnly: false },
    ]);
    const { client, listId } = await sharedList({ clientId: inquiry.clientId });
    const view = await read(listId, client);
    expect(view?.notes.map((note) => note.body)).toEqual(["Bring two pay stubs to the tours."]);
    // A draft shows its client nothing, notes included.
    await database.db.update(clientOptions).set({ sharedAt: null }).where(eq(clientOptions.id, listId));
    expect((await read(listId, client))?.notes).toEqual([]);
  });

    it("gives another renter exactly what a missing list gives: null", async () => {
    const { listId } = await sharedList();
    const stranger = { ...(await createTestUser(database.db)), isAdmin: false };
    expect(await read(listId, stranger)).toBeNull();
    expect(await read(2_000_000_000, stranger)).toBeNull();
  });

  it("lets an administrator read it, and says how many communities wait for the next share", async () => {
    const { listId } = await sharedList();
    const list = await read(listId, admin);
    expect(list!.viewerIsClient).toBe(false);
    expect(list!.items).toHaveLength(2);
    expect(list!.unsharedCount).toBe(1);
    expect(list!.preview).toBe(false);
  });

  it("shows the client nothing of a draft, and an administrator a preview of it", async () => {
    const client = { ...(await createTestUser(database.db)), isAdmin: false };
    const listId = await createTestList(database.db, { userId: client.id, items: [{ apartmentId: communities[0]!.id }] });
    expect((await read(listId, client))!.items).toEqual([]);
    const preview = await read(listId, admin);
    expect(preview!.preview).toBe(true);
    expect(preview!.items).toHaveLength(1);
  });

  it("matches against the client's saved preferences and picks the plans with their bedroom count", async () => {
    const { client, listId } = await sharedList();
    const beds = 1;
    await database.db.insert(preferences).values({ userId: client.id, bedrooms: beds, maxBudget: 5000 });
    const list = await read(listId, client);
    const first = list!.items[0]!;
    expect(first.match).not.toBeNull();
    expect(first.match!.strengths.length + first.match!.concerns.length).toBeGreaterThan(0);
    if (first.plans.some((plan) => plan.beds === beds)) expect(first.plans.every((plan) => plan.beds === beds)).toBe(true);
  });

  it("records the client's first look after each share once, and never an administrator's", async () => {
    const { client, listId } = await sharedList();
    expect(await findUnseenSharedList(database.db, client.id)).toMatchObject({ id: listId, sharedAt: T_SHARED.toISOString() });
    expect(await recordListView(database.db, { listId, viewer: admin })).toBe(false);
    const [first, second] = await Promise.all([recordListView(database.db, { listId, viewer: client }), recordListView(database.db, { listId, viewer: client })]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await recordListView(database.db, { listId, viewer: client })).toBe(false);
    const views = await database.db.select().from(clientOptionEvents).where(eq(clientOptionEvents.clientOptionId, listId));
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ kind: "viewed", actorId: null, actorUsername: client.username });
    expect(await findUnseenSharedList(database.db, client.id)).toBeNull();
    expect((await findAccountListSummary(database.db, client.id))!.unseen).toBe(false);

    // A new share makes it new again.
    await database.db.update(clientOptions).set({ sharedAt: new Date() }).where(eq(clientOptions.id, listId));
    expect(await findUnseenSharedList(database.db, client.id)).not.toBeNull();
    expect(await recordListView(database.db, { listId, viewer: client })).toBe(true);
  });

  it("summarises the shared list for the account page", async () => {
    const { client, listId } = await sharedList();
    expect(await findAccountListSummary(database.db, client.id)).toEqual({ id: listId, sharedAt: T_SHARED.toISOString(), communities: 2, unseen: true });
    // A community taken off the site leaves the page and the count alike.
    await database.db.update(apartments).set({ published: false }).where(eq(apartments.id, communities[1]!.id));
    try {
      expect((await findAccountListSummary(database.db, client.id))!.communities).toBe(1);
      expect((await read(listId, client))!.items.map((item) => item.apartmentId)).toEqual([communities[0]!.id]);
    } finally {
      await database.db.update(apartments).set({ published: true }).where(eq(apartments.id, communities[1]!.id));
    }
    const draftOwner = await createTestUser(database.db);
    await createTestList(database.db, { userId: draftOwner.id, items: [{ apartmentId: communities[0]!.id }] });
    expect(await findAccountListSummary(database.db, draftOwner.id)).toBeNull();
    expect(await findUnseenSharedList(database.db, draftOwner.id)).toBeNull();
  });

  it("writes a reaction to the item, the list, its history and the client's timeline, without bumping the version", async () => {
    const client = { ...(await createTestUser(database.db)), isAdmin: false };
    const inquiry = await createInquiry(database.db, { name: "Client", email: client.email, message: "Looking", source: "contact" });
    const listId = await createTestList(database.db, { userId: client.id, sharedAt: T_SHARED, clientId: inquiry.clientId, items: [{ apartmentId: communities[0]!.id, addedAt: T_ADDED }] });
    const apartmentId = communities[0]!.id;
    const result = await reactToOption(database.db, { listId, apartmentId, viewer: client, reaction: { kind: "not-for-me", reason: "Too far from work" } });
    expect(result).toEqual({ ok: true, changed: true, clientId: inquiry.clientId });

    const [item] = await database.db.select().from(clientOptionApartments).where(eq(clientOptionApartments.clientOptionId, listId));
    expect(item).toMatchObject({ reaction: "not-for-me", reactionReason: "Too far from work" });
    expect(item!.reactedAt).not.toBeNull();
    const [list] = await database.db.select().from(clientOptions).where(eq(clientOptions.id, listId));
    expect(list!.respondedAt).not.toBeNull();
    expect(list!.version).toBe(1);
    const body = `Not for me: ${communities[0]!.title} (Too far from work)`;
    expect(await database.db.select().from(clientOptionEvents).where(eq(clientOptionEvents.clientOptionId, listId))).toMatchObject([
      { kind: "reaction", body, actorId: null, actorUsername: client.username },
    ]);
    expect(await database.db.select().from(clientEvents).where(sql`${clientEvents.clientId} = ${inquiry.clientId} and ${clientEvents.kind} = 'reaction'`)).toMatchObject([
      { kind: "reaction", body, staffOnly: false, actorId: null, actorUsername: client.username },
    ]);

    // Changing one's mind replaces the answer and is logged again; a tour wish sits beside it.
    await reactToOption(database.db, { listId, apartmentId, viewer: client, reaction: { kind: "interested" } });
    await reactToOption(database.db, { listId, apartmentId, viewer: client, reaction: { kind: "tour", wish: "  Saturday morning " } });
    // The same answers again (a double click, a resent form) are not logged twice.
    expect(await reactToOption(database.db, { listId, apartmentId, viewer: client, reaction: { kind: "interested" } })).toEqual({ ok: true, changed: false, clientId: null });
    expect((await reactToOption(database.db, { listId, apartmentId, viewer: client, reaction: { kind: "tour", wish: "Saturday morning" } })).ok).toBe(true);
    const [after] = await database.db.select().from(clientOptionApartments).where(eq(clientOptionApartments.clientOptionId, listId));
    expect(after).toMatchObject({ reaction: "interested", reactionReason: null, tourWish: "Saturday morning" });
    const timeline = await database.db
      .select({ body: clientEvents.body })
      .from(clientEvents)
      .where(sql`${clientEvents.clientId} = ${inquiry.clientId} and ${clientEvents.kind} = 'reaction'`)
      .orderBy(clientEvents.id);
    expect(timeline.map((e) => e.body)).toEqual([body, `Interested in ${communities[0]!.title}`, `Asked to tour ${communities[0]!.title}: Saturday morning`]);
  });

  it("finds the account's client when the list names none, and logs only the list without one", async () => {
    const client = { ...(await createTestUser(database.db)), isAdmin: false };
    const apartmentId = communities[0]!.id;
    const listId = await createTestList(database.db, { userId: client.id, sharedAt: T_SHARED, items: [{ apartmentId, addedAt: T_ADDED }] });
    expect(await reactToOption(database.db, { listId, apartmentId, viewer: client, reaction: { kind: "interested" } })).toEqual({ ok: true, changed: true, clientId: null });
    // Sent while signed in: the account's client.
    const inquiry = await createInquiry(database.db, { name: "C", email: "someone-else@example.com", message: "old", source: "contact", userId: client.id });
    expect(await reactToOption(database.db, { listId, apartmentId, viewer: client, reaction: { kind: "not-for-me" } })).toEqual({ ok: true, changed: true, clientId: inquiry.clientId });
  });

  it("refuses a reaction from anyone but the client, to a community not shared, or on a draft, and writes nothing", async () => {
    const { client, listId } = await sharedList();
    const stranger = { ...(await createTestUser(database.db)), isAdmin: false };
    const shared = communities[0]!.id;
    const notYetShared = communities[2]!.id;
    const notOnList = communities[3]!.id;
    const refused = { ok: false, reason: "not-found" };
    expect(await reactToOption(database.db, { listId, apartmentId: shared, viewer: stranger, reaction: { kind: "interested" } })).toEqual(refused);
    expect(await reactToOption(database.db, { listId, apartmentId: shared, viewer: admin, reaction: { kind: "interested" } })).toEqual(refused);
    expect(await reactToOption(database.db, { listId, apartmentId: notYetShared, viewer: client, reaction: { kind: "interested" } })).toEqual(refused);
    expect(await reactToOption(database.db, { listId, apartmentId: notOnList, viewer: client, reaction: { kind: "interested" } })).toEqual(refused);
    const draft = await createTestList(database.db, { userId: stranger.id, items: [{ apartmentId: shared }] });
    expect(await reactToOption(database.db, { listId: draft, apartmentId: shared, viewer: stranger, reaction: { kind: "interested" } })).toEqual(refused);

    const [list] = await database.db.select().from(clientOptions).where(eq(clientOptions.id, listId));
    expect(list!.respondedAt).toBeNull();
    expect(await database.db.select().from(clientOptionEvents).where(eq(clientOptionEvents.clientOptionId, listId))).toEqual([]);
  });

  it("rolls the whole reaction back when its last write (the inquiry's timeline) fails", async () => {
    const client = { ...(await createTestUser(database.db)), isAdmin: false };
    const apartmentId = communities[0]!.id;
    const inquiry = await createInquiry(database.db, { name: "C", email: client.email, message: "m", source: "contact" });
    const listId = await createTestList(database.db, { userId: client.id, sharedAt: T_SHARED, clientId: inquiry.clientId, items: [{ apartmentId, addedAt: T_ADDED }] });
    // A trigger refuses this one timeline row, after the item, the list and its history were written.
    await database.db.execute(sql`CREATE FUNCTION refuse_marked_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await database.db.execute(
      sql`CREATE TRIGGER refuse_marked_event BEFORE INSERT ON client_events FOR EACH ROW WHEN (NEW.body LIKE '%ROLLBACK-ME%') EXECUTE FUNCTION refuse_marked_event()`,
    );
    await expect(reactToOption(database.db, { listId, apartmentId, viewer: client, reaction: { kind: "tour", wish: "ROLLBACK-ME" } })).rejects.toThrow();
    const [item] = await database.db.select().from(clientOptionApartments).where(eq(clientOptionApartments.clientOptionId, listId));
    expect(item!.tourWish).toBeNull();
    const [list] = await database.db.select().from(clientOptions).where(eq(clientOptions.id, listId));
    expect(list!.respondedAt).toBeNull();
    expect(await database.db.select().from(clientOptionEvents).where(eq(clientOptionEvents.clientOptionId, listId))).toEqual([]);
    expect(await database.db.select().from(clientEvents).where(sql`${clientEvents.clientId} = ${inquiry.clientId} and ${clientEvents.kind} = 'reaction'`)).toEqual([]);
  });
});
