/**
 * The catalogue as the import compares with it and the export writes it (core/catalogue/import-plan.ts
 * CatalogueSnapshot): every community by identity in one query, and the whole records (form values, amenity links,
 * plans) of a batch of them in three more when the import or the export asks.
 */
import { asc, inArray } from "drizzle-orm";
import type { FormValues } from "../../../core/admin/form.ts";
import type { CatalogueSnapshot, SnapshotCommunity } from "../../../core/catalogue/import-plan.ts";
import { houstonCalendarDate } from "../../../core/format/dates.ts";
import { PARKING_AMENITY } from "../../../core/matching/amenity-keys.ts";
import { parkingFromJson, parkingLine } from "../../../core/reference/parking.ts";
import { tourHoursFromJson, tourHoursLine } from "../../../core/tours/tour-hours.ts";
import type { Database } from "../../client-types.ts";
import { amenities, apartmentAmenities, apartments, floorPlans, neighborhoods } from "../../schema/index.ts";
import { petPolicyColumns } from "../pet-policy-columns.ts";

/** The columns the community's form edits, read as the edit page reads them. */
export const communityFormColumns = {
  id: apartments.id,
  version: apartments.version,
  verifiedAt: apartments.verifiedAt,
  title: apartments.title,
  slug: apartments.slug,
  neighborhoodId: apartments.neighborhoodId,
  published: apartments.published,
  featured: apartments.featured,
  description: apartments.description,
  streetAddress: apartments.streetAddress,
  postalCode: apartments.postalCode,
  phone: apartments.phone,
  latitude: apartments.latitude,
  longitude: apartments.longitude,
  yearBuilt: apartments.yearBuilt,
  petPolicy: apartments.petPolicy,
  ...petPolicyColumns,
  parkingOptions: apartments.parkingOptions,
  applicationFee: apartments.applicationFee,
  adminFee: apartments.adminFee,
  specialText: apartments.specialText,
  specialAmount: apartments.specialAmount,
  specialMonthsFree: apartments.specialMonthsFree,
  specialStartsOn: apartments.specialStartsOn,
  specialEndsOn: apartments.specialEndsOn,
  tourHours: apartments.tourHours,
  tourMinutes: apartments.tourMinutes,
  leaseTerms: apartments.leaseTerms,
  locationApproximate: apartments.locationApproximate,
};

/** A community row as its form's values. */
export function communityFormValues(row: Record<keyof typeof communityFormColumns, unknown>): FormValues {
  const { id: _id, version: _version, verifiedAt: _verifiedAt, locationApproximate: _approximate, tourHours, parkingOptions, ...rest } = row;
  return { ...(rest as FormValues), tourHours: tourHoursFromJson(tourHours).map(tourHoursLine), parkingOptions: parkingFromJson(parkingOptions).map(parkingLine) };
}

/** The catalogue by identity, with its records read on demand (core/catalogue/import-plan.ts CatalogueSnapshot). */
export async function loadCatalogueSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const [hoods, amenityRows, communities] = await Promise.all([
    db.select({ id: neighborhoods.id, slug: neighborhoods.slug, name: neighborhoods.name, latitude: neighborhoods.latitude, longitude: neighborhoods.longitude }).from(neighborhoods),
    db.select({ id: amenities.id, name: amenities.name, displayName: amenities.displayName }).from(amenities),
    db.select({ id: apartments.id, slug: apartments.slug, title: apartments.title }).from(apartments).orderBy(asc(apartments.slug)),
  ]);
  const parkingId = amenityRows.find((a) => a.name === PARKING_AMENITY)?.id;
  return { neighborhoods: hoods, amenities: amenityRows, communities, load: (ids) => loadCommunities(db, ids, parkingId) };
}

/** The whole records of some communities: their form values, amenity links (Parking's left out) and plans. */
async function loadCommunities(db: Database, ids: readonly number[], parkingId: number | undefined): Promise<SnapshotCommunity[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [communityRows, planRows, links] = await Promise.all([
    db.select(communityFormColumns).from(apartments).where(inArray(apartments.id, list)),
    db.select().from(floorPlans).where(inArray(floorPlans.apartmentId, list)).orderBy(asc(floorPlans.apartmentId), asc(floorPlans.beds), asc(floorPlans.rent), asc(floorPlans.id)),
    db.select().from(apartmentAmenities).where(inArray(apartmentAmenities.apartmentId, list)).orderBy(asc(apartmentAmenities.apartmentId), asc(apartmentAmenities.amenityId)),
  ]);
  const byId = new Map<number, SnapshotCommunity>();
  for (const row of communityRows) {
    byId.set(row.id, { id: row.id, version: row.version, slug: row.slug, title: row.title, values: communityFormValues(row), amenities: [], verifiedOn: houstonCalendarDate(row.verifiedAt), plans: [] });
  }
  for (const plan of planRows) {
    const { id, version, apartmentId, ...values } = plan;
    byId.get(apartmentId)?.plans.push({ id, version, values });
  }
  for (const link of links) if (link.amenityId !== parkingId) byId.get(link.apartmentId)?.amenities.push({ id: link.amenityId, note: link.note });
  return [...byId.values()];
}
