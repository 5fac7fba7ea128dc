import { describe, expect, it } from "vitest";
import {
  decideLoginThrottle,
  isSessionLive,
  LOGIN_FAILURE_LIMIT,
  remainingGuestMessages,
  SESSION_IDLE_MS,
  shouldTouchSession,
} from "./policies.ts";

const now = new Date("2026-11-22T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe("sessions", () => {
  it("live while used within 7 days and before the absolute end", () => {
    expect(isSessionLive({ lastSeenAt: minutesAgo(5), expiresAt: new Date(now.getTime() + 1000) }, now)).toBe(true);
    expect(isSessionLive({ lastSeenAt: new Date(now.getTime() - SESSION_IDLE_MS), expiresAt: new Date(now.getTime() + 1e9) }, now)).toBe(false);
    expect(isSessionLive({ lastSeenAt: minutesAgo(1), expiresAt: now }, now)).toBe(false);
  });
  it("refreshes last-seen at most hourly", () => {
    expect(shouldTouchSession({ lastSeenAt: minutesAgo(59), expiresAt: now }, now)).toBe(false);
    expect(shouldTouchSession({ lastSeenAt: minutesAgo(61), expiresAt: now }, now)).toBe(true);
  });
});

describe("decideLoginThrottle", () => {
  it("allows up to the limit of failures in 15 minutes", () => {
    const failures = Array.from({ length: LOGIN_FAILURE_LIMIT - 1 }, (_, i) => minutesAgo(i));
    expect(decideLoginThrottle(failures, now)).toEqual({ allowed: true });
  });
  it("refuses at the limit and says when to retry", () => {
    const failures = Array.from({ length: LOGIN_FAILURE_LIMIT }, (_, i) => minutesAgo(i));
    // The oldest of the ten failed 9 minutes ago: it ages out in 6 minutes.
    expect(decideLoginThrottle(failures, now)).toEqual({ allowed: false, retryAfterSeconds: 6 * 60 });
  });
  it("forgets failures older than the window", () => {
    const failures = Array.from({ length: 20 }, (_, i) => minutesAgo(16 + i));
    expect(decideLoginThrottle(failures, now)).toEqual({ allowed: true });
  });
});

describe("remainingGuestMessages", () => {
  it("counts down to zero and not below", () => {
    expect(remainingGuestMessages(0, 5)).toBe(5);
    expect(remainingGuestMessages(5, 5)).toBe(0);
    expect(remainingGuestMessages(9, 5)).toBe(0);
  });
});
