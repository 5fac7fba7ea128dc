/**
 * The communities of the back office ("Apartments"): the list, and the edit
 * page's one save of a community with its floor plans and amenity links (one
 * adminWrite: one transaction, one version check on the community, one audit
 * entry whose diff shows the plans and amenities as they were and are).
 *
 * The community's rent, bed, bath, size and availability ranges are not
 * written here: the floor-plan trigger (migration 0001) keeps them.
 */
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { AmenityLink, FloorPlanRow } from "../../../../core/admin/community-form.ts";
import { publishedWithoutPlans } from "../../../../core/admin/community-form.ts";
import { slugify } from "../../../../core/admin/form.ts";
import { parseTourHoursLines, tourHoursFromJson, tourHoursLine, type TourDayHours } from "../../../../core/tours/tour-hours.ts";
import { illustrationPath } from "../../../../core/illustrations/index.ts";
import { daysSinceChecked, isStaleAge, staleAsOf } from "../../../../core/matching/freshness.ts";
import { DOG_WEIGHT_LIMIT_MAX, DOG_WEIGHT_LIMIT_MIN, MAX_PETS_MAX, MAX_PETS_MIN } from "../../../../core/pets/pet-policy-limits.ts";
import { houstonCalendarDate } from "../../../../core/format/dates.ts";
import { listCommunityTerms } from "../community-terms.ts";
import { listRentHistories } from "../../rent-history.ts";
import type { Database } from "../../../client-types.ts";
import { amenities, apartmentAmenities, apartments, floorPlans, neighborhoods } from "../../../schema/index.ts";
import { adminBulkWrite, adminWrite, AdminWriteRefusal, type AdminActor, type AdminWriteResult } from "../admin-write.ts";
import type { Tx } from "../audited-tables.ts";
import type { ResourceStore } from "../resource-store.ts";
import { neighborhoodOptions } from "./neighborhoods.ts";
import { rowIdOfText } from "../../../../core/row-id.ts";
import { PARKING_AMENITY } from "../../../../core/matching/amenity-keys.ts";
import { parkingFromJson, parkingLine, parseParkingLines, type ParkingOption } from "../../../../core/reference/parking.ts";

// The outer id written out with its table: drizzle leaves columns unqualified in a one-table select, where a bare
// "id" inside the subquery would be the plan's own.
const planCount = sql<number>`(select count(*) from ${floorPlans} where ${floorPlans.apartmentId} = ${apartments}.${sql.identifier("id")})`.mapWith(Number);

/** The community's form values without its plans and amenity links (what the catalogue import writes too). */
export type CommunityValues = Omit<Values, "plans" | "amenityLinks">;

type Values = {
  title: string;
  slug: string;
  neighborhoodId: number;
  published: boolean;
  featured: boolean;
  description: string | null;
  streetAddress: string;
  postalCode: string;
  phone: string;
  latitude: number;
  longitude: number;
  yearBuilt: number;
  petPolicy: string;
  dogsAllowed: boolean;
  catsAllowed: boolean;
  maxPets: number | null;
  dogWeightLimitLb: number | null;
  breedRestrictions: boolean;
  petFee: number | null;
  petDeposit: number | null;
  petRent: number | null;
  /** The form's lines ("Garage $75"); the checks refused any that do not read. Absent: the column keeps its options. */
  parkingOptions?: string[];
  specialText: string | null;
  specialAmount: number | null;
  specialMonthsFree: number | null;
  specialStartsOn: string | null;
  specialEndsOn: string | null;
  applicationFee: number | null;
  adminFee: number | null;
  leaseTerms: string[];
  /** The form's lines ("Mon 09:00-18:00"); absent from callers that do not edit tours (the columns keep theirs). */
  tourHours?: string[];
  tourMinutes?: number;
  plans: FloorPlanRow[];
  amenityLinks: AmenityLink[];
};

/** The community's own columns; city and state stay Houston, TX (their defaults). A fee left blank is none. */
export function communityColumns(v: CommunityValues) {
  return {
    title: v.title,
    slug: v.slug || slugify(v.title),
    neighborhoodId: v.neighborhoodId,
    published: v.published,
    featured: v.featured,
    description: v.description,
    streetAddress: v.streetAddress,
    postalCode: v.postalCode,
    phone: v.phone,
    latitude: v.latitude,
    longitude: v.longitude,
    yearBuilt: v.yearBuilt,
    // Derived, never typed: pets_allowed = dogs OR cats (a CHECK of migration 0025).
    petsAllowed: v.dogsAllowed || v.catsAllowed,
    petPolicy: v.petPolicy,
    dogsAllowed: v.dogsAllowed,
    catsAllowed: v.catsAllowed,
    maxPets: v.maxPets,
    dogWeightLimitLb: v.dogsAllowed ? v.dogWeightLimitLb : null,
    breedRestrictions: v.breedRestrictions,
    petFee: v.petFee,
    petDeposit: v.petDeposit,
    petRent: v.petRent ?? 0,
    // parking_fee and the Parking amenity follow from these (migration 0033's triggers).
    ...(v.parkingOptions === undefined ? {} : { parkingOptions: parkingColumn(v.parkingOptions) }),
    specialText: v.specialText || null,
    specialAmount: v.specialText ? v.specialAmount : null,
    specialMonthsFree: v.specialText ? v.specialMonthsFree : null,
    specialStartsOn: v.specialText ? v.specialStartsOn : null,
    specialEndsOn: v.specialText ? v.specialEndsOn : null,
    applicationFee: v.applicationFee ?? 0,
    adminFee: v.adminFee ?? 0,
    leaseTerms: v.leaseTerms,
    ...tourColumns(v),
  };
}

function parkingColumn(lines: readonly string[]): ParkingOption[] {
  const parsed = parseParkingLines(lines);
  if (!parsed.ok) throw new AdminWriteRefusal(parsed.message, "parkingOptions");
  return parsed.options;
}

/** The tour hours as stored; the form's check already refused lines that do not read as hours. */
function tourColumns(v: CommunityValues) {
  const columns: { tourHours?: TourDayHours[]; tourMinutes?: number } = {};
  if (v.tourHours !== undefined) {
    const parsed = parseTourHoursLines(v.tourHours);
    if (!parsed.ok) throw new AdminWriteRefusal(parsed.message, "tourHours");
    columns.tourHours = parsed.hours;
  }
  if (v.tourMinutes !== undefined) columns.tourMinutes = v.tourMinutes;
  return columns;
}

function planColumns(plan: FloorPlanRow) {
  const { name, beds, baths, sqft, rent, unitsAvailable, availableFrom } = plan;
  return { name, beds, baths, sqft, rent, unitsAvailable, availableFrom };
}

const samePlan = (a: ReturnType<typeof planColumns>, b: ReturnType<typeof planColumns>) =>
  (Object.keys(a) as (keyof typeof a)[]).every((key) => a[key] === b[key]);

/**
 * Makes the community's plans those of the form: plans missing from it are
 * deleted, kept ones updated where they changed, new ones inserted. A plan id
 * that is not one of this community's (another community's, or one deleted
 * since) refuses the whole save: writing it would change someone else's plan
 * or silently drop what the admin typed.
 */
async function replacePlans(tx: Tx, apartmentId: number, plans: readonly FloorPlanRow[]) {
  const existing = await tx.select().from(floorPlans).where(eq(floorPlans.apartmentId, apartmentId));
  const byId = new Map(existing.map((plan) => [plan.id, plan]));
  const foreign = plans.find((plan) => plan.id !== null && !byId.has(plan.id));
  if (foreign) {
    throw new AdminWriteRefusal(
      `The floor plan “${foreign.name}” is not one of this community's plans (it may have been deleted). Reload the page and make the change again.`,
      "plans",
    );
  }
  const kept = plans.flatMap((plan) => (plan.id === null ? [] : [plan.id]));
  await tx
    .delete(floorPlans)
    .where(kept.length ? and(eq(floorPlans.apartmentId, apartmentId), notInArray(floorPlans.id, kept)) : eq(floorPlans.apartmentId, apartmentId));
  for (const plan of plans) {
    if (plan.id === null) continue;
    const columns = planColumns(plan);
    const before = byId.get(plan.id)!;
    if (samePlan(columns, planColumns({ ...before, id: before.id }))) continue;
    await tx
      .update(floorPlans)
      .set({ ...columns, version: sql`${floorPlans.version} + 1` })
      .where(and(eq(floorPlans.id, plan.id), eq(floorPlans.apartmentId, apartmentId)));
  }
  const added = plans.filter((plan) => plan.id === null).map((plan) => ({ ...planColumns(plan), apartmentId }));
  if (added.length) await tx.insert(floorPlans).values(added);
}

/**
 * The amenity links become the form's, notes included: all but Parking's, which the database keeps in step with
 * the parking options (migration 0033), so a form that still ticks or unticks it changes nothing there.
 */
async function replaceAmenityLinks(tx: Tx, apartmentId: number, links: readonly AmenityLink[]) {
  const parking = sql`(SELECT ${amenities.id} FROM ${amenities} WHERE ${amenities.name} = ${PARKING_AMENITY})`;
  await tx.delete(apartmentAmenities).where(and(eq(apartmentAmenities.apartmentId, apartmentId), sql`${apartmentAmenities.amenityId} IS DISTINCT FROM ${parking}`));
  const [parkingRow] = await tx.select({ id: amenities.id }).from(amenities).where(eq(amenities.name, PARKING_AMENITY));
  const kept = links.filter((link) => link.id !== parkingRow?.id);
  if (kept.length)
    await tx.insert(apartmentAmenities).values(
      kept.map((link) => ({
        apartmentId,
        amenityId: link.id,
        note: link.note,
      })),
    );
}

/** A community on the site has a plan (core/admin/community-form.ts); checked after the write, inside it. */
async function refuseIfShownWithoutPlans(tx: Tx, apartmentId: number) {
  const [row] = await tx
    .select({
      title: apartments.title,
      published: apartments.published,
      plans: planCount,
    })
    .from(apartments)
    .where(eq(apartments.id, apartmentId));
  const problem = row ? publishedWithoutPlans(row.published, row.plans, row.title) : null;
  if (problem) throw new AdminWriteRefusal(problem, "plans");
}

async function deleteCommunity(tx: Tx, current: { id: number }) {
  // Plans and amenity links cascade; its photos go by trigger (migration 0013).
  await tx.delete(apartments).where(eq(apartments.id, current.id));
}

const setPublished = (published: boolean) => async (tx: Tx, current: { id: number }) => {
  await tx.update(apartments).set({ published }).where(eq(apartments.id, current.id));
  if (published) await refuseIfShownWithoutPlans(tx, current.id);
};

async function stampVerified(tx: Tx, current: { id: number }) {
  await tx
    .update(apartments)
    .set({ verifiedAt: sql`now()` })
    .where(eq(apartments.id, current.id));
}

/**
 * The edit page's "Verified today": availability confirmed now. Not tied to
 * the version the admin opened (stamping the date is right whatever changed
 * since), so it never answers a conflict.
 */
export function markVerifiedToday(db: Database, actor: AdminActor, id: number): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "apartments",
    recordId: id,
    expectedVersion: null,
    apply: stampVerified,
  });
}

export const apartmentsStore: ResourceStore = {
  resource: "apartments",
  source: {
    table: apartments,
    join: (query) => query.innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId)),
    id: apartments.id,
    version: apartments.version,
    columns: {
      title: apartments.title,
      neighborhood: neighborhoods.name,
      minPrice: apartments.minPrice,
      maxPrice: apartments.maxPrice,
      plans: planCount,
      unitsAvailable: apartments.unitsAvailable,
      verifiedAt: apartments.verifiedAt,
      published: apartments.published,
      featured: apartments.featured,
      yearBuilt: apartments.yearBuilt,
      updatedAt: apartments.updatedAt,
    },
    search: [apartments.title, apartments.slug, apartments.streetAddress, apartments.postalCode],
    filters: {
      // The list offers only existing neighborhoods' ids; anything else matches nothing rather than everything.
      neighborhood: (value) => (rowIdOfText(value) !== null ? eq(apartments.neighborhoodId, Number(value)) : sql`false`),
      verified: (value) => {
        const staleAt = staleAsOf(new Date());
        if (value === "stale") return sql`${apartments.verifiedAt} <= ${staleAt}`;
        if (value === "fresh") return sql`${apartments.verifiedAt} > ${staleAt}`;
        return undefined;
      },
      published: (value) => eq(apartments.published, value === "yes"),
      featured: (value) => eq(apartments.featured, value === "yes"),
    },
  },
  async options(db) {
    const [hoods, amenityRows] = await Promise.all([
      neighborhoodOptions(db),
      db.select({ id: amenities.id, name: amenities.name, displayName: amenities.displayName }).from(amenities),
    ]);
    // Sorted here, not in SQL: the two databases' collations order "EV Charging" and "Elevator" differently.
    // Parking is not ticked: it follows the community's parking options.
    const amenityOptions = amenityRows
      .filter((row) => row.name !== PARKING_AMENITY)
      .map((row) => ({ value: String(row.id), label: row.displayName }))
      .sort((a, b) => a.label.localeCompare(b.label, "en-US", { sensitivity: "base" }));
    return {
      neighborhoodId: hoods,
      neighborhood: hoods,
      amenities: amenityOptions,
    };
  },
  async read(db, id) {
    const [row] = await db.select().from(apartments).where(eq(apartments.id, id));
    if (!row) return null;
    const [plans, links, terms] = await Promise.all([
      db
        .select()
        .from(floorPlans)
        .where(eq(floorPlans.apartmentId, id))
        .orderBy(asc(floorPlans.beds), asc(floorPlans.rent), asc(floorPlans.id)),
      db
        .select({
          id: apartmentAmenities.amenityId,
          note: apartmentAmenities.note,
        })
        .from(apartmentAmenities)
        .where(eq(apartmentAmenities.apartmentId, id)),
      // The Commission section: every dated set of the locator terms, newest first.
      listCommunityTerms(db, id),
    ]);
    // Each plan's every recorded rent, with its day and source (issue 29): the editor shows it under the plan.
    const rentHistories = await listRentHistories(db, plans.map((plan) => plan.id));
    return {
      id: row.id,
      version: row.version,
      label: row.title,
      slug: row.slug,
      values: { ...row, tourHours: tourHoursFromJson(row.tourHours).map(tourHoursLine), parkingOptions: parkingFromJson(row.parkingOptions).map(parkingLine) },
      extra: {
        plans: plans.map((plan) => ({ id: plan.id, ...planColumns(plan) })),
        rentHistories: Object.fromEntries(plans.map((plan) => [plan.id, rentHistories.get(plan.id) ?? []])),
        amenityLinks: links.sort((a, b) => a.id - b.id),
        verifiedAt: row.verifiedAt.toISOString(),
        // The same rule search ranks by, decided here so the page does not need the clock of the browser.
        stale: isStaleAge(daysSinceChecked(row.verifiedAt, new Date())),
        slug: row.slug,
        published: row.published,
        imageUrl: row.imageUrl,
        minPrice: row.minPrice,
        maxPrice: row.maxPrice,
        unitsAvailable: row.unitsAvailable,
        commissionTerms: terms,
        today: houstonCalendarDate(new Date()),
      },
    };
  },
  create(db, actor, values, summary) {
    const v = values as unknown as Values;
    return adminWrite(db, {
      action: "create",
      actor,
      summary,
      resource: "apartments",
      apply: async (tx) => {
        const columns = communityColumns(v);
        const [row] = await tx
          .insert(apartments)
          .values({
            ...columns,
            imageUrl: illustrationPath("apartment", columns.slug),
            verifiedAt: new Date(),
          })
          .returning({ id: apartments.id });
        const id = row!.id;
        await replacePlans(tx, id, v.plans);
        await replaceAmenityLinks(tx, id, v.amenityLinks);
        await refuseIfShownWithoutPlans(tx, id);
        return id;
      },
    });
  },
  update(db, actor, id, expectedVersion, values, summary) {
    const v = values as unknown as Values;
    return adminWrite(db, {
      action: "update",
      actor,
      summary,
      resource: "apartments",
      recordId: id,
      expectedVersion,
      apply: async (tx) => {
        await tx.update(apartments).set(communityColumns(v)).where(eq(apartments.id, id));
        await replacePlans(tx, id, v.plans);
        await replaceAmenityLinks(tx, id, v.amenityLinks);
        await refuseIfShownWithoutPlans(tx, id);
      },
    });
  },
  remove(db, actor, id, expectedVersion) {
    return adminWrite(db, {
      action: "delete",
      actor,
      resource: "apartments",
      recordId: id,
      expectedVersion,
      apply: deleteCommunity,
    });
  },
  bulk: {
    verify: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "apartments",
        action: "update",
        bulkAction: "Mark availability checked today",
        records,
        apply: stampVerified,
      }),
    publish: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "apartments",
        action: "publish",
        bulkAction: "Show on the site",
        records,
        apply: setPublished(true),
      }),
    hide: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "apartments",
        action: "update",
        bulkAction: "Hide from the site",
        records,
        apply: setPublished(false),
      }),
    delete: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "apartments",
        action: "delete",
        bulkAction: "Delete",
        records,
        apply: deleteCommunity,
      }),
  },
  constraints: {
    apartments_slug_key: {
      field: "slug",
      message: "Another community has this slug. Choose another.",
    },
    apartments_slug_format: {
      field: "slug",
      message: "Slug needs letters or digits: type one, or a name that has some.",
    },
    apartments_fees_nonnegative: {
      field: "applicationFee",
      message: "Fees cannot be negative.",
    },
    apartments_pets_allowed_kinds: {
      field: "dogsAllowed",
      message: "Pets allowed must follow Dogs and Cats: reload the page and save again.",
    },
    apartments_max_pets: {
      field: "maxPets",
      message: `Pets per home must be from ${MAX_PETS_MIN} to ${MAX_PETS_MAX}, or blank.`,
    },
    apartments_dog_weight_limit: {
      field: "dogWeightLimitLb",
      message: `Dog weight limit must be from ${DOG_WEIGHT_LIMIT_MIN} to ${DOG_WEIGHT_LIMIT_MAX} lb, or blank.`,
    },
    apartments_dog_weight_limit_dogs: {
      field: "dogWeightLimitLb",
      message: "A dog weight limit needs “Dogs allowed” ticked.",
    },
    apartments_pet_charges_nonnegative: {
      field: "petFee",
      message: "Pet fee and deposit cannot be negative.",
    },
    apartments_year_built: {
      field: "yearBuilt",
      message: "Year built must be from 1800 to 2100.",
    },
    apartments_latitude: {
      field: "latitude",
      message: "Latitude must be from -90 to 90.",
    },
    apartments_longitude: {
      field: "longitude",
      message: "Longitude must be from -180 to 180.",
    },
    apartments_neighborhood_id_neighborhoods_id_fk: {
      field: "neighborhoodId",
      message: "This neighborhood no longer exists. Choose another.",
    },
    apartment_amenities_amenity_id_amenities_id_fk: {
      field: "amenities",
      message: "One of the chosen amenities no longer exists. Reload the page and choose again.",
    },
    floor_plans_beds: {
      field: "plans",
      message: "A floor plan's bedrooms must be from 0 to 10.",
    },
    floor_plans_baths: {
      field: "plans",
      message: "A floor plan's bathrooms must be from 0.5 to 10, in halves.",
    },
    floor_plans_sqft: {
      field: "plans",
      message: "A floor plan's square feet must be more than 0.",
    },
    floor_plans_rent: {
      field: "plans",
      message: "A floor plan's rent cannot be negative.",
    },
    floor_plans_units: {
      field: "plans",
      message: "A floor plan's units available cannot be negative.",
    },
  },
};
