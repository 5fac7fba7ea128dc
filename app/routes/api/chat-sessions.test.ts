import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signChatReply } from "../../../core/chat/reply-signature.ts";
import { chatReplySecret } from "../../../db/queries/server-secrets.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { callRoute, createTestUser } from "../../../tests/route-harness.ts";
import * as messagesRoute from "./chat-session-messages.ts";
import * as renameRoute from "./chat-session-rename.ts";
import * as sessionRoute from "./chat-session.ts";
import * as sessionsRoute from "./chat-sessions.ts";

type User = Awaited<ReturnType<typeof createTestUser>>;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 12, minute)).toISOString();

describe.each(testDatabaseKinds)("chat sessions API on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const create = (user: User | null, family: string, body: unknown) =>
    callRoute(sessionsRoute.action, { db: database.db, viewer: { user }, method: "POST", path: `/api/${family}/sessions`, body });
  const list = (user: User | null, family: string) => callRoute(sessionsRoute.loader, { db: database.db, viewer: { user }, path: `/api/${family}/sessions` });
  const save = (user: User, family: string, id: number | string, body: unknown) =>
    callRoute(sessionRoute.action, { db: database.db, viewer: { user }, method: "PUT", path: `/api/${family}/sessions/${id}`, params: { id: String(id) }, body });
  const page = (user: User, family: string, id: number, query: string) =>
    callRoute(messagesRoute.loader, { db: database.db, viewer: { user }, path: `/api/${family}/session/id/${id}${query}`, params: { id: String(id) } });

  it("creates a session with its messages for the caller, whatever userId the body names", async () => {
    const user = await createTestUser(database.db);
    const other = await createTestUser(database.db);
    const response = await create(user, "sidebar-chat", {
      userId: other.id,
      type: "general",
      sessionName: "2 bed in Montrose...",
      messages: [
        { role: "user", content: "2 bed in Montrose under $1,800", timestamp: at(1) },
        { role: "assistant", content: "Here are three: [[apartment:skylark-court]]", timestamp: at(2), apartments: ["skylark-court"] },
      ],
    });
    expect(response.status).toBe(201);
    const { chatHistory } = (await response.json()) as { chatHistory: { id: number; userId: number; type: string; messages: unknown[] } };
    expect(chatHistory).toMatchObject({ userId: user.id, type: "sidebar", sessionName: "2 bed in Montrose..." });
    expect(chatHistory.messages).toHaveLength(2);
    // The sidebar list holds it; the general-chat list does not.
    expect(((await (await list(user, "sidebar-chat")).json()) as unknown[]).length).toBe(1);
    expect(((await (await list(user, "general-chat")).json()) as unknown[]).length).toBe(0);
  });

  it("keeps a search reply's plan criteria with its message, so its cards show the fitting plans after a reload; refuses a malformed one", async () => {
    const user = await createTestUser(database.db);
    const cardPlanFit = { beds: 2, minBaths: null, maxRent: 1800, availableBy: "2026-07-01" };
    // A.L.I.'s reply as the webhook signs it (app/routes/api/chat-reply-trust.test.tsx: unsigned ones are the renter's).
    const reply = { content: "Top match: [[apartment:skylark-court]]", apartments: ["skylark-court"], cardPlanFit };
    const signature = signChatReply(reply, await chatReplySecret(database.db));
    const created = await create(user, "sidebar-chat", {
      sessionName: "Two beds",
      messages: [{ role: "assistant", timestamp: at(1), ...reply, signature }],
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { chatHistory: { id: number } }).chatHistory.id;
    const messages = (await (await page(user, "sidebar-chat", id, "?offset=0&limit=10")).json()) as { cardPlanFit: unknown }[];
    expect(messages.at(-1)?.cardPlanFit).toEqual(cardPlanFit);
    const refused = await save(user, "sidebar-chat", id, { messages: [{ role: "assistant", content: "x", timestamp: at(2), cardPlanFit: { beds: -1, minBaths: null, maxRent: null, availableBy: null } }] });
    expect(refused.status).toBe(400);
  });

  it("lists the most recently updated session first, and a save moves updatedAt", async () => {
    const user = await createTestUser(database.db);
    const first = ((await (await create(user, "general-chat", { sessionName: "Profile Chat" })).json()) as { chatHistory: { id: number } }).chatHistory.id;
    await create(user, "general-chat", { sessionName: "General Chat" });
    await save(user, "general-chat", first, { messages: [{ role: "user", content: "hello", timestamp: new Date().toISOString() }] });
    const sessions = (await (await list(user, "general-chat")).json()) as { id: number }[];
    expect(sessions[0]!.id).toBe(first);
  });

  it("pages messages from the newest, and a save of a partial list neither duplicates nor deletes", async () => {
    const user = await createTestUser(database.db);
    const messages = Array.from({ length: 15 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `message ${i}`, timestamp: at(i) }));
    const id = ((await (await create(user, "sidebar-chat", { sessionName: "Long chat", messages })).json()) as { chatHistory: { id: number } }).chatHistory.id;

    const newest = (await (await page(user, "sidebar-chat", id, "?offset=0&limit=4")).json()) as { content: string }[];
    expect(newest.map((m) => m.content)).toEqual(["message 11", "message 12", "message 13", "message 14"]);
    const older = (await (await page(user, "sidebar-chat", id, "?offset=4&limit=10")).json()) as { content: string }[];
    expect(older.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${i + 1}`));
    const last = (await (await page(user, "sidebar-chat", id, "?offset=14&limit=10")).json()) as unknown[];
    expect(last).toHaveLength(1);

    // The client saves what it shows (the newest four) plus a new pair.
    const response = await save(user, "sidebar-chat", id, {
      messages: [...messages.slice(11), { role: "user", content: "any with a pool?", timestamp: at(20) }, { role: "assistant", content: "Two of them.", timestamp: at(21) }],
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { chatHistory: { added: number } }).chatHistory.added).toBe(2);
    const all = (await (await page(user, "sidebar-chat", id, "?offset=0&limit=100")).json()) as unknown[];
    expect(all).toHaveLength(17);
  });

  it("renames a session; an empty name is refused", async () => {
    const user = await createTestUser(database.db);
    const id = ((await (await create(user, "sidebar-chat", { sessionName: "Chat 11/22/2026" })).json()) as { chatHistory: { id: number } }).chatHistory.id;
    const rename = (sessionName: string) =>
      callRoute(renameRoute.action, { db: database.db, viewer: { user }, method: "PATCH", path: `/api/sidebar-chat/sessions/${id}/rename`, params: { id: String(id) }, body: { sessionName } });
    expect((await rename("   ")).status).toBe(400);
    const response = await rename("Heights 2 beds");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { sessionName: string }).sessionName).toBe("Heights 2 beds");
  });

  it("answers 404 for another user's session on every call, and changes nothing", async () => {
    const owner = await createTestUser(database.db);
    const intruder = await createTestUser(database.db);
    const id = ((await (await create(owner, "sidebar-chat", { sessionName: "Mine", messages: [{ role: "user", content: "private", timestamp: at(1) }] })).json()) as { chatHistory: { id: number } }).chatHistory.id;

    const put = await save(intruder, "sidebar-chat", id, { sessionName: "Stolen", messages: [{ role: "user", content: "injected" }] });
    expect(put.status).toBe(404);
    expect(((await put.json()) as { message: string }).message).toBe(`Session with ID ${id} not found`);
    expect((await page(intruder, "sidebar-chat", id, "")).status).toBe(404);
    const rename = await callRoute(renameRoute.action, { db: database.db, viewer: { user: intruder }, method: "PATCH", params: { id: String(id) }, path: `/api/sidebar-chat/sessions/${id}/rename`, body: { sessionName: "x" } });
    expect(rename.status).toBe(404);
    // The same id under the other family is not the owner's either.
    expect((await page(owner, "general-chat", id, "")).status).toBe(404);
    expect((await save(owner, "sidebar-chat", "not-a-number", { messages: [] })).status).toBe(404);

    const kept = (await (await page(owner, "sidebar-chat", id, "?limit=10")).json()) as { content: string }[];
    expect(kept.map((m) => m.content)).toEqual(["private"]);
    const [session] = (await (await list(owner, "sidebar-chat")).json()) as { sessionName: string }[];
    expect(session!.sessionName).toBe("Mine");
  });

  it("keeps guests out: 401 on reads and the spec's message on create", async () => {
    expect((await list(null, "sidebar-chat")).status).toBe(401);
    const response = await create(null, "general-chat", { sessionName: "General Chat" });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe("User ID is required to create a session");
  });

  it.each([
    ["a bad role", { sessionName: "x", messages: [{ role: "system", content: "hi" }] }],
    ["a card slug with a slash", { sessionName: "x", messages: [{ role: "assistant", content: "hi", apartments: ["../etc"] }] }],
    ["a bad timestamp", { sessionName: "x", messages: [{ role: "user", content: "hi", timestamp: "yesterday" }] }],
    ["no name", { messages: [] }],
  ])("refuses %s with a 400", async (_label, body) => {
    const user = await createTestUser(database.db);
    const response = await create(user, "sidebar-chat", body);
    expect(response.status).toBe(400);
  });
});
