import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { guestAddressUsage } from "../schema/index.ts";
import { consumeGuestMessage, ensureGuest, findGuest, type GuestAllowance } from "./guests.ts";

const DAY_MS = 24 * 60 * 60_000;
const morning = new Date("2026-06-01T09:00:00Z");
const allowance: GuestAllowance = { guestMessageLimit: 5, addressDailyLimit: 50 };

describe.each(testDatabaseKinds)("guest allowance on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function addressCount(address: string, day: string): Promise<number | undefined> {
    const [row] = await database.db
      .select({ messages: guestAddressUsage.messages })
      .from(guestAddressUsage)
      .where(and(eq(guestAddressUsage.address, address), eq(guestAddressUsage.day, day)));
    return row?.messages;
  }

  it("counts a guest's messages down from the limit and refuses at zero without counting", async () => {
    const db = database.db;
    const input = { guestId: "guest-countdown", address: "203.0.113.1", now: morning, allowance };
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const result = await consumeGuestMessage(db, input);
      expect(result.allowed).toBe(true);
      remaining.push(result.remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);

    expect(await consumeGuestMessage(db, input)).toEqual({ allowed: false, remaining: 0, reason: "guest-limit" });
    expect(await consumeGuestMessage(db, input)).toEqual({ allowed: false, remaining: 0, reason: "guest-limit" });
    expect((await findGuest(db, "guest-countdown"))?.messagesUsed).toBe(5);
    // A refused message is not charged to the address either.
    expect(await addressCount("203.0.113.1", "2026-06-01")).toBe(5);
  });

  it("creates the guest on first use and keeps the count (the allowance survives a restart)", async () => {
    const db = database.db;
    expect(await findGuest(db, "guest-lazy")).toBeNull();
    await consumeGuestMessage(db, { guestId: "guest-lazy", address: "203.0.113.2", now: morning, allowance });
    expect(await ensureGuest(db, "guest-lazy", morning)).toMatchObject({ id: "guest-lazy", messagesUsed: 1 });
    expect(await ensureGuest(db, "guest-new", morning)).toMatchObject({ id: "guest-new", messagesUsed: 0 });
  });

  it("refuses a fresh guest once the address used its daily quota, without charging the guest", async () => {
    const db = database.db;
    const address = "203.0.113.3";
    const small: GuestAllowance = { guestMessageLimit: 5, addressDailyLimit: 3 };
    for (let i = 0; i < 3; i++) {
      expect((await consumeGuestMessage(db, { guestId: "guest-script-1", address, now: morning, allowance: small })).allowed).toBe(true);
    }
    // The script throws its cookie away: a brand-new guest from the same address.
    const fresh = await consumeGuestMessage(db, { guestId: "guest-script-2", address, now: morning, allowance: small });
    expect(fresh).toEqual({ allowed: false, remaining: 5, reason: "address-limit" });
    expect((await findGuest(db, "guest-script-2"))?.messagesUsed).toBe(0);
    // The first guest, still within its own allowance, is stopped too, and keeps what it had left.
    expect(await consumeGuestMessage(db, { guestId: "guest-script-1", address, now: morning, allowance: small })).toEqual({
      allowed: false,
      remaining: 2,
      reason: "address-limit",
    });
    expect((await findGuest(db, "guest-script-1"))?.messagesUsed).toBe(3);
    expect(await addressCount(address, "2026-06-01")).toBe(3);

    // Another address is not affected.
    const elsewhere = await consumeGuestMessage(db, { guestId: "guest-script-3", address: "203.0.113.4", now: morning, allowance: small });
    expect(elsewhere).toEqual({ allowed: true, remaining: 4 });
  });

  it("starts the address's count afresh on a new (UTC) day", async () => {
    const db = database.db;
    const address = "203.0.113.5";
    const small: GuestAllowance = { guestMessageLimit: 5, addressDailyLimit: 2 };
    const lateEvening = new Date("2026-06-01T23:59:00Z");
    await consumeGuestMessage(db, { guestId: "guest-day-1", address, now: lateEvening, allowance: small });
    await consumeGuestMessage(db, { guestId: "guest-day-1", address, now: lateEvening, allowance: small });
    expect((await consumeGuestMessage(db, { guestId: "guest-day-2", address, now: lateEvening, allowance: small })).allowed).toBe(false);

    const nextDay = new Date(lateEvening.getTime() + 2 * 60_000);
    expect(await consumeGuestMessage(db, { guestId: "guest-day-2", address, now: nextDay, allowance: small })).toEqual({ allowed: true, remaining: 4 });
    expect(await addressCount(address, "2026-06-02")).toBe(1);
    expect(await addressCount(address, "2026-06-01")).toBe(2);
    // The guest's own allowance is not daily: it does not come back the next day.
    const weekLater = new Date(lateEvening.getTime() + 7 * DAY_MS);
    for (let i = 0; i < 3; i++) await consumeGuestMessage(db, { guestId: "guest-day-1", address: `198.51.100.${i}`, now: weekLater, allowance: small });
    expect(await consumeGuestMessage(db, { guestId: "guest-day-1", address: "198.51.100.9", now: weekLater, allowance: small })).toMatchObject({
      allowed: false,
      reason: "guest-limit",
    });
  });

  it("allows exactly the limit when one guest sends many messages at once", async () => {
    const db = database.db;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeGuestMessage(db, { guestId: "guest-burst", address: "203.0.113.6", now: morning, allowance })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.filter((r) => !r.allowed).every((r) => r.reason === "guest-limit")).toBe(true);
    expect((await findGuest(db, "guest-burst"))?.messagesUsed).toBe(5);
    expect(await addressCount("203.0.113.6", "2026-06-01")).toBe(5);
  });

  it("holds the address backstop exactly when many fresh guests arrive at once", async () => {
    const db = database.db;
    const small: GuestAllowance = { guestMessageLimit: 5, addressDailyLimit: 5 };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        consumeGuestMessage(db, { guestId: `guest-swarm-${i}`, address: "203.0.113.7", now: morning, allowance: small }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await addressCount("203.0.113.7", "2026-06-01")).toBe(5);
    const charged = await Promise.all(results.map((_, i) => findGuest(db, `guest-swarm-${i}`)));
    expect(charged.reduce((sum, guest) => sum + (guest?.messagesUsed ?? 0), 0)).toBe(5);
  });
});
