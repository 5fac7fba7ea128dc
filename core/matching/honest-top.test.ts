/**
 * The top of the scale tells the truth (issue 15): "100% Match" only when every stated preference is fully met,
 * and no "Excellent Match" outside the renter's chosen neighborhoods unless they said anywhere is fine.
 */
import { describe, expect, it } from "vitest";
import { EXCELLENT_MIN, matchBand, matchPercentage } from "./bands.ts";
import { rankCommunities } from "./rank-communities.ts";
import { scoreCommunity } from "./score-community.ts";
import { TEST_NEIGHBORHOODS } from "../commute/test-neighborhoods.ts";
import { amenityId, community, neighborhoodId, plan, profile, REFERENCE } from "./test-fixtures.ts";

const at = (slug: string) => {
  const place = TEST_NEIGHBORHOODS.find((n) => n.slug === slug)!;
  return { neighborhoodId: place.id, latitude: place.latitude, longitude: place.longitude };
};

describe("matchPercentage", () => {
  it("is 100 only when every point was earned and nothing stated went unchecked", () => {
    expect(matchPercentage({ points: 27, total: 27, uncheckedPreference: false, outsideChosenNeighborhoods: false })).toBe(100);
    // 99.6% would round to 100.
    expect(matchPercentage({ points: 26.9, total: 27, uncheckedPreference: false, outsideChosenNeighborhoods: false })).toBe(99);
    expect(matchPercentage({ points: 27, total: 27, uncheckedPreference: true, outsideChosenNeighborhoods: false })).toBe(99);
  });

  it("keeps a community outside the chosen neighborhoods below the Excellent band", () => {
    const percentage = matchPercentage({ points: 26.5, total: 27, uncheckedPreference: false, outsideChosenNeighborhoods: true });
    expect(percentage).toBe(EXCELLENT_MIN - 1);
    expect(matchBand(percentage).matchRating).toBe("Great Match");
    expect(matchPercentage({ points: 10, total: 27, uncheckedPreference: false, outsideChosenNeighborhoods: true })).toBe(37);
  });

  it("never leaves 0..100 and never raises a score", () => {
    for (let points = 0; points <= 30; points += 0.7) {
      for (const uncheckedPreference of [false, true]) {
        for (const outsideChosenNeighborhoods of [false, true]) {
          const percentage = matchPercentage({ points: Math.min(points, 30), total: 30, uncheckedPreference, outsideChosenNeighborhoods });
          expect(percentage).toBeGreaterThanOrEqual(0);
          expect(percentage).toBeLessThanOrEqual(Math.round((100 * Math.min(points, 30)) / 30));
        }
      }
    }
  });
});

describe("scoring communities honestly at the top", () => {
  // Many wished amenities, all present, and a budget met in full: only the neighborhood can cost points.
  const wishes = ["pool", "gym", "parking", "ev-charging"].map((name) => ({ id: amenityId(name), requirement: null }));
  const everything = community({ amenityIds: wishes.map((w) => w.id), floorPlans: [plan({ rent: 1200 })] });

  it("gives 100% when every stated preference is met", () => {
    const renter = profile({ maxBudget: 2000, neighborhoodIds: [neighborhoodId("montrose")], amenities: wishes });
    expect(scoreCommunity(renter, everything, REFERENCE)!.matchPercentage).toBe(100);
  });

  it("gives less than 100% when the rent earns less than full marks, however close", () => {
    const renter = profile({ maxBudget: 2000, amenities: wishes });
    const close = community({ ...everything, floorPlans: [plan({ rent: 1604 })] });
    expect(scoreCommunity(renter, close, REFERENCE)!.matchPercentage).toBe(99);
  });

  it("does not rate a community next to the chosen neighborhood Excellent, unless the renter said anywhere is fine", () => {
    const nextDoor = community({ ...everything, id: 2, slug: "next-door", ...at("downtown") });
    // Everything else asked for is met in full, so only the neighborhood keeps it from 100%.
    const chosen = {
      maxBudget: 2000,
      neighborhoodIds: [neighborhoodId("montrose")],
      amenities: wishes,
      commuteTo: "downtown",
      sqft: 900,
      bathrooms: 2,
      leaseLength: "12-month",
    };
    const strict = scoreCommunity(profile(chosen), nextDoor, REFERENCE)!;
    const open = scoreCommunity(profile({ ...chosen, anyNeighborhood: true }), nextDoor, REFERENCE)!;
    expect(open.matchPercentage).toBeGreaterThanOrEqual(EXCELLENT_MIN);
    expect(strict.matchPercentage).toBeLessThan(EXCELLENT_MIN);
    expect(strict.matchRating).not.toBe("Excellent Match");
    // The ranking and the single score agree.
    const ranked = rankCommunities(profile(chosen), [everything, nextDoor], REFERENCE, { limit: 2 });
    expect(ranked.map((r) => [r.communityId, r.matchPercentage])).toEqual([
      [everything.id, 100],
      [nextDoor.id, strict.matchPercentage],
    ]);
  });
});
