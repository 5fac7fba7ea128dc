import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST_IDENTITY_MS } from "../../core/auth/policies.ts";
import { baseQuery, EMPTY_SCOPE, EMPTY_STATE, type ConversationState } from "../../core/assistant/query/schema.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { createTestUser } from "../../tests/route-harness.ts";
import { assistantConversationStates, chatSessions } from "../schema/index.ts";
import { createChatSession } from "./chat-sessions.ts";
import { adoptGuestConversationStates, CONVERSATION_STATE_MAX_BYTES, readConversationState, saveConversationState } from "./conversation-states.ts";
import { deleteExpiredGuests } from "./guests.ts";
import { deleteUser } from "./users.ts";

const gymState: ConversationState = { version: 1, query: baseQuery({ operation: "min", revision: true }), shown: ["heights-lofts", "montrose-flats"] };
const otherState: ConversationState = { version: 1, query: null, shown: ["midtown-commons"] };

describe.each(testDatabaseKinds)("A.L.I.'s conversation states on %s", (kind) => {
  let database: TestDatabase;
  let guestCounter = 0;
  const newGuest = () => `conversation-guest-${kind}-${(guestCounter += 1)}`;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("keeps one state per owner and chat family, the newest replacing the last", async () => {
    const db = database.db;
    const user = await createTestUser(db);
    const guestId = newGuest();
    expect(await readConversationState(db, { userId: user.id }, "sidebar")).toBeNull();

    const session = await createChatSession(db, { userId: user.id, type: "sidebar" }, { sessionName: "Gyms", messages: [] });
    expect(await saveConversationState(db, { userId: user.id }, "sidebar", session.id, gymState)).toEqual({ outcome: "saved" });
    expect(await saveConversationState(db, { guestId }, "sidebar", null, otherState)).toEqual({ outcome: "saved" });
    expect(await readConversationState(db, { userId: user.id }, "sidebar")).toMatchObject({ sessionId: session.id, state: gymState });
    expect(await readConversationState(db, { guestId }, "sidebar")).toMatchObject({ sessionId: null, state: otherState });
    // Families are apart.
    expect(await readConversationState(db, { userId: user.id }, "general")).toBeNull();

    const later = new Date(Date.now() + 1000);
    await saveConversationState(db, { userId: user.id }, "sidebar", null, otherState, later);
    expect(await readConversationState(db, { userId: user.id }, "sidebar")).toEqual({ sessionId: null, state: otherState, updatedAt: later });
    expect(await db.select().from(assistantConversationStates).where(eq(assistantConversationStates.userId, user.id))).toHaveLength(1);
  });

  it("reads a stored value that no longer parses as none, and a save replaces it", async () => {
    const db = database.db;
    const user = await createTestUser(db);
    await db.insert(assistantConversationStates).values({ userId: user.id, family: "general", state: { version: 0, lastQuestion: "cheapest?" } as never });
    expect(await readConversationState(db, { userId: user.id }, "general")).toBeNull();
    await saveConversationState(db, { userId: user.id }, "general", null, gymState);
    expect((await readConversationState(db, { userId: user.id }, "general"))?.state).toEqual(gymState);
  });

  it("stores a state over the size bound, or one that does not parse, as the empty state", async () => {
    const db = database.db;
    const guestId = newGuest();
    const communities = Array.from({ length: 600 }, (_, i) => `community-${"x".repeat(90)}-${i}`);
    const huge: ConversationState = { version: 1, query: baseQuery({ scope: { ...EMPTY_SCOPE, communities } }), shown: [] };
    expect(JSON.stringify(huge).length).toBeGreaterThan(CONVERSATION_STATE_MAX_BYTES);

    await saveConversationState(db, { guestId }, "sidebar", null, gymState);
    const saved = await saveConversationState(db, { guestId }, "sidebar", null, huge);
    expect(saved.outcome).toBe("oversized");
    expect((await readConversationState(db, { guestId }, "sidebar"))?.state).toEqual(EMPTY_STATE);

    await saveConversationState(db, { guestId }, "sidebar", null, gymState);
    expect(await saveConversationState(db, { guestId }, "sidebar", null, { ...gymState, shown: ["Not A Slug"] })).toEqual({ outcome: "invalid" });
    expect((await readConversationState(db, { guestId }, "sidebar"))?.state).toEqual(EMPTY_STATE);
  });

  it("stores nothing with a session that is gone or not the owner's, and a guest's never has one", async () => {
    const db = database.db;
    const user = await createTestUser(db);
    const stranger = await createTestUser(db);
    const theirs = await createChatSession(db, { userId: stranger.id, type: "sidebar" }, { sessionName: "Theirs", messages: [] });
    expect(await saveConversationState(db, { userId: user.id }, "sidebar", theirs.id, gymState)).toEqual({ outcome: "session-gone" });
    expect(await readConversationState(db, { userId: user.id }, "sidebar")).toBeNull();
    await expect(saveConversationState(db, { guestId: newGuest() }, "sidebar", theirs.id, gymState)).rejects.toThrow(/guest/);
  });

  it("goes with its chat session, with the account and with the guest identity", async () => {
    const db = database.db;
    const user = await createTestUser(db);
    const session = await createChatSession(db, { userId: user.id, type: "sidebar" }, { sessionName: "Gyms", messages: [] });
    await saveConversationState(db, { userId: user.id }, "sidebar", session.id, gymState);
    await saveConversationState(db, { userId: user.id }, "general", null, otherState);
    await db.delete(chatSessions).where(eq(chatSessions.id, session.id));
    expect(await readConversationState(db, { userId: user.id }, "sidebar")).toBeNull();
    expect(await readConversationState(db, { userId: user.id }, "general")).not.toBeNull();

    expect(await deleteUser(db, user.id)).toBe(true);
    expect(await db.select().from(assistantConversationStates).where(eq(assistantConversationStates.userId, user.id))).toEqual([]);

    // The hourly sweep deletes a guest whose cookie has expired, and the state with it.
    const guestId = newGuest();
    const created = new Date(Date.now() - GUEST_IDENTITY_MS - 60_000);
    await saveConversationState(db, { guestId }, "sidebar", null, gymState, created);
    await deleteExpiredGuests(db, new Date());
    expect(await db.select().from(assistantConversationStates).where(eq(assistantConversationStates.guestId, guestId))).toEqual([]);
  });

  it("moves a guest's states to the account at sign-in, keeping the account's own where it has one", async () => {
    const db = database.db;
    const user = await createTestUser(db);
    const guestId = newGuest();
    const guestSaved = new Date(Date.now() - 5000);
    await saveConversationState(db, { guestId }, "sidebar", null, gymState, guestSaved);
    await saveConversationState(db, { guestId }, "general", null, gymState, guestSaved);
    await saveConversationState(db, { userId: user.id }, "general", null, otherState);

    await adoptGuestConversationStates(db, guestId, user.id);
    expect(await readConversationState(db, { userId: user.id }, "sidebar")).toEqual({ sessionId: null, state: gymState, updatedAt: guestSaved });
    expect((await readConversationState(db, { userId: user.id }, "general"))?.state).toEqual(otherState);
    expect(await db.select().from(assistantConversationStates).where(eq(assistantConversationStates.guestId, guestId))).toEqual([]);
  });
});
