/**
 * The counters behind every rate limit (rate_limits): one row per bucket and
 * key, counted by a single INSERT ... ON CONFLICT DO UPDATE. PostgreSQL locks
 * the row for the update, so concurrent hits (from one process's pool or from
 * several processes) are each counted exactly once and each sees its own count.
 */
import { and, eq, lte, sql } from "drizzle-orm";
import type { WindowCount } from "../../core/limits/rate-limits.ts";
import type { Database } from "../client-types.ts";
import { rateLimits } from "../schema/index.ts";

export interface RateLimitHit {
  bucket: string;
  key: string;
  windowMs: number;
  now: Date;
}

/**
 * Counts one hit and returns the window's count including it. A window starts
 * at the first hit after the previous one ended and lasts windowMs.
 */
export async function hitRateLimit(db: Database, hit: RateLimitHit): Promise<WindowCount> {
  const now = sql`${hit.now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: hit.bucket, key: hit.key, count: 1, windowEndsAt: new Date(hit.now.getTime() + hit.windowMs) })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      // Both expressions read the row as it was before this update.
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${expired} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  if (!row) throw new Error("rate limit upsert returned no row");
  return row;
}

/** Forgets a key's count (a right password clears its failed attempts). */
export async function clearRateLimit(db: Database, bucket: string, key: string) {
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
}

/** Housekeeping: rows whose window has ended count for nothing. */
export async function deleteExpiredRateLimits(db: Database, now: Date) {
  await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, now));
}
