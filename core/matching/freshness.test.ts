import { describe, expect, it } from "vitest";
import { daysSinceChecked, freshnessInstant, isStaleAge, STALE_AFTER_DAYS, staleAsOf, staleAvailabilityNote } from "./freshness.ts";

const now = new Date("2026-06-01T15:00:00.000Z");
const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * 86_400_000 - extraMs);

describe("availability freshness", () => {
  it("counts whole days since the check, a future check as today", () => {
    expect(daysSinceChecked(ago(0), now)).toBe(0);
    expect(daysSinceChecked(ago(2, 3_600_000), now)).toBe(2);
    expect(daysSinceChecked(new Date("2026-06-09T00:00:00Z"), now)).toBe(0);
    expect(daysSinceChecked(ago(45).toISOString(), now)).toBe(45);
  });

  it("calls more than 30 whole days stale, and words it", () => {
    expect(STALE_AFTER_DAYS).toBe(30);
    expect(isStaleAge(30)).toBe(false);
    expect(isStaleAge(31)).toBe(true);
    expect(staleAvailabilityNote(ago(30, 86_399_999), now)).toBeNull();
    expect(staleAvailabilityNote(ago(45), now)).toBe("Availability last checked 45 days ago");
  });

  it("splits at the same instant as the day count, for the database's order", () => {
    const cutoff = staleAsOf(now);
    for (const checked of [cutoff, new Date(cutoff.getTime() + 1), new Date(cutoff.getTime() - 1), ago(30), ago(31)]) {
      expect(checked.getTime() <= cutoff.getTime()).toBe(isStaleAge(daysSinceChecked(checked, now)));
    }
  });

  it("counts freshness from the start of the minute, the same instant all minute long", () => {
    const start = new Date("2026-06-01T15:07:00.000Z");
    expect(freshnessInstant(new Date("2026-06-01T15:07:59.999Z"))).toEqual(start);
    expect(freshnessInstant(start)).toEqual(start);
    expect(freshnessInstant(new Date("2026-06-01T15:08:00.001Z")).getTime()).toBe(start.getTime() + 60_000);
  });
});
