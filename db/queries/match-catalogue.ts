/**
 * The catalogue as the matching engine reads it: every community with its floor
 * plans and amenity ids, plus the reference lists. Loading it is the expensive
 * part of a suggestion (tens of thousands of rows at benchmark scale), so it is
 * read whole once and kept until catalogue_revision moves (see
 * app/matching/catalogue-cache.server.ts).
 */
import { asc, eq, inArray } from "drizzle-orm";
import { formatBedRange, formatPriceRange } from "../../core/format/ranges.ts";
import type { MatchCommunity, MatchPlan } from "../../core/matching/types.ts";
import type { Database } from "../client-types.ts";
import { amenities, apartmentAmenities, apartments, catalogueRevision, floorPlans, neighborhoods } from "../schema/index.ts";

export interface MatchCatalogue {
  revision: number;
  communities: MatchCommunity[];
  neighborhoods: { id: number; slug: string; name: string; latitude: number; longitude: number; aliases: string[] }[];
  amenities: { id: number; name: string; displayName: string }[];
}

/** The catalogue's revision counter: one primary-key read. */
export async function readCatalogueRevision(db: Database): Promise<number> {
  const [row] = await db.select({ revision: catalogueRevision.revision }).from(catalogueRevision).where(eq(catalogueRevision.id, 1));
  return row?.revision ?? 0;
}

export async function loadMatchCatalogue(db: Database): Promise<MatchCatalogue> {
  // The revision is read first: a write racing the load makes the snapshot look older than it is, never newer, so it is reloaded next time.
  const revision = await readCatalogueRevision(db);
  const [communityRows, planRows, amenityRows, hoods, amenityList] = await Promise.all([
    db
      .select({
        id: apartments.id,
        slug: apartments.slug,
        title: apartments.title,
        neighborhoodId: apartments.neighborhoodId,
        latitude: apartments.latitude,
        longitude: apartments.longitude,
        petsAllowed: apartments.petsAllowed,
        petRent: apartments.petRent,
        parkingFee: apartments.parkingFee,
        leaseTerms: apartments.leaseTerms,
        verifiedAt: apartments.verifiedAt,
      })
      .from(apartments)
      .orderBy(asc(apartments.id)),
    db
      .select({
        apartmentId: floorPlans.apartmentId,
        name: floorPlans.name,
        beds: floorPlans.beds,
        baths: floorPlans.baths,
        sqft: floorPlans.sqft,
        rent: floorPlans.rent,
        unitsAvailable: floorPlans.unitsAvailable,
        availableFrom: floorPlans.availableFrom,
      })
      .from(floorPlans)
      .orderBy(asc(floorPlans.apartmentId), asc(floorPlans.id)),
    db.select({ apartmentId: apartmentAmenities.apartmentId, amenityId: apartmentAmenities.amenityId }).from(apartmentAmenities),
    db
      .select({ id: neighborhoods.id, slug: neighborhoods.slug, name: neighborhoods.name, latitude: neighborhoods.latitude, longitude: neighborhoods.longitude, aliases: neighborhoods.aliases })
      .from(neighborhoods)
      .orderBy(asc(neighborhoods.id)),
    db.select({ id: amenities.id, name: amenities.name, displayName: amenities.displayName }).from(amenities).orderBy(asc(amenities.id)),
  ]);

  const plansBy = new Map<number, MatchPlan[]>();
  for (const { apartmentId, ...plan } of planRows) {
    const list = plansBy.get(apartmentId);
    if (list) list.push(plan);
    else plansBy.set(apartmentId, [plan]);
  }
  const amenitiesBy = new Map<number, number[]>();
  for (const { apartmentId, amenityId } of amenityRows) {
    const list = amenitiesBy.get(apartmentId);
    if (list) list.push(amenityId);
    else amenitiesBy.set(apartmentId, [amenityId]);
  }
  const communities: MatchCommunity[] = communityRows.map((row) => ({
    ...row,
    verifiedAt: row.verifiedAt.toISOString(),
    amenityIds: amenitiesBy.get(row.id) ?? [],
    floorPlans: plansBy.get(row.id) ?? [],
  }));
  return { revision, communities, neighborhoods: hoods, amenities: amenityList };
}

/** What a suggestion card shows about a community (spec section 3, 'Suggested apartment result'). */
export interface SuggestionApartment {
  id: number;
  title: string;
  slug: string;
  minPrice: number | null;
  maxPrice: number | null;
  minSqft: number | null;
  minBeds: number | null;
  maxBeds: number | null;
  minBaths: number | null;
  imageUrl: string;
  streetAddress: string;
  priceRange: string | null;
  bedRange: string | null;
  unitsAvailable: number;
  earliestAvailable: string | null;
  apartmentAmenities: { id: number; name: string; displayName: string }[];
  neighborhood: { id: number; slug: string; name: string };
  neighborhoodName: string;
}

/** Card details for the ranked communities, in the order of `ids`. */
export async function loadSuggestionApartments(db: Database, ids: readonly number[]): Promise<SuggestionApartment[]> {
  if (ids.length === 0) return [];
  const [rows, amenityRows] = await Promise.all([
    db
      .select({
        id: apartments.id,
        title: apartments.title,
        slug: apartments.slug,
        minPrice: apartments.minPrice,
        maxPrice: apartments.maxPrice,
        minSqft: apartments.minSqft,
        minBeds: apartments.minBeds,
        maxBeds: apartments.maxBeds,
        minBaths: apartments.minBaths,
        imageUrl: apartments.imageUrl,
        streetAddress: apartments.streetAddress,
        unitsAvailable: apartments.unitsAvailable,
        earliestAvailable: apartments.earliestAvailable,
        neighborhoodId: neighborhoods.id,
        neighborhoodSlug: neighborhoods.slug,
        neighborhoodName: neighborhoods.name,
      })
      .from(apartments)
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
      .where(inArray(apartments.id, [...ids])),
    db
      .select({ apartmentId: apartmentAmenities.apartmentId, id: amenities.id, name: amenities.name, displayName: amenities.displayName })
      .from(apartmentAmenities)
      .innerJoin(amenities, eq(amenities.id, apartmentAmenities.amenityId))
      .where(inArray(apartmentAmenities.apartmentId, [...ids]))
      .orderBy(asc(amenities.displayName)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { neighborhoodId, neighborhoodSlug, neighborhoodName, ...rest } = row;
    return [
      {
        ...rest,
        priceRange: formatPriceRange(row.minPrice, row.maxPrice),
        bedRange: formatBedRange(row.minBeds, row.maxBeds),
        apartmentAmenities: amenityRows.filter((a) => a.apartmentId === id).map(({ id: amenityId, name, displayName }) => ({ id: amenityId, name, displayName })),
        neighborhood: { id: neighborhoodId, slug: neighborhoodSlug, name: neighborhoodName },
        neighborhoodName,
      },
    ];
  });
}
