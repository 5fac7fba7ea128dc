import { describe, expect, it } from "vitest";
import { BUDGET_TOLERANCE } from "./hard-limits.ts";
import { explainExclusion, scoreCommunity } from "./score-community.ts";
import { REFERENCE, TODAY, amenityId, community, plan, profile } from "./test-fixtures.ts";

describe("hard limit: budget", () => {
  it("keeps a plan up to the budget plus 5%, and no further", () => {
    expect(BUDGET_TOLERANCE).toBe(0.05);
    const budget = profile({ maxBudget: 1800 });
    expect(scoreCommunity(budget, community({ floorPlans: [plan({ rent: 1890 })] }), REFERENCE)).not.toBeNull();
    expect(scoreCommunity(budget, community({ floorPlans: [plan({ rent: 1891 })] }), REFERENCE)).toBeNull();
  });

  it("says which limit failed, with the numbers", () => {
    const exclusion = explainExclusion(profile({ maxBudget: 1800, bedrooms: 2 }), community({ floorPlans: [plan({ rent: 2150 }), plan({ beds: 1, rent: 1400 })] }), REFERENCE);
    expect(exclusion).toEqual({ rule: "budget", detail: "No 2+ bed plan within $1,890 (your $1,800 budget plus 5%); the cheapest is $2,150" });
  });
});

describe("hard limit: bedrooms", () => {
  it("treats bedrooms as a minimum", () => {
    const twoBeds = profile({ bedrooms: 2 });
    expect(scoreCommunity(twoBeds, community({ floorPlans: [plan({ beds: 3 })] }), REFERENCE)?.plan.beds).toBe(3);
    expect(scoreCommunity(twoBeds, community({ floorPlans: [plan({ beds: 1 })] }), REFERENCE)).toBeNull();
    expect(explainExclusion(twoBeds, community({ floorPlans: [plan({ beds: 0 }), plan({ beds: 1 })] }), REFERENCE)).toEqual({
      rule: "bedrooms",
      detail: "No plan with 2+ bedrooms; the largest is 1-bed",
    });
  });

  it("lets a studio (0) request see studios and anything bigger", () => {
    const studio = profile({ bedrooms: 0 });
    expect(scoreCommunity(studio, community({ floorPlans: [plan({ beds: 0 })] }), REFERENCE)).not.toBeNull();
    expect(scoreCommunity(studio, community({ floorPlans: [plan({ beds: 1 })] }), REFERENCE)).not.toBeNull();
  });
});

describe("hard limit: pets", () => {
  const wantsPets = profile({ amenities: [{ id: amenityId("pets"), requirement: null }] });

  it("removes a community that doesn't allow pets when the renter wants a pet-friendly home", () => {
    const noPets = community({ petsAllowed: false, amenityIds: [1, 2] });
    expect(scoreCommunity(wantsPets, noPets, REFERENCE)).toBeNull();
    expect(explainExclusion(wantsPets, noPets, REFERENCE)?.rule).toBe("pets");
    expect(scoreCommunity(profile(), noPets, REFERENCE)).not.toBeNull();
  });

  it("keeps one that does", () => {
    expect(scoreCommunity(wantsPets, community({ petsAllowed: true }), REFERENCE)).not.toBeNull();
  });
});

describe("hard limit: availability", () => {
  it("needs a unit available on or before the move-in date", () => {
    const movingJuly1 = profile({ moveInDate: "2026-07-01" });
    expect(scoreCommunity(movingJuly1, community({ floorPlans: [plan({ availableFrom: "2026-07-01" })] }), REFERENCE)).not.toBeNull();
    const later = community({ floorPlans: [plan({ availableFrom: "2026-07-02" })] });
    expect(scoreCommunity(movingJuly1, later, REFERENCE)).toBeNull();
    expect(explainExclusion(movingJuly1, later, REFERENCE)).toEqual({
      rule: "availability",
      detail: "Nothing that fits is available by Jul 1, 2026; the earliest is Jul 2, 2026",
    });
  });

  it("scores the community on a plan that is available, not on a better one that isn't", () => {
    const result = scoreCommunity(
      profile({ moveInDate: "2026-07-01", maxBudget: 2000 }),
      community({ floorPlans: [plan({ name: "B1", rent: 1200, availableFrom: "2026-09-01" }), plan({ name: "B2", rent: 1900 })] }),
      REFERENCE,
    );
    expect(result?.plan.name).toBe("B2");
  });

  it("leaves out plans with no units even without a move-in date", () => {
    const full = community({ floorPlans: [plan({ unitsAvailable: 0, availableFrom: "2026-08-01" })] });
    expect(scoreCommunity(profile(), full, REFERENCE)).toBeNull();
    expect(explainExclusion(profile(), full, REFERENCE)).toEqual({ rule: "availability", detail: "No units open in the plans that fit" });
  });

  it("reads a move-in date already past as today", () => {
    const result = scoreCommunity(profile({ moveInDate: "2026-01-15" }), community({ floorPlans: [plan({ availableFrom: TODAY })] }), REFERENCE);
    expect(result).not.toBeNull();
  });

  it("removes a community with no floor plans", () => {
    expect(explainExclusion(profile(), community({ floorPlans: [] }), REFERENCE)).toEqual({ rule: "availability", detail: "No floor plans listed" });
  });
});

describe("unset preferences", () => {
  it("exclude nothing: an empty profile matches every community with a unit to rent", () => {
    const tiny = community({ petsAllowed: false, amenityIds: [], leaseTerms: [], floorPlans: [plan({ beds: 0, rent: 9000, sqft: 300, baths: 1 })] });
    expect(scoreCommunity(profile(), tiny, REFERENCE)).not.toBeNull();
    expect(explainExclusion(profile(), tiny, REFERENCE)).toBeNull();
  });
});
