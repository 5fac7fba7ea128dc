import { and, asc, eq, gt, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPTION_LIMITS } from "../../../core/admin/client-options.ts";
import { SHARE_NEEDS_ITEMS, SHARE_NEEDS_RECIPIENT } from "../../../core/admin/option-share.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import type { Database } from "../../client-types.ts";
import { apartments, auditLog, clientOptionApartments, clientOptionEvents, clientOptions, floorPlans } from "../../schema/index.ts";
import { updatePreferences } from "../preferences.ts";
import { insertUser } from "../users.ts";
import type { AdminActor } from "./admin-write.ts";
import { addOptionItem, moveOptionItem, readOptionList, removeOptionItem, shareOptionList, submitOptionForm, updateOptionItem } from "./client-option-items.ts";

describe.each(testDatabaseKinds)("the apartment manager's store on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;
  let communities: { id: number; title: string }[];
  let hidden: number;
  let n = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const admin = await insertUser(db, { username: "maria", email: "maria@example.com", passwordHash: "h", isAdmin: true });
    if (!admin.ok) throw new Error("admin not created");
    maria = { id: admin.user.id, username: "maria" };
    communities = await db.select({ id: apartments.id, title: apartments.title }).from(apartments).where(eq(apartments.published, true)).orderBy(asc(apartments.id)).limit(20);
    const [last] = await db.select({ id: apartments.id }).from(apartments).orderBy(asc(apartments.id)).offset(59).limit(1);
    hidden = last!.id;
    await db.update(apartments).set({ published: false }).where(eq(apartments.id, hidden));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A list for a new client, with an account (and saved bedrooms and budget) and an e-mail address unless said otherwise. */
  async function list(options: { account?: boolean; email?: boolean; bedrooms?: number | null; maxBudget?: number | null } = {}) {
    n++;
    let userId: number | null = null;
    if (options.account !== false) {
      const user = await insertUser(db, { username: `client${n}`, email: `client${n}@example.com`, passwordHash: "h" });
      if (!user.ok) throw new Error("client not created");
      userId = user.user.id;
      if (options.bedrooms !== undefined || options.maxBudget !== undefined) {
        await updatePreferences(db, { userId }, (current) => ({ ok: true, profile: { ...current, bedrooms: options.bedrooms ?? null, maxBudget: options.maxBudget ?? null } }));
      }
    }
    const clientEmail = options.email === false ? null : `client${n}@example.com`;
    const [row] = await db.insert(clientOptions).values({ userId, clientName: `Client ${n}`, clientEmail }).returning({ id: clientOptions.id });
    return row!.id;
  }

  const version = async (id: number) => (await db.select({ v: clientOptions.version }).from(clientOptions).where(eq(clientOptions.id, id)))[0]!.v;
  const order = async (id: number) => (await readOptionList(db, id))!.items.map((i) => [i.apartmentId, i.position]);

  it("adds listed communities at the end with the plans that fit the client's saved bedrooms and budget, each change audited", async () => {
    const id = await list({ bedrooms: 2, maxBudget: 2500 });
    const [a, b] = communities;
    expect(await addOptionItem(db, maria, id, 1, a!.id)).toMatchObject({ ok: true, version: 2 });
    expect(await addOptionItem(db, maria, id, 2, b!.id)).toMatchObject({ ok: true, version: 3 });
    const read = await readOptionList(db, id);
    expect(read).toMatchObject({ id, version: 3, state: "draft", account: { username: `client${n}` }, clientId: null });
    expect(read!.items.map((i) => [i.apartmentId, i.position, i.title])).toEqual([
      [a!.id, 0, a!.title],
      [b!.id, 1, b!.title],
    ]);
    const plans = await db.select().from(floorPlans).where(eq(floorPlans.apartmentId, a!.id));
    const fitting = plans.filter((p) => p.beds >= 2 && p.rent <= 2500 * 1.05).map((p) => p.id);
    expect([...read!.items[0]!.planIds].sort((x, y) => x - y)).toEqual(fitting.sort((x, y) => x - y));
    expect(read!.items[0]!.plans.map((p) => p.id).sort((x, y) => x - y)).toEqual(plans.map((p) => p.id).sort((x, y) => x - y));
    expect(read!.items[0]).toMatchObject({ neighborhood: expect.any(String), listed: true, reaction: null, tour: null, note: null, rebate: null });

    const entries = await db.select().from(auditLog).where(and(eq(auditLog.resource, "client-options"), eq(auditLog.recordId, String(id)))).orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.actorUsername, e.recordVersion])).toEqual([
      ["update", "maria", 2],
      ["update", "maria", 3],
    ]);
    expect((entries[1]!.after as { apartments: string[] }).apartments).toHaveLength(2);
  });

  it("chooses no plan when none fits, and every plan when nothing is saved or the list has no account", async () => {
    const tight = await list({ bedrooms: 4, maxBudget: 500 });
    const c = communities[2]!;
    await addOptionItem(db, maria, tight, 1, c.id);
    expect((await readOptionList(db, tight))!.items[0]!.planIds).toEqual([]);
    const guest = await list({ account: false });
    await addOptionItem(db, maria, guest, 1, c.id);
    const all = await db.select({ id: floorPlans.id }).from(floorPlans).where(eq(floorPlans.apartmentId, c.id));
    expect((await readOptionList(db, guest))!.items[0]!.planIds).toHaveLength(all.length);
  });

  it("refuses a hidden or unknown community, one already on the list, and a sixteenth", async () => {
    const id = await list();
    expect(await addOptionItem(db, maria, id, 1, hidden)).toEqual({ ok: false, reason: "refused", message: "That community does not exist or is hidden from the public site.", field: "apartmentId" });
    expect(await addOptionItem(db, maria, id, 1, 2_000_000_000)).toMatchObject({ ok: false, reason: "refused", field: "apartmentId" });
    let v = 1;
    for (const community of communities.slice(0, OPTION_LIMITS.items)) {
      const result = await addOptionItem(db, maria, id, v, community.id);
      if (!result.ok) throw new Error(JSON.stringify(result));
      v = result.version!;
    }
    expect(await addOptionItem(db, maria, id, v, communities[0]!.id)).toEqual({ ok: false, reason: "refused", message: `${communities[0]!.title} is already on the list.`, field: "apartmentId" });
    expect(await addOptionItem(db, maria, id, v, communities[OPTION_LIMITS.items]!.id)).toMatchObject({
      ok: false,
      reason: "refused",
      message: expect.stringContaining(`at most ${OPTION_LIMITS.items}`),
      field: "apartmentId",
    });
    // Nothing of the refusals stayed: still fifteen, same version.
    expect(await version(id)).toBe(v);
    expect((await readOptionList(db, id))!.items).toHaveLength(OPTION_LIMITS.items);
  });

  it("updates an item's note, plans, special and rebate; refuses another community's plan or an item not on the list", async () => {
    const id = await list({ account: false });
    const [a, b] = communities;
    await addOptionItem(db, maria, id, 1, a!.id);
    const own = await db.select({ id: floorPlans.id }).from(floorPlans).where(eq(floorPlans.apartmentId, a!.id)).orderBy(asc(floorPlans.id));
    const [foreign] = await db.select({ id: floorPlans.id }).from(floorPlans).where(ne(floorPlans.apartmentId, a!.id)).limit(1);
    const edit = { apartmentId: a!.id, note: "Quiet side of the building", special: "6 weeks free", rebate: 500, planIds: [own[0]!.id] };
    expect(await updateOptionItem(db, maria, id, 2, edit)).toMatchObject({ ok: true, version: 3 });
    expect((await readOptionList(db, id))!.items[0]).toMatchObject({ note: "Quiet side of the building", special: "6 weeks free", rebate: 500, planIds: [own[0]!.id] });
    expect(await updateOptionItem(db, maria, id, 3, { ...edit, planIds: [own[0]!.id, foreign!.id] })).toEqual({
      ok: false,
      reason: "refused",
      message: "Choose the floor plans from this community's list.",
      field: `item.${a!.id}.planIds`,
    });
    expect(await updateOptionItem(db, maria, id, 3, { ...edit, apartmentId: b!.id })).toMatchObject({ ok: false, reason: "refused", field: "apartmentId" });
    // Saving it unchanged is no change: no new version, nothing named as saved.
    expect(await updateOptionItem(db, maria, id, 3, edit)).toMatchObject({ ok: true, version: 3, entryId: null, saved: [] });
    // Choosing other plans is a change, audited, even when their number stays the same.
    if (own.length > 1) {
      expect(await updateOptionItem(db, maria, id, 3, { ...edit, planIds: [own[1]!.id] })).toMatchObject({ ok: true, version: 4 });
    }
    // Clearing everything.
    const cleared = await updateOptionItem(db, maria, id, await version(id), { apartmentId: a!.id, note: null, special: null, rebate: null, planIds: [] });
    expect(cleared).toMatchObject({ ok: true });
    expect((await readOptionList(db, id))!.items[0]).toMatchObject({ note: null, special: null, rebate: null, planIds: [] });
  });

  it("starts an added community's special as the line of its move-in special running that day, which the locator then changes or clears", async () => {
    const [withOne, ended, upcoming] = communities.slice(16, 19);
    const special = (text: string, startsOn: string | null, endsOn: string, more: { specialAmount?: number; specialMonthsFree?: number } = {}) => ({
      specialText: text,
      specialAmount: more.specialAmount ?? null,
      specialMonthsFree: more.specialMonthsFree ?? null,
      specialStartsOn: startsOn,
      specialEndsOn: endsOn,
    });
    await db.update(apartments).set(special("Look and lease", null, "2026-07-31", { specialAmount: 500 })).where(eq(apartments.id, withOne!.id));
    await db.update(apartments).set(special("1 month free", "2026-06-01", "2026-07-14", { specialMonthsFree: 1 })).where(eq(apartments.id, ended!.id));
    await db.update(apartments).set(special("No application fee", "2026-07-16", "2026-08-31")).where(eq(apartments.id, upcoming!.id));
    const id = await list();
    const today = "2026-07-15";
    let v = 1;
    for (const community of [withOne, ended, upcoming]) v = ((await addOptionItem(db, maria, id, v, community!.id, { today })) as { version: number }).version;
    const specials = async () => Object.fromEntries((await readOptionList(db, id))!.items.map((item) => [item.apartmentId, item.special]));
    // Its words, what it is worth when they do not say it, its last day; none for one that ended or has not started.
    expect(await specials()).toEqual({ [withOne!.id]: "Look and lease ($500 off), through Jul 31, 2026", [ended!.id]: null, [upcoming!.id]: null });

    // What the locator types is theirs: kept, and never replaced by the community's special.
    expect(await updateOptionItem(db, maria, id, v, { apartmentId: withOne!.id, special: "Look and lease, and I asked for the admin fee off" })).toMatchObject({ ok: true });
    expect(await updateOptionItem(db, maria, id, await version(id), { apartmentId: upcoming!.id, special: "Ask about August" })).toMatchObject({ ok: true });
    // A card saved again, or another community added, leaves a cleared special cleared.
    expect(await updateOptionItem(db, maria, id, await version(id), { apartmentId: ended!.id, special: null })).toMatchObject({ ok: true });
    await submitOptionForm(db, maria, id, await version(id), { action: { intent: "add", apartmentId: communities[19]!.id }, changes: [{ apartmentId: ended!.id, note: "Nice pool" }], today });
    expect(await specials()).toMatchObject({ [withOne!.id]: "Look and lease, and I asked for the admin fee off", [ended!.id]: null, [upcoming!.id]: "Ask about August" });
  });

  /** The list's audit entries after version `v`. */
  const entriesAfter = (id: number, v: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "client-options"), eq(auditLog.recordId, String(id)), gt(auditLog.recordVersion, v)));

  /** A list (with an account) holding `count` communities, at version count + 1. */
  async function listWith(count: number) {
    const id = await list();
    let v = 1;
    for (const community of communities.slice(0, count)) v = ((await addOptionItem(db, maria, id, v, community.id)) as { version: number }).version;
    return { id, v };
  }

  it("saves what was typed on two cards with one card's Save, in one audited write naming both", async () => {
    const { id, v } = await listWith(3);
    const [a, b] = communities;
    // A note typed on A, a special on B, and B's Save pressed: the form carries both.
    const result = await submitOptionForm(db, maria, id, v, {
      action: { intent: "save" },
      changes: [
        { apartmentId: b!.id, special: "8 weeks free on a 15-month lease" },
        { apartmentId: a!.id, note: "Corner unit, ask about the garage." },
      ],
    });
    expect(result).toMatchObject({ ok: true, version: v + 1, entryId: expect.any(Number), saved: [a!.title, b!.title] });
    const items = (await readOptionList(db, id))!.items;
    expect(items[0]).toMatchObject({ apartmentId: a!.id, note: "Corner unit, ask about the garage.", special: null });
    expect(items[1]).toMatchObject({ apartmentId: b!.id, note: null, special: "8 weeks free on a 15-month lease" });
    const entries = await entriesAfter(id, v);
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]!.after)).toContain("Corner unit, ask about the garage.");
    expect(JSON.stringify(entries[0]!.after)).toContain("8 weeks free on a 15-month lease");
  });

  it("shares with what was typed on two cards saved first, audited once with the share", async () => {
    const { id, v } = await listWith(2);
    const [a, b] = communities;
    const result = await submitOptionForm(db, maria, id, v, {
      action: { intent: "share" },
      changes: [
        { apartmentId: a!.id, note: "Ask for Dana at the office." },
        { apartmentId: b!.id, special: "1 month free", rebate: 300 },
      ],
    });
    expect(result).toMatchObject({ ok: true, version: v + 1, saved: [a!.title, b!.title] });
    const shared = await readOptionList(db, id);
    expect(shared).toMatchObject({ state: "shared" });
    expect(shared!.items.map((i) => [i.note, i.special, i.rebate])).toEqual([
      ["Ask for Dana at the office.", null, null],
      [null, "1 month free", 300],
    ]);
    const entries = await entriesAfter(id, v);
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!.after as object)).toEqual(expect.arrayContaining(["sharedAt", "apartments", "privateLinks"]));
    const events = await db.select().from(clientOptionEvents).where(eq(clientOptionEvents.clientOptionId, id));
    expect(events.map((e) => e.body)).toEqual([`Shared 2 communities; e-mailed to client${n}@example.com with a private link`]);
  });

  it("saves typed changes with an add, a move or a removal, leaving out the card removed", async () => {
    const { id, v } = await listWith(3);
    const [a, b, c, d] = communities;
    expect(await submitOptionForm(db, maria, id, v, { action: { intent: "add", apartmentId: d!.id }, changes: [{ apartmentId: c!.id, note: "Added with D" }] })).toMatchObject({
      ok: true,
      version: v + 1,
      saved: [c!.title],
    });
    expect(await submitOptionForm(db, maria, id, v + 1, { action: { intent: "up", apartmentId: d!.id }, changes: [{ apartmentId: a!.id, rebate: 250 }] })).toMatchObject({
      ok: true,
      version: v + 2,
      saved: [a!.title],
    });
    expect(await order(id)).toEqual([
      [a!.id, 0],
      [b!.id, 1],
      [d!.id, 2],
      [c!.id, 3],
    ]);
    // What was typed on the card being removed goes with it; the other card's change is saved.
    expect(
      await submitOptionForm(db, maria, id, v + 2, {
        action: { intent: "remove", apartmentId: b!.id },
        changes: [
          { apartmentId: b!.id, note: "Never saved" },
          { apartmentId: d!.id, special: "Free parking" },
        ],
      }),
    ).toMatchObject({ ok: true, version: v + 3, saved: [d!.title] });
    const items = (await readOptionList(db, id))!.items;
    expect(items.map((i) => [i.apartmentId, i.note, i.special, i.rebate])).toEqual([
      [a!.id, null, null, 250],
      [d!.id, null, "Free parking", null],
      [c!.id, "Added with D", null, null],
    ]);
    expect(await entriesAfter(id, v)).toHaveLength(3);
  });

  it("keeps a field the locator left alone as stored, and writes nothing when the typing is what is stored", async () => {
    const { id, v } = await listWith(1);
    const [a] = communities;
    await submitOptionForm(db, maria, id, v, { action: { intent: "save" }, changes: [{ apartmentId: a!.id, note: "First note", special: "6 weeks free" }] });
    expect(await submitOptionForm(db, maria, id, v + 1, { action: { intent: "save" }, changes: [{ apartmentId: a!.id, rebate: 100 }] })).toMatchObject({ ok: true, saved: [a!.title] });
    expect((await readOptionList(db, id))!.items[0]).toMatchObject({ note: "First note", special: "6 weeks free", rebate: 100 });
    expect(await submitOptionForm(db, maria, id, v + 2, { action: { intent: "save" }, changes: [{ apartmentId: a!.id, note: "First note" }] })).toEqual({
      ok: true,
      recordId: id,
      version: v + 2,
      entryId: null,
      saved: [],
    });
  });

  it("rolls back the typed changes with a refused action, and the action with a refused change; a stale page writes nothing", async () => {
    const guest = await list({ account: false, email: false });
    const [a, b] = communities;
    await addOptionItem(db, maria, guest, 1, a!.id);
    expect(await submitOptionForm(db, maria, guest, 2, { action: { intent: "share" }, changes: [{ apartmentId: a!.id, note: "Lost?" }] })).toEqual({
      ok: false,
      reason: "refused",
      message: SHARE_NEEDS_RECIPIENT,
      field: "share",
    });
    expect((await readOptionList(db, guest))!.items[0]!.note).toBeNull();

    const [foreign] = await db.select({ id: floorPlans.id }).from(floorPlans).where(ne(floorPlans.apartmentId, a!.id)).limit(1);
    expect(await submitOptionForm(db, maria, guest, 2, { action: { intent: "add", apartmentId: b!.id }, changes: [{ apartmentId: a!.id, planIds: [foreign!.id] }] })).toMatchObject({
      ok: false,
      reason: "refused",
      field: `item.${a!.id}.planIds`,
    });
    expect((await readOptionList(db, guest))!.items).toHaveLength(1);
    // A card not on the list (a form not from this page) is refused.
    expect(await submitOptionForm(db, maria, guest, 2, { action: { intent: "save" }, changes: [{ apartmentId: b!.id, note: "x" }] })).toMatchObject({ ok: false, reason: "refused", field: "apartmentId" });

    expect(await submitOptionForm(db, maria, guest, 1, { action: { intent: "save" }, changes: [{ apartmentId: a!.id, note: "Stale" }] })).toMatchObject({ ok: false, reason: "conflict" });
    expect(await version(guest)).toBe(2);
    expect((await readOptionList(db, guest))!.items[0]!.note).toBeNull();
  });

  it("moves items up and down by swapping neighbours and keeps positions dense after a removal", async () => {
    const id = await list({ account: false });
    const [a, b, c] = communities;
    let v = 1;
    for (const community of [a!, b!, c!]) v = ((await addOptionItem(db, maria, id, v, community.id)) as { version: number }).version;
    expect(await moveOptionItem(db, maria, id, v, c!.id, "up")).toMatchObject({ ok: true, version: v + 1 });
    expect(await order(id)).toEqual([
      [a!.id, 0],
      [c!.id, 1],
      [b!.id, 2],
    ]);
    expect(await moveOptionItem(db, maria, id, v + 1, a!.id, "down")).toMatchObject({ ok: true });
    expect(await order(id)).toEqual([
      [c!.id, 0],
      [a!.id, 1],
      [b!.id, 2],
    ]);
    v += 2;
    expect(await moveOptionItem(db, maria, id, v, c!.id, "up")).toEqual({ ok: false, reason: "refused", message: "It is already first on the list.", field: "apartmentId" });
    expect(await moveOptionItem(db, maria, id, v, b!.id, "down")).toEqual({ ok: false, reason: "refused", message: "It is already last on the list.", field: "apartmentId" });
    expect(await removeOptionItem(db, maria, id, v, a!.id)).toMatchObject({ ok: true, version: v + 1 });
    expect(await order(id)).toEqual([
      [c!.id, 0],
      [b!.id, 1],
    ]);
    expect(await removeOptionItem(db, maria, id, v + 1, a!.id)).toMatchObject({ ok: false, reason: "refused", field: "apartmentId" });
    expect(await moveOptionItem(db, maria, id, v + 1, a!.id, "up")).toMatchObject({ ok: false, reason: "refused", field: "apartmentId" });
  });

  it("refuses a stale version with a conflict and a missing list as not found, changing nothing", async () => {
    const id = await list({ account: false });
    await addOptionItem(db, maria, id, 1, communities[0]!.id);
    expect(await addOptionItem(db, maria, id, 1, communities[1]!.id)).toMatchObject({ ok: false, reason: "conflict" });
    expect(await removeOptionItem(db, maria, id, 1, communities[0]!.id)).toMatchObject({ ok: false, reason: "conflict" });
    expect(await shareOptionList(db, maria, id, 1)).toMatchObject({ ok: false, reason: "conflict" });
    expect((await readOptionList(db, id))!.items).toHaveLength(1);
    expect(await addOptionItem(db, maria, 2_000_000_000, 1, communities[0]!.id)).toEqual({ ok: false, reason: "not-found" });
    expect(await readOptionList(db, 2_000_000_000)).toBeNull();
  });

  it("shares only a list with an account or an address and communities, with a 'shared' event; a second share is an update", async () => {
    const guest = await list({ account: false, email: false });
    await addOptionItem(db, maria, guest, 1, communities[0]!.id);
    expect(await shareOptionList(db, maria, guest, 2)).toEqual({ ok: false, reason: "refused", message: SHARE_NEEDS_RECIPIENT, field: "share" });
    const id = await list();
    expect(await shareOptionList(db, maria, id, 1)).toEqual({ ok: false, reason: "refused", message: SHARE_NEEDS_ITEMS, field: "share" });
    let v = 1;
    for (const community of communities.slice(0, 3)) v = ((await addOptionItem(db, maria, id, v, community.id)) as { version: number }).version;
    expect(await shareOptionList(db, maria, id, v)).toMatchObject({ ok: true, version: v + 1 });
    const shared = await readOptionList(db, id);
    expect(shared).toMatchObject({ state: "shared", sharedAt: expect.any(String) });
    v = ((await addOptionItem(db, maria, id, v + 1, communities[3]!.id)) as { version: number }).version;
    expect(await shareOptionList(db, maria, id, v)).toMatchObject({ ok: true });
    const events = await db.select().from(clientOptionEvents).where(eq(clientOptionEvents.clientOptionId, id)).orderBy(asc(clientOptionEvents.id));
    expect(events.map((e) => [e.kind, e.body, e.actorId, e.actorUsername])).toEqual([
      ["shared", `Shared 3 communities; e-mailed to client${n}@example.com with a private link`, maria.id, "maria"],
      ["shared", `Shared an update: 4 communities; e-mailed to client${n}@example.com with a private link`, maria.id, "maria"],
    ]);
    const entries = await db.select().from(auditLog).where(and(eq(auditLog.resource, "client-options"), eq(auditLog.recordId, String(id)), gt(auditLog.recordVersion, v)));
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!.after as object)).toContain("sharedAt");
  });

  it("shows the client's reaction and tour wish, and a community hidden after it was added", async () => {
    const id = await list();
    const [a] = communities;
    await addOptionItem(db, maria, id, 1, a!.id);
    await db
      .update(clientOptionApartments)
      .set({ reaction: "not-for-me", reactionReason: "Too far", reactedAt: new Date("2026-11-20T10:00:00Z"), tourWish: "Saturday morning", tourRequestedAt: new Date("2026-11-21T10:00:00Z") })
      .where(eq(clientOptionApartments.clientOptionId, id));
    await db.update(apartments).set({ published: false }).where(eq(apartments.id, a!.id));
    const read = await readOptionList(db, id);
    expect(read!.items[0]).toMatchObject({
      listed: false,
      reaction: { kind: "not-for-me", reason: "Too far", at: "2026-11-20T10:00:00.000Z" },
      tour: { wish: "Saturday morning", at: "2026-11-21T10:00:00.000Z" },
    });
    await db.update(apartments).set({ published: true }).where(eq(apartments.id, a!.id));
  });
});
