/**
 * Time limits and counters of the access rules: session lifetime, sign-in
 * throttling, the guest allowance. Pure decisions; the database keeps the counts.
 */
import { decideRateLimit, type RateLimitDecision, type WindowCount } from "../limits/rate-limits.ts";

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

/**
 * Sign-in attempts per account and client address: every attempt reserves one
 * of LOGIN_FAILURE_LIMIT in the window before the password is checked, and
 * only a right password gives it back (clears the count). Not raised by
 * RATE_LIMIT_MULTIPLIER.
 */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;

export type ThrottleDecision = RateLimitDecision;

/** Given this attempt's place in its window (count includes it), may the password be checked? */
export function decideLoginThrottle(attempt: WindowCount, now: Date): ThrottleDecision {
  return decideRateLimit(LOGIN_FAILURE_LIMIT, attempt, now);
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
