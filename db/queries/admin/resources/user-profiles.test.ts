import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/database.ts";
import { parseListQuery } from "../../../../core/admin/list-query.ts";
import { userProfilesResource } from "../../../../core/admin/resources/user-profiles.ts";
import { authenticate, MESSAGES as ACCOUNT_MESSAGES } from "../../../../app/auth/accounts.server.ts";
import { hashPassword } from "../../../../server/security/passwords.ts";
import type { Database } from "../../../client-types.ts";
import { apartments, auditLog, chatSessions, clientInquiries, favorites, outbox, sessions, users } from "../../../schema/index.ts";
import { findSessionWithUser, insertSession } from "../../sessions.ts";
import { insertUser, markEmailVerified } from "../../users.ts";
import type { AdminActor } from "../admin-write.ts";
import { listRecords } from "../list-records.ts";
import { createUserAccount, deleteUserAccount, disableUser, enableUser, makeAdmin, MESSAGES, removeAdmin, userProfilesStore } from "./user-profiles.ts";
import { createInquiry } from "../../inquiries.ts";

const PASSWORD = "a long passphrase for tests";

describe.each(testDatabaseKinds)("the user profiles store on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let passwordHash: string;
  let admin: AdminActor;

  async function account(username: string, isAdmin = false): Promise<number> {
    const created = await insertUser(db, { username, email: `${username}@example.com`, passwordHash, isAdmin });
    if (!created.ok) throw new Error(`${username} not created`);
    return created.user.id;
  }

  async function session(userId: number, id: string) {
    const now = new Date();
    await insertSession(db, { id, userId, now, expiresAt: new Date(now.getTime() + 3_600_000) });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    passwordHash = await hashPassword(PASSWORD);
    admin = { id: await account("boss", true), username: "boss" };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("disabling ends the account's sessions at once and sign-in refuses it with a clear message; enabling lets it in again", async () => {
    const id = await account("renter1");
    await session(id, "renter1-a");
    await session(id, "renter1-b");
    const result = await disableUser(db, admin, id);
    expect(result).toMatchObject({ ok: true });
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await findSessionWithUser(db, "renter1-a")).toBeNull();
    const refused = await authenticate(db, { username: "renter1", password: PASSWORD }, "10.20.0.1");
    expect(refused).toEqual({ ok: false, status: 403, message: ACCOUNT_MESSAGES.disabled });
    // A wrong password is not told that the account is disabled.
    expect(await authenticate(db, { username: "renter1", password: "not the password" }, "10.20.0.1")).toMatchObject({ status: 401 });

    expect(await enableUser(db, admin, id)).toMatchObject({ ok: true });
    expect(await authenticate(db, { username: "renter1", password: PASSWORD }, "10.20.0.1")).toMatchObject({ ok: true });
  });

  it("refuses disabling or deleting one's own account", async () => {
    expect(await disableUser(db, admin, admin.id)).toEqual({ ok: false, reason: "refused", message: MESSAGES.selfDisable });
    expect(await deleteUserAccount(db, admin, admin.id, null)).toEqual({ ok: false, reason: "refused", message: MESSAGES.selfDelete });
  });

  it("never removes the last administrator, and one's own rights only with the confirmation", async () => {
    expect(await removeAdmin(db, admin, admin.id, true)).toEqual({ ok: false, reason: "refused", message: MESSAGES.lastAdmin });
    const second = await account("second", true);
    // A disabled administrator cannot sign in: they do not count as the other admin.
    await disableUser(db, admin, second);
    expect(await removeAdmin(db, admin, admin.id, true)).toMatchObject({ ok: false, message: MESSAGES.lastAdmin });
    await enableUser(db, admin, second);

    expect(await removeAdmin(db, admin, admin.id, false)).toEqual({ ok: false, reason: "refused", message: MESSAGES.confirmSelf, field: "confirmSelf" });
    const [still] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, admin.id));
    expect(still?.isAdmin).toBe(true);

    // Another admin's rights go without a confirmation; then "boss" is the last one again.
    expect(await removeAdmin(db, admin, second, false)).toMatchObject({ ok: true });
    expect(await removeAdmin(db, admin, admin.id, true)).toMatchObject({ ok: false, message: MESSAGES.lastAdmin });
    expect(await makeAdmin(db, admin, second)).toMatchObject({ ok: true });
    expect(await removeAdmin(db, admin, admin.id, true)).toMatchObject({ ok: true });
    // Put back for the other tests, by the other admin.
    expect(await makeAdmin(db, { id: second, username: "second" }, admin.id)).toMatchObject({ ok: true });
  });

  it("deletes an account with everything it holds, as self-deletion does (with its verified address's inquiries)", async () => {
    const id = await account("leaving");
    await markEmailVerified(db, id, "leaving@example.com");
    await session(id, "leaving-a");
    const [apartment] = await db.select({ id: apartments.id }).from(apartments).limit(1);
    await db.insert(favorites).values({ userId: id, apartmentId: apartment!.id });
    await db.insert(chatSessions).values({ userId: id, sessionName: "Looking", type: "sidebar" });
    await createInquiry(db, { name: "Leaving", email: "LEAVING@example.com", message: "Hi", source: "contact" });
    const version = (await userProfilesStore.read(db, id))!.version;

    expect(await deleteUserAccount(db, admin, id, version)).toMatchObject({ ok: true, version: null });
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.userId, id))).toEqual([]);
    expect(await db.select().from(chatSessions).where(eq(chatSessions.userId, id))).toEqual([]);
    expect(await db.select().from(clientInquiries).where(sql`lower(${clientInquiries.email}) = 'leaving@example.com'`)).toEqual([]);
  });

  it("an administrator changing the address makes it unverified again; other edits keep it", async () => {
    const id = await account("moving-address");
    await markEmailVerified(db, id, "moving-address@example.com");
    const save = async (email: string) => {
      const record = (await userProfilesStore.read(db, id))!;
      expect(await userProfilesStore.update(db, admin, id, record.version, { displayName: "Moving", email })).toMatchObject({ ok: true });
      return (await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id)))[0]!.at;
    };
    expect(await save("MOVING-ADDRESS@example.com")).not.toBeNull();
    expect(await save("someone.else@example.com")).toBeNull();
  });

  it("deletes an unverified account without what others sent with its address", async () => {
    const id = await account("claimed-address");
    await createInquiry(db, { name: "Someone", email: "Claimed-Address@example.com", message: "Hi", source: "contact" });
    expect(await deleteUserAccount(db, admin, id, null)).toMatchObject({ ok: true });
    expect(await db.select().from(clientInquiries).where(sql`lower(${clientInquiries.email}) = 'claimed-address@example.com'`)).toHaveLength(1);
  });

  it("writes an audit entry for every action, never with the password hash", async () => {
    const id = await account("audited");
    await disableUser(db, admin, id);
    await enableUser(db, admin, id);
    await makeAdmin(db, admin, id);
    await removeAdmin(db, admin, id, false);
    await deleteUserAccount(db, admin, id, null);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "user-profiles"), eq(auditLog.recordId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorUsername])).toEqual([
      ["update", "boss"],
      ["update", "boss"],
      ["update", "boss"],
      ["update", "boss"],
      ["delete", "boss"],
    ]);
    expect(entries[0]!.after).toMatchObject({ disabledAt: expect.any(String) });
    expect(entries[2]!.after).toMatchObject({ isAdmin: true });
    for (const entry of entries) {
      expect(JSON.stringify([entry.before, entry.after])).not.toMatch(/passwordHash|argon2/);
    }
    expect(entries[4]!.summary).toBe("Deleted account “audited”");
  });

  it("saves display name and e-mail; an e-mail another account has is the field's error", async () => {
    const id = await account("editable");
    const { version } = (await userProfilesStore.read(db, id))!;
    expect(await userProfilesStore.update(db, admin, id, version, { displayName: "Edie", email: "edie@example.com" })).toMatchObject({ ok: true });
    const taken = await userProfilesStore.update(db, admin, id, version + 1, { displayName: "Edie", email: "BOSS@example.com" });
    expect(taken).toMatchObject({ ok: false, reason: "constraint", constraint: "users_email_lower_key" });
    expect(userProfilesStore.constraints.users_email_lower_key?.field).toBe("email");
    expect(await userProfilesStore.create(db, admin, {})).toMatchObject({ ok: false, reason: "refused" });
    // A locator's phone, shown to their clients; blank is none.
    expect(await userProfilesStore.update(db, admin, id, version + 1, { displayName: "Edie", email: "edie@example.com", phone: " (713) 555-0150 " })).toMatchObject({ ok: true });
    expect((await userProfilesStore.read(db, id))!.values.phone).toBe("(713) 555-0150");
    expect(await userProfilesStore.update(db, admin, id, version + 2, { displayName: "Edie", email: "edie@example.com", phone: "" })).toMatchObject({ ok: true });
    expect((await userProfilesStore.read(db, id))!.values.phone).toBeNull();
  });

  it("registers an account for an administrator, audited without the hash; a taken username is the field's error", async () => {
    const links = { origin: "https://site.test", secret: "user-profiles-test-secret-0123456789abcdef" };
    const created = await createUserAccount(db, admin, { username: "made-here", email: "made@example.com", displayName: null, passwordHash, isAdmin: true }, links);
    expect(created).toMatchObject({ ok: true });
    const id = created.ok ? created.recordId : 0;
    // The address is the person's to confirm, whoever typed it: its link waits in the outbox.
    expect((await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.userId, id))).map((row) => row.kind)).toEqual(["verify-email"]);
    expect(await authenticate(db, { username: "made-here", password: PASSWORD }, "10.20.0.9")).toMatchObject({ ok: true, user: { isAdmin: true } });
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.resource, "user-profiles"), eq(auditLog.recordId, String(id))));
    expect(entry).toMatchObject({ action: "create", actorUsername: "boss", summary: "Created account “made-here”" });
    expect(JSON.stringify(entry!.after)).not.toMatch(/passwordHash|argon2/);

    const taken = await createUserAccount(db, admin, { username: "MADE-HERE", email: "other@example.com", displayName: null, passwordHash, isAdmin: false }, links);
    expect(taken).toMatchObject({ ok: false, reason: "constraint", constraint: "users_username_lower_key" });
    expect(userProfilesStore.constraints.users_username_lower_key?.field).toBe("username");
    // Put back: "boss" stays the only enabled administrator for the rule tests.
    await deleteUserAccount(db, admin, id, null);
  });

  it("lists accounts with role, disabled state and favorites, filtered and searched", async () => {
    const id = await account("listed");
    const [apartment] = await db.select({ id: apartments.id }).from(apartments).limit(1);
    await db.insert(favorites).values({ userId: id, apartmentId: apartment!.id });
    await disableUser(db, admin, id);
    const list = (search: string) => listRecords(db, userProfilesStore.source, parseListQuery(userProfilesResource, new URLSearchParams(search)));

    const found = await list("q=listed");
    expect(found.rows.map((row) => row.cells)).toEqual([
      expect.objectContaining({ username: "listed", email: "listed@example.com", role: "Renter", disabled: true, favorites: 1 }),
    ]);
    expect((await list("disabled=yes&q=listed")).total).toBe(1);
    expect((await list("disabled=no&q=listed")).total).toBe(0);
    expect((await list("role=admin&q=listed")).total).toBe(0);
    expect((await list("role=admin")).rows.map((row) => row.cells.username)).toContain("boss");
    expect((await list("signedUp=7&q=listed")).total).toBe(1);
  });
});
