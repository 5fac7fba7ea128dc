import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/database.ts";
import { parseListQuery } from "../../../../core/admin/list-query.ts";
import { clientOptionsResource } from "../../../../core/admin/resources/client-options.ts";
import type { Database } from "../../../client-types.ts";
import { apartments, auditLog, chatSessions, clientOptionApartments, clientOptionEvents, clientOptions } from "../../../schema/index.ts";
import { getPipelineOverview } from "../../admin.ts";
import { createInquiry } from "../../inquiries.ts";
import { insertUser, markEmailVerified } from "../../users.ts";
import type { AdminActor } from "../admin-write.ts";
import { listRecords } from "../list-records.ts";
import { addListNote, clientOptionsStore, linkListAccount, openClientList } from "./client-options.ts";

describe.each(testDatabaseKinds)("client options lists on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;
  let n = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, { username: "maria", email: "maria@example.com", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    maria = { id: created.user.id, username: "maria" };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A renter who verified their address (decision 028): the only kind a list links to by e-mail. */
  async function renter() {
    n += 1;
    const created = await insertUser(db, { username: `renter${n}`, email: `Renter${n}@Example.com`, passwordHash: "h" });
    if (!created.ok) throw new Error("renter not created");
    await markEmailVerified(db, created.user.id, created.user.email);
    return created.user;
  }
  async function inquiry(email: string, userId: number | null = null) {
    const created = await createInquiry(db, { name: "Dana Client", email, phone: null, message: "Two bedrooms near the Heights?", source: "contact", apartmentId: null, userId } as never);
    return created.id;
  }

  it("opens the same list from an inquiry, the profile and a transcript of one renter, matched by verified e-mail", async () => {
    const user = await renter();
    const inquiryId = await inquiry(user.email.toLowerCase());
    const first = await openClientList(db, maria, "inquiry", inquiryId);
    expect(first).toMatchObject({ ok: true, created: true });
    if (!first.ok) return;
    const [list] = await db.select().from(clientOptions).where(eq(clientOptions.id, first.listId));
    expect(list).toMatchObject({ userId: user.id, clientName: "Dana Client", clientId: expect.any(Number), locatorId: maria.id, sharedAt: null });
    expect(await openClientList(db, maria, "user", user.id)).toEqual({ ok: true, listId: first.listId, created: false });
    const [session] = await db.insert(chatSessions).values({ userId: user.id, sessionName: "Heights", type: "sidebar" }).returning({ id: chatSessions.id });
    expect(await openClientList(db, maria, "chat", session!.id)).toEqual({ ok: true, listId: first.listId, created: false });
    const events = await db.select().from(clientOptionEvents).where(eq(clientOptionEvents.clientOptionId, first.listId));
    expect(events.map((e) => [e.kind, e.body])).toEqual([["created", `Made from inquiry #${inquiryId}`]]);
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.resource, "client-options"), eq(auditLog.recordId, String(first.listId))));
    expect(entry).toMatchObject({ resource: "client-options", action: "create", actorUsername: "maria" });
  });

  it("gives two admins opening at once one list", async () => {
    const user = await renter();
    const [a, b] = await Promise.all([openClientList(db, maria, "user", user.id), openClientList(db, maria, "user", user.id)]);
    expect(a.ok && b.ok && a.listId === b.listId).toBe(true);
    expect(await db.select().from(clientOptions).where(eq(clientOptions.userId, user.id))).toHaveLength(1);
  });

  it("makes a list without an account for a guest's inquiry, reopens it by e-mail, and links it later", async () => {
    const email = `guest${++n}@example.com`;
    const opened = await openClientList(db, maria, "inquiry", await inquiry(email));
    expect(opened).toMatchObject({ ok: true, created: true });
    if (!opened.ok) return;
    expect(await openClientList(db, maria, "inquiry", await inquiry(email.toUpperCase()))).toEqual({ ok: true, listId: opened.listId, created: false });

    expect(await linkListAccount(db, maria, opened.listId, "nobody-here")).toMatchObject({ ok: false, reason: "refused", field: "account" });
    expect(await linkListAccount(db, maria, opened.listId, "maria")).toMatchObject({ ok: false, reason: "refused", message: "That is an administrator's account, not a client's." });
    const taken = await renter();
    await openClientList(db, maria, "user", taken.id);
    expect(await linkListAccount(db, maria, opened.listId, taken.username)).toMatchObject({ ok: false, reason: "refused", message: expect.stringContaining("already has an options list") });

    const user = await renter();
    expect(await linkListAccount(db, maria, opened.listId, user.email.toUpperCase())).toMatchObject({ ok: true });
    const [list] = await db.select().from(clientOptions).where(eq(clientOptions.id, opened.listId));
    expect(list?.userId).toBe(user.id);
    const record = await clientOptionsStore.read(db, opened.listId);
    expect(record?.extra?.account).toEqual({ id: user.id, username: user.username });
    expect((record?.extra?.events as { kind: string }[]).map((e) => e.kind)).toEqual(["linked", "created"]);
  });

  it("refuses lists for administrators and missing records", async () => {
    expect(await openClientList(db, maria, "user", maria.id)).toMatchObject({ ok: false, status: 409 });
    expect(await openClientList(db, maria, "inquiry", 2_147_483_647)).toMatchObject({ ok: false, status: 404 });
    expect(await openClientList(db, maria, "chat", 2_147_483_647)).toMatchObject({ ok: false, status: 404 });
  });

  it("creates from the form linked to the renter who verified that e-mail, and refuses a second list for them", async () => {
    const user = await renter();
    const values = { clientName: "Walk-in", clientEmail: user.email, message: "Hi!", notes: "Prefers texts" };
    const created = await clientOptionsStore.create(db, maria, values);
    expect(created).toMatchObject({ ok: true });
    if (!created.ok) return;
    const [list] = await db.select().from(clientOptions).where(eq(clientOptions.id, created.recordId));
    expect(list).toMatchObject({ userId: user.id, message: "Hi!", notes: "Prefers texts", locatorId: maria.id });
    expect(await clientOptionsStore.create(db, maria, values)).toMatchObject({ ok: false, reason: "refused", field: "clientEmail" });
    // A stale update is a conflict; a current one saves.
    expect(await clientOptionsStore.update(db, maria, created.recordId, 0, { ...values, message: "Later" })).toMatchObject({ ok: false, reason: "conflict" });
    expect(await clientOptionsStore.update(db, maria, created.recordId, 1, { ...values, message: "Later" })).toMatchObject({ ok: true, version: 2 });
  });

  it("lists each list with its state, apartment count and filters, and keeps staff notes in the history", async () => {
    const user = await renter();
    const opened = await openClientList(db, maria, "user", user.id);
    if (!opened.ok) throw new Error("not opened");
    const [community] = await db.select({ id: apartments.id }).from(apartments).limit(1);
    await db.insert(clientOptionApartments).values({ clientOptionId: opened.listId, apartmentId: community!.id });
    const page = async (search: string) => listRecords(db, clientOptionsStore.source, parseListQuery(clientOptionsResource, new URLSearchParams(search)));
    const draft = await page(`q=${user.username}`);
    expect(draft.rows).toEqual([expect.objectContaining({ id: opened.listId, cells: expect.objectContaining({ state: "draft", apartments: 1, account: user.username, locator: "maria" }) })]);

    await db.update(clientOptions).set({ sharedAt: new Date(Date.now() - 60_000) }).where(eq(clientOptions.id, opened.listId));
    expect((await page(`q=${user.username}&state=shared`)).rows).toHaveLength(1);
    await db.update(clientOptions).set({ viewedAt: new Date() }).where(eq(clientOptions.id, opened.listId));
    expect((await page(`q=${user.username}&state=viewed`)).rows).toHaveLength(1);
    expect((await page(`q=${user.username}&state=shared`)).rows).toHaveLength(0);
    expect((await page(`q=${user.username}&account=none`)).rows).toHaveLength(0);
    const before = (await getPipelineOverview(db)).respondedLists;
    await db.update(clientOptions).set({ respondedAt: new Date() }).where(eq(clientOptions.id, opened.listId));
    expect((await page(`q=${user.username}&state=responded`)).rows).toHaveLength(1);
    expect((await getPipelineOverview(db)).respondedLists).toBe(before + 1);

    expect(await addListNote(db, maria, opened.listId, "   ")).toEqual({ ok: false, reason: "invalid", errors: { body: "Write the note first." } });
    expect(await addListNote(db, maria, opened.listId, "Called her: prefers the Heights")).toMatchObject({ ok: true });
    const record = await clientOptionsStore.read(db, opened.listId);
    expect((record?.extra?.events as { kind: string; body: string }[])[0]).toMatchObject({ kind: "note", body: "Called her: prefers the Heights" });
    expect((record?.extra?.items as unknown[]).length).toBe(1);
  });
});
