/**
 * Reads of a single apartment community for its detail page.
 */
import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { currentSpecial, type Special } from "../../core/catalogue/specials.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { formatBedRange, formatPriceRange, formatSqftRange } from "../../core/format/ranges.ts";
import type { PetPolicy } from "../../core/pets/pet-policy.ts";
import { parkingFromJson, type ParkingOption } from "../../core/reference/parking.ts";
import type { Database } from "../client-types.ts";
import { amenities, apartmentAmenities, apartments, floorPlans, neighborhoods } from "../schema/index.ts";
import { apartmentCardColumns, listedApartments, toApartmentCard, type AmenitySummary, type ApartmentCard } from "./catalog.ts";
import { floorPlanColumns, floorPlanOrder } from "./floor-plan-columns.ts";
import { petPolicyOf } from "./pet-policy-columns.ts";

export interface FloorPlanRow {
  id: number;
  name: string;
  /** 0 means studio. */
  beds: number;
  baths: number;
  sqft: number;
  rent: number;
  unitsAvailable: number;
  /** yyyy-mm-dd */
  availableFrom: string;
}

export interface ApartmentDetail {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  imageUrl: string;
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  /** The position is its ZIP code's or neighborhood's center (an import without coordinates): distances from it say so. */
  locationApproximate: boolean;
  neighborhood: { id: number; name: string; slug: string; latitude: number; longitude: number };
  yearBuilt: number;
  petsAllowed: boolean;
  /** The community's own words; `pets` holds the same policy as data (decision 031). */
  petPolicy: string;
  pets: PetPolicy;
  applicationFee: number;
  adminFee: number;
  petRent: number;
  /** The cheapest parking option's monthly cost (0: free or none), derived from `parking` by the database. */
  parkingFee: number;
  /** The kinds of parking offered with their monthly costs, in the kinds' order; empty: no parking. */
  parking: ParkingOption[];
  leaseTerms: string[];
  /** The move-in special running on the day read (Houston's calendar day); null when none runs that day. */
  special: Special | null;
  phone: string;
  /** ISO timestamp. */
  verifiedAt: string;
  priceRange: string | null;
  bedRange: string | null;
  sqftRange: string | null;
  unitsAvailable: number;
  /** The derived ranges as numbers (null when the community lists no plans). */
  minPrice: number | null;
  maxPrice: number | null;
  minBeds: number | null;
  maxBeds: number | null;
  minBaths: number | null;
  minSqft: number | null;
  maxSqft: number | null;
  floorPlans: FloorPlanRow[];
  /** Display names, alphabetical. */
  amenities: string[];
  /** The same amenities with their keys and the community's note on each, in the same order. */
  apartmentAmenities: CommunityAmenity[];
}

/** An amenity as one community has it: what the community says about it ("in select units"), when it says anything. */
export interface CommunityAmenity extends AmenitySummary {
  note: string | null;
}

/**
 * The listed community with its neighborhood, floor plans (by beds, then rent) and amenities; null when the slug is unknown or hidden.
 * `today` (YYYY-MM-DD, Houston; default: now's) decides whether its special is current.
 */
export async function getApartmentBySlug(db: Database, slug: string, options: { today?: string } = {}): Promise<ApartmentDetail | null> {
  const [row] = await db
    .select({
      apartment: apartments,
      neighborhood: { id: neighborhoods.id, name: neighborhoods.name, slug: neighborhoods.slug, latitude: neighborhoods.latitude, longitude: neighborhoods.longitude },
    })
    .from(apartments)
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .where(and(eq(apartments.slug, slug), listedApartments()))
    .limit(1);
  if (!row) return null;
  const a = row.apartment;

  const [plans, amenityRows] = await Promise.all([
    db
      .select(floorPlanColumns)
      .from(floorPlans)
      .where(eq(floorPlans.apartmentId, a.id))
      .orderBy(...floorPlanOrder),
    db
      .select({ id: amenities.id, name: amenities.name, displayName: amenities.displayName, note: apartmentAmenities.note })
      .from(apartmentAmenities)
      .innerJoin(amenities, eq(amenities.id, apartmentAmenities.amenityId))
      .where(eq(apartmentAmenities.apartmentId, a.id)),
  ]);

  // Sorted here, not in SQL: database collations differ ("EV Charging" vs "Elevator") and the page should not.
  // A blank note says nothing: it is left out like a missing one.
  const sortedAmenities = amenityRows
    .map((amenity) => ({ ...amenity, note: amenity.note?.trim() || null }))
    .sort((x, y) => x.displayName.localeCompare(y.displayName, "en"));

  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    description: a.description,
    imageUrl: a.imageUrl,
    streetAddress: a.streetAddress,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    latitude: a.latitude,
    longitude: a.longitude,
    locationApproximate: a.locationApproximate,
    neighborhood: row.neighborhood,
    yearBuilt: a.yearBuilt,
    petsAllowed: a.petsAllowed,
    petPolicy: a.petPolicy,
    pets: petPolicyOf(a),
    applicationFee: a.applicationFee,
    adminFee: a.adminFee,
    petRent: a.petRent,
    parkingFee: a.parkingFee,
    parking: parkingFromJson(a.parkingOptions),
    leaseTerms: a.leaseTerms,
    special: currentSpecial(a, options.today ?? houstonCalendarDate(new Date())),
    phone: a.phone,
    verifiedAt: a.verifiedAt.toISOString(),
    priceRange: formatPriceRange(a.minPrice, a.maxPrice),
    bedRange: formatBedRange(a.minBeds, a.maxBeds),
    sqftRange: formatSqftRange(a.minSqft, a.maxSqft),
    unitsAvailable: a.unitsAvailable,
    minPrice: a.minPrice,
    maxPrice: a.maxPrice,
    minBeds: a.minBeds,
    maxBeds: a.maxBeds,
    minBaths: a.minBaths,
    minSqft: a.minSqft,
    maxSqft: a.maxSqft,
    floorPlans: plans,
    amenities: sortedAmenities.map((r) => r.displayName),
    apartmentAmenities: sortedAmenities,
  };
}

/** How far from the reference rent a "similar" community's starting rent may be, as a fraction. */
export const SIMILAR_PRICE_TOLERANCE = 0.3;
/**
 * Ranking of similar communities: the relative difference in starting rent, plus
 * this penalty when the community is in another (nearby) neighborhood. 0.15 means
 * a community next door must be 15 points of price closer to beat one in the same area.
 */
const OTHER_NEIGHBORHOOD_PENALTY = 0.15;

/**
 * Communities like this one: in the same or a nearby neighborhood, starting rent
 * within SIMILAR_PRICE_TOLERANCE of `minPrice`, closest first. When that finds
 * fewer than `limit`, the rest are filled by price alone from anywhere in the city.
 */
export async function listSimilarApartments(
  db: Database,
  options: { apartmentId: number; neighborhoodId: number; nearbyNeighborhoodIds: number[]; minPrice: number | null; limit?: number; today?: string },
): Promise<ApartmentCard[]> {
  const limit = options.limit ?? 4;
  const toCard = (row: Parameters<typeof toApartmentCard>[0]) => toApartmentCard(row, options.today ?? houstonCalendarDate(new Date()));
  if (options.minPrice === null) return [];
  const target = options.minPrice;
  const low = Math.floor(target * (1 - SIMILAR_PRICE_TOLERANCE));
  const high = Math.ceil(target * (1 + SIMILAR_PRICE_TOLERANCE));
  const priceGap = sql`abs(${apartments.minPrice} - ${target})::float8 / ${Math.max(target, 1)}::float8`;
  const base = and(
    listedApartments(),
    ne(apartments.id, options.apartmentId),
    isNotNull(apartments.minPrice),
    sql`${apartments.minPrice} between ${low} and ${high}`,
  );

  const areaIds = [options.neighborhoodId, ...options.nearbyNeighborhoodIds];
  const nearby = await db
    .select(apartmentCardColumns)
    .from(apartments)
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .where(and(base, inArray(apartments.neighborhoodId, areaIds)))
    .orderBy(
      sql`${priceGap} + case when ${apartments.neighborhoodId} = ${options.neighborhoodId} then 0 else ${OTHER_NEIGHBORHOOD_PENALTY}::float8 end`,
      asc(apartments.id),
    )
    .limit(limit);
  if (nearby.length >= limit) return nearby.map(toCard);

  const seen = [options.apartmentId, ...nearby.map((row) => row.id as number)];
  const elsewhere = await db
    .select(apartmentCardColumns)
    .from(apartments)
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .where(and(listedApartments(), isNotNull(apartments.minPrice), sql`${apartments.id} not in (${sql.join(seen.map((id) => sql`${id}`), sql`, `)})`))
    .orderBy(priceGap, asc(apartments.id))
    .limit(limit - nearby.length);
  return [...nearby, ...elsewhere].map(toCard);
}

/** The full apartment of spec section 3, as GET /api/apartments/{slug} answers it. */
export interface ApartmentRecord {
  id: number;
  slug: string;
  title: string;
  neighborhoodId: number;
  neighborhoodName: string;
  minPrice: number | null;
  maxPrice: number | null;
  /** "studio" when the smallest plan is a studio, else null (spec section 3). */
  bedType: "studio" | null;
  minBeds: number | null;
  maxBeds: number | null;
  minBaths: number | null;
  minSqft: number | null;
  maxSqft: number | null;
  description: string | null;
  imageUrl: string;
  priceRange: string | null;
  bedRange: string | null;
  sqftRange: string | null;
  floorPlans: Array<Omit<FloorPlanRow, "id">>;
  apartmentAmenities: CommunityAmenity[];
  neighborhood: { id: number; slug: string; name: string };
  fees: { applicationFee: number; adminFee: number; petRent: number; parkingFee: number };
  petPolicy: string;
  leaseTerms: string[];
  /** The move-in special running today (Houston), or null. */
  special: Special | null;
  verifiedAt: string;
}

export function toApartmentRecord(a: ApartmentDetail): ApartmentRecord {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    neighborhoodId: a.neighborhood.id,
    neighborhoodName: a.neighborhood.name,
    minPrice: a.minPrice,
    maxPrice: a.maxPrice,
    bedType: a.minBeds === 0 ? "studio" : null,
    minBeds: a.minBeds,
    maxBeds: a.maxBeds,
    minBaths: a.minBaths,
    minSqft: a.minSqft,
    maxSqft: a.maxSqft,
    description: a.description,
    imageUrl: a.imageUrl,
    priceRange: a.priceRange,
    bedRange: a.bedRange,
    sqftRange: a.sqftRange,
    floorPlans: a.floorPlans.map(({ id: _id, ...plan }) => plan),
    apartmentAmenities: a.apartmentAmenities,
    neighborhood: { id: a.neighborhood.id, slug: a.neighborhood.slug, name: a.neighborhood.name },
    fees: { applicationFee: a.applicationFee, adminFee: a.adminFee, petRent: a.petRent, parkingFee: a.parkingFee },
    petPolicy: a.petPolicy,
    leaseTerms: a.leaseTerms,
    special: a.special,
    verifiedAt: a.verifiedAt,
  };
}
