import { describe, expect, it } from "vitest";
import { scoreCommunity } from "./score-community.ts";
import { REFERENCE, amenityId, community, neighborhoodId, plan, profile, ruleOf } from "./test-fixtures.ts";
import { RULE_WEIGHTS } from "./weights.ts";

describe("scoreCommunity", () => {
  it("scores the community on its best-fitting plan", () => {
    const renter = profile({ maxBudget: 2000, sqft: 1000, bedrooms: 1 });
    const result = scoreCommunity(
      renter,
      community({
        floorPlans: [
          plan({ name: "A1", beds: 1, sqft: 700, rent: 1300 }),
          plan({ name: "B1", beds: 2, sqft: 1050, rent: 1500 }),
          plan({ name: "C1", beds: 3, sqft: 1400, rent: 2300 }), // over budget + 5%
        ],
      }),
      REFERENCE,
    );
    // A1: price 1, size 0 -> 20 / 28 of the plan rules; B1: price 1, size 1 -> all of them.
    expect(result?.plan.name).toBe("B1");
  });

  it("prefers the cheaper of two equally good plans", () => {
    const result = scoreCommunity(profile(), community({ floorPlans: [plan({ name: "B2", rent: 1700 }), plan({ name: "B1", rent: 1650 })] }), REFERENCE);
    expect(result?.plan.name).toBe("B1");
  });

  it("takes the percentage over the rules that count, so it agrees with the rules it shows", () => {
    const result = scoreCommunity(
      profile({
        maxBudget: 1800,
        bathrooms: 2,
        sqft: 1100,
        neighborhoodIds: [neighborhoodId("heights")],
        amenities: [{ id: amenityId("washer-dryer"), requirement: null }, { id: amenityId("pool"), requirement: null }],
        leaseLength: "9 months",
        commuteTo: "Texas Medical Center",
      }),
      community({ verifiedAt: "2026-05-10", floorPlans: [plan({ rent: 1700, baths: 1.5, sqft: 990 })] }),
      REFERENCE,
    )!;
    const counted = result.rules.filter((r) => r.weight > 0);
    const weighted = counted.reduce((sum, r) => sum + r.weight * r.score, 0) / counted.reduce((sum, r) => sum + r.weight, 0);
    expect(Math.abs(result.matchPercentage - 100 * weighted)).toBeLessThanOrEqual(0.51);
    expect(counted.reduce((sum, r) => sum + r.weight, 0)).toBeCloseTo(
      RULE_WEIGHTS.price + RULE_WEIGHTS.bathrooms + RULE_WEIGHTS.size + RULE_WEIGHTS.neighborhood + RULE_WEIGHTS.amenities + RULE_WEIGHTS.leaseLength + RULE_WEIGHTS.commute + RULE_WEIGHTS.freshness,
      6,
    );
    expect(result.matchPercentage).toBeGreaterThan(0);
    expect(result.matchPercentage).toBeLessThan(100);
  });

  it("still spreads communities with a sparse profile: only a budget", () => {
    const renter = profile({ maxBudget: 2000 });
    const cheap = scoreCommunity(renter, community({ floorPlans: [plan({ rent: 1500 })] }), REFERENCE)!;
    const dear = scoreCommunity(renter, community({ floorPlans: [plan({ rent: 2050 })] }), REFERENCE)!;
    expect(cheap.matchPercentage).toBe(100);
    expect(dear.matchPercentage).toBeLessThan(50);
    expect(cheap.rules.map((r) => r.rule)).toEqual(["price", "freshness"]);
  });

  it("lists strengths by what they add and concerns by what they cost, and writes the paragraph from them", () => {
    const result = scoreCommunity(
      profile({ maxBudget: 1800, neighborhoodIds: [neighborhoodId("montrose")], amenities: [{ id: amenityId("washer-dryer"), requirement: null }], bathrooms: 2 }),
      community({ floorPlans: [plan({ rent: 1640, baths: 2 })], amenityIds: [1] }),
      REFERENCE,
    )!;
    expect(result.keyStrengths[0]).toBe("In Montrose, one of your chosen neighborhoods");
    expect(result.keyStrengths).toContain("$1,640 for the 2-bed plan, $160 under your $1,800 budget");
    expect(result.potentialConcerns).toEqual(["No in-unit washer/dryer"]);
    expect(result.detailedAnalysis).toBe(
      `Heronwood Flats: ${result.matchPercentage}% match (${result.matchRating}) on the 2-bed plan B1 at $1,640 a month, scored on price, neighborhood, 1 amenity, bathrooms and listing freshness.` +
        " Strongest points: in Montrose, one of your chosen neighborhoods; $1,640 for the 2-bed plan, $160 under your $1,800 budget; 2 baths in the 2-bed plan, as you wanted." +
        " Worth checking: no in-unit washer/dryer.",
    );
  });

  it("gives the band words of its percentage", () => {
    const result = scoreCommunity(profile(), community(), REFERENCE)!;
    expect(result.matchPercentage).toBe(100);
    expect(result.matchRating).toBe("Excellent Match");
    expect(result.recommendationLevel).toBe("Highly Recommended");
    expect(ruleOf(result, "freshness").score).toBe(1);
  });
});
