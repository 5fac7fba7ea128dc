/**
 * A columnar copy of the communities (typed arrays, floor plans flattened), so
 * a ranking pass reads contiguous numbers instead of chasing 250,000 objects
 * scattered over the heap: at 50,000 communities that alone took longer than
 * the scoring.
 *
 * The index is cached per communities array (WeakMap), so callers that keep
 * the catalogue in memory pay for it once. The engine treats the array and its
 * communities as immutable (the types say readonly): a new catalogue revision
 * must come as a new array.
 */
import { PARKING_KINDS, type ParkingKind } from "../reference/parking.ts";
import { dayNumber } from "./calendar.ts";
import type { MatchCommunity } from "./types.ts";

export interface CommunityIndex {
  count: number;
  id: Float64Array;
  latitude: Float64Array;
  longitude: Float64Array;
  petsAllowed: Uint8Array;
  yearBuilt: Float64Array;
  parkingFee: Float64Array;
  /** The parking kinds offered, as bits: bit k for PARKING_KINDS[k] (core/reference/parking.ts). */
  parkingKinds: Uint8Array;
  /** Day number of verifiedAt (NaN when it isn't a date). */
  verifiedDay: Float64Array;
  /**
   * The move-in special's first and last day as day numbers: -Infinity for a special with no start, NaN for a community
   * without one (every comparison with NaN is false). Its dates, not whether it runs: that is decided on the day asked.
   */
  specialStartDay: Float64Array;
  specialEndDay: Float64Array;
  /** Dense slot of the community's neighborhood id in neighborhoodIds. */
  neighborhoodSlot: Int32Array;
  neighborhoodIds: number[];
  /** Amenities as bit sets over amenityIds: words per community, `amenityWords` each. */
  amenityWords: number;
  amenityBits: Uint32Array;
  amenityIds: number[];
  /** Lease terms as slots into leaseTerms, community i's from leaseStart[i] to leaseStart[i + 1]. */
  leaseStart: Int32Array;
  leaseSlots: Int32Array;
  leaseTerms: string[];
  /** Floor plans of community i are planStart[i] .. planStart[i + 1] - 1, in the listed order. */
  planStart: Int32Array;
  planRent: Float64Array;
  planBeds: Float64Array;
  planBaths: Float64Array;
  planSqft: Float64Array;
  planUnits: Float64Array;
  /** Day number of availableFrom (NaN when it isn't a date). */
  planAvailableDay: Float64Array;
}

function slotter<T>(): { slots: Map<T, number>; values: T[]; slotOf: (value: T) => number } {
  const slots = new Map<T, number>();
  const values: T[] = [];
  return {
    slots,
    values,
    slotOf(value: T) {
      let slot = slots.get(value);
      if (slot === undefined) {
        slot = values.length;
        slots.set(value, slot);
        values.push(value);
      }
      return slot;
    },
  };
}

export function buildCommunityIndex(communities: readonly MatchCommunity[]): CommunityIndex {
  const count = communities.length;
  let planCount = 0;
  let leaseCount = 0;
  const amenities = slotter<number>();
  for (const community of communities) {
    planCount += community.floorPlans.length;
    leaseCount += community.leaseTerms.length;
    for (const id of community.amenityIds) amenities.slotOf(id);
  }
  const amenityWords = Math.max(1, Math.ceil(amenities.values.length / 32));

  const index: CommunityIndex = {
    count,
    id: new Float64Array(count),
    latitude: new Float64Array(count),
    longitude: new Float64Array(count),
    petsAllowed: new Uint8Array(count),
    yearBuilt: new Float64Array(count),
    parkingFee: new Float64Array(count),
    parkingKinds: new Uint8Array(count),
    verifiedDay: new Float64Array(count),
    specialStartDay: new Float64Array(count),
    specialEndDay: new Float64Array(count),
    neighborhoodSlot: new Int32Array(count),
    neighborhoodIds: [],
    amenityWords,
    amenityBits: new Uint32Array(count * amenityWords),
    amenityIds: amenities.values,
    leaseStart: new Int32Array(count + 1),
    leaseSlots: new Int32Array(leaseCount),
    leaseTerms: [],
    planStart: new Int32Array(count + 1),
    planRent: new Float64Array(planCount),
    planBeds: new Float64Array(planCount),
    planBaths: new Float64Array(planCount),
    planSqft: new Float64Array(planCount),
    planUnits: new Float64Array(planCount),
    planAvailableDay: new Float64Array(planCount),
  };
  const neighborhoods = slotter<number>();
  const terms = slotter<string>();
  let plan = 0;
  let lease = 0;
  communities.forEach((community, i) => {
    index.id[i] = community.id;
    index.latitude[i] = community.latitude;
    index.longitude[i] = community.longitude;
    index.petsAllowed[i] = community.petsAllowed ? 1 : 0;
    index.yearBuilt[i] = community.yearBuilt;
    index.parkingFee[i] = community.parkingFee;
    index.parkingKinds[i] = parkingKindBits(community.parking.map((option) => option.kind));
    index.verifiedDay[i] = dayNumber(community.verifiedAt);
    const special = community.special;
    index.specialStartDay[i] = special === null ? NaN : special.startsOn === null ? -Infinity : dayNumber(special.startsOn);
    index.specialEndDay[i] = special === null ? NaN : dayNumber(special.endsOn);
    index.neighborhoodSlot[i] = neighborhoods.slotOf(community.neighborhoodId);
    for (const id of community.amenityIds) {
      const slot = amenities.slotOf(id);
      const word = i * amenityWords + (slot >>> 5);
      index.amenityBits[word] = (index.amenityBits[word] as number) | (1 << (slot & 31));
    }
    index.leaseStart[i] = lease;
    for (const term of community.leaseTerms) index.leaseSlots[lease++] = terms.slotOf(term);
    index.planStart[i] = plan;
    for (const p of community.floorPlans) {
      index.planRent[plan] = p.rent;
      index.planBeds[plan] = p.beds;
      index.planBaths[plan] = p.baths;
      index.planSqft[plan] = p.sqft;
      index.planUnits[plan] = p.unitsAvailable;
      index.planAvailableDay[plan] = dayNumber(p.availableFrom);
      plan++;
    }
  });
  index.leaseStart[count] = lease;
  index.planStart[count] = plan;
  index.neighborhoodIds = neighborhoods.values;
  index.leaseTerms = terms.values;
  return index;
}

/** Parking kinds as the index's bits: bit k for PARKING_KINDS[k]. */
export function parkingKindBits(kinds: readonly ParkingKind[]): number {
  return kinds.reduce((bits, kind) => bits | (1 << PARKING_KINDS.indexOf(kind)), 0);
}

const cache = new WeakMap<readonly MatchCommunity[], CommunityIndex>();

/** Community `at`'s special runs on day `day` (a day number: dayNumber of Houston's YYYY-MM-DD), both ends included. */
export function specialRunsAt(index: CommunityIndex, at: number, day: number): boolean {
  return index.specialStartDay[at]! <= day && day <= index.specialEndDay[at]!;
}

/** The index of a communities array, built on first use and kept while the array lives. */
export function communityIndexFor(communities: readonly MatchCommunity[]): CommunityIndex {
  let index = cache.get(communities);
  if (!index) {
    index = buildCommunityIndex(communities);
    cache.set(communities, index);
  }
  return index;
}
