/**
 * The 50,000-community benchmark catalogue built in memory from the seed
 * generator (no database), with ids as the database would give them: 1-based,
 * in seed order. Shared by bench/matching.ts and bench/assistant.ts.
 */
import { parkingFeeOf } from "../core/reference/parking.ts";
import type { MatchCommunity } from "../core/matching/types.ts";
import { amenitySeeds } from "../db/seed/data/amenities.ts";
import { neighborhoodSeeds } from "../db/seed/data/neighborhoods.ts";
import { generateApartments } from "../db/seed/generate-apartments.ts";

export const BENCH_COUNT = 50_000;
export const BENCH_TODAY = "2026-06-01";

export const neighborhoods = neighborhoodSeeds.map((n, i) => ({
  id: i + 1, slug: n.slug, name: n.name, description: n.description, highlights: n.highlights, latitude: n.latitude, longitude: n.longitude, aliases: n.aliases,
}));
export const amenities = amenitySeeds.map((a, i) => ({ id: i + 1, name: a.name, displayName: a.displayName, synonyms: a.synonyms }));
export const neighborhoodId = new Map(neighborhoods.map((n) => [n.slug, n.id]));
export const amenityId = new Map(amenities.map((a) => [a.name, a.id]));

export function generateCommunities(count = BENCH_COUNT): MatchCommunity[] {
  const started = performance.now();
  const communities = generateApartments({ count, seed: 5, referenceDate: BENCH_TODAY, neighborhoods: neighborhoodSeeds, amenities: amenitySeeds }).map((a, i) => ({
    id: i + 1,
    slug: a.slug,
    title: a.title,
    neighborhoodId: neighborhoodId.get(a.neighborhoodSlug) as number,
    latitude: a.latitude,
    longitude: a.longitude,
    locationApproximate: false,
    petsAllowed: a.petsAllowed,
    petRent: a.petRent,
    petPolicy: a.pets,
    parking: a.parkingOptions,
    parkingFee: parkingFeeOf(a.parkingOptions),
    leaseTerms: a.leaseTerms,
    special: a.special,
    verifiedAt: `${a.verifiedAt}T15:00:00.000Z`,
    yearBuilt: a.yearBuilt,
    amenityIds: a.amenityNames.map((name) => amenityId.get(name) as number),
    floorPlans: a.floorPlans,
  }));
  console.log(`generated ${communities.length.toLocaleString("en-US")} communities in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return communities;
}
