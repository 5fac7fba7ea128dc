import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideLoginThrottle, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from "../../core/auth/policies.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { loginFailures } from "../schema/index.ts";
import { clearLoginFailures, recentLoginFailures, recordLoginFailure } from "./login-failures.ts";

const now = new Date("2026-06-01T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe.each(testDatabaseKinds)("failed sign-ins on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function storedRows(account: string) {
    return database.db.select({ address: loginFailures.address, failedAt: loginFailures.failedAt }).from(loginFailures).where(eq(loginFailures.account, account));
  }

  it("counts failures per account (however it is typed) and per client address", async () => {
    const db = database.db;
    await recordLoginFailure(db, { account: "Maria", address: "10.0.0.1" }, minutesAgo(3));
    await recordLoginFailure(db, { account: "  maria ", address: "10.0.0.1" }, minutesAgo(2));
    await recordLoginFailure(db, { account: "maria", address: "10.0.0.2" }, minutesAgo(1));
    await recordLoginFailure(db, { account: "marian", address: "10.0.0.1" }, minutesAgo(1));

    const fromFirst = await recentLoginFailures(db, { account: "MARIA", address: "10.0.0.1" }, now);
    expect(fromFirst.map((d) => d.getTime()).sort()).toEqual([minutesAgo(3).getTime(), minutesAgo(2).getTime()]);
    expect(await recentLoginFailures(db, { account: "maria", address: "10.0.0.2" }, now)).toEqual([minutesAgo(1)]);
    expect(await recentLoginFailures(db, { account: "maria", address: "10.0.0.3" }, now)).toEqual([]);
    // What is stored is the normalised login, never anything about the password.
    expect((await storedRows("maria")).length).toBe(3);
  });

  it("only failures inside the window count, and older ones of the same key are pruned", async () => {
    const db = database.db;
    const key = { account: "window-user", address: "10.0.1.1" };
    const windowMinutes = LOGIN_FAILURE_WINDOW_MS / 60_000;
    await db.insert(loginFailures).values({ account: "window-user", address: "10.0.1.1", failedAt: minutesAgo(windowMinutes + 5) });
    expect(await recentLoginFailures(db, key, now)).toEqual([]);

    await recordLoginFailure(db, key, minutesAgo(1));
    expect(await recentLoginFailures(db, key, now)).toEqual([minutesAgo(1)]);
    expect((await storedRows("window-user")).map((r) => r.failedAt)).toEqual([minutesAgo(1)]);
  });

  it("prunes day-old failures of any key when a new one is recorded", async () => {
    const db = database.db;
    await db.insert(loginFailures).values({ account: "ancient-user", address: "10.0.2.1", failedAt: minutesAgo(25 * 60) });
    await recordLoginFailure(db, { account: "someone-else", address: "10.0.2.2" }, now);
    expect(await storedRows("ancient-user")).toEqual([]);
  });

  it("a successful sign-in clears that account's failures from that address only", async () => {
    const db = database.db;
    await recordLoginFailure(db, { account: "clearing", address: "10.0.3.1" }, minutesAgo(2));
    await recordLoginFailure(db, { account: "clearing", address: "10.0.3.2" }, minutesAgo(2));
    await recordLoginFailure(db, { account: "clearing-too", address: "10.0.3.1" }, minutesAgo(2));

    await clearLoginFailures(db, { account: "CLEARING", address: "10.0.3.1" });
    expect(await recentLoginFailures(db, { account: "clearing", address: "10.0.3.1" }, now)).toEqual([]);
    expect(await recentLoginFailures(db, { account: "clearing", address: "10.0.3.2" }, now)).toHaveLength(1);
    expect(await recentLoginFailures(db, { account: "clearing-too", address: "10.0.3.1" }, now)).toHaveLength(1);
  });

  it("what the database counts blocks the attempt after the limit", async () => {
    const db = database.db;
    const key = { account: "guessed", address: "10.0.4.1" };
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await recordLoginFailure(db, key, minutesAgo(10 - i));
    expect(decideLoginThrottle(await recentLoginFailures(db, key, now), now)).toEqual({ allowed: true });

    await recordLoginFailure(db, key, minutesAgo(0.5));
    const decision = decideLoginThrottle(await recentLoginFailures(db, key, now), now);
    // Unblocked when the oldest of the ten (10 minutes ago) leaves the 15-minute window.
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 5 * 60 });
    const rows = await db.select().from(loginFailures).where(and(eq(loginFailures.account, "guessed"), eq(loginFailures.address, "10.0.4.1")));
    expect(rows).toHaveLength(LOGIN_FAILURE_LIMIT);
  });
});
