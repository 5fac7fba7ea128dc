import { describe, expect, it } from "vitest";
import {
  decideLoginThrottle,
  isSessionLive,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
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
  const windowEndsIn = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  it("10 attempts per account and address in 15 minutes, not more", () => {
    expect(LOGIN_FAILURE_LIMIT).toBe(10);
    expect(LOGIN_FAILURE_WINDOW_MS).toBe(15 * 60_000);
  });
  it("lets the 1st and the 10th attempt of a window check the password", () => {
    expect(decideLoginThrottle({ count: 1, windowEndsAt: windowEndsIn(15) }, now)).toEqual({ allowed: true });
    expect(decideLoginThrottle({ count: 10, windowEndsAt: windowEndsIn(6) }, now)).toEqual({ allowed: true });
  });
  it("refuses the 11th and later until the window ends, saying when to retry", () => {
    expect(decideLoginThrottle({ count: 11, windowEndsAt: windowEndsIn(6) }, now)).toEqual({ allowed: false, retryAfterSeconds: 360 });
    expect(decideLoginThrottle({ count: 35, windowEndsAt: new Date(now.getTime() + 1500) }, now)).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });
  it("never tells a refused caller to retry in less than a second", () => {
    expect(decideLoginThrottle({ count: 11, windowEndsAt: now }, now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe("remainingGuestMessages", () => {
  it("counts down to zero and not below", () => {
    expect(remainingGuestMessages(0, 5)).toBe(5);
    expect(remainingGuestMessages(5, 5)).toBe(0);
    expect(remainingGuestMessages(9, 5)).toBe(0);
  });
});
