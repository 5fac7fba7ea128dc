import { describe, expect, it } from "vitest";
import { estimateCommute } from "../../commute/estimate-drive.ts";
import { HOUSTON_DESTINATIONS } from "../../commute/destinations.ts";
import { scoreCommunity } from "../score-community.ts";
import { REFERENCE, community, profile, ruleOf } from "../test-fixtures.ts";
import { RULE_WEIGHTS } from "../weights.ts";

const tmc = HOUSTON_DESTINATIONS.find((d) => d.id === "texas-medical-center")!;
// A home beside the Museum District METRORail station, about 1.5 mi from the TMC.
const museumDistrict = community({ latitude: 29.7252, longitude: -95.3893 });
const katy = community({ latitude: 29.7858, longitude: -95.8245 });

describe("commute rule", () => {
  it("reports the drive with minutes and miles", () => {
    const result = scoreCommunity(profile({ commuteTo: "the med center" }), museumDistrict, REFERENCE);
    const expected = estimateCommute(museumDistrict, tmc);
    const rule = ruleOf(result, "commute");
    expect(rule.detail).toBe(`About ${expected.driveMinutes} min drive to Texas Medical Center (${expected.miles.toFixed(1)} mi)`);
    expect(rule).toMatchObject({ weight: RULE_WEIGHTS.commute, score: 1 });
    expect(result?.commute).toEqual(expected);
    expect(result?.keyStrengths).toContain(rule.detail);
  });

  it("says the drive and the walk from a community placed at its ZIP code's center are approximate", () => {
    const placed = community({ latitude: 29.7252, longitude: -95.3893, locationApproximate: true });
    const result = scoreCommunity(profile({ commuteTo: "the med center" }), placed, REFERENCE);
    const expected = estimateCommute(placed, tmc);
    expect(expected.approximate).toBe(true);
    expect(ruleOf(result, "commute").detail).toBe(`About ${expected.driveMinutes} min drive to Texas Medical Center (${expected.miles.toFixed(1)} mi, approximate location)`);
    expect(result?.keyStrengths.some((s) => /^About \d+ min walk to the Museum District METRORail station \(Red Line; approximate location\)$/.test(s))).toBe(true);
    // The same point, placed exactly: the same figures, said plainly.
    expect(ruleOf(scoreCommunity(profile({ commuteTo: "the med center" }), museumDistrict, REFERENCE), "commute").score).toBe(ruleOf(result, "commute").score);
  });

  it("adds the walk to a nearby METRORail station as a strength", () => {
    const result = scoreCommunity(profile({ commuteTo: "TMC" }), museumDistrict, REFERENCE);
    expect(result?.keyStrengths.some((s) => /^\d+ min walk to the Museum District METRORail station \(Red Line\)$/.test(s))).toBe(true);
  });

  it("scores a long drive lower and calls it a concern", () => {
    const near = ruleOf(scoreCommunity(profile({ commuteTo: "TMC" }), museumDistrict, REFERENCE), "commute");
    const farResult = scoreCommunity(profile({ commuteTo: "TMC" }), katy, REFERENCE);
    const far = ruleOf(farResult, "commute");
    expect(far.score).toBeLessThan(near.score);
    expect(farResult?.potentialConcerns).toContain(far.detail);
  });

  it("says when it can't place the destination, and doesn't score it", () => {
    const result = scoreCommunity(profile({ commuteTo: "Grandma's in Dallas" }), museumDistrict, REFERENCE);
    expect(ruleOf(result, "commute")).toMatchObject({ weight: 0, detail: "Couldn't place 'Grandma's in Dallas' on the map, so commute isn't scored" });
    expect(result?.commute).toBeNull();
    expect(result?.detailedAnalysis).toContain("Couldn't place 'Grandma's in Dallas' on the map");
  });

  it("is absent when the commute is only spaces", () => {
    expect(scoreCommunity(profile({ commuteTo: "   " }), museumDistrict, REFERENCE)?.rules.map((r) => r.rule)).toEqual(["freshness"]);
  });

  it("is absent when no commute was given", () => {
    const result = scoreCommunity(profile(), museumDistrict, REFERENCE);
    expect(result?.rules.some((r) => r.rule === "commute")).toBe(false);
    expect(result?.commute).toBeNull();
  });
});

describe("commute rule at its boundaries (full marks to 15 min, 0 from 60; a strength to 20 min, a concern over 40)", () => {
  // Homes due north of the Texas Medical Center, at the distance that drives in `minutes`:
  // minutes = straight miles x 1.3 road factor / 24 mph x 60 = miles x 3.25.
  const northOfTmc = (minutes: number) => community({ latitude: tmc.latitude + ((minutes / 3.25) * 180) / (Math.PI * 3958.8), longitude: tmc.longitude });
  const at = (minutes: number) => {
    const result = scoreCommunity(profile({ commuteTo: "Texas Medical Center" }), northOfTmc(minutes), REFERENCE)!;
    const rule = ruleOf(result, "commute");
    const verdict = result.keyStrengths.includes(rule.detail) ? "strength" : result.potentialConcerns.includes(rule.detail) ? "concern" : "neutral";
    return { minutes: result.commute?.driveMinutes, score: rule.score, verdict, percentage: result.matchPercentage };
  };

  it("scores and words 15, 16, 20, 21, 40, 41 and 60 minutes", () => {
    expect(at(15)).toEqual({ minutes: 15, score: 1, verdict: "strength", percentage: 100 });
    // (60 - 16) / 45 = 0.978; (15 x 0.978 + 7) / 22 = 98.5%
    expect(at(16)).toEqual({ minutes: 16, score: 0.978, verdict: "strength", percentage: 98 });
    // 40 / 45 = 0.889; (13.33 + 7) / 22 = 92.4%
    expect(at(20)).toEqual({ minutes: 20, score: 0.889, verdict: "strength", percentage: 92 });
    // 39 / 45 = 0.867; (13 + 7) / 22 = 90.9%
    expect(at(21)).toEqual({ minutes: 21, score: 0.867, verdict: "neutral", percentage: 91 });
    // 20 / 45 = 0.444; (6.67 + 7) / 22 = 62.1%
    expect(at(40)).toEqual({ minutes: 40, score: 0.444, verdict: "neutral", percentage: 62 });
    // 19 / 45 = 0.422; (6.33 + 7) / 22 = 60.6%
    expect(at(41)).toEqual({ minutes: 41, score: 0.422, verdict: "concern", percentage: 61 });
    // 7 / 22 = 31.8%
    expect(at(60)).toEqual({ minutes: 60, score: 0, verdict: "concern", percentage: 32 });
  });
});
