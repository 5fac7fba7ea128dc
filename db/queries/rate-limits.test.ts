import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideRateLimit } from "../../core/limits/rate-limits.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { rateLimits } from "../schema/index.ts";
import { clearRateLimit, deleteExpiredRateLimits, hitRateLimit } from "./rate-limits.ts";

const now = new Date("2026-06-01T12:00:00Z");
const HOUR = 3_600_000;
const later = (ms: number) => new Date(now.getTime() + ms);

describe.each(testDatabaseKinds)("rate limits on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const hit = (key: string, at: Date, bucket = "registration") => hitRateLimit(database.db, { bucket, key, windowMs: HOUR, now: at });

  it("N hits are allowed, the N+1th is refused until the window ends, the next window is allowed again", async () => {
    const limit = 5;
    for (let i = 1; i <= limit; i++) {
      const counted = await hit("10.1.0.1", later((i - 1) * 1000));
      expect(counted).toEqual({ count: i, windowEndsAt: later(HOUR) });
      expect(decideRateLimit(limit, counted, later((i - 1) * 1000))).toEqual({ allowed: true });
    }
    const over = await hit("10.1.0.1", later(30 * 60_000));
    expect(decideRateLimit(limit, over, later(30 * 60_000))).toEqual({ allowed: false, retryAfterSeconds: 30 * 60 });
    expect(await hit("10.1.0.1", later(HOUR - 1))).toMatchObject({ count: 7 });

    const next = await hit("10.1.0.1", later(HOUR));
    expect(next).toEqual({ count: 1, windowEndsAt: later(2 * HOUR) });
    expect(decideRateLimit(limit, next, later(HOUR))).toEqual({ allowed: true });
  });

  it("keys and buckets are counted separately", async () => {
    await hit("10.1.1.1", now);
    await hit("10.1.1.1", now);
    expect(await hit("10.1.1.2", now)).toMatchObject({ count: 1 });
    expect(await hit("10.1.1.1", now, "feedback")).toMatchObject({ count: 1 });
    expect(await hit("10.1.1.1", now)).toMatchObject({ count: 3 });
  });

  it("concurrent hits are each counted exactly once, and each sees its own count", async () => {
    const counts = await Promise.all(Array.from({ length: 60 }, () => hit("10.1.2.1", now)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(await hit("10.1.2.1", now)).toMatchObject({ count: 61 });
  });

  it("clearing forgets one key; the sweep deletes only windows that have ended", async () => {
    await hit("10.1.3.1", now);
    await hit("10.1.3.1", now);
    await clearRateLimit(database.db, "registration", "10.1.3.1");
    expect(await hit("10.1.3.1", now)).toMatchObject({ count: 1 });

    await hit("10.1.3.2", later(-HOUR)); // ends at `now`
    await hit("10.1.3.3", later(-HOUR + 1)); // ends 1 ms after `now`
    await deleteExpiredRateLimits(database.db, now);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits).where(eq(rateLimits.bucket, "registration"))).map((r) => r.key);
    expect(keys).not.toContain("10.1.3.2");
    expect(keys).toContain("10.1.3.3");
    expect(keys).toContain("10.1.3.1");
  });
});
