/**
 * Properties of the whole engine on random profiles and communities
 * (fast-check): monotonic in budget and in amenities had, deterministic,
 * bounded integer percentages, sorted results, and the fast ranking pass
 * agreeing with scoring one community alone.
 */
import { basicPetPolicy } from "../pets/pet-policy.ts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TEST_NEIGHBORHOODS } from "../commute/test-neighborhoods.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import { OFFERED_LEASE_TERMS } from "../reference/lease-lengths.ts";
import { parkingFeeOf } from "../reference/parking.ts";
import { matchBand } from "./bands.ts";
import { rankCommunities, rankCommunitiesWithTotal } from "./rank-communities.ts";
import { explainExclusion, scoreCommunity } from "./score-community.ts";
import { AMENITIES, REFERENCE, TODAY, amenityId, profile } from "./test-fixtures.ts";
import type { MatchCommunity, MatchPlan } from "./types.ts";

const PETS = amenityId("pets");
const PARKING = amenityId("parking");

function dateAfterToday(days: number): string {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const planArb: fc.Arbitrary<MatchPlan> = fc.record({
  name: fc.constantFrom("S1", "A1", "B1", "C1"),
  beds: fc.integer({ min: 0, max: 4 }),
  baths: fc.constantFrom(1, 1.5, 2, 2.5, 3),
  sqft: fc.integer({ min: 80, max: 400 }).map((n) => n * 5),
  rent: fc.integer({ min: 120, max: 800 }).map((n) => n * 5),
  unitsAvailable: fc.integer({ min: 0, max: 5 }),
  availableFrom: fc.integer({ min: -10, max: 150 }).map(dateAfterToday),
});

const communityArb = (id: number): fc.Arbitrary<MatchCommunity> =>
  fc
    .record({
      neighborhoodId: fc.constantFrom(...TEST_NEIGHBORHOODS.map((n) => n.id), 999),
      latitude: fc.double({ min: 29.55, max: 30.05, noNaN: true }),
      longitude: fc.double({ min: -95.8, max: -95.1, noNaN: true }),
      petsAllowed: fc.boolean(),
      petRent: fc.constantFrom(0, 20, 35),
      parkingFee: fc.constantFrom(0, 50, 100),
      leaseTerms: fc.subarray([...OFFERED_LEASE_TERMS]),
      verifiedAt: fc.integer({ min: -75, max: 0 }).map((days) => `${dateAfterToday(days)}T12:00:00.000Z`),
      yearBuilt: fc.integer({ min: 1950, max: 2026 }),
      amenityIds: fc.subarray(AMENITIES.map((a) => a.id).filter((a) => a !== PETS)),
      floorPlans: fc.array(planArb, { minLength: 0, maxLength: 5 }),
    })
    .map((c) => {
      // Parking options exactly when the Parking amenity is listed, the fee their cheapest, as in the catalogue.
      const parking = c.amenityIds.includes(PARKING) ? [{ kind: "surface" as const, monthly: c.parkingFee }] : [];
      return {
        ...c,
        id,
        petPolicy: basicPetPolicy(c.petsAllowed, c.petRent),
        slug: `community-${id}`,
        title: `Community ${id}`,
        locationApproximate: false,
        parking,
        parkingFee: parkingFeeOf(parking),
        // The engine never reads a special: none is drawn.
        special: null,
        // Pets in the amenity list exactly when pets are allowed, as in the catalogue.
        amenityIds: c.petsAllowed ? [...c.amenityIds, PETS] : c.amenityIds,
      };
    });

const communitiesArb = fc.integer({ min: 0, max: 25 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => communityArb(i + 1))));

const profileArb: fc.Arbitrary<PreferenceProfile> = fc
  .record({
    maxBudget: fc.option(fc.integer({ min: 5, max: 50 }).map((n) => n * 100)),
    bedrooms: fc.option(fc.integer({ min: 0, max: 4 })),
    bathrooms: fc.option(fc.constantFrom(1, 1.5, 2, 2.5)),
    sqft: fc.option(fc.integer({ min: 80, max: 360 }).map((n) => n * 5)),
    neighborhoodIds: fc.subarray(TEST_NEIGHBORHOODS.map((n) => n.id)),
    anyNeighborhood: fc.boolean(),
    commuteTo: fc.option(fc.constantFrom("TMC", "galeria", "Texas Medical Centre", "downtown", "UH", "Katy", "Dallas")),
    amenities: fc.subarray(AMENITIES.map((a) => a.id)).chain((ids) =>
      fc.tuple(...ids.map((id) => fc.option(fc.constant("must be covered")).map((requirement) => ({ id, requirement })))),
    ),
    moveInDate: fc.option(fc.integer({ min: -20, max: 120 }).map(dateAfterToday)),
    leaseLength: fc.option(fc.constantFrom("month-to-month", "6-month", "12-month", "24-month", "flexible", "9 months", "whenever")),
  })
  .map((fields) => profile(fields));

// Fewer runs under mutation testing (vitest.mutation.config.ts), where this file runs once per mutant.
const runs = (count: number) => ({ numRuns: Math.ceil(count * Number(process.env.PROPERTY_RUNS_SHARE ?? 1)) });
const RUNS = runs(150);

describe("matching properties", () => {
  it("raising the budget never lowers the score of a community that was affordable", () => {
    fc.assert(
      fc.property(profileArb, communityArb(1), fc.integer({ min: 5, max: 50 }).map((n) => n * 100), fc.integer({ min: 1, max: 2000 }), (renter, c, budget, raise) => {
        const before = scoreCommunity({ ...renter, maxBudget: budget }, c, REFERENCE);
        fc.pre(before !== null);
        const after = scoreCommunity({ ...renter, maxBudget: budget + raise }, c, REFERENCE);
        expect(after).not.toBeNull();
        expect(after!.matchPercentage).toBeGreaterThanOrEqual(before!.matchPercentage);
      }),
      RUNS,
    );
  });

  it("wishing for an amenity the community has never lowers its score", () => {
    fc.assert(
      fc.property(profileArb, communityArb(1), fc.nat(), (renter, c, pick) => {
        const wished = new Set(renter.amenities.map((a) => a.id));
        const candidates = c.amenityIds.filter((id) => !wished.has(id));
        fc.pre(candidates.length > 0);
        const before = scoreCommunity(renter, c, REFERENCE);
        fc.pre(before !== null);
        const id = candidates[pick % candidates.length] as number;
        const after = scoreCommunity({ ...renter, amenities: [...renter.amenities, { id, requirement: null }] }, c, REFERENCE);
        expect(after).not.toBeNull();
        expect(after!.matchPercentage).toBeGreaterThanOrEqual(before!.matchPercentage);
      }),
      RUNS,
    );
  });

  it("gives the same output for the same input", () => {
    fc.assert(
      fc.property(profileArb, communitiesArb, (renter, communities) => {
        const first = rankCommunitiesWithTotal(renter, communities, REFERENCE, { limit: Infinity });
        // A deep copy: same values, different objects, so no cached index is reused.
        const second = rankCommunitiesWithTotal(structuredClone(renter), structuredClone(communities), structuredClone(REFERENCE), { limit: Infinity });
        expect(second).toEqual(first);
      }),
      RUNS,
    );
  });

  it("gives integer percentages from 0 to 100 with the matching band words", () => {
    fc.assert(
      fc.property(profileArb, communitiesArb, (renter, communities) => {
        for (const result of rankCommunities(renter, communities, REFERENCE, { limit: Infinity })) {
          expect(Number.isInteger(result.matchPercentage)).toBe(true);
          expect(result.matchPercentage).toBeGreaterThanOrEqual(0);
          expect(result.matchPercentage).toBeLessThanOrEqual(100);
          expect(result.matchRating).toBe(matchBand(result.matchPercentage).matchRating);
          for (const rule of result.rules) expect(rule.score >= 0 && rule.score <= 1).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("sorts results by percentage, then id, and keeps the best within the limit", () => {
    fc.assert(
      fc.property(profileArb, communitiesArb, fc.integer({ min: 1, max: 10 }), (renter, communities, limit) => {
        const all = rankCommunities(renter, communities, REFERENCE, { limit: Infinity });
        for (let i = 1; i < all.length; i++) {
          const [previous, current] = [all[i - 1]!, all[i]!];
          expect(previous.matchPercentage > current.matchPercentage || (previous.matchPercentage === current.matchPercentage && previous.communityId < current.communityId)).toBe(true);
        }
        const top = rankCommunities(renter, [...communities].reverse(), REFERENCE, { limit });
        expect(top).toEqual(all.slice(0, limit));
      }),
      RUNS,
    );
  });

  it("ranks exactly the communities that score alone, with the same results", () => {
    fc.assert(
      fc.property(profileArb, communitiesArb, (renter, communities) => {
        const { results, total } = rankCommunitiesWithTotal(renter, communities, REFERENCE, { limit: Infinity });
        const alone = communities.map((c) => scoreCommunity(renter, c, REFERENCE)).filter((r) => r !== null);
        expect(total).toBe(alone.length);
        const byId = new Map(alone.map((r) => [r.communityId, r]));
        for (const result of results) expect(result).toEqual(byId.get(result.communityId));
      }),
      RUNS,
    );
  });

  it("gives a reason for leaving a community out exactly when it is left out", () => {
    fc.assert(
      fc.property(profileArb, communityArb(1), (renter, c) => {
        expect(explainExclusion(renter, c, REFERENCE) === null).toBe(scoreCommunity(renter, c, REFERENCE) !== null);
      }),
      runs(300),
    );
  });
});
