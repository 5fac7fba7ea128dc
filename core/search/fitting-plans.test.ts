import { describe, expect, it } from "vitest";
import { fittingPlanGroups, planFitNarrows, planFits, type PlanFacts, type PlanFit } from "./fitting-plans.ts";

const plan = (beds: number, rent: number, extra: Partial<PlanFacts> = {}): PlanFacts => ({ beds, baths: Math.max(1, beds), rent, unitsAvailable: 2, availableFrom: "2026-06-01", ...extra });
const fit = (extra: Partial<PlanFit> = {}): PlanFit => ({ beds: null, minBaths: null, maxRent: null, availableBy: null, ...extra });
const PLANS = [plan(0, 990), plan(1, 1250), plan(1, 1180), plan(2, 1700), plan(2, 1620), plan(3, 2300, { unitsAvailable: 0 })];

describe("the plans of a community that fit a search", () => {
  it("groups plans with at least the bedrooms asked for, cheapest first within each count", () => {
    expect(fittingPlanGroups(PLANS, fit({ beds: 2 }))).toEqual([
      { beds: 2, fromRent: 1620, plans: 2 },
      { beds: 3, fromRent: 2300, plans: 1 },
    ]);
  });

  it("takes a studio search to want studios only, as /listings does", () => {
    expect(fittingPlanGroups(PLANS, fit({ beds: 0 }))).toEqual([{ beds: 0, fromRent: 990, plans: 1 }]);
  });

  it("drops plans over the rent ceiling, under the baths asked for, or without a unit open by the date", () => {
    expect(fittingPlanGroups(PLANS, fit({ beds: 1, maxRent: 1650 }))).toEqual([
      { beds: 1, fromRent: 1180, plans: 2 },
      { beds: 2, fromRent: 1620, plans: 1 },
    ]);
    expect(fittingPlanGroups(PLANS, fit({ minBaths: 2 })).map((g) => g.beds)).toEqual([2, 3]);
    expect(fittingPlanGroups(PLANS, fit({ beds: 3, availableBy: "2026-07-01" }))).toEqual([]);
    expect(planFits(plan(2, 1500, { availableFrom: "2026-08-01" }), fit({ availableBy: "2026-07-01" }))).toBe(false);
    expect(planFits(plan(2, 1500, { availableFrom: "2026-07-01" }), fit({ availableBy: "2026-07-01" }))).toBe(true);
  });

  it("narrows only when some criterion is set", () => {
    expect(planFitNarrows(fit())).toBe(false);
    expect(planFitNarrows(fit({ maxRent: 1800 }))).toBe(true);
    expect(fittingPlanGroups(PLANS, fit()).map((g) => g.beds)).toEqual([0, 1, 2, 3]);
  });
});

describe("a bedroom maximum", () => {
  const plans = [0, 1, 2, 3].map((beds) => ({ beds, baths: 1, rent: 1000 + beds * 300, unitsAvailable: 1, availableFrom: "2026-01-01" }));
  it("keeps a 2 bed question's cards to 2-bed plans, and a fit without it to 2 or more", () => {
    expect(fittingPlanGroups(plans, { beds: 2, maxBeds: 2, minBaths: null, maxRent: null, availableBy: null }).map((g) => g.beds)).toEqual([2]);
    expect(fittingPlanGroups(plans, { beds: 2, minBaths: null, maxRent: null, availableBy: null }).map((g) => g.beds)).toEqual([2, 3]);
    expect(fittingPlanGroups(plans, { beds: null, maxBeds: 1, minBaths: null, maxRent: null, availableBy: null }).map((g) => g.beds)).toEqual([0, 1]);
    expect(planFitNarrows({ beds: null, maxBeds: 1, minBaths: null, maxRent: null, availableBy: null })).toBe(true);
  });
});
