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

  it("is absent when no commute was given", () => {
    const result = scoreCommunity(profile(), museumDistrict, REFERENCE);
    expect(result?.rules.some((r) => r.rule === "commute")).toBe(false);
    expect(result?.commute).toBeNull();
  });
});
