/**
 * Deleting one's own account (DELETE /api/users/me, and the /account page's form) follows the back office's rule:
 * the last administrator who can sign in cannot go, so the site is never left with nobody to run it. A 409 with a
 * clear message, nothing deleted; a second administrator's deletion and a renter's go through as before.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client-types.ts";
import { findUserById, insertUser, type PublicUser } from "../../../db/queries/users.ts";
import { auditLog, users } from "../../../db/schema/index.ts";
import { hashPassword } from "../../../server/security/passwords.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { callRoute } from "../../../tests/route-harness.ts";
import * as accountRoute from "../account.tsx";
import * as meRoute from "./me.ts";

const PASSWORD = "a long passphrase for tests";
const LAST_ADMIN = /last administrator/i;

describe.each(testDatabaseKinds)("deleting one's own account as an administrator on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let passwordHash: string;
  let made = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  // Each test starts with no administrator at all and makes the ones it needs.
  beforeEach(async () => {
    await db.update(users).set({ isAdmin: false });
  });

  async function account(role: "admin" | "renter"): Promise<PublicUser> {
    const username = `${role}${++made}`;
    const created = await insertUser(db, { username, email: `${username}@example.com`, passwordHash, isAdmin: role === "admin" });
    if (!created.ok) throw new Error(`${username} not created`);
    return created.user;
  }

  const deleteByApi = (user: PublicUser) =>
    callRoute(meRoute.action, { db, viewer: { user, sessionId: null }, method: "DELETE", path: "/api/users/me", body: { password: PASSWORD } });

  /** The page's action: a redirect, or the refusal it returns as data(view, { status }). */
  async function deleteByForm(user: PublicUser): Promise<{ status: number; data: unknown }> {
    const response = await callRoute(accountRoute.action, { db, viewer: { user, sessionId: null }, method: "POST", path: "/account", form: { intent: "delete-account", password: PASSWORD } });
    if (!response.headers.get("Content-Type")?.includes("json")) return { status: response.status, data: null };
    // callRoute answers a returned data() as the object itself: unwrapped here as the router would send it.
    const body = (await response.json()) as { type?: string; data?: unknown; init?: ResponseInit | null };
    return body.type === "DataWithResponseInit" ? { status: body.init?.status ?? 200, data: body.data } : { status: response.status, data: body };
  }

  async function deletionEntries(user: PublicUser) {
    return db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.resource, "user-profiles"), eq(auditLog.recordId, String(user.id)), eq(auditLog.action, "delete")));
  }

  it("refuses the last enabled administrator with a 409 and its reason, through the API and the page's form; nothing is deleted", async () => {
    const last = await account("admin");
    // A disabled administrator cannot sign in: it does not count.
    const disabled = await account("admin");
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));

    const response = await deleteByApi(last);
    expect(response.status).toBe(409);
    const body = (await response.json()) as { message: string; fieldErrors?: unknown };
    expect(body.message).toMatch(LAST_ADMIN);
    // Not a wrong password: no field is in error.
    expect(body.fieldErrors).toBeUndefined();

    const page = await deleteByForm(last);
    expect(page.status).toBe(409);
    // The form's own error (no field carries it), as formLevelMessage shows it.
    expect(page.data).toMatchObject({ intent: "delete-account", status: 409, message: expect.stringMatching(LAST_ADMIN), fieldErrors: {} });

    expect(await findUserById(db, last.id)).not.toBeNull();
    expect(await deletionEntries(last)).toEqual([]);
  });

  it("lets an administrator go while another enabled administrator remains, audited as before", async () => {
    const leaving = await account("admin");
    const staying = await account("admin");
    const response = await deleteByApi(leaving);
    expect(response.status).toBe(204);
    expect(await findUserById(db, leaving.id)).toBeNull();
    expect(await deletionEntries(leaving)).toHaveLength(1);

    // Now the one who stayed is the last one.
    expect((await deleteByForm(staying)).status).toBe(409);
    expect(await findUserById(db, staying.id)).not.toBeNull();
  });

  it("leaves a renter's deletion as it was, whether or not an administrator can sign in", async () => {
    const admin = await account("admin");
    const renter = await account("renter");
    expect((await deleteByApi(renter)).status).toBe(204);
    expect(await findUserById(db, renter.id)).toBeNull();

    // No enabled administrator at all: a renter's deletion is still none of that rule's business.
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, admin.id));
    const another = await account("renter");
    const page = await deleteByForm(another);
    expect(page.status).toBe(302);
    expect(await findUserById(db, another.id)).toBeNull();
  });
});
