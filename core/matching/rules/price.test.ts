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

describe("price rule at its boundaries (budget $2,000: full marks to $1,600, half at $2,000, 0 at $2,100)", () => {
  it("scores each side of 80% of the budget", () => {
    expect(priceScore(1599, 2000)).toBe(1);
    expect(priceScore(1600, 2000)).toBe(1);
    // 1 - 0.5 * (0.8005 - 0.8) / 0.2 = 1 - 0.00125
    expect(priceScore(1601, 2000)).toBeCloseTo(0.99875, 9);
    // 1 - 0.5 * (0.9 - 0.8) / 0.2
    expect(priceScore(1800, 2000)).toBeCloseTo(0.75, 9);
  });

  it("scores each side of the budget", () => {
    // 1 - 0.5 * (0.9995 - 0.8) / 0.2 = 1 - 0.49875
    expect(priceScore(1999, 2000)).toBeCloseTo(0.50125, 9);
    expect(priceScore(2000, 2000)).toBeCloseTo(0.5, 9);
    // 0.5 * (1.05 - 1.0005) / 0.05 = 0.5 * 0.99
    expect(priceScore(2001, 2000)).toBeCloseTo(0.495, 9);
    // 0.5 * (1.05 - 1.025) / 0.05
    expect(priceScore(2050, 2000)).toBeCloseTo(0.25, 9);
  });

  it("scores each side of the hard limit, never below 0", () => {
    // 0.5 * (1.05 - 1.0495) / 0.05
    expect(priceScore(2099, 2000)).toBeCloseTo(0.005, 9);
    expect(priceScore(2100, 2000)).toBeCloseTo(0, 9);
    expect(priceScore(2101, 2000)).toBe(0);
    expect(priceScore(2400, 2000)).toBe(0);
  });

  it("weighs 20 beside freshness's 7 in the percentage", () => {
    const at = (rent: number) => scoreCommunity(profile({ maxBudget: 2000 }), community({ floorPlans: [plan({ rent })] }), REFERENCE)?.matchPercentage;
    expect(at(1600)).toBe(100);
    // (20 * 0.75 + 7) / 27 = 22 / 27 = 81.5%
    expect(at(1800)).toBe(81);
    // (20 * 0.5 + 7) / 27 = 17 / 27 = 63.0%
    expect(at(2000)).toBe(63);
    // (20 * 0.25 + 7) / 27 = 12 / 27 = 44.4%
    expect(at(2050)).toBe(44);
    // (20 * 0 + 7) / 27 = 25.9%
    expect(at(2100)).toBe(26);
  });

  it("words rent one dollar under, at and over the budget as strength, neutral and concern", () => {
    const ruleAt = (rent: number) => {
      const result = scoreCommunity(profile({ maxBudget: 2000 }), community({ floorPlans: [plan({ rent })] }), REFERENCE)!;
      const detail = ruleOf(result, "price").detail;
      return { detail, strength: result.keyStrengths.includes(detail), concern: result.potentialConcerns.includes(detail) };
    };
    expect(ruleAt(1999)).toEqual({ detail: "$1,999 for the 2-bed plan, $1 under your $2,000 budget", strength: true, concern: false });
    expect(ruleAt(2000)).toEqual({ detail: "$2,000 for the 2-bed plan, right at your $2,000 budget", strength: false, concern: false });
    expect(ruleAt(2001)).toEqual({
      detail: "$2,001 for the 2-bed plan, $1 over your $2,000 budget (within the 5% stretch allowed)",
      strength: false,
      concern: true,
    });
  });

  it("names no parking fee when parking is free", () => {
    const result = scoreCommunity(profile({ maxBudget: 2000 }), community({ parkingFee: 0, floorPlans: [plan({ rent: 1500 })] }), REFERENCE);
    expect(ruleOf(result, "price").detail).toBe("$1,500 for the 2-bed plan, $500 under your $2,000 budget");
  });
});
