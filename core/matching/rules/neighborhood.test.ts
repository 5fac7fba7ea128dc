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
