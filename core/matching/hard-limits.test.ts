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

describe("hard limits at their boundaries", () => {
  const passes = (renter: Parameters<typeof scoreCommunity>[0], planChanges: Parameters<typeof plan>[0]) => {
    const c = community({ floorPlans: [plan(planChanges)] });
    const scored = scoreCommunity(renter, c, REFERENCE) !== null;
    // The ranking pass and the explanation must agree on every boundary.
    expect(explainExclusion(renter, c, REFERENCE) === null).toBe(scored);
    return scored;
  };

  it("budget $2,000: rent one below, at and one above the budget, and at the $2,100 limit (2,000 * 1.05)", () => {
    const renter = profile({ maxBudget: 2000 });
    expect(passes(renter, { rent: 1999 })).toBe(true);
    expect(passes(renter, { rent: 2000 })).toBe(true);
    expect(passes(renter, { rent: 2001 })).toBe(true);
    expect(passes(renter, { rent: 2099 })).toBe(true);
    expect(passes(renter, { rent: 2100 })).toBe(true);
    expect(passes(renter, { rent: 2101 })).toBe(false);
  });

  it("keeps the limit exact for budgets whose 5% is not a whole number in binary (1,300 * 1.05 = 1,365; 2,900 * 1.05 = 3,045)", () => {
    expect(passes(profile({ maxBudget: 1300 }), { rent: 1365 })).toBe(true);
    expect(passes(profile({ maxBudget: 1300 }), { rent: 1366 })).toBe(false);
    expect(passes(profile({ maxBudget: 2900 }), { rent: 3045 })).toBe(true);
    expect(passes(profile({ maxBudget: 2900 }), { rent: 3046 })).toBe(false);
  });

  it("names the $2,100 limit and the cheapest plan that fits the bedrooms", () => {
    const c = community({ floorPlans: [plan({ rent: 2101 }), plan({ rent: 2500 })] });
    expect(explainExclusion(profile({ maxBudget: 2000 }), c, REFERENCE)).toEqual({
      rule: "budget",
      detail: "No plan within $2,100 (your $2,000 budget plus 5%); the cheapest is $2,101",
    });
  });

  it("ignores a budget that is 0, negative or missing", () => {
    const dear = { rent: 9000 };
    expect(passes(profile({ maxBudget: 0 }), dear)).toBe(true);
    expect(passes(profile({ maxBudget: -100 }), dear)).toBe(true);
    expect(passes(profile({ maxBudget: null }), dear)).toBe(true);
    expect(passes(profile({ maxBudget: Number.POSITIVE_INFINITY }), dear)).toBe(true);
    expect(scoreCommunity(profile({ maxBudget: Number.POSITIVE_INFINITY }), community(), REFERENCE)?.rules.map((r) => r.rule)).toEqual(["freshness"]);
    expect(scoreCommunity(profile({ maxBudget: 0 }), community({ floorPlans: [plan(dear)] }), REFERENCE)?.rules.map((r) => r.rule)).toEqual(["freshness"]);
  });

  it("bedrooms 2: a plan with 1, 2 and 3 bedrooms", () => {
    const renter = profile({ bedrooms: 2 });
    expect(passes(renter, { beds: 1 })).toBe(false);
    expect(passes(renter, { beds: 2 })).toBe(true);
    expect(passes(renter, { beds: 3 })).toBe(true);
  });

  it("reads a negative bedroom count as no preference", () => {
    expect(passes(profile({ bedrooms: -1 }), { beds: 0 })).toBe(true);
  });

  it("units: 0 is nothing to rent, 1 is enough", () => {
    expect(passes(profile(), { unitsAvailable: 0 })).toBe(false);
    expect(passes(profile(), { unitsAvailable: 1 })).toBe(true);
    expect(passes(profile({ moveInDate: "2026-07-01" }), { unitsAvailable: 0, availableFrom: "2026-06-15" })).toBe(false);
  });

  it("move-in 2026-07-01: available the day before, on the day, and the day after", () => {
    const renter = profile({ moveInDate: "2026-07-01" });
    expect(passes(renter, { availableFrom: "2026-06-30" })).toBe(true);
    expect(passes(renter, { availableFrom: "2026-07-01" })).toBe(true);
    expect(passes(renter, { availableFrom: "2026-07-02" })).toBe(false);
  });

  it("a move-in date already past (2026-05-31, today 2026-06-01) means today: available today passes, tomorrow does not", () => {
    const renter = profile({ moveInDate: "2026-05-31" });
    expect(passes(renter, { availableFrom: "2026-06-01" })).toBe(true);
    expect(passes(renter, { availableFrom: "2026-06-02" })).toBe(false);
    expect(explainExclusion(renter, community({ floorPlans: [plan({ availableFrom: "2026-06-02" })] }), REFERENCE)?.detail).toBe(
      "Nothing that fits is available by Jun 1, 2026; the earliest is Jun 2, 2026",
    );
  });

  it("reads a move-in timestamp by its date, and text that is no date as no date", () => {
    expect(passes(profile({ moveInDate: "2026-07-01T18:00:00.000Z" }), { availableFrom: "2026-07-01" })).toBe(true);
    expect(passes(profile({ moveInDate: "2026-07-01T18:00:00.000Z" }), { availableFrom: "2026-07-02" })).toBe(false);
    expect(passes(profile({ moveInDate: "soon" }), { availableFrom: "2027-01-01" })).toBe(true);
    expect(passes(profile({ moveInDate: " 2026-07-01 " }), { availableFrom: "2026-07-02" })).toBe(false);
  });

  it("names the earliest open plan among those that fit, not a full one", () => {
    const c = community({
      floorPlans: [
        plan({ availableFrom: "2026-07-20" }),
        plan({ availableFrom: "2026-07-05", unitsAvailable: 0 }),
        plan({ availableFrom: "2026-07-10" }),
        plan({ availableFrom: "2026-07-03", rent: 5000 }),
      ],
    });
    expect(explainExclusion(profile({ moveInDate: "2026-07-01", maxBudget: 2000 }), c, REFERENCE)?.detail).toBe(
      "Nothing that fits is available by Jul 1, 2026; the earliest is Jul 10, 2026",
    );
    const full = community({ floorPlans: [plan({ unitsAvailable: 0 })] });
    expect(explainExclusion(profile({ moveInDate: "2026-07-01" }), full, REFERENCE)).toEqual({ rule: "availability", detail: "No units open in the plans that fit" });
  });

  it("checks pets first, then bedrooms, then budget, then availability", () => {
    const wantsPets = profile({ amenities: [{ id: amenityId("pets"), requirement: null }], bedrooms: 3, maxBudget: 1000, moveInDate: "2026-06-10" });
    const failsAll = community({ petsAllowed: false, floorPlans: [plan({ beds: 2, rent: 3000, availableFrom: "2026-09-01" })] });
    expect(explainExclusion(wantsPets, failsAll, REFERENCE)).toEqual({ rule: "pets", detail: "No pets allowed, and you want a pet-friendly home" });
    expect(explainExclusion(wantsPets, { ...failsAll, petsAllowed: true }, REFERENCE)?.rule).toBe("bedrooms");
    const roomy = { ...failsAll, petsAllowed: true, floorPlans: [plan({ beds: 3, rent: 3000, availableFrom: "2026-09-01" })] };
    expect(explainExclusion(wantsPets, roomy, REFERENCE)).toEqual({ rule: "budget", detail: "No 3+ bed plan within $1,050 (your $1,000 budget plus 5%); the cheapest is $3,000" });
    const affordable = { ...roomy, floorPlans: [plan({ beds: 3, rent: 900, availableFrom: "2026-09-01" })] };
    expect(explainExclusion(wantsPets, affordable, REFERENCE)?.rule).toBe("availability");
  });

  it("words the largest plan as a studio when that is all there is", () => {
    expect(explainExclusion(profile({ bedrooms: 1 }), community({ floorPlans: [plan({ beds: 0 })] }), REFERENCE)).toEqual({
      rule: "bedrooms",
      detail: "No plan with 1+ bedrooms; the largest is studio",
    });
  });
});
