import { describe, expect, it } from "vitest";
import { scoreCommunity } from "../score-community.ts";
import { REFERENCE, amenityId, community, profile, ruleOf } from "../test-fixtures.ts";
import { RULE_WEIGHTS } from "../weights.ts";

const wish = (name: string, requirement: string | null = null) => ({ id: amenityId(name), requirement });

describe("amenity rules", () => {
  it("scores each wished amenity on its own, sharing the amenities weight", () => {
    const result = scoreCommunity(profile({ amenities: [wish("pool"), wish("washer-dryer")] }), community({ amenityIds: [1, 2] }), REFERENCE);
    expect(ruleOf(result, "amenity:pool")).toEqual({ rule: "amenity:pool", weight: RULE_WEIGHTS.amenities / 2, score: 1, detail: "Pool, as you asked" });
    expect(ruleOf(result, "amenity:washer-dryer")).toMatchObject({ weight: RULE_WEIGHTS.amenities / 2, score: 0, detail: "No in-unit washer/dryer" });
    expect(result?.keyStrengths).toContain("Pool, as you asked");
    expect(result?.potentialConcerns).toContain("No in-unit washer/dryer");
  });

  it("words a missing describing amenity as 'Not ...' and keeps acronyms", () => {
    const result = scoreCommunity(profile({ amenities: [wish("furnished"), wish("ev-charging")] }), community({ amenityIds: [] }), REFERENCE);
    expect(result?.potentialConcerns).toEqual(expect.arrayContaining(["Not furnished", "No EV charging"]));
  });

  it("carries the renter's note into the text as something to check", () => {
    const result = scoreCommunity(profile({ amenities: [wish("parking", "must be covered")] }), community({ amenityIds: [6], parkingFee: 50 }), REFERENCE);
    expect(result?.potentialConcerns).toContain("Parking: you noted 'must be covered', check with the community");
    expect(result?.keyStrengths).toContain("Parking ($50/month), as you asked");
    expect(ruleOf(result, "amenity:parking").score).toBe(1);
  });

  it("judges pets by petsAllowed and names the pet rent", () => {
    const result = scoreCommunity(profile({ amenities: [wish("pets")] }), community({ petsAllowed: true, petRent: 35, amenityIds: [] }), REFERENCE);
    expect(ruleOf(result, "amenity:pets")).toMatchObject({ score: 1, detail: "Pets allowed ($35/month pet rent), as you asked" });
  });

  it("ignores amenity ids the catalogue doesn't know", () => {
    const result = scoreCommunity(profile({ amenities: [{ id: 999, requirement: null }] }), community(), REFERENCE);
    expect(result?.rules.some((r) => r.rule.startsWith("amenity:"))).toBe(false);
  });
});
