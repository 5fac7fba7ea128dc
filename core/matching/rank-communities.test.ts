import { describe, expect, it } from "vitest";
import { DEFAULT_RESULT_LIMIT, rankCommunities, rankCommunitiesWithTotal } from "./rank-communities.ts";
import { scoreCommunity } from "./score-community.ts";
import { REFERENCE, community, plan, profile } from "./test-fixtures.ts";
import type { MatchCommunity } from "./types.ts";

/** 30 communities whose rent rises with the id, so a budget ranks them. */
const communities: MatchCommunity[] = Array.from({ length: 30 }, (_, i) =>
  community({ id: i + 1, slug: `community-${String(i + 1).padStart(2, "0")}`, floorPlans: [plan({ rent: 1200 + i * 40 })] }),
);

describe("rankCommunities", () => {
  it("returns the best 20 by default, highest percentage first", () => {
    const results = rankCommunities(profile({ maxBudget: 2000 }), communities, REFERENCE);
    expect(DEFAULT_RESULT_LIMIT).toBe(20);
    expect(results).toHaveLength(20);
    const percentages = results.map((r) => r.matchPercentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    expect(percentages[0]).toBe(100);
  });

  it("counts every match, not only those returned, and leaves out what fails a hard limit", () => {
    // Rents up to $2,100 pass a $2,000 budget (+5%): ids 1-23.
    const { results, total } = rankCommunitiesWithTotal(profile({ maxBudget: 2000 }), communities, REFERENCE, { limit: 5 });
    expect(total).toBe(23);
    expect(results.map((r) => r.communityId)).toEqual([1, 2, 3, 4, 5]);
  });

  it("breaks ties by id, whatever the input order", () => {
    const equal = [5, 3, 9, 1].map((id) => community({ id, slug: `same-${id}` }));
    expect(rankCommunities(profile(), equal, REFERENCE).map((r) => r.communityId)).toEqual([1, 3, 5, 9]);
  });

  it("returns everything, sorted, for an unlimited request, and nothing for 0", () => {
    const all = rankCommunities(profile({ maxBudget: 2000 }), communities, REFERENCE, { limit: Infinity });
    expect(all).toHaveLength(23);
    expect(all.map((r) => r.communityId)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(rankCommunitiesWithTotal(profile(), communities, REFERENCE, { limit: 0 })).toEqual({ results: [], total: 30 });
  });

  it("gives each community the same result as scoring it alone", () => {
    const renter = profile({ maxBudget: 1900, bedrooms: 2, sqft: 950, leaseLength: "12-month", commuteTo: "UH" });
    for (const result of rankCommunities(renter, communities, REFERENCE, { limit: Infinity })) {
      const alone = scoreCommunity(renter, communities.find((c) => c.id === result.communityId)!, REFERENCE);
      expect(result).toEqual(alone);
    }
  });

  it("sees a new catalogue when given a new array", () => {
    const first = [community({ id: 1, floorPlans: [plan({ rent: 1500 })] })];
    expect(rankCommunities(profile({ maxBudget: 1600 }), first, REFERENCE)).toHaveLength(1);
    const second = [community({ id: 1, floorPlans: [plan({ rent: 2500 })] })];
    expect(rankCommunities(profile({ maxBudget: 1600 }), second, REFERENCE)).toHaveLength(0);
  });
});
