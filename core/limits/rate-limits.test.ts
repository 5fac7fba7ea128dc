import { describe, expect, it } from "vitest";
import { decideRateLimit, RATE_LIMITS, scaledLimit } from "./rate-limits.ts";

const now = new Date("2026-11-22T12:00:00Z");
const inSeconds = (s: number) => new Date(now.getTime() + s * 1000);

describe("decideRateLimit", () => {
  it("allows the limit'th hit of a window and refuses the next one", () => {
    expect(decideRateLimit(5, { count: 1, windowEndsAt: inSeconds(3600) }, now)).toEqual({ allowed: true });
    expect(decideRateLimit(5, { count: 5, windowEndsAt: inSeconds(3600) }, now)).toEqual({ allowed: true });
    expect(decideRateLimit(5, { count: 6, windowEndsAt: inSeconds(3600) }, now)).toEqual({ allowed: false, retryAfterSeconds: 3600 });
  });
  it("says to retry when the window ends, rounded up to whole seconds and at least 1", () => {
    expect(decideRateLimit(5, { count: 9, windowEndsAt: new Date(now.getTime() + 59_001) }, now)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(decideRateLimit(5, { count: 9, windowEndsAt: new Date(now.getTime() + 10) }, now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe("the limits", () => {
  it("are the documented ones", () => {
    expect(RATE_LIMITS.registration).toMatchObject({ limit: 5, windowMs: 3_600_000 });
    expect(RATE_LIMITS["guest-identity"]).toMatchObject({ limit: 30, windowMs: 3_600_000 });
    expect(RATE_LIMITS.inquiry).toMatchObject({ limit: 20, windowMs: 3_600_000 });
    expect(RATE_LIMITS.feedback).toMatchObject({ limit: 60, windowMs: 3_600_000 });
    expect(RATE_LIMITS["chat-turn"]).toMatchObject({ limit: 30, windowMs: 60_000 });
  });
  it("are raised by the multiplier", () => {
    expect(scaledLimit(RATE_LIMITS.registration, 1)).toBe(5);
    expect(scaledLimit(RATE_LIMITS.registration, 1000)).toBe(5000);
  });
});
