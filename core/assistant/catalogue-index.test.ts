import { describe, expect, it } from "vitest";
import { community, plan } from "../matching/test-fixtures.ts";
import { catalogueIndexFor } from "./catalogue-index.ts";
import { COMMUNITIES, amenityIdOf, neighborhoodIdOf } from "./test-knowledge.ts";

/** Statistics computed the plain way, to check the index against. */
function expected(neighborhoodId: number | null, beds: number | null) {
  const scope = COMMUNITIES.filter((c) => neighborhoodId === null || c.neighborhoodId === neighborhoodId);
  const rents = scope.flatMap((c) => c.floorPlans.filter((p) => beds === null || p.beds === beds).map((p) => p.rent)).sort((a, b) => a - b);
  if (rents.length === 0) return null;
  const n = rents.length;
  const median = n % 2 === 1 ? rents[(n - 1) / 2]! : Math.round((rents[n / 2 - 1]! + rents[n / 2]!) / 2);
  const communities = scope.filter((c) => c.floorPlans.some((p) => beds === null || p.beds === beds)).length;
  return { plans: n, communities, min: rents[0]!, max: rents[n - 1]!, median, mean: Math.round(rents.reduce((a, b) => a + b, 0) / n) };
}

describe("catalogueIndexFor", () => {
  const index = catalogueIndexFor(COMMUNITIES);

  it("is built once per communities array", () => {
    expect(catalogueIndexFor(COMMUNITIES)).toBe(index);
    expect(catalogueIndexFor([...COMMUNITIES])).not.toBe(index);
  });

  it("gives rent statistics per neighborhood and bedroom count equal to a plain computation", () => {
    for (const slug of ["montrose", "midtown", "katy"]) {
      const id = neighborhoodIdOf(slug);
      for (const beds of [null, 0, 1, 2, 3]) expect(index.rentStatistics(id, beds)).toEqual(expected(id, beds));
    }
    expect(index.rentStatistics(null, 2)).toEqual(expected(null, 2));
    expect(index.rentStatistics(null, null)).toEqual(expected(null, null));
    expect(index.rentStatistics(neighborhoodIdOf("montrose"), 7)).toBeNull();
  });

  it("takes the mean of the two middle rents as the median of an even count", () => {
    const small = catalogueIndexFor([community({ floorPlans: [plan({ rent: 1000 }), plan({ rent: 1500 })] })]);
    expect(small.rentStatistics(null, 2)).toEqual({ plans: 2, communities: 1, min: 1000, max: 1500, median: 1250, mean: 1250 });
  });

  it("counts communities with a plan at or under a rent, by neighborhood and bedrooms", () => {
    const id = neighborhoodIdOf("midtown");
    const count = COMMUNITIES.filter((c) => c.neighborhoodId === id && c.floorPlans.some((p) => p.beds === 1 && p.rent <= 1600)).length;
    expect(index.communitiesAtOrUnder(id, 1, 1600)).toBe(count);
    expect(index.communitiesAtOrUnder(null, null, 0)).toBe(0);
  });

  it("lists bedroom counts, communities by neighborhood, amenity, slug and title", () => {
    const id = neighborhoodIdOf("heights");
    expect(index.bedCounts(id)).toEqual([...new Set(COMMUNITIES.filter((c) => c.neighborhoodId === id).flatMap((c) => c.floorPlans.map((p) => p.beds)))].sort());
    expect(index.byNeighborhood.get(id)).toEqual(COMMUNITIES.filter((c) => c.neighborhoodId === id));
    expect(index.byAmenity.get(amenityIdOf("pool"))).toEqual(COMMUNITIES.filter((c) => c.amenityIds.includes(amenityIdOf("pool"))));
    expect(index.petsAllowed).toEqual(COMMUNITIES.filter((c) => c.petsAllowed));
    const first = COMMUNITIES[0]!;
    expect(index.bySlug.get(first.slug)).toBe(first);
    expect(index.titles().byTitle.get(first.title.toLowerCase())).toBe(first);
    expect(index.titles()).toBe(index.titles());
    expect(index.leaseTermCounts.get("12-month")).toBe(COMMUNITIES.filter((c) => c.leaseTerms.includes("12-month")).length);
  });
});
