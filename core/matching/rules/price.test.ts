import { describe, expect, it } from "vitest";
import { scoreCommunity } from "../score-community.ts";
import { REFERENCE, community, plan, profile, ruleOf } from "../test-fixtures.ts";
import { RULE_WEIGHTS } from "../weights.ts";
import { PRICE_AT_BUDGET_SCORE, priceScore } from "./price.ts";

describe("price rule", () => {
  it("gives full marks at 80% of the budget or less, half at the budget, nothing at the 5% limit", () => {
    expect(priceScore(1400, 1800)).toBe(1);
    expect(priceScore(1440, 1800)).toBe(1);
    expect(priceScore(1800, 1800)).toBe(PRICE_AT_BUDGET_SCORE);
    expect(priceScore(1620, 1800)).toBeCloseTo(0.75, 9);
    expect(priceScore(1890, 1800)).toBeCloseTo(0, 9);
    expect(priceScore(1845, 1800)).toBeCloseTo(0.25, 9);
  });

  it("names the rent, the plan and the headroom as a strength", () => {
    const result = scoreCommunity(profile({ maxBudget: 1800 }), community({ floorPlans: [plan({ rent: 1640 })] }), REFERENCE);
    const rule = ruleOf(result, "price");
    expect(rule.weight).toBe(RULE_WEIGHTS.price);
    expect(rule.detail).toBe("$1,640 for the 2-bed plan, $160 under your $1,800 budget");
    expect(result?.keyStrengths).toContain(rule.detail);
  });

  it("names rent over the budget as a concern, and adds the monthly parking fee", () => {
    const result = scoreCommunity(profile({ maxBudget: 1800 }), community({ parkingFee: 50, floorPlans: [plan({ rent: 1860, beds: 0 })] }), REFERENCE);
    const detail = "$1,860 for the studio plan, $60 over your $1,800 budget (within the 5% stretch allowed), plus $50/month parking";
    expect(ruleOf(result, "price").detail).toBe(detail);
    expect(result?.potentialConcerns).toContain(detail);
  });

  it("is not scored without a budget", () => {
    const result = scoreCommunity(profile(), community(), REFERENCE);
    expect(result?.rules.some((r) => r.rule === "price")).toBe(false);
  });
});
