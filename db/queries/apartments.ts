/**
 * Reads of a single apartment community for its detail page.
 */
import { asc, eq } from "drizzle-orm";
import { formatBedRange, formatPriceRange, formatSqftRange } from "../../core/format/ranges.ts";
import type { Database } from "../client-types.ts";
import { amenities, apartmentAmenities, apartments, floorPlans, neighborhoods } from "../schema/index.ts";

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
  neighborhood: { id: number; name: string; slug: string };
  yearBuilt: number;
  petsAllowed: boolean;
  petPolicy: string;
  applicationFee: number;
  adminFee: number;
  petRent: number;
  parkingFee: number;
  leaseTerms: string[];
  phone: string;
  /** ISO timestamp. */
  verifiedAt: string;
  priceRange: string | null;
  bedRange: string | null;
  sqftRange: string | null;
  unitsAvailable: number;
  floorPlans: FloorPlanRow[];
  /** Display names, alphabetical. */
  amenities: string[];
}

/** The community with its neighborhood, floor plans (by beds, then rent) and amenities; null when the slug is unknown. */
export async function getApartmentBySlug(db: Database, slug: string): Promise<ApartmentDetail | null> {
  const [row] = await db
    .select({
      apartment: apartments,
      neighborhood: { id: neighborhoods.id, name: neighborhoods.name, slug: neighborhoods.slug },
    })
    .from(apartments)
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .where(eq(apartments.slug, slug))
    .limit(1);
  if (!row) return null;
  const a = row.apartment;

  const [plans, amenityRows] = await Promise.all([
    db
      .select({
        id: floorPlans.id,
        name: floorPlans.name,
        beds: floorPlans.beds,
        baths: floorPlans.baths,
        sqft: floorPlans.sqft,
        rent: floorPlans.rent,
        unitsAvailable: floorPlans.unitsAvailable,
        availableFrom: floorPlans.availableFrom,
      })
      .from(floorPlans)
      .where(eq(floorPlans.apartmentId, a.id))
      .orderBy(asc(floorPlans.beds), asc(floorPlans.rent), asc(floorPlans.id)),
    db
      .select({ displayName: amenities.displayName })
      .from(apartmentAmenities)
      .innerJoin(amenities, eq(amenities.id, apartmentAmenities.amenityId))
      .where(eq(apartmentAmenities.apartmentId, a.id)),
  ]);

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
    neighborhood: row.neighborhood,
    yearBuilt: a.yearBuilt,
    petsAllowed: a.petsAllowed,
    petPolicy: a.petPolicy,
    applicationFee: a.applicationFee,
    adminFee: a.adminFee,
    petRent: a.petRent,
    parkingFee: a.parkingFee,
    leaseTerms: a.leaseTerms,
    phone: a.phone,
    verifiedAt: a.verifiedAt.toISOString(),
    priceRange: formatPriceRange(a.minPrice, a.maxPrice),
    bedRange: formatBedRange(a.minBeds, a.maxBeds),
    sqftRange: formatSqftRange(a.minSqft, a.maxSqft),
    unitsAvailable: a.unitsAvailable,
    floorPlans: plans,
    // Sorted here, not in SQL: database collations differ ("EV Charging" vs "Elevator") and the page should not.
    amenities: amenityRows.map((r) => r.displayName).sort((x, y) => x.localeCompare(y, "en")),
  };
}
