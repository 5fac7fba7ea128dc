/**
 * When a community's availability counts as stale: the one rule behind the apartment page's
 * "Availability checked" line, the /listings best-match order and its card note, and the matching
 * engine's freshness concern. Age is counted in whole days since an administrator last confirmed
 * availability (apartments.verified_at).
 */

/** Checked more than this many whole days ago, availability is stale. */
export const STALE_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days between the check and `now`, never negative (a check stamped in the future counts as today). */
export function daysSinceChecked(verifiedAt: Date | string, now: Date): number {
  const checked = typeof verifiedAt === "string" ? new Date(verifiedAt) : verifiedAt;
  return Math.max(0, Math.floor((now.getTime() - checked.getTime()) / DAY_MS));
}

export function isStaleAge(days: number): boolean {
  return days > STALE_AFTER_DAYS;
}

/**
 * The instant at or before which a check is stale at `now`, for SQL (`verified_at > staleAsOf(now)` is fresh).
 * More than STALE_AFTER_DAYS whole days means at least STALE_AFTER_DAYS + 1 full days, so the database's split
 * and daysSinceChecked agree to the millisecond.
 */
export function staleAsOf(now: Date): Date {
  return new Date(now.getTime() - (STALE_AFTER_DAYS + 1) * DAY_MS);
}

/**
 * The instant a page counts freshness from: now, to the minute. Ages are whole days, so the seconds change no
 * note or order, and a page rendered twice within the minute is the same bytes (one ETag; decision 020).
 */
export function freshnessInstant(now: Date = new Date()): Date {
  return new Date(now.getTime() - (now.getTime() % 60_000));
}

/** "Availability last checked 45 days ago" for a stale community, null for a fresh one. */
export function staleAvailabilityNote(verifiedAt: Date | string, now: Date): string | null {
  const days = daysSinceChecked(verifiedAt, now);
  return isStaleAge(days) ? `Availability last checked ${days} days ago` : null;
}
