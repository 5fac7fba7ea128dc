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

describe("size rule at its boundaries (wanted 1,000 sq ft: 1 from 1,000 up, 0 at 700)", () => {
  it("scores each side of the size wanted and of 30% short", () => {
    expect(sizeScore(1001, 1000)).toBe(1);
    expect(sizeScore(1000, 1000)).toBe(1);
    // 1 - 1 / (0.3 * 1000)
    expect(sizeScore(999, 1000)).toBeCloseTo(0.996667, 6);
    // 1 - 150 / 300
    expect(sizeScore(850, 1000)).toBeCloseTo(0.5, 9);
    // 1 - 299 / 300
    expect(sizeScore(701, 1000)).toBeCloseTo(0.003333, 6);
    expect(sizeScore(700, 1000)).toBeCloseTo(0, 9);
    expect(sizeScore(699, 1000)).toBe(0);
    expect(sizeScore(400, 1000)).toBe(0);
  });

  it("weighs 8 beside freshness's 7 in the percentage", () => {
    const at = (sqft: number) => scoreCommunity(profile({ sqft: 1000 }), community({ floorPlans: [plan({ sqft })] }), REFERENCE)?.matchPercentage;
    expect(at(1000)).toBe(100);
    // (8 * 0.5 + 7) / 15 = 73.3%
    expect(at(850)).toBe(73);
    // (8 * 0 + 7) / 15 = 46.7%
    expect(at(700)).toBe(47);
  });

  it("calls exactly the size a strength, up to 10% short neutral, more a concern", () => {
    const at = (sqft: number) => {
      const result = scoreCommunity(profile({ sqft: 1000 }), community({ floorPlans: [plan({ sqft })] }), REFERENCE)!;
      const detail = ruleOf(result, "size").detail;
      return { detail, strength: result.keyStrengths.includes(detail), concern: result.potentialConcerns.includes(detail) };
    };
    expect(at(1000)).toEqual({ detail: "1,000 sq ft in the 2-bed plan, the size you asked for", strength: true, concern: false });
    expect(at(1001)).toEqual({ detail: "1,001 sq ft in the 2-bed plan, 1 more than the 1,000 you asked for", strength: true, concern: false });
    expect(at(900)).toEqual({ detail: "900 sq ft in the 2-bed plan, 100 short of the 1,000 you asked for", strength: false, concern: false });
    expect(at(899)).toEqual({ detail: "899 sq ft in the 2-bed plan, 101 short of the 1,000 you asked for", strength: false, concern: true });
  });

  it("is not scored without a size, or with 0", () => {
    expect(scoreCommunity(profile({ sqft: 0 }), community(), REFERENCE)?.rules.map((r) => r.rule)).toEqual(["freshness"]);
  });
});
