import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST_IDENTITY_MS } from "../../core/auth/policies.ts";
import { EMPTY_PROFILE } from "../../core/preferences/profile.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { guestAddressUsage, guests, preferences } from "../schema/index.ts";
import { deleteExpiredGuests, ensureGuest, findGuest } from "./guests.ts";
import { updatePreferences } from "./preferences.ts";

const now = new Date("2026-06-01T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe.each(testDatabaseKinds)("sweeping expired guests on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("deletes guests whose cookie has expired (90 days after creation) with their profiles, and keeps the others", async () => {
    const db = database.db;
    await updatePreferences(db, { guestId: "sweep-expired" }, () => ({ ok: true, profile: { ...EMPTY_PROFILE, maxBudget: 1500 } }), ago(GUEST_IDENTITY_MS + 1000));
    await ensureGuest(db, "sweep-just-alive", ago(GUEST_IDENTITY_MS - 1000));
    await ensureGuest(db, "sweep-new", ago(60_000));

    expect(await deleteExpiredGuests(db, now)).toBe(1);
    expect(await findGuest(db, "sweep-expired")).toBeNull();
    expect(await db.select().from(preferences).where(eq(preferences.guestId, "sweep-expired"))).toEqual([]);
    expect(await findGuest(db, "sweep-just-alive")).not.toBeNull();
    expect(await findGuest(db, "sweep-new")).not.toBeNull();
    expect(await deleteExpiredGuests(db, now)).toBe(0);
    expect((await db.select({ id: guests.id }).from(guests)).map((g) => g.id).sort()).toEqual(expect.arrayContaining(["sweep-just-alive", "sweep-new"]));
  });

  it("forgets the per-address guest message counts of earlier days and keeps today's", async () => {
    const db = database.db;
    await db.insert(guestAddressUsage).values([
      { address: "203.0.113.7", day: "2026-05-31", messages: 4 },
      { address: "203.0.113.7", day: "2026-06-01", messages: 2 },
    ]);
    await deleteExpiredGuests(db, now);
    expect(await db.select({ day: guestAddressUsage.day }).from(guestAddressUsage)).toEqual([{ day: "2026-06-01" }]);
  });
});
