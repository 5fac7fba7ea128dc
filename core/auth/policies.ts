/**
 * Time limits and counters of the access rules: session lifetime, sign-in
 * throttling, the guest allowance. Pure decisions; the database keeps the counts.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A session ends after 7 days without use, and 30 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** How stale last-seen may get before a request refreshes it (saves a write per request). */
export const SESSION_TOUCH_MS = 60 * MINUTE;

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
}

export function isSessionLive(session: SessionTimes, now: Date): boolean {
  return now < session.expiresAt && now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_MS;
}

export function shouldTouchSession(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS;
}

/** More than this many failed sign-ins per account and client address in the window -> refused. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Given the failure times inside the window (any order), may another attempt be made now? */
export function decideLoginThrottle(failureTimes: readonly Date[], now: Date): ThrottleDecision {
  const recent = failureTimes.filter((t) => now.getTime() - t.getTime() < LOGIN_FAILURE_WINDOW_MS).sort((a, b) => a.getTime() - b.getTime());
  if (recent.length < LOGIN_FAILURE_LIMIT) return { allowed: true };
  // Blocked until enough failures age out that fewer than the limit remain.
  const unblocksAt = (recent[recent.length - LOGIN_FAILURE_LIMIT] as Date).getTime() + LOGIN_FAILURE_WINDOW_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((unblocksAt - now.getTime()) / 1000)) };
}

/** The guest's remaining free messages, never below zero. */
export function remainingGuestMessages(messagesUsed: number, limit: number): number {
  return Math.max(0, limit - messagesUsed);
}

/** The calendar day (UTC) a guest message is counted against for the per-address backstop. */
export function usageDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** How long a guest identity cookie lasts: long enough to come back to a half-built profile. */
export const GUEST_IDENTITY_MS = 90 * DAY;
