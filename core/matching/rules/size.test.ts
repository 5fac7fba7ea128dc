import { describe, expect, it } from "vitest";
import { scoreCommunity } from "../score-community.ts";
import { REFERENCE, community, plan, profile, ruleOf } from "../test-fixtures.ts";
import { SIZE_ZERO_SHORTFALL, sizeScore } from "./size.ts";

describe("size rule", () => {
  it("gives full marks at or above the size wanted and falls to 0 at 30% short", () => {
    expect(sizeScore(900, 800)).toBe(1);
    expect(sizeScore(800, 800)).toBe(1);
    expect(sizeScore(680, 800)).toBeCloseTo(0.5, 9);
    expect(sizeScore(800 * (1 - SIZE_ZERO_SHORTFALL), 800)).toBeCloseTo(0, 9);
    expect(sizeScore(300, 800)).toBe(0);
  });

  it("words the difference in square feet", () => {
    const bigger = scoreCommunity(profile({ sqft: 800 }), community({ floorPlans: [plan({ sqft: 1050 })] }), REFERENCE);
    expect(ruleOf(bigger, "size").detail).toBe("1,050 sq ft in the 2-bed plan, 250 more than the 800 you asked for");
    const smaller = scoreCommunity(profile({ sqft: 800 }), community({ floorPlans: [plan({ sqft: 620, beds: 1 })] }), REFERENCE);
    expect(ruleOf(smaller, "size").detail).toBe("620 sq ft in the 1-bed plan, 180 short of the 800 you asked for");
    expect(smaller?.potentialConcerns).toContain("620 sq ft in the 1-bed plan, 180 short of the 800 you asked for");
  });
});
