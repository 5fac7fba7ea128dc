import { describe, expect, it } from "vitest";
import { rankCommunities } from "./rank-communities.ts";
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

describe("the total, worked by hand", () => {
  // Budget $2,000 on $1,800 rent: 0.75 x 20 = 15; in a chosen neighborhood: 1 x 20 = 20;
  // pool had, gym not: 7.5 + 0 = 7.5; 850 of 1,000 sq ft: 0.5 x 8 = 4; 1.5 of 2 baths: 0.5 x 7 = 3.5;
  // 6-month offered for 12 wanted: (0.8 - 6/15) x 8 = 3.2; verified 40 days ago: 20/53 x 7 = 2.64.
  // 55.84 points of 85 = 65.7%.
  const renter = profile({
    maxBudget: 2000,
    neighborhoodIds: [neighborhoodId("montrose")],
    amenities: [{ id: amenityId("pool"), requirement: null }, { id: amenityId("gym"), requirement: null }],
    sqft: 1000,
    bathrooms: 2,
    leaseLength: "12-month",
  });
  const home = community({ verifiedAt: "2026-04-22", leaseTerms: ["6-month"], amenityIds: [1], floorPlans: [plan({ rent: 1800, sqft: 850, baths: 1.5 })] });

  it("adds every weighted rule into one percentage and its band", () => {
    const result = scoreCommunity(renter, home, REFERENCE)!;
    expect(result).toMatchObject({ matchPercentage: 66, matchRating: "Good Match", recommendationLevel: "Worth a Look" });
    expect(result.rules.map((r) => [r.rule, r.weight, r.score])).toEqual([
      ["price", 20, 0.75],
      ["neighborhood", 20, 1],
      ["amenity:pool", 7.5, 1],
      ["amenity:gym", 7.5, 0],
      ["size", 8, 0.5],
      ["bathrooms", 7, 0.5],
      ["leaseLength", 8, 0.4],
      // 20 / 53 = 0.37736, shown to 3 decimals
      ["freshness", 7, 0.377],
    ]);
  });

  it("adds a commute of full marks with its weight of 15: 70.84 points of 100", () => {
    const atTheMedicalCenter = { ...home, latitude: 29.7079, longitude: -95.3995 };
    const result = scoreCommunity({ ...renter, commuteTo: "Texas Medical Center" }, atTheMedicalCenter, REFERENCE)!;
    expect(ruleOf(result, "commute")).toMatchObject({ weight: 15, score: 1 });
    expect(result.matchPercentage).toBe(71);
    expect(result.detailedAnalysis).toContain("scored on price, neighborhood, commute, 2 amenities, size,");
  });

  it("adds nothing for a commute two hours' drive away, but keeps its weight: 55.84 of 100", () => {
    const inKaty = { ...home, latitude: 29.7858, longitude: -95.8245 };
    const result = scoreCommunity({ ...renter, commuteTo: "Texas Medical Center" }, inKaty, REFERENCE)!;
    expect(ruleOf(result, "commute")).toMatchObject({ weight: 15, score: 0 });
    expect(result.matchPercentage).toBe(56);
  });

  it("leaves an unplaceable commute out of the total", () => {
    expect(scoreCommunity({ ...renter, commuteTo: "Atlantis" }, home, REFERENCE)?.matchPercentage).toBe(66);
  });

  it("orders strengths by what they add and concerns by what they cost, and writes the paragraph from the first three", () => {
    const result = scoreCommunity(renter, home, REFERENCE)!;
    expect(result.keyStrengths).toEqual(["In Montrose, one of your chosen neighborhoods", "$1,800 for the 2-bed plan, $200 under your $2,000 budget", "Pool, as you asked"]);
    // Costs: gym 7.5, lease 0.6 x 8 = 4.8, freshness 33/53 x 7 = 4.36, size 4, bathrooms 3.5
    expect(result.potentialConcerns).toEqual([
      "No fitness center",
      "No 12-month lease; offers 6 months",
      "Availability last checked 40 days ago, so it may have changed",
      "850 sq ft in the 2-bed plan, 150 short of the 1,000 you asked for",
      "1.5 baths in the 2-bed plan; you wanted 2",
    ]);
    expect(result.detailedAnalysis).toBe(
      "Heronwood Flats: 66% match (Good Match) on the 2-bed plan B1 at $1,800 a month, scored on price, neighborhood, 2 amenities, size, bathrooms, lease length and listing freshness." +
        " Strongest points: in Montrose, one of your chosen neighborhoods; $1,800 for the 2-bed plan, $200 under your $2,000 budget; pool, as you asked." +
        " Worth checking: no fitness center; no 12-month lease; offers 6 months; availability last checked 40 days ago, so it may have changed.",
    );
  });

  it("ends the paragraph with what was not scored, and keeps acronyms capitalised", () => {
    const result = scoreCommunity(
      profile({ commuteTo: "Atlantis", leaseLength: "flexible", amenities: [{ id: amenityId("ev-charging"), requirement: null }] }),
      community({ amenityIds: [9] }),
      REFERENCE,
    )!;
    expect(result.detailedAnalysis).toBe(
      // A commute it could not place is a stated preference left unchecked: 99%, never a perfect match.
      "Heronwood Flats: 99% match (Excellent Match) on the 2-bed plan B1 at $1,600 a month, scored on 1 amenity and listing freshness." +
        " Strongest points: EV Charging, as you asked; availability checked today." +
        " Couldn't place 'Atlantis' on the map, so commute isn't scored. You're flexible on lease length, so it isn't scored.",
    );
  });
});

describe("choosing the plan to score", () => {
  it("takes the plan with the most points, then the cheaper, then the first listed", () => {
    const renter = profile({ maxBudget: 2000 });
    // Both at or under 80% of the budget: 1 each; the cheaper wins.
    const pick = (plans: Parameters<typeof plan>[0][]) => scoreCommunity(renter, community({ floorPlans: plans.map((p) => plan(p)) }), REFERENCE)?.plan.name;
    expect(pick([{ name: "A", rent: 1600 }, { name: "B", rent: 1500 }])).toBe("B");
    expect(pick([{ name: "A", rent: 1500 }, { name: "B", rent: 1600 }])).toBe("A");
    expect(pick([{ name: "A", rent: 1500 }, { name: "B", rent: 1500 }])).toBe("A");
    // More points beat a lower rent: $1,700 scores 0.875, $1,900 0.625.
    expect(pick([{ name: "A", rent: 1900 }, { name: "B", rent: 1700 }])).toBe("B");
    // A plan that fails a hard limit is never chosen, however cheap.
    expect(pick([{ name: "A", rent: 1000, unitsAvailable: 0 }, { name: "B", rent: 1900 }])).toBe("B");
  });

  it("scores the size and bathrooms of the chosen plan", () => {
    const renter = profile({ sqft: 1000, bathrooms: 2 });
    const result = scoreCommunity(renter, community({ floorPlans: [plan({ name: "small", sqft: 850, baths: 1 }), plan({ name: "right", sqft: 1000, baths: 2, rent: 9000 })] }), REFERENCE)!;
    expect(result.plan.name).toBe("right");
    expect(result.matchPercentage).toBe(100);
  });
});

describe("the paragraph and lists in edge cases", () => {
  it("has no 'Strongest points' when nothing is a strength", () => {
    const result = scoreCommunity(profile(), community({ verifiedAt: "2026-04-22" }), REFERENCE)!;
    expect(result.keyStrengths).toEqual([]);
    // 20 / 53 = 37.7%
    expect(result.detailedAnalysis).toBe(
      "Heronwood Flats: 38% match (Weak Match) on the 2-bed plan B1 at $1,600 a month, scored on listing freshness." +
        " Worth checking: availability last checked 40 days ago, so it may have changed.",
    );
  });

  it("keeps table order among strengths that add the same", () => {
    const result = scoreCommunity(
      profile({ amenities: [{ id: amenityId("pool"), requirement: null }, { id: amenityId("gym"), requirement: null }] }),
      community({ amenityIds: [2, 1] }),
      REFERENCE,
    )!;
    // pool 7.5, gym 7.5, freshness 7
    expect(result.keyStrengths).toEqual(["Pool, as you asked", "Fitness Center, as you asked", "Availability checked today"]);
  });

  it("ranks communities of a catalogue with more than 32 amenities on their own amenities", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ id: 100 + i, name: `extra-${i}`, displayName: `Extra ${i}` }));
    const reference = { ...REFERENCE, amenities: [...REFERENCE.amenities, ...many] };
    const renter = profile({ amenities: [{ id: 139, requirement: null }] });
    const communities = [
      community({ id: 1, amenityIds: [100, 101] }),
      community({ id: 2, amenityIds: many.map((a) => a.id) }),
      community({ id: 3, amenityIds: [139] }),
    ];
    // Has 139: (15 + 7) / 22 = 100%; not: 7 / 22 = 31.8%
    expect(rankCommunities(renter, communities, reference).map((r) => [r.communityId, r.matchPercentage])).toEqual([
      [2, 100],
      [3, 100],
      [1, 32],
    ]);
  });
});
