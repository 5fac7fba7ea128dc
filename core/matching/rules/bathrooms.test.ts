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
