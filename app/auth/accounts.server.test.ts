/**
 * Sign-in throttling under real concurrency: parallel attempts must not get
 * past the limit by racing the (slow) password check.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGIN_FAILURE_LIMIT } from "../../core/auth/policies.ts";
import { insertUser } from "../../db/queries/users.ts";
import * as passwords from "../../server/security/passwords.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { authenticate, changePassword, deleteAccount, MESSAGES, type SignInResult } from "./accounts.server.ts";

// Every real password check is counted (the function itself still runs).
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../server/security/passwords.ts", async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return {
    ...original,
    verifyPassword: async (hash: string, password: string) => {
      checks.count++;
      return original.verifyPassword(hash, password);
    },
  };
});

const PASSWORD = "correct horse battery";

describe.each(testDatabaseKinds)("authenticate on %s", (kind) => {
  let database: TestDatabase;
  let passwordHash: string;
  let accounts = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    passwordHash = await passwords.hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => {
    checks.count = 0;
  });

  async function newAccount() {
    const name = `throttled${++accounts}`;
    const result = await insertUser(database.db, { username: name, email: `${name}@example.com`, displayName: name, passwordHash });
    if (!result.ok) throw new Error("could not create the account");
    return name;
  }

  const statuses = (results: SignInResult[]) => results.map((r) => (r.ok ? 200 : r.status));

  it("100 parallel wrong passwords: at most 10 are checked, the rest are refused with 429", async () => {
    const username = await newAccount();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => authenticate(database.db, { username, password: `wrong guess ${i}` }, "10.9.0.1")),
    );
    expect(checks.count).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(statuses(results).filter((s) => s === 401)).toHaveLength(checks.count);
    expect(statuses(results).filter((s) => s === 429)).toHaveLength(100 - checks.count);
    const refused = results.find((r) => !r.ok && r.status === 429);
    expect(refused).toMatchObject({ message: MESSAGES.tooManyAttempts });
    expect(refused && !refused.ok && refused.status === 429 && refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it("the right password as attempt 35 of 40 parallel ones is refused", async () => {
    const username = await newAccount();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        authenticate(database.db, { username, password: i === 34 ? PASSWORD : `wrong guess ${i}` }, "10.9.0.2"),
      ),
    );
    expect(results.some((r) => r.ok)).toBe(false);
    expect(checks.count).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
  });

  it("counts per account and address: the 11th wrong attempt is refused, another address is not, a right password clears the count", async () => {
    const username = await newAccount();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect(await authenticate(database.db, { username, password: "wrong" }, "10.9.0.3")).toMatchObject({ status: 401 });
    }
    expect(await authenticate(database.db, { username, password: PASSWORD }, "10.9.0.3")).toMatchObject({ status: 429 });
    expect(await authenticate(database.db, { username: username.toUpperCase(), password: "wrong" }, "10.9.0.3")).toMatchObject({ status: 429 });
    expect(await authenticate(database.db, { username, password: PASSWORD }, "10.9.0.4")).toMatchObject({ ok: true });

    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await authenticate(database.db, { username, password: "wrong" }, "10.9.0.5");
    expect(await authenticate(database.db, { username, password: PASSWORD }, "10.9.0.5")).toMatchObject({ ok: true });
    // Success gave the reservations back: ten more attempts are checked.
    checks.count = 0;
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await authenticate(database.db, { username, password: "wrong" }, "10.9.0.5");
    expect(checks.count).toBe(LOGIN_FAILURE_LIMIT);
  });

  it("a signed-in person's own-password checks (password change, account deletion) share the sign-in window: a stolen session cannot guess faster", async () => {
    const username = await newAccount();
    const signedIn = await authenticate(database.db, { username, password: PASSWORD }, "10.9.0.7");
    if (!signedIn.ok) throw new Error("sign-in failed");
    const viewer = { user: signedIn.user, sessionId: null, guestId: null };
    checks.count = 0;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => changePassword(database.db, viewer, { currentPassword: `wrong guess ${i}`, newPassword: "another long passphrase" }, "10.9.0.7")),
    );
    expect(checks.count).toBe(LOGIN_FAILURE_LIMIT);
    expect(results.filter((r) => !r.ok && r.status === 400)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(results.filter((r) => !r.ok && r.status === 429)).toHaveLength(30 - LOGIN_FAILURE_LIMIT);
    expect(results.find((r) => !r.ok && r.status === 429)).toMatchObject({ message: MESSAGES.tooManyPasswordChecks, field: "currentPassword" });
    // The same window: the right password is refused now through every door, and nothing was deleted.
    expect(await deleteAccount(database.db, viewer, PASSWORD, "10.9.0.7")).toMatchObject({ ok: false, status: 429, field: "password" });
    expect(await authenticate(database.db, { username, password: PASSWORD }, "10.9.0.7")).toMatchObject({ status: 429 });
    // From another address the right password still works, and clears that address's count.
    expect(await changePassword(database.db, viewer, { currentPassword: PASSWORD, newPassword: "another long passphrase" }, "10.9.0.8")).toEqual({ ok: true });
  });

  it("names that match no account are throttled as typed, with the same answer as a wrong password", async () => {
    const results = await Promise.all(
      Array.from({ length: 15 }, () => authenticate(database.db, { username: "nobody-here", password: "whatever" }, "10.9.0.6")),
    );
    expect(statuses(results).filter((s) => s === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(statuses(results).filter((s) => s === 429)).toHaveLength(5);
    expect(results.find((r) => !r.ok && r.status === 401)).toMatchObject({ message: MESSAGES.badCredentials });
  });
});
