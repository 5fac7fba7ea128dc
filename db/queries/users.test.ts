import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import {
  apartmentFeedback,
  apartments,
  chatMessages,
  chatSessions,
  clientOptions,
  favorites,
  preferences,
  sessions,
} from "../schema/index.ts";
import { countInquiriesByEmail, createInquiry } from "./inquiries.ts";
import {
  countAdministrators,
  deleteUser,
  findUserById,
  findUserByLogin,
  insertUser,
  isEmailVerified,
  markEmailVerified,
  updateUserPasswordHash,
  updateUserProfile,
} from "./users.ts";

describe.each(testDatabaseKinds)("users on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("creates an account and answers with the public user, never the hash", async () => {
    const result = await insertUser(database.db, {
      username: "Renter.One",
      email: "renter.one@example.com",
      passwordHash: "$argon2id$stand-in",
      displayName: "Renter One",
    });
    expect(result).toEqual({
      ok: true,
      user: {
        id: expect.any(Number),
        username: "Renter.One",
        email: "renter.one@example.com",
        displayName: "Renter One",
        photoUrl: null,
        isAdmin: false,
        isGuest: false,
      },
    });
  });

  it("reports a taken username case-insensitively, and a taken email, without creating anything", async () => {
    const db = database.db;
    const first = await insertUser(db, { username: "Taken_Name", email: "first@example.com", passwordHash: "h" });
    expect(first.ok).toBe(true);

    expect(await insertUser(db, { username: "taken_name", email: "second@example.com", passwordHash: "h" })).toEqual({ ok: false, taken: "username" });
    expect(await insertUser(db, { username: "another-name", email: "FIRST@Example.com", passwordHash: "h" })).toEqual({ ok: false, taken: "email" });
    // Both taken: the username is named.
    expect(await insertUser(db, { username: "TAKEN_NAME", email: "first@example.com", passwordHash: "h" })).toEqual({ ok: false, taken: "username" });
    expect(await findUserByLogin(db, "second@example.com")).toBeNull();
    expect(await findUserByLogin(db, "another-name")).toBeNull();
  });

  it("finds the account to sign in by username or email, case-insensitively, with its hash", async () => {
    const db = database.db;
    const created = await insertUser(db, { username: "Login.Finder", email: "Finder@Example.com", passwordHash: "stored-hash" });
    if (!created.ok) throw new Error("not created");
    for (const login of ["Login.Finder", "login.finder", "LOGIN.FINDER", "finder@example.com", "FINDER@EXAMPLE.COM"]) {
      const found = await findUserByLogin(db, login);
      expect(found?.id, login).toBe(created.user.id);
      expect(found?.passwordHash).toBe("stored-hash");
    }
    expect(await findUserByLogin(db, "login.finde")).toBeNull();
    expect(await findUserByLogin(db, "%")).toBeNull();
  });

  it("updates the profile and the password hash, and deletes the account", async () => {
    const db = database.db;
    const created = await insertUser(db, { username: "profile-user", email: "profile@example.com", passwordHash: "old-hash" });
    if (!created.ok) throw new Error("not created");
    const id = created.user.id;

    expect(await updateUserProfile(db, id, { displayName: "Pat", photoUrl: "https://example.com/pat.png" })).toMatchObject({
      id,
      displayName: "Pat",
      photoUrl: "https://example.com/pat.png",
    });
    // Only what is given changes.
    expect(await updateUserProfile(db, id, { photoUrl: null })).toMatchObject({ displayName: "Pat", photoUrl: null });
    expect(await updateUserProfile(db, id, {})).toMatchObject({ displayName: "Pat" });

    await updateUserPasswordHash(db, id, "new-hash");
    expect((await findUserById(db, id))?.passwordHash).toBe("new-hash");

    expect(await deleteUser(db, id)).toBe(true);
    expect(await findUserById(db, id)).toBeNull();
    expect(await updateUserProfile(db, id, { displayName: "Ghost" })).toBeNull();
  });

  it("deleting an account removes everything of the person's, inquiries sent signed out with its verified e-mail (any case) included", async () => {
    const db = database.db;
    const created = await insertUser(db, { username: "leaving-renter", email: "Dana.Leaving@Example.com", passwordHash: "h" });
    const other = await insertUser(db, { username: "staying-renter", email: "stays@example.com", passwordHash: "h" });
    if (!created.ok || !other.ok) throw new Error("not created");
    const id = created.user.id;
    expect(await markEmailVerified(db, id, "dana.leaving@example.com")).toBe("verified");
    const [apartment] = await db.select({ id: apartments.id }).from(apartments).limit(1);
    const now = new Date();
    const inquiry = (email: string, message: string, userId: number | null = null) =>
      createInquiry(db, { name: "Dana", email, message, source: "contact", userId });

    // Signed out, in any case, and signed in; other people's inquiries, one with a look-alike address.
    await inquiry("dana.leaving@example.com", "Signed out, lower case");
    await inquiry("  DANA.LEAVING@EXAMPLE.COM ", "Signed out, upper case");
    await inquiry("dana.leaving@example.com", "Signed in", id);
    await inquiry("stays@example.com", "Someone else");
    await inquiry("dana.leaving@example.co", "A different address");
    // Everything else an account owns.
    await db.insert(sessions).values({ id: `leaving-${kind}`, userId: id, lastSeenAt: now, expiresAt: new Date(now.getTime() + 60_000) });
    await db.insert(favorites).values({ userId: id, apartmentId: apartment!.id });
    const [chat] = await db.insert(chatSessions).values({ userId: id, sessionName: "Moving", type: "sidebar" }).returning({ id: chatSessions.id });
    await db.insert(chatMessages).values({ sessionId: chat!.id, role: "user", content: "2 bedrooms please" });
    await db.insert(preferences).values({ userId: id, maxBudget: 1800 });
    await db.insert(apartmentFeedback).values({ userId: id, apartmentId: apartment!.id, feedback: "Too far from work" });
    await db.insert(clientOptions).values({ userId: id, clientName: "Dana" });

    expect(await deleteUser(db, id)).toBe(true);

    expect(await countInquiriesByEmail(db, "dana.leaving@example.com")).toBe(0);
    expect(await countInquiriesByEmail(db, "stays@example.com")).toBe(1);
    expect(await countInquiriesByEmail(db, "dana.leaving@example.co")).toBe(1);
    const left = async (table: typeof sessions | typeof favorites | typeof chatSessions | typeof preferences | typeof apartmentFeedback | typeof clientOptions) =>
      (await db.select({ n: count() }).from(table).where(eq(table.userId, id)))[0]?.n;
    for (const table of [sessions, favorites, chatSessions, preferences, apartmentFeedback, clientOptions]) expect(await left(table)).toBe(0);
    const [messages] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, chat!.id));
    expect(messages?.n).toBe(0);
    expect(await findUserById(db, id)).toBeNull();
  });

  it("deletes nothing when the account does not exist, and the deletion is all or nothing", async () => {
    const db = database.db;
    const created = await insertUser(db, { username: "half-deleted", email: "half@example.com", passwordHash: "h" });
    if (!created.ok) throw new Error("not created");
    await markEmailVerified(db, created.user.id, "half@example.com");
    await createInquiry(db, { name: "Half", email: "half@example.com", message: "Keep me unless the account goes", source: "contact" });
    expect(await deleteUser(db, 2_000_000_000)).toBe(false);
    expect(await countInquiriesByEmail(db, "half@example.com")).toBe(1);

    // A failure after the inquiries are deleted (the account row cannot go) leaves the inquiries in place.
    await db.execute(sql.raw(`create or replace function refuse_user_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`));
    await db.execute(sql.raw(`create trigger refuse_user_delete before delete on users for each row execute function refuse_user_delete()`));
    try {
      await expect(deleteUser(db, created.user.id)).rejects.toThrow();
    } finally {
      await db.execute(sql.raw(`drop trigger refuse_user_delete on users`));
    }
    expect(await countInquiriesByEmail(db, "half@example.com")).toBe(1);
    expect(await findUserById(db, created.user.id)).not.toBeNull();
    expect(await deleteUser(db, created.user.id)).toBe(true);
    expect(await countInquiriesByEmail(db, "half@example.com")).toBe(0);
  });

  it("verifies an address only for its own account and address, once", async () => {
    const db = database.db;
    const created = await insertUser(db, { username: "verifying", email: "Verify.Me@example.com", passwordHash: "h" });
    if (!created.ok) throw new Error("not created");
    expect(await markEmailVerified(db, created.user.id, "someone.else@example.com")).toBeNull();
    expect(await isEmailVerified(db, created.user.id)).toBe(false);
    expect(await markEmailVerified(db, created.user.id, "VERIFY.ME@EXAMPLE.COM")).toBe("verified");
    expect(await markEmailVerified(db, created.user.id, "verify.me@example.com")).toBe("already");
    expect(await isEmailVerified(db, created.user.id)).toBe(true);
  });

  it("counts administrators", async () => {
    const db = database.db;
    const before = await countAdministrators(db);
    await insertUser(db, { username: "second-admin", email: "second-admin@example.com", passwordHash: "h", isAdmin: true });
    await insertUser(db, { username: "not-admin", email: "not-admin@example.com", passwordHash: "h" });
    expect(await countAdministrators(db)).toBe(before + 1);
  });
});
