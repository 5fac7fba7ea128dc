import { describe, expect, it } from "vitest";
import { scoreCommunity } from "../score-community.ts";
import { REFERENCE, community, profile, ruleOf } from "../test-fixtures.ts";
import { RULE_WEIGHTS } from "../weights.ts";
import { FRESH_DAYS, STALE_DAYS, freshnessScore } from "./freshness.ts";

describe("freshness rule", () => {
  it("gives full marks within a week, falling to 0 at 60 days", () => {
    expect(freshnessScore(0)).toBe(1);
    expect(freshnessScore(FRESH_DAYS)).toBe(1);
    expect(freshnessScore(STALE_DAYS)).toBe(0);
    expect(freshnessScore(90)).toBe(0);
    expect(freshnessScore(20)).toBeGreaterThan(freshnessScore(30));
  });

  it("counts calendar days since verification, always with its weight", () => {
    const fresh = scoreCommunity(profile(), community({ verifiedAt: "2026-05-29T22:00:00.000Z" }), REFERENCE);
    expect(ruleOf(fresh, "freshness")).toMatchObject({ weight: RULE_WEIGHTS.freshness, score: 1, detail: "Availability checked 3 days ago" });
    expect(fresh?.keyStrengths).toContain("Availability checked 3 days ago");
  });

  it("calls an old listing a concern", () => {
    const stale = scoreCommunity(profile(), community({ verifiedAt: "2026-04-22" }), REFERENCE);
    expect(ruleOf(stale, "freshness").detail).toBe("Availability last checked 40 days ago, so it may have changed");
    expect(stale?.potentialConcerns).toContain("Availability last checked 40 days ago, so it may have changed");
    expect(stale?.matchPercentage).toBe(Math.round(100 * freshnessScore(40)));
  });
});

/** verifiedAt `days` before TODAY (2026-06-01). */
const verifiedDaysAgo = (days: number) => new Date(Date.UTC(2026, 5, 1 - days)).toISOString();

describe("freshness rule at its boundaries (1 up to 7 days, falling over 53 days to 0 at 60)", () => {
  it("scores each side of 7 and 60 days", () => {
    expect(freshnessScore(7)).toBe(1);
    // (60 - 8) / (60 - 7) = 52 / 53
    expect(freshnessScore(8)).toBeCloseTo(0.981132, 6);
    // (60 - 20) / 53 = 40 / 53
    expect(freshnessScore(20)).toBeCloseTo(0.754717, 6);
    // (60 - 59) / 53 = 1 / 53
    expect(freshnessScore(59)).toBeCloseTo(0.018868, 6);
    expect(freshnessScore(60)).toBe(0);
    expect(freshnessScore(61)).toBe(0);
    expect(freshnessScore(Number.NaN)).toBe(0);
  });

  it("is the whole percentage when nothing else is scored", () => {
    const percentageAt = (days: number) => scoreCommunity(profile(), community({ verifiedAt: verifiedDaysAgo(days) }), REFERENCE)?.matchPercentage;
    expect(percentageAt(7)).toBe(100);
    // 52 / 53 = 98.1%
    expect(percentageAt(8)).toBe(98);
    // 30 / 53 = 56.6%
    expect(percentageAt(30)).toBe(57);
    // 20 / 53 = 37.7%
    expect(percentageAt(40)).toBe(38);
    // 1 / 53 = 1.9%
    expect(percentageAt(59)).toBe(2);
    expect(percentageAt(60)).toBe(0);
    expect(percentageAt(61)).toBe(0);
  });

  it("calls 7 days a strength, 8 to 30 days neutral, 31 days a concern", () => {
    const at = (days: number) => {
      const result = scoreCommunity(profile(), community({ verifiedAt: verifiedDaysAgo(days) }), REFERENCE)!;
      const detail = ruleOf(result, "freshness").detail;
      return { detail, strength: result.keyStrengths.includes(detail), concern: result.potentialConcerns.includes(detail) };
    };
    expect(at(1)).toEqual({ detail: "Availability checked yesterday", strength: true, concern: false });
    expect(at(7)).toEqual({ detail: "Availability checked 7 days ago", strength: true, concern: false });
    expect(at(8)).toEqual({ detail: "Availability checked 8 days ago", strength: false, concern: false });
    expect(at(30)).toEqual({ detail: "Availability checked 30 days ago", strength: false, concern: false });
    expect(at(31)).toEqual({ detail: "Availability last checked 31 days ago, so it may have changed", strength: false, concern: true });
  });

  it("counts a verification date in the future as today", () => {
    const result = scoreCommunity(profile(), community({ verifiedAt: "2026-06-05" }), REFERENCE)!;
    expect(ruleOf(result, "freshness")).toMatchObject({ score: 1, detail: "Availability checked today" });
    expect(result.matchPercentage).toBe(100);
  });

  it("scores 0 without a verification date, and says so", () => {
    const result = scoreCommunity(profile(), community({ verifiedAt: "unknown" }), REFERENCE)!;
    expect(ruleOf(result, "freshness")).toEqual({ rule: "freshness", weight: 7, score: 0, detail: "Availability has never been checked, so ask before touring" });
    expect(result.potentialConcerns).toContain("Availability has never been checked, so ask before touring");
    expect(result.matchPercentage).toBe(0);
  });
});
