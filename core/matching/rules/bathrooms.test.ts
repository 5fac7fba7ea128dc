import { describe, expect, it } from "vitest";
import { scoreCommunity } from "../score-community.ts";
import { REFERENCE, community, plan, profile, ruleOf } from "../test-fixtures.ts";
import { bathroomsScore } from "./bathrooms.ts";

describe("bathrooms rule", () => {
  it("gives full marks at or above the number wanted and loses 1 per bathroom short", () => {
    expect(bathroomsScore(2, 2)).toBe(1);
    expect(bathroomsScore(2.5, 2)).toBe(1);
    expect(bathroomsScore(1.5, 2)).toBe(0.5);
    expect(bathroomsScore(1, 2)).toBe(0);
  });

  it("names the bathrooms of the plan", () => {
    const short = scoreCommunity(profile({ bathrooms: 2 }), community({ floorPlans: [plan({ baths: 1.5 })] }), REFERENCE);
    expect(ruleOf(short, "bathrooms")).toMatchObject({ score: 0.5, detail: "1.5 baths in the 2-bed plan; you wanted 2" });
    expect(short?.potentialConcerns).toContain("1.5 baths in the 2-bed plan; you wanted 2");
    const enough = scoreCommunity(profile({ bathrooms: 1 }), community({ floorPlans: [plan({ baths: 1, beds: 1 })] }), REFERENCE);
    expect(enough?.keyStrengths).toContain("1 bath in the 1-bed plan, as you wanted");
  });
});

describe("bathrooms rule at its boundaries (wanted 2)", () => {
  it("scores 0.5 below, at, and above the number wanted, between 0 and 1", () => {
    expect(bathroomsScore(3, 2)).toBe(1);
    expect(bathroomsScore(2, 2)).toBe(1);
    expect(bathroomsScore(1.5, 2)).toBe(0.5);
    expect(bathroomsScore(1, 2)).toBe(0);
    expect(bathroomsScore(0.5, 2)).toBe(0);
  });

  it("weighs 7 beside freshness's 7 in the percentage", () => {
    const at = (baths: number) => scoreCommunity(profile({ bathrooms: 2 }), community({ floorPlans: [plan({ baths })] }), REFERENCE)?.matchPercentage;
    expect(at(2.5)).toBe(100);
    // (7 * 0.5 + 7) / 14 = 75%
    expect(at(1.5)).toBe(75);
    // (7 * 0 + 7) / 14 = 50%
    expect(at(1)).toBe(50);
  });

  it("calls more than wanted a strength, and says so", () => {
    const more = scoreCommunity(profile({ bathrooms: 2 }), community({ floorPlans: [plan({ baths: 2.5 })] }), REFERENCE)!;
    expect(ruleOf(more, "bathrooms").detail).toBe("2.5 baths in the 2-bed plan, more than the 2 you wanted");
    expect(more.keyStrengths).toContain("2.5 baths in the 2-bed plan, more than the 2 you wanted");
    expect(more.potentialConcerns).toEqual([]);
  });
});
