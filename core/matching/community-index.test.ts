/** The columnar copy holds each community's facts at its position, and each plan's within its community's range. */
import { describe, expect, it } from "vitest";
import { dayNumber } from "./calendar.ts";
import { buildCommunityIndex, communityIndexFor, specialRunsAt } from "./community-index.ts";
import { community, neighborhoodId, plan } from "./test-fixtures.ts";

const communities = [
  community({ id: 7, slug: "a", latitude: 29.7, longitude: -95.4, yearBuilt: 1985, parkingFee: 75, petsAllowed: false, amenityIds: [1, 40], leaseTerms: ["12-month"], verifiedAt: "2026-05-02T10:00:00.000Z", floorPlans: [plan({ beds: 0, baths: 1, sqft: 480, rent: 990, unitsAvailable: 0, availableFrom: "2026-07-01" }), plan({ beds: 1, baths: 1.5, sqft: 720, rent: 1300, unitsAvailable: 2, availableFrom: "2026-06-10" })] }),
  community({ id: 9, slug: "b", neighborhoodId: neighborhoodId("heights"), yearBuilt: 2021, parkingFee: 0, amenityIds: [], leaseTerms: [], verifiedAt: "not a date", floorPlans: [] }),
  community({ id: 12, slug: "c", yearBuilt: 2004, parkingFee: 30, amenityIds: [40, 2], leaseTerms: ["6-month", "12-month"], floorPlans: [plan({ beds: 3, baths: 2, sqft: 1400, rent: 2450, unitsAvailable: 1, availableFrom: "2026-08-15" })] }),
];

describe("buildCommunityIndex", () => {
  const index = buildCommunityIndex(communities);

  it("keeps every community's own facts at its position", () => {
    expect(index.count).toBe(3);
    communities.forEach((c, i) => {
      expect(index.id[i]).toBe(c.id);
      expect(index.latitude[i]).toBe(c.latitude);
      expect(index.longitude[i]).toBe(c.longitude);
      expect(index.petsAllowed[i]).toBe(c.petsAllowed ? 1 : 0);
      expect(index.yearBuilt[i]).toBe(c.yearBuilt);
      expect(index.parkingFee[i]).toBe(c.parkingFee);
      expect(index.neighborhoodIds[index.neighborhoodSlot[i]!]).toBe(c.neighborhoodId);
      const verified = index.verifiedDay[i]!;
      if (Number.isNaN(dayNumber(c.verifiedAt))) expect(verified).toBeNaN();
      else expect(verified).toBe(dayNumber(c.verifiedAt));
    });
  });

  it("sets exactly each community's amenities as bits", () => {
    communities.forEach((c, i) => {
      const held = index.amenityIds.filter((id, slot) => ((index.amenityBits[i * index.amenityWords + (slot >>> 5)]! >>> (slot & 31)) & 1) === 1);
      expect(new Set(held)).toEqual(new Set(c.amenityIds));
    });
  });

  it("lists each community's plans and lease terms in its own range, in order", () => {
    expect(index.planStart[index.count]).toBe(3);
    communities.forEach((c, i) => {
      const plans = Array.from({ length: index.planStart[i + 1]! - index.planStart[i]! }, (_, k) => index.planStart[i]! + k);
      expect(plans.map((p) => ({ beds: index.planBeds[p], baths: index.planBaths[p], sqft: index.planSqft[p], rent: index.planRent[p], units: index.planUnits[p], day: index.planAvailableDay[p] }))).toEqual(
        c.floorPlans.map((p) => ({ beds: p.beds, baths: p.baths, sqft: p.sqft, rent: p.rent, units: p.unitsAvailable, day: dayNumber(p.availableFrom) })),
      );
      const terms = Array.from({ length: index.leaseStart[i + 1]! - index.leaseStart[i]! }, (_, k) => index.leaseTerms[index.leaseSlots[index.leaseStart[i]! + k]!]);
      expect(terms).toEqual(c.leaseTerms);
    });
  });

  it("is built once per communities array", () => {
    expect(communityIndexFor(communities)).toBe(communityIndexFor(communities));
    expect(communityIndexFor([...communities])).not.toBe(communityIndexFor(communities));
  });

  it("keeps each special's days, and runs it on a day from its first to its last: none before, none without one", () => {
    const on = (startsOn: string | null, endsOn: string) => ({ text: "1 month free", amount: null, monthsFree: 1, startsOn, endsOn });
    const index = buildCommunityIndex([
      community({ id: 1, special: on("2026-06-01", "2026-06-30") }),
      community({ id: 2, special: on(null, "2026-06-30") }),
      community({ id: 3, special: null }),
    ]);
    const runs = (at: number, day: string) => specialRunsAt(index, at, dayNumber(day));
    expect(["2026-05-31", "2026-06-01", "2026-06-30", "2026-07-01"].map((day) => runs(0, day))).toEqual([false, true, true, false]);
    expect(["2000-01-01", "2026-06-30", "2026-07-01"].map((day) => runs(1, day))).toEqual([true, true, false]);
    expect(["2026-06-15"].map((day) => runs(2, day))).toEqual([false]);
  });
});
