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

  it("carries a note the listing can't check into the text as something to ask", () => {
    const result = scoreCommunity(profile({ amenities: [wish("parking", "gated")] }), community({ amenityIds: [6], parkingFee: 50 }), REFERENCE);
    expect(result?.potentialConcerns).toContain("Parking: you noted 'gated', check with the community");
    expect(result?.keyStrengths).toContain("Parking (surface lot $50 a month), as you asked");
    expect(ruleOf(result, "amenity:parking").score).toBe(1);
  });

  it("checks a parking note that names a kind against the kinds listed: a garage is covered too", () => {
    const both = community({ amenityIds: [6], parking: [{ kind: "covered", monthly: 50 }, { kind: "garage", monthly: 75 }] });
    const covered = scoreCommunity(profile({ amenities: [wish("parking", "must be covered")] }), both, REFERENCE);
    expect(ruleOf(covered, "amenity:parking")).toMatchObject({ score: 1, detail: "Covered parking ($50 a month) and garage parking ($75 a month), as you asked" });
    expect(covered?.potentialConcerns).toEqual([]);
    const garageOnly = community({ amenityIds: [6], parking: [{ kind: "garage", monthly: 90 }] });
    expect(ruleOf(scoreCommunity(profile({ amenities: [wish("parking", "covered")] }), garageOnly, REFERENCE), "amenity:parking")).toMatchObject({
      score: 1,
      detail: "Garage parking ($90 a month), as you asked",
    });

    const surface = community({ amenityIds: [6], parking: [{ kind: "surface", monthly: 0 }] });
    const uncovered = scoreCommunity(profile({ amenities: [wish("parking", "must be covered")] }), surface, REFERENCE);
    expect(ruleOf(uncovered, "amenity:parking")).toMatchObject({ score: 0, detail: "No covered or garage parking (it lists surface lot included in the rent)" });
    expect(uncovered?.potentialConcerns).toContain("No covered or garage parking (it lists surface lot included in the rent)");
    // The ranking's numbers (the columnar index) agree with the words: the kind decides, not the amenity alone.
    expect(uncovered!.matchPercentage).toBeLessThan(covered!.matchPercentage);
    expect(scoreCommunity(profile({ amenities: [wish("parking", "garage")] }), community({ amenityIds: [], parking: [] }), REFERENCE)?.potentialConcerns).toContain("No garage parking");
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

describe("amenity rules in the percentage (15 shared by the wishes, beside freshness's 7)", () => {
  const at = (names: string[], amenityIds: number[], petsAllowed = false) =>
    scoreCommunity(profile({ amenities: names.map((n) => wish(n)) }), community({ amenityIds, petsAllowed }), REFERENCE)?.matchPercentage;

  it("counts each wish had", () => {
    expect(at(["pool", "gym"], [1, 2])).toBe(100);
    // (7.5 + 7) / 22 = 65.9%
    expect(at(["pool", "gym"], [1])).toBe(66);
    // (5 + 5 + 7) / 22 = 77.3%
    expect(at(["pool", "gym", "balcony"], [1, 4])).toBe(77);
    // 7 / 22 = 31.8%
    expect(at(["pool", "gym"], [])).toBe(32);
  });

  it("counts pets by petsAllowed, not by the amenity list", () => {
    // Pets wished are a hard limit: not allowed, though "pets" is in the amenity list, leaves it out.
    expect(at(["pool", "pets"], [1, 3], false)).toBeUndefined();
    expect(at(["pool"], [1, 3], false)).toBe(100);
    // pets allowed and the pool missing: (7.5 + 7) / 22
    expect(at(["pool", "pets"], [], true)).toBe(66);
  });

  it("counts pets once when the community also lists them as an amenity", () => {
    expect(at(["pool", "pets"], [1, 3], true)).toBe(100);
    // pets had, pool not: (7.5 + 7) / 22 = 65.9%
    expect(at(["pool", "pets"], [3], true)).toBe(66);
  });

  it("counts a wish once even if it is listed twice", () => {
    const result = scoreCommunity(profile({ amenities: [wish("pool"), wish("pool"), wish("gym")] }), community({ amenityIds: [1] }), REFERENCE)!;
    expect(result.rules.filter((r) => r.rule.startsWith("amenity:")).map((r) => [r.rule, r.weight])).toEqual([
      ["amenity:pool", 7.5],
      ["amenity:gym", 7.5],
    ]);
    expect(result.matchPercentage).toBe(66);
  });

  it("reads amenities from a catalogue of more than 32 (two words of bits)", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ id: 100 + i, name: `extra-${i}`, displayName: `Extra ${i}` }));
    const reference = { ...REFERENCE, amenities: [...REFERENCE.amenities, ...many] };
    const c = community({ amenityIds: many.map((a) => a.id) });
    // 100 takes bit 0 of the first word, 131 its sign bit (31), 139 bit 7 of the second word.
    const renter = profile({ amenities: [139, 100, 131, 2].map((id) => ({ id, requirement: null })) });
    // 3 of 4 wishes had: (3 x 3.75 + 7) / 22 = 18.25 / 22 = 83.0%
    expect(scoreCommunity(renter, c, reference)?.matchPercentage).toBe(83);
  });

  it("words pets without pet rent, free parking, and a trimmed note", () => {
    const result = scoreCommunity(
      profile({ amenities: [wish("pets"), wish("parking"), wish("pool", "  heated  "), wish("gym", "   ")] }),
      community({ petsAllowed: true, petRent: 0, parkingFee: 0, amenityIds: [1, 2, 6] }),
      REFERENCE,
    )!;
    expect(ruleOf(result, "amenity:pets").detail).toBe("Pets allowed, no pet rent, as you asked");
    expect(ruleOf(result, "amenity:parking").detail).toBe("Parking included in the rent, as you asked");
    expect(ruleOf(result, "amenity:pool").detail).toBe("Pool; you noted 'heated', check with the community");
    expect(ruleOf(result, "amenity:gym").detail).toBe("Fitness Center, as you asked");
    expect(result.potentialConcerns).toEqual(["Pool: you noted 'heated', check with the community"]);
  });
});
