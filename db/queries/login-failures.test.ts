import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { clearSignInAttempts, reserveSignInAttempt } from "./login-failures.ts";

const now = new Date("2026-06-01T12:00:00Z");
const minutesLater = (m: number) => new Date(now.getTime() + m * 60_000);

describe.each(testDatabaseKinds)("sign-in attempts on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("counts per account (however it is typed) and per client address, in a 15-minute window", async () => {
    const db = database.db;
    expect(await reserveSignInAttempt(db, { account: "Maria", address: "10.0.0.1" }, now)).toEqual({ count: 1, windowEndsAt: minutesLater(15) });
    expect(await reserveSignInAttempt(db, { account: "  maria ", address: "10.0.0.1" }, minutesLater(2))).toEqual({ count: 2, windowEndsAt: minutesLater(15) });
    expect(await reserveSignInAttempt(db, { account: "maria", address: "10.0.0.2" }, minutesLater(2))).toMatchObject({ count: 1 });
    expect(await reserveSignInAttempt(db, { account: "marian", address: "10.0.0.1" }, minutesLater(2))).toMatchObject({ count: 1 });
    // The window ends 15 minutes after its first attempt; the next attempt starts a new one.
    expect(await reserveSignInAttempt(db, { account: "MARIA", address: "10.0.0.1" }, minutesLater(14.9))).toMatchObject({ count: 3 });
    expect(await reserveSignInAttempt(db, { account: "maria", address: "10.0.0.1" }, minutesLater(15))).toEqual({ count: 1, windowEndsAt: minutesLater(30) });
  });

  it("a successful sign-in clears that account's attempts from that address only", async () => {
    const db = database.db;
    await reserveSignInAttempt(db, { account: "clearing", address: "10.0.3.1" }, now);
    await reserveSignInAttempt(db, { account: "clearing", address: "10.0.3.2" }, now);
    await reserveSignInAttempt(db, { account: "clearing-too", address: "10.0.3.1" }, now);

    await clearSignInAttempts(db, { account: "CLEARING", address: "10.0.3.1" });
    expect(await reserveSignInAttempt(db, { account: "clearing", address: "10.0.3.1" }, now)).toMatchObject({ count: 1 });
    expect(await reserveSignInAttempt(db, { account: "clearing", address: "10.0.3.2" }, now)).toMatchObject({ count: 2 });
    expect(await reserveSignInAttempt(db, { account: "clearing-too", address: "10.0.3.1" }, now)).toMatchObject({ count: 2 });
  });
});
