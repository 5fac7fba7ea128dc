import { describe, expect, it } from "vitest";
import { haversineMiles } from "../../geo/distance.ts";
import { TEST_NEIGHBORHOODS } from "../../commute/test-neighborhoods.ts";
import { scoreCommunity } from "../score-community.ts";
import { REFERENCE, community, neighborhoodId, profile, ruleOf } from "../test-fixtures.ts";
import { NEARBY_SCORE, NEARBY_ZERO_MILES, nearbyScore } from "./neighborhood.ts";

const at = (slug: string) => {
  const n = TEST_NEIGHBORHOODS.find((x) => x.slug === slug)!;
  return community({ neighborhoodId: n.id, latitude: n.latitude, longitude: n.longitude });
};
const wantsMontrose = profile({ neighborhoodIds: [neighborhoodId("montrose")] });

describe("neighborhood rule", () => {
  it("scores 1 inside a chosen neighborhood, as a strength", () => {
    const result = scoreCommunity(wantsMontrose, at("montrose"), REFERENCE);
    expect(ruleOf(result, "neighborhood")).toMatchObject({ score: 1, detail: "In Montrose, one of your chosen neighborhoods" });
    expect(result?.keyStrengths).toContain("In Montrose, one of your chosen neighborhoods");
  });

  it("gives partial credit by centroid distance to the nearest chosen one", () => {
    const downtown = TEST_NEIGHBORHOODS.find((n) => n.slug === "downtown")!;
    const montrose = TEST_NEIGHBORHOODS.find((n) => n.slug === "montrose")!;
    const miles = haversineMiles(downtown, montrose);
    const rule = ruleOf(scoreCommunity(wantsMontrose, at("downtown"), REFERENCE), "neighborhood");
    expect(rule.score).toBeCloseTo(nearbyScore(miles), 3);
    expect(rule.score).toBeGreaterThan(0);
    expect(rule.score).toBeLessThan(NEARBY_SCORE);
    expect(rule.detail).toBe(`In Downtown, ${miles.toFixed(1)} mi from Montrose, the nearest of your chosen neighborhoods`);
  });

  it("gives nothing far away, and says so", () => {
    const result = scoreCommunity(wantsMontrose, at("katy"), REFERENCE);
    expect(ruleOf(result, "neighborhood").score).toBe(0);
    expect(result?.potentialConcerns.some((c) => c.startsWith("In Katy, ") && c.includes(" mi from Montrose"))).toBe(true);
    expect(nearbyScore(NEARBY_ZERO_MILES)).toBe(0);
  });

  it("doesn't score 'any neighborhood', and leaves its weight out", () => {
    const result = scoreCommunity(profile({ anyNeighborhood: true }), at("katy"), REFERENCE);
    expect(ruleOf(result, "neighborhood")).toMatchObject({ weight: 0, detail: "You're open to any neighborhood, so location isn't scored" });
    // Only freshness is scored, and the listing was verified today.
    expect(result?.matchPercentage).toBe(100);
  });
});

describe("neighborhood rule at its boundaries (0.7 up to 1 mi, falling to 0 at 4 mi)", () => {
  it("scores each side of 1 and 4 miles", () => {
    expect(nearbyScore(0.5)).toBe(0.7);
    expect(nearbyScore(1)).toBe(0.7);
    // 0.7 * (4 - 1.3) / 3
    expect(nearbyScore(1.3)).toBeCloseTo(0.63, 9);
    // 0.7 * (4 - 2.5) / 3
    expect(nearbyScore(2.5)).toBeCloseTo(0.35, 9);
    // 0.7 * (4 - 3.7) / 3
    expect(nearbyScore(3.7)).toBeCloseTo(0.07, 9);
    expect(nearbyScore(4)).toBe(0);
    expect(nearbyScore(4.3)).toBe(0);
  });

  // Neighborhoods due north of a chosen one, at whole distances: along a meridian the
  // haversine distance is the Earth's radius times the latitude difference in radians.
  const north = (miles: number) => 29.7 + (miles * 180) / (Math.PI * 3958.8);
  const places = [
    { id: 100, slug: "home", name: "Home", latitude: north(0), longitude: -95.4 },
    { id: 101, slug: "one-mile", name: "One Mile", latitude: north(1), longitude: -95.4 },
    { id: 102, slug: "under-two-miles", name: "Under Two Miles", latitude: north(1.9), longitude: -95.4 },
    { id: 103, slug: "two-and-a-half", name: "Two And A Half", latitude: north(2.5), longitude: -95.4 },
    { id: 104, slug: "five-miles", name: "Five Miles", latitude: north(5), longitude: -95.4 },
  ];
  const reference = { ...REFERENCE, neighborhoods: places };
  const inPlace = (id: number) => community({ neighborhoodId: id, latitude: 29.7, longitude: -95.4 });
  const at = (id: number, chosen = [100]) => {
    const result = scoreCommunity(profile({ neighborhoodIds: chosen }), inPlace(id), reference)!;
    const rule = ruleOf(result, "neighborhood");
    return {
      percentage: result.matchPercentage,
      score: rule.score,
      detail: rule.detail,
      verdict: result.keyStrengths.includes(rule.detail) ? "strength" : result.potentialConcerns.includes(rule.detail) ? "concern" : "neutral",
    };
  };

  it("gives each distance its score and weighs 20 beside freshness's 7", () => {
    expect(at(100)).toEqual({ percentage: 100, score: 1, detail: "In Home, one of your chosen neighborhoods", verdict: "strength" });
    // (20 * 0.7 + 7) / 27 = 77.8%
    expect(at(101)).toEqual({ percentage: 78, score: 0.7, detail: "In One Mile, 1.0 mi from Home, the nearest of your chosen neighborhoods", verdict: "strength" });
    // 0.7 * (4 - 1.9) / 3 = 0.49; (20 * 0.49 + 7) / 27 = 62.2%; up to 2 mi is a strength
    expect(at(102)).toEqual({ percentage: 62, score: 0.49, detail: "In Under Two Miles, 1.9 mi from Home, the nearest of your chosen neighborhoods", verdict: "strength" });
    // 0.7 * 1.5 / 3 = 0.35; (7 + 7) / 27 = 51.9%
    expect(at(103)).toEqual({ percentage: 52, score: 0.35, detail: "In Two And A Half, 2.5 mi from Home, the nearest of your chosen neighborhoods", verdict: "neutral" });
    // 7 / 27 = 25.9%
    expect(at(104)).toEqual({ percentage: 26, score: 0, detail: "In Five Miles, 5.0 mi from Home, the nearest of your chosen neighborhoods", verdict: "concern" });
  });

  it("measures from the nearest of several chosen neighborhoods", () => {
    // Under Two Miles is 0.6 mi from Two And A Half: 0.7
    expect(at(102, [100, 103])).toMatchObject({ score: 0.7, detail: "In Under Two Miles, 0.6 mi from Two And A Half, the nearest of your chosen neighborhoods" });
    expect(at(102, [103, 100])).toMatchObject({ score: 0.7, detail: "In Under Two Miles, 0.6 mi from Two And A Half, the nearest of your chosen neighborhoods" });
    expect(at(101, [100, 104])).toMatchObject({ score: 0.7, detail: "In One Mile, 1.0 mi from Home, the nearest of your chosen neighborhoods" });
  });

  it("gives 0 to a community in a neighborhood that is not on the map, and names it a concern", () => {
    const result = scoreCommunity(profile({ neighborhoodIds: [100] }), inPlace(999), reference)!;
    expect(ruleOf(result, "neighborhood")).toMatchObject({ score: 0, weight: 20, detail: "Not in a neighborhood on our map, so it can't be placed near your choices" });
    expect(result.potentialConcerns).toContain("Not in a neighborhood on our map, so it can't be placed near your choices");
    expect(result.matchPercentage).toBe(26);
  });

  it("scores named neighborhoods even when 'anywhere' is also said, and ignores ids not on the map", () => {
    expect(scoreCommunity(profile({ neighborhoodIds: [100], anyNeighborhood: true }), inPlace(104), reference)?.matchPercentage).toBe(26);
    const unknownOnly = scoreCommunity(profile({ neighborhoodIds: [555] }), inPlace(104), reference)!;
    expect(unknownOnly.rules.map((r) => r.rule)).toEqual(["freshness"]);
    expect(scoreCommunity(profile({ neighborhoodIds: [100, 100] }), inPlace(101), reference)?.matchPercentage).toBe(78);
  });
});
