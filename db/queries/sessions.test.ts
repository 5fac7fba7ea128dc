import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_IDLE_MS } from "../../core/auth/policies.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import {
  apartments,
  chatMessages,
  chatSessions,
  clientInquiries,
  favorites,
  neighborhoods,
  preferenceNeighborhoods,
  preferences,
  sessions,
} from "../schema/index.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSessionWithUser,
  insertSession,
  touchSession,
} from "./sessions.ts";
import { deleteUser, insertUser } from "./users.ts";
import { createInquiry } from "./inquiries.ts";

const DAY_MS = 24 * 60 * 60_000;
const now = new Date("2026-06-01T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const inFuture = (ms: number) => new Date(now.getTime() + ms);

describe.each(testDatabaseKinds)("sessions on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function newUser(username: string) {
    const result = await insertUser(database.db, { username, email: `${username}@example.com`, passwordHash: "not-a-real-hash" });
    if (!result.ok) throw new Error(`could not create ${username}`);
    return result.user;
  }

  async function sessionIdsOf(userId: number): Promise<string[]> {
    const rows = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
    return rows.map((r) => r.id).sort();
  }

  it("finds a session with its user, without the password hash", async () => {
    const user = await newUser("session-owner");
    await insertSession(database.db, { id: "sess-owner", userId: user.id, now, expiresAt: inFuture(30 * DAY_MS) });

    const found = await findSessionWithUser(database.db, "sess-owner");
    expect(found).toEqual({ id: "sess-owner", lastSeenAt: now, expiresAt: inFuture(30 * DAY_MS), user });
    expect(found?.user).not.toHaveProperty("passwordHash");
    expect(found?.user.isGuest).toBe(false);
    expect(await findSessionWithUser(database.db, "sess-unknown")).toBeNull();
  });

  it("touches last-seen and deletes a single session", async () => {
    const user = await newUser("session-toucher");
    await insertSession(database.db, { id: "sess-touch", userId: user.id, now: ago(2 * DAY_MS), expiresAt: inFuture(DAY_MS) });
    await touchSession(database.db, "sess-touch", now);
    expect((await findSessionWithUser(database.db, "sess-touch"))?.lastSeenAt).toEqual(now);
    await deleteSession(database.db, "sess-touch");
    expect(await findSessionWithUser(database.db, "sess-touch")).toBeNull();
  });

  it("ends a user's other sessions but keeps the given one and other users' sessions", async () => {
    const user = await newUser("session-many");
    const other = await newUser("session-other");
    for (const id of ["sess-many-a", "sess-many-b", "sess-many-c"]) {
      await insertSession(database.db, { id, userId: user.id, now, expiresAt: inFuture(DAY_MS) });
    }
    await insertSession(database.db, { id: "sess-other", userId: other.id, now, expiresAt: inFuture(DAY_MS) });

    await deleteUserSessions(database.db, user.id, "sess-many-b");
    expect(await sessionIdsOf(user.id)).toEqual(["sess-many-b"]);
    expect(await sessionIdsOf(other.id)).toEqual(["sess-other"]);

    await deleteUserSessions(database.db, user.id);
    expect(await sessionIdsOf(user.id)).toEqual([]);
    expect(await sessionIdsOf(other.id)).toEqual(["sess-other"]);
  });

  it("removes sessions idle too long or past their absolute end, and keeps live ones", async () => {
    const user = await newUser("session-expiry");
    const rows = [
      { id: "sess-live", now: ago(DAY_MS), expiresAt: inFuture(DAY_MS) },
      { id: "sess-quiet-but-live", now: ago(SESSION_IDLE_MS - 60_000), expiresAt: inFuture(DAY_MS) },
      { id: "sess-idle", now: ago(SESSION_IDLE_MS + 60_000), expiresAt: inFuture(DAY_MS) },
      { id: "sess-absolute", now: ago(60_000), expiresAt: ago(1000) },
    ];
    for (const row of rows) await insertSession(database.db, { ...row, userId: user.id });

    await deleteExpiredSessions(database.db, now);
    expect(await sessionIdsOf(user.id)).toEqual(["sess-live", "sess-quiet-but-live"]);
  });

  it("deleting a user deletes their sessions, favorites, preferences, chats and inquiries, and nobody else's", async () => {
    const db = database.db;
    const leaving = await newUser("leaving-user");
    const staying = await newUser("staying-user");
    const [apartment] = await db.select({ id: apartments.id }).from(apartments).limit(1);
    const [area] = await db.select({ id: neighborhoods.id }).from(neighborhoods).limit(1);

    for (const user of [leaving, staying]) {
      await insertSession(db, { id: `sess-${user.username}`, userId: user.id, now, expiresAt: inFuture(DAY_MS) });
      await db.insert(favorites).values({ userId: user.id, apartmentId: apartment!.id });
      const [preference] = await db.insert(preferences).values({ userId: user.id, maxBudget: 1800 }).returning({ id: preferences.id });
      await db.insert(preferenceNeighborhoods).values({ preferenceId: preference!.id, neighborhoodId: area!.id });
      const [chat] = await db
        .insert(chatSessions)
        .values({ userId: user.id, sessionName: "Looking in Montrose", type: "sidebar" })
        .returning({ id: chatSessions.id });
      await db.insert(chatMessages).values({ sessionId: chat!.id, role: "user", content: "2 beds under $1,800?" });
      await createInquiry(db, {
        userId: user.id,
        apartmentId: apartment!.id,
        name: user.username,
        email: user.email,
        message: "Is the 2-bed still open?",
        source: "apartment",
      });
    }

    const countsOf = async (userId: number) => {
      const prefIds = (await db.select({ id: preferences.id }).from(preferences).where(eq(preferences.userId, userId))).map((r) => r.id);
      const chatIds = (await db.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.userId, userId))).map((r) => r.id);
      return {
        sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
        favorites: (await db.select().from(favorites).where(eq(favorites.userId, userId))).length,
        preferences: prefIds.length,
        chatSessions: chatIds.length,
        inquiries: (await db.select().from(clientInquiries).where(eq(clientInquiries.userId, userId))).length,
        preferenceNeighborhoods: prefIds.length
          ? (await db.select().from(preferenceNeighborhoods).where(inArray(preferenceNeighborhoods.preferenceId, prefIds))).length
          : 0,
        chatMessages: chatIds.length ? (await db.select().from(chatMessages).where(inArray(chatMessages.sessionId, chatIds))).length : 0,
      };
    };
    const one = { sessions: 1, favorites: 1, preferences: 1, chatSessions: 1, inquiries: 1, preferenceNeighborhoods: 1, chatMessages: 1 };
    expect(await countsOf(leaving.id)).toEqual(one);

    const chatIds = (await db.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.userId, leaving.id))).map((r) => r.id);
    const preferenceIds = (await db.select({ id: preferences.id }).from(preferences).where(eq(preferences.userId, leaving.id))).map((r) => r.id);
    expect(await deleteUser(db, leaving.id)).toBe(true);
    expect(await deleteUser(db, leaving.id)).toBe(false);

    expect(await countsOf(leaving.id)).toEqual({
      sessions: 0,
      favorites: 0,
      preferences: 0,
      chatSessions: 0,
      inquiries: 0,
      preferenceNeighborhoods: 0,
      chatMessages: 0,
    });
    // What hangs off the chats and the preferences went too (looked up by their old ids, not through the user).
    expect(await db.select().from(chatMessages).where(inArray(chatMessages.sessionId, chatIds))).toEqual([]);
    expect(await db.select().from(preferenceNeighborhoods).where(inArray(preferenceNeighborhoods.preferenceId, preferenceIds))).toEqual([]);
    expect(await findSessionWithUser(db, "sess-leaving-user")).toBeNull();
    expect(await countsOf(staying.id)).toEqual(one);
    // The catalogue is untouched.
    expect(await db.select({ id: apartments.id }).from(apartments).where(eq(apartments.id, apartment!.id))).toHaveLength(1);
  });
});
