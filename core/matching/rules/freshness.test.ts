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
    expect(ruleOf(fresh, "freshness")).toMatchObject({ weight: RULE_WEIGHTS.freshness, score: 1, detail: "Listing details verified 3 days ago" });
    expect(fresh?.keyStrengths).toContain("Listing details verified 3 days ago");
  });

  it("calls an old listing a concern", () => {
    const stale = scoreCommunity(profile(), community({ verifiedAt: "2026-04-22" }), REFERENCE);
    expect(ruleOf(stale, "freshness").detail).toBe("Listing last verified 40 days ago, so availability may have changed");
    expect(stale?.potentialConcerns).toContain("Listing last verified 40 days ago, so availability may have changed");
    expect(stale?.matchPercentage).toBe(Math.round(100 * freshnessScore(40)));
  });
});
