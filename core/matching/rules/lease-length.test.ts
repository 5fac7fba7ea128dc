import { describe, expect, it } from "vitest";
import { scoreCommunity } from "../score-community.ts";
import { REFERENCE, community, profile, ruleOf } from "../test-fixtures.ts";
import { LEASE_NEAR_MISS_SCORE, LEASE_SCORE_LOSS_PER_MONTH, leasePreference, leaseScore, parseLeaseMonths } from "./lease-length.ts";

describe("parseLeaseMonths", () => {
  it("reads standard terms and the renter's own words", () => {
    expect(parseLeaseMonths("12-month")).toBe(12);
    expect(parseLeaseMonths("month-to-month")).toBe(1);
    expect(parseLeaseMonths("Month to month please")).toBe(1);
    expect(parseLeaseMonths("9 months")).toBe(9);
    expect(parseLeaseMonths("about 9 mos")).toBe(9);
    expect(parseLeaseMonths("nine months")).toBe(9);
    expect(parseLeaseMonths("a year")).toBe(12);
    expect(parseLeaseMonths("1 year")).toBe(12);
    expect(parseLeaseMonths("two years")).toBe(24);
    expect(parseLeaseMonths("a year and a half")).toBe(18);
    expect(parseLeaseMonths("half a year")).toBe(6);
  });

  it("gives up on what it can't read", () => {
    expect(parseLeaseMonths("until I graduate")).toBeNull();
    expect(parseLeaseMonths("100 years")).toBeNull();
  });
});

describe("leasePreference", () => {
  it("sorts out unset, flexible, readable and unreadable", () => {
    expect(leasePreference(null)).toBeNull();
    expect(leasePreference("  ")).toBeNull();
    expect(leasePreference("flexible")).toEqual({ kind: "flexible" });
    expect(leasePreference("12-month")).toEqual({ kind: "months", months: 12, label: "12-month lease" });
    expect(leasePreference("9 months")).toEqual({ kind: "months", months: 9, label: "9-month lease" });
    expect(leasePreference("until I graduate")).toEqual({ kind: "unreadable", text: "until I graduate" });
  });
});

describe("lease length rule", () => {
  it("gives full marks for the term wanted", () => {
    const result = scoreCommunity(profile({ leaseLength: "12-month" }), community({ leaseTerms: ["6-month", "12-month"] }), REFERENCE);
    expect(ruleOf(result, "leaseLength")).toMatchObject({ score: 1, detail: "Offers the 12-month lease you want" });
  });

  it("gives less the further the closest offered term is", () => {
    expect(leaseScore(9, ["6-month", "12-month"])).toBeCloseTo(LEASE_NEAR_MISS_SCORE - 3 * LEASE_SCORE_LOSS_PER_MONTH, 9);
    expect(leaseScore(1, ["12-month"])).toBeCloseTo(LEASE_NEAR_MISS_SCORE - 11 * LEASE_SCORE_LOSS_PER_MONTH, 9);
    expect(leaseScore(12, [])).toBe(0);
    const result = scoreCommunity(profile({ leaseLength: "month-to-month" }), community({ leaseTerms: ["12-month", "24-month"] }), REFERENCE);
    expect(ruleOf(result, "leaseLength").detail).toBe("No month-to-month lease; offers 12 months, 24 months");
    expect(result?.potentialConcerns).toContain("No month-to-month lease; offers 12 months, 24 months");
  });

  it("reads a custom length in words", () => {
    const result = scoreCommunity(profile({ leaseLength: "a year and a half" }), community({ leaseTerms: ["18-month"] }), REFERENCE);
    expect(ruleOf(result, "leaseLength")).toMatchObject({ score: 1, detail: "Offers the 18-month lease you want" });
  });

  it("doesn't score 'flexible' or words it can't read, and says why", () => {
    const flexible = scoreCommunity(profile({ leaseLength: "flexible" }), community(), REFERENCE);
    expect(ruleOf(flexible, "leaseLength")).toMatchObject({ weight: 0, detail: "You're flexible on lease length, so it isn't scored" });
    const unreadable = scoreCommunity(profile({ leaseLength: "until I graduate" }), community(), REFERENCE);
    expect(ruleOf(unreadable, "leaseLength")).toMatchObject({ weight: 0, detail: "Couldn't read a lease length from 'until I graduate', so it isn't scored" });
  });
});

describe("lease length at its boundaries (exact 1, then 0.8 less 1/15 a month, 0 at 12 months away)", () => {
  it("scores a miss of 0, 1, 3, 4, 11, 12 and 13 months", () => {
    expect(leaseScore(12, ["12-month"])).toBe(1);
    // 0.8 - 1 / 15 = 11 / 15
    expect(leaseScore(12, ["11 months"])).toBeCloseTo(0.733333, 6);
    expect(leaseScore(12, ["13 months"])).toBeCloseTo(0.733333, 6);
    // 0.8 - 3 / 15 = 0.6
    expect(leaseScore(9, ["6-month", "12-month"])).toBeCloseTo(0.6, 9);
    // 0.8 - 4 / 15 = 8 / 15
    expect(leaseScore(8, ["12-month"])).toBeCloseTo(0.533333, 6);
    // 0.8 - 11 / 15 = 1 / 15
    expect(leaseScore(1, ["12-month"])).toBeCloseTo(0.066667, 6);
    expect(leaseScore(12, ["24-month"])).toBeCloseTo(0, 9);
    // 0.8 - 13 / 15 < 0
    expect(leaseScore(1, ["14 months"])).toBe(0);
    expect(leaseScore(6, ["month-to-month", "3-month", "24-month"])).toBeCloseTo(0.6, 9);
  });

  it("scores nothing offered, or nothing readable, as 0", () => {
    expect(leaseScore(12, [])).toBe(0);
    expect(leaseScore(12, ["ask the office"])).toBe(0);
  });

  it("weighs 8 beside freshness's 7 in the percentage", () => {
    const at = (wanted: string, leaseTerms: string[]) => scoreCommunity(profile({ leaseLength: wanted }), community({ leaseTerms }), REFERENCE)?.matchPercentage;
    expect(at("12-month", ["12-month"])).toBe(100);
    // (8 * 11/15 + 7) / 15 = 193 / 225 = 85.8%
    expect(at("12-month", ["6-month", "11 months"])).toBe(86);
    // (8 * 0.6 + 7) / 15 = 11.8 / 15 = 78.7%
    expect(at("9 months", ["6-month", "12-month"])).toBe(79);
    // (8 * 0 + 7) / 15 = 46.7%
    expect(at("12-month", ["24-month"])).toBe(47);
    expect(at("12-month", [])).toBe(47);
  });

  it("calls a miss scoring 0.6 or more neutral, less a concern", () => {
    const at = (wanted: string, leaseTerms: string[]) => {
      const result = scoreCommunity(profile({ leaseLength: wanted }), community({ leaseTerms }), REFERENCE)!;
      const detail = ruleOf(result, "leaseLength").detail;
      return { detail, concern: result.potentialConcerns.includes(detail), strength: result.keyStrengths.includes(detail) };
    };
    expect(at("9 months", ["6-month", "12-month"])).toEqual({ detail: "No 9-month lease; offers 6 months, 12 months", concern: false, strength: false });
    expect(at("8 months", ["12-month"])).toEqual({ detail: "No 8-month lease; offers 12 months", concern: true, strength: false });
    expect(at("12-month", [])).toEqual({ detail: "No 12-month lease listed, and no lease terms are given", concern: true, strength: false });
    expect(at("12-month", ["ask the office", "6-month"])).toMatchObject({ detail: "No 12-month lease; offers 6 months" });
    expect(at("12-month", ["12-month"])).toEqual({ detail: "Offers the 12-month lease you want", concern: false, strength: true });
  });
});

describe("reading lease lengths at the edges", () => {
  it("takes 1 to 60 months and nothing outside", () => {
    expect(parseLeaseMonths("1 month")).toBe(1);
    expect(parseLeaseMonths("60 months")).toBe(60);
    expect(parseLeaseMonths("5 years")).toBe(60);
    expect(parseLeaseMonths("61 months")).toBeNull();
    expect(parseLeaseMonths("0 months")).toBeNull();
    expect(parseLeaseMonths("0.4 months")).toBeNull();
  });

  it("rounds fractions of a month and reads years as 12 months", () => {
    expect(parseLeaseMonths("1.5 years")).toBe(18);
    expect(parseLeaseMonths("9.6 months")).toBe(10);
    expect(parseLeaseMonths("2 yrs")).toBe(24);
    expect(parseLeaseMonths("year")).toBe(12);
    expect(parseLeaseMonths("twenty-four months")).toBe(24);
    expect(parseLeaseMonths("twenty four months")).toBe(24);
    expect(parseLeaseMonths("thirty six months")).toBe(36);
    expect(parseLeaseMonths("eighteen months")).toBe(18);
    expect(parseLeaseMonths("3mths")).toBe(3);
  });

  it("reads the month-to-month spellings", () => {
    for (const text of ["monthly", "MTM", "m2m", "month to month", "month-to-month", "  Month-To-Month  "]) expect(parseLeaseMonths(text)).toBe(1);
    expect(parseLeaseMonths("half-year")).toBe(6);
    expect(parseLeaseMonths("one year and a half")).toBe(18);
  });

  it("gives up on number words it doesn't know and on text that only mentions months", () => {
    expect(parseLeaseMonths("several months")).toBeNull();
    expect(parseLeaseMonths("several years")).toBeNull();
    expect(parseLeaseMonths("months")).toBeNull();
    expect(parseLeaseMonths("a few years please")).toBeNull();
  });

  it("labels a wanted lease with the standard term's name when there is one", () => {
    expect(leasePreference("1 month")).toEqual({ kind: "months", months: 1, label: "month-to-month lease" });
    expect(leasePreference("two years")).toEqual({ kind: "months", months: 24, label: "24-month lease" });
    expect(leasePreference("Flexible")).toEqual({ kind: "flexible" });
    expect(leasePreference(" 6-month ")).toEqual({ kind: "months", months: 6, label: "6-month lease" });
  });
});

describe("lease length: order and unreadable terms", () => {
  it("takes the closest offered term wherever it is listed", () => {
    expect(leaseScore(12, ["12-month", "6-month"])).toBe(1);
    // 0.8 - 2 / 15 = 0.667
    expect(leaseScore(8, ["12-month", "6-month", "24-month"])).toBeCloseTo(0.666667, 6);
  });

  it("does not count an unreadable term as an offer", () => {
    expect(leaseScore(6, ["ask the office"])).toBe(0);
    // 0.8 - 6 / 15 = 0.4, from the 12-month term only
    expect(leaseScore(6, ["ask the office", "12-month"])).toBeCloseTo(0.4, 9);
  });

  it("reads words set apart by several spaces, and 'monthly' with spaces around it", () => {
    expect(parseLeaseMonths("a  year  and  a  half")).toBe(18);
    expect(parseLeaseMonths("half  a  year")).toBe(6);
    expect(parseLeaseMonths("month to  month")).toBe(1);
    expect(parseLeaseMonths(" monthly ")).toBe(1);
    expect(parseLeaseMonths("half year")).toBe(6);
  });
});
