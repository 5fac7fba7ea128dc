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
