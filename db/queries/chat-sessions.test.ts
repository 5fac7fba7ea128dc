/**
 * The caps of saved chats (issue 26), on each database: a session holds at most 500 messages and
 * 1 MiB of text, an account at most 100 sessions. A save past a cap is refused whole, and
 * nothing already saved is lost; parallel saves cannot race past a cap.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { createTestUser } from "../../tests/route-harness.ts";
import type { ChatMessageInput } from "../../core/chat/chat-schemas.ts";
import { countChatMessages, createChatSession, listChatSessions, saveChatSession } from "./chat-sessions.ts";

/** The policy under test (core/chat/chat-limits.ts holds the same numbers). */
const SESSION_MESSAGES = 500;
const SESSION_BYTES = 1024 * 1024;
const SESSIONS_PER_ACCOUNT = 100;

const start = Date.UTC(2026, 10, 22, 12, 0);
const message = (n: number, content = `message ${n}`): ChatMessageInput => ({
  role: n % 2 ? "assistant" : "user",
  content,
  timestamp: new Date(start + n * 1000).toISOString(),
});
const messages = (from: number, count: number, content?: (n: number) => string) =>
  Array.from({ length: count }, (_, i) => message(from + i, content?.(from + i)));

describe.each(testDatabaseKinds)("chat session caps on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it(`a session takes ${SESSION_MESSAGES} messages; the next save is refused whole and the session keeps what it had`, async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id, type: "sidebar" as const };
    const session = await createChatSession(database.db, owner, { sessionName: "Long", messages: messages(0, SESSION_MESSAGES - 2) });
    // Up to the cap exactly.
    expect(await saveChatSession(database.db, owner, session.id, { messages: messages(SESSION_MESSAGES - 2, 2) })).toMatchObject({ added: 2 });
    expect(await countChatMessages(database.db, session.id)).toBe(SESSION_MESSAGES);

    await expect(saveChatSession(database.db, owner, session.id, { messages: messages(SESSION_MESSAGES, 2) })).rejects.toMatchObject({ reason: "session-full" });
    expect(await countChatMessages(database.db, session.id)).toBe(SESSION_MESSAGES);
    // Saving again what is already there is not growth: the client's usual resend is still answered.
    expect(await saveChatSession(database.db, owner, session.id, { messages: messages(SESSION_MESSAGES - 4, 4) })).toMatchObject({ added: 0 });
  });

  it("a session takes 1 MiB of text; a save that would pass it is refused, counted in UTF-8 bytes", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id, type: "general" as const };
    // 50 messages of 20,000 characters: 1,000,000 bytes, under the cap.
    const big = (n: number) => `${n}`.padEnd(20_000, "x");
    const session = await createChatSession(database.db, owner, { sessionName: "Wordy", messages: messages(0, 50, big) });
    // 48,576 bytes are left: 24,000 two-byte characters are 48,000 bytes and fit...
    expect(await saveChatSession(database.db, owner, session.id, { messages: [message(50, "é".repeat(20_000)), message(51, "é".repeat(4_000))] })).toMatchObject({ added: 2 });
    // ...and 300 more two-byte characters (600 bytes) do not: 576 bytes are left.
    await expect(saveChatSession(database.db, owner, session.id, { messages: [message(52, "é".repeat(300))] })).rejects.toMatchObject({ reason: "session-full" });
    expect(await saveChatSession(database.db, owner, session.id, { messages: [message(52, "x".repeat(576))] })).toMatchObject({ added: 1 });
    expect(await countChatMessages(database.db, session.id)).toBe(53);
    await expect(saveChatSession(database.db, owner, session.id, { messages: [message(53, "!")] })).rejects.toMatchObject({ reason: "session-full" });
    expect(SESSION_BYTES).toBe(1_000_000 + 48_000 + 576);
  });

  it("a new session is refused as full when its own messages pass a cap", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id, type: "sidebar" as const };
    await expect(createChatSession(database.db, owner, { sessionName: "Too much", messages: messages(0, 53, () => "y".repeat(20_000)) })).rejects.toMatchObject({ reason: "session-full" });
    expect(await listChatSessions(database.db, owner)).toEqual([]);
  });

  it(`an account holds ${SESSIONS_PER_ACCOUNT} sessions of both families; the next is refused and another account is not affected`, async () => {
    const user = await createTestUser(database.db);
    for (let i = 0; i < SESSIONS_PER_ACCOUNT; i++) {
      await createChatSession(database.db, { userId: user.id, type: i % 2 ? "sidebar" : "general" }, { sessionName: `Chat ${i}`, messages: [] });
    }
    await expect(createChatSession(database.db, { userId: user.id, type: "sidebar" }, { sessionName: "One more", messages: [message(0)] })).rejects.toMatchObject({ reason: "account-full" });
    const sidebar = await listChatSessions(database.db, { userId: user.id, type: "sidebar" });
    const general = await listChatSessions(database.db, { userId: user.id, type: "general" });
    expect(sidebar.length + general.length).toBe(SESSIONS_PER_ACCOUNT);
    expect(sidebar.some((s) => s.sessionName === "One more")).toBe(false);
    // Saving into one of them still works.
    expect(await saveChatSession(database.db, { userId: user.id, type: "sidebar" }, sidebar[0]!.id, { messages: [message(1)] })).toMatchObject({ added: 1 });

    const other = await createTestUser(database.db);
    await expect(createChatSession(database.db, { userId: other.id, type: "sidebar" }, { sessionName: "Mine", messages: [] })).resolves.toMatchObject({ userId: other.id });
  });

  it("parallel saves and creates cannot race past the caps", async () => {
    const user = await createTestUser(database.db);
    const owner = { userId: user.id, type: "sidebar" as const };
    const session = await createChatSession(database.db, owner, { sessionName: "Nearly full", messages: messages(0, SESSION_MESSAGES - 3) });
    // Six saves of one message each at once: three fit.
    const saves = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => saveChatSession(database.db, owner, session.id, { messages: [message(1000 + i)] })));
    expect(saves.filter((s) => s.status === "fulfilled")).toHaveLength(3);
    expect(saves.filter((s) => s.status === "rejected").every((s) => (s as PromiseRejectedResult).reason?.reason === "session-full")).toBe(true);
    expect(await countChatMessages(database.db, session.id)).toBe(SESSION_MESSAGES);

    for (let i = 1; i < SESSIONS_PER_ACCOUNT - 2; i++) await createChatSession(database.db, owner, { sessionName: `Chat ${i}`, messages: [] });
    // 98 held: of five at once, two are made.
    const creates = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => createChatSession(database.db, owner, { sessionName: `Race ${i}`, messages: [] })));
    expect(creates.filter((c) => c.status === "fulfilled")).toHaveLength(2);
    expect((await listChatSessions(database.db, owner)).length).toBe(SESSIONS_PER_ACCOUNT);
  });
});
