/**
 * The chat sessions API at its caps (issue 26): a full session and an account with the most
 * sessions answer 422 with a message a person understands and a reason the chat reacts to;
 * writes are rate-limited per user. Nothing already saved is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { callRoute, createTestUser } from "../../../tests/route-harness.ts";
import { countChatMessages, createChatSession, listChatSessions } from "../../../db/queries/chat-sessions.ts";
import * as renameRoute from "./chat-session-rename.ts";
import * as sessionRoute from "./chat-session.ts";
import * as sessionsRoute from "./chat-sessions.ts";

type User = Awaited<ReturnType<typeof createTestUser>>;
const start = Date.UTC(2026, 10, 22, 12, 0);
const message = (n: number) => ({ role: n % 2 ? "assistant" : "user", content: `message ${n}`, timestamp: new Date(start + n * 1000).toISOString() }) as const;
const messages = (from: number, count: number) => Array.from({ length: count }, (_, i) => message(from + i));

describe.each(testDatabaseKinds)("chat sessions API at its caps on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const create = (user: User, body: unknown) => callRoute(sessionsRoute.action, { db: database.db, viewer: { user }, method: "POST", path: "/api/sidebar-chat/sessions", body });
  const save = (user: User, id: number, body: unknown) =>
    callRoute(sessionRoute.action, { db: database.db, viewer: { user }, method: "PUT", path: `/api/sidebar-chat/sessions/${id}`, params: { id: String(id) }, body });
  const rename = (user: User, id: number, sessionName: string) =>
    callRoute(renameRoute.action, { db: database.db, viewer: { user }, method: "PATCH", path: `/api/sidebar-chat/sessions/${id}/rename`, params: { id: String(id) }, body: { sessionName } });

  it("a save into a full session is a 422 saying so, with reason 'session-full'; the session keeps its 500 messages", async () => {
    const user = await createTestUser(database.db);
    const created = await create(user, { sessionName: "Full", messages: messages(0, 500) });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { chatHistory: { id: number } }).chatHistory.id;

    const refused = await save(user, id, { messages: messages(500, 2) });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { message: string; reason: string };
    expect(body.reason).toBe("session-full");
    expect(body.message).toMatch(/500 messages/);
    expect(await countChatMessages(database.db, id)).toBe(500);
  });

  it("the 101st session of an account is a 422 with reason 'account-full'; nothing is created", async () => {
    const user = await createTestUser(database.db);
    for (let i = 0; i < 100; i++) await createChatSession(database.db, { userId: user.id, type: i < 50 ? "sidebar" : "general" }, { sessionName: `Chat ${i}`, messages: [] });
    const refused = await create(user, { sessionName: "One too many", messages: messages(0, 2) });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { message: string; reason: string };
    expect(body.reason).toBe("account-full");
    expect(body.message).toMatch(/100 saved chats/);
    expect((await listChatSessions(database.db, { userId: user.id, type: "sidebar" })).map((s) => s.sessionName)).not.toContain("One too many");
  });

  it("writes are rate-limited per user: the 61st create, save or rename within a minute is a 429 with Retry-After, and writes nothing", async () => {
    const user = await createTestUser(database.db);
    const created = await create(user, { sessionName: "Busy", messages: [] });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { chatHistory: { id: number } }).chatHistory.id;
    for (let i = 0; i < 29; i++) expect((await save(user, id, { messages: [message(i)] })).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await rename(user, id, `Busy ${i}`)).status).toBe(200);

    const refused = await save(user, id, { messages: [message(100)] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/saving/i);
    expect(await countChatMessages(database.db, id)).toBe(29);
    expect((await create(user, { sessionName: "Another", messages: [] })).status).toBe(429);
    expect((await rename(user, id, "Renamed")).status).toBe(429);
    expect((await listChatSessions(database.db, { userId: user.id, type: "sidebar" })).map((s) => s.sessionName)).toEqual(["Busy 29"]);

    // Another renter is not affected.
    const other = await createTestUser(database.db);
    expect((await create(other, { sessionName: "Mine", messages: [] })).status).toBe(201);
  });
});
