/**
 * /shared-list?key=… through its loader and action (decision 038), against a real database: a missing, malformed,
 * made-up or revoked key is the same plain 404; the real one shows the list as its client sees it (never cached),
 * takes the client's reactions and their message to the locator (400 with the typing kept for a bad one, 429 past
 * the limit), and lets an administrator look but not answer.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openClientList, revokeListLink } from "../../db/queries/admin/resources/client-options.ts";
import { addOptionItem, shareOptionList } from "../../db/queries/admin/client-option-items.ts";
import { createInquiry } from "../../db/queries/inquiries.ts";
import type { PublicUser } from "../../db/queries/users.ts";
import { insertUser } from "../../db/queries/users.ts";
import { clientOptionApartments, clientOptions, outbox } from "../../db/schema/index.ts";
import { communitiesWithPlans } from "../../tests/client-option-lists.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { callRoute } from "../../tests/route-harness.ts";
import * as page from "./shared-list.tsx";

/** A route's answer: the status, the data and the headers it set, whether it returned or threw data(). */
async function answerOf(response: Response): Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, string> }> {
  const json = (await response.json()) as Record<string, unknown>;
  if (json.type === "DataWithResponseInit") {
    const init = (json.init ?? {}) as { status?: number; headers?: Record<string, string> };
    return { status: init.status ?? 200, body: json.data as Record<string, unknown>, headers: init.headers ?? {} };
  }
  return { status: response.status, body: json, headers: {} };
}

describe.each(testDatabaseKinds)("the shared list link on %s", (kind) => {
  let database: TestDatabase;
  let admin: PublicUser;
  let key: string;
  let listId: number;
  let shared: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const created = await insertUser(db, { username: "maria", email: "maria@locator.test", displayName: "Maria Lopez", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    admin = created.user;
    const actor = { id: admin.id, username: "maria" };
    const { clientId } = await createInquiry(db, { name: "Rosa Guest", email: "rosa@example.com", phone: null, message: "Two bedrooms?", source: "contact" } as never);
    const opened = await openClientList(db, actor, "client", clientId);
    if (!opened.ok) throw new Error(opened.message);
    listId = opened.listId;
    const [community] = await communitiesWithPlans(db, 1);
    shared = community!.id;
    await addOptionItem(db, actor, listId, 1, shared);
    expect(await shareOptionList(db, actor, listId, 2, { origin: "https://locator.test", company: "Bayou Locating LLC" })).toMatchObject({ ok: true });
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.clientId, clientId), eq(outbox.kind, "list-shared")));
    key = /\/shared-list\?key=([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const get = (query: string, user: PublicUser | null = null) => callRoute(page.loader, { db: database.db, path: `/shared-list${query}`, viewer: { user } }).then(answerOf);
  const post = (query: string, form: Record<string, string>, user: PublicUser | null = null) =>
    callRoute(page.action, { db: database.db, method: "POST", path: `/shared-list${query}`, form, viewer: { user } }).then(answerOf);

  it("is the same plain 404 without a key, with a malformed one and with a made-up one", async () => {
    const answers = await Promise.all(["", "?key=", "?key=short", `?key=${"A".repeat(43)}`, `?token=${key}`].map((query) => get(query)));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body).toBe("This link does not open a list. Ask your locator to send it again.");
    expect((await post(`?key=${"A".repeat(43)}`, { intent: "react", apartmentId: String(shared), reaction: "interested" })).status).toBe(404);
  });

  it("shows the list as its client sees it, never cached, and records the client's look", async () => {
    const shown = await get(`?key=${key}`);
    expect(shown.status).toBe(200);
    expect(shown.headers).toMatchObject({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });
    const list = shown.body.list as { id: number; viewerIsClient: boolean; hasAccount: boolean; locator: unknown; items: { apartmentId: number }[] };
    expect(list).toMatchObject({ id: listId, viewerIsClient: true, hasAccount: false, locator: { name: "Maria Lopez", email: "maria@locator.test" } });
    expect(list.items.map((item) => item.apartmentId)).toEqual([shared]);
    const [row] = await database.db.select({ viewedAt: clientOptions.viewedAt }).from(clientOptions).where(eq(clientOptions.id, listId));
    expect(row!.viewedAt).not.toBeNull();
    // An administrator who opens the link looks as on /clients/{id}: not as the client.
    expect(((await get(`?key=${key}`, admin)).body.list as { viewerIsClient: boolean }).viewerIsClient).toBe(false);
  });

  it("takes the client's reaction, refuses bad input with 400 and a community not shared with 404; an administrator cannot answer", async () => {
    expect(await post(`?key=${key}`, { intent: "react", apartmentId: String(shared), reaction: "interested" })).toMatchObject({ status: 200, body: { ok: true, intent: "react" } });
    const [item] = await database.db.select().from(clientOptionApartments).where(eq(clientOptionApartments.clientOptionId, listId));
    expect(item!.reaction).toBe("interested");
    expect((await post(`?key=${key}`, { intent: "react", apartmentId: String(shared), reaction: "maybe" })).status).toBe(400);
    expect((await post(`?key=${key}`, { intent: "nope" })).status).toBe(400);
    expect((await post(`?key=${key}`, { intent: "react", apartmentId: "2147483647", reaction: "interested" })).status).toBe(404);
    expect((await post(`?key=${key}`, { intent: "react", apartmentId: String(shared), reaction: "interested" }, admin)).status).toBe(403);
  });

  it("sends the client's message to the locator, and keeps what was typed with a 400 for an empty or too long one", async () => {
    const empty = await post(`?key=${key}`, { intent: "message", message: "" });
    expect(empty).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { message: "Write your message to your locator." }, values: { message: "" } } });
    const long = "y".repeat(2001);
    expect(await post(`?key=${key}`, { intent: "message", message: long })).toMatchObject({ status: 400, body: { values: { message: long } } });
    expect(await post(`?key=${key}`, { intent: "message", message: "Can I tour on Saturday?" })).toMatchObject({ status: 200, body: { ok: true, intent: "message" } });
    const [mail] = await database.db.select().from(outbox).where(and(eq(outbox.kind, "locator-message"), eq(outbox.toAddress, "maria@locator.test")));
    expect(mail!.textBody).toContain("> Can I tour on Saturday?");
    expect(mail!.headers).toEqual({ "Reply-To": "rosa@example.com" });
  });

  it("refuses more messages than the limit with 429, keeping the message typed", async () => {
    let last = await post(`?key=${key}`, { intent: "message", message: "One more question" });
    for (let i = 0; i < 12 && last.status === 200; i++) last = await post(`?key=${key}`, { intent: "message", message: "One more question" });
    expect(last).toMatchObject({ status: 429, body: { ok: false, values: { message: "One more question" } } });
    expect(Number(last.headers["Retry-After"])).toBeGreaterThan(0);
  });

  it("is a 404 once the locator revoked the link", async () => {
    expect(await revokeListLink(database.db, { id: admin.id, username: "maria" }, listId)).toMatchObject({ ok: true });
    expect((await get(`?key=${key}`)).status).toBe(404);
    expect((await post(`?key=${key}`, { intent: "message", message: "Still there?" })).status).toBe(404);
  });
});
