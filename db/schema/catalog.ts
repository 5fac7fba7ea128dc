/**
 * The public catalogue: neighborhoods, amenities, apartment communities with
 * their floor plans, and blog posts.
 *
 * The community's price/bed/sqft/bath ranges are NOT typed by hand: the
 * `derived_*` columns are maintained by a trigger on floor_plans (see
 * migration 0001) so they are always the aggregate of the community's plans,
 * and indexable for search.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { editVersion, timestamps } from "./columns.ts";
import type { ParkingOption } from "../../core/reference/parking.ts";
import { DOG_WEIGHT_LIMIT_MAX, DOG_WEIGHT_LIMIT_MIN, MAX_PETS_MAX, MAX_PETS_MIN } from "../../core/pets/pet-policy-limits.ts";
import {
  DEFAULT_TOUR_HOURS,
  DEFAULT_TOUR_MINUTES,
  TOUR_MINUTES_MAX,
  TOUR_MINUTES_MIN,
  type TourDayHours,
} from "../../core/tours/tour-hours.ts";

const DEFAULT_TOUR_HOURS_SQL = sql.raw(`'${JSON.stringify(DEFAULT_TOUR_HOURS)}'::jsonb`);

/** A full-text search document. Only ever matched in SQL (`@@`), never read by the application. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

export const neighborhoods = pgTable(
  "neighborhoods",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull(),
    highlights: text("highlights").array().notNull().default(sql`'{}'::text[]`),
    /** What renters type for this place: "Galleria", "TMC", "EaDo", common typos. */
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    featured: boolean("featured").notNull().default(false),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** The five-digit ZIP codes the neighborhood covers; a renter's "77006" finds it. */
    zipCodes: text("zip_codes").array().notNull().default(sql`'{}'::text[]`),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("neighborhoods_slug_key").on(t.slug),
    index("neighborhoods_featured_idx").on(t.featured),
    check("neighborhoods_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("neighborhoods_latitude", sql`${t.latitude} BETWEEN -90 AND 90`),
    check("neighborhoods_longitude", sql`${t.longitude} BETWEEN -180 AND 180`),
    check("neighborhoods_zip_codes", sql`array_to_string(${t.zipCodes}, ',') ~ '^([0-9]{5}(,[0-9]{5})*)?$'`),
  ],
);

export const amenities = pgTable(
  "amenities",
  {
    id: serial("id").primaryKey(),
    /** Stable key used by code and URLs: "washer-dryer", "ev-charging". */
    name: text("name").notNull(),
    displayName: text("display_name").notNull(),
    /** Words renters use for it: "W/D", "laundry in unit". */
    synonyms: text("synonyms").array().notNull().default(sql`'{}'::text[]`),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("amenities_name_key").on(t.name),
    check("amenities_name_format", sql`${t.name} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const apartments = pgTable(
  "apartments",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    neighborhoodId: integer("neighborhood_id")
      .notNull()
      .references(() => neighborhoods.id, { onDelete: "restrict" }),
    description: text("description"),
    imageUrl: text("image_url").notNull(),
    streetAddress: text("street_address").notNull(),
    city: text("city").notNull().default("Houston"),
    state: text("state").notNull().default("TX"),
    postalCode: text("postal_code").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    yearBuilt: smallint("year_built").notNull(),
    /** Dogs or cats are taken: always dogs_allowed OR cats_allowed (a CHECK), kept for the filters that ask only this. */
    petsAllowed: boolean("pets_allowed").notNull().default(false),
    /** The policy as the community writes it; the fields below are its facts as data (decision 031). */
    petPolicy: text("pet_policy").notNull(),
    dogsAllowed: boolean("dogs_allowed").notNull().default(false),
    catsAllowed: boolean("cats_allowed").notNull().default(false),
    /** At most this many pets per home; null when the policy sets no number. */
    maxPets: smallint("max_pets"),
    /** The heaviest dog taken, in pounds; null when there is no limit. */
    dogWeightLimitLb: smallint("dog_weight_limit_lb"),
    breedRestrictions: boolean("breed_restrictions").notNull().default(false),
    /** One-time pet fee and refundable pet deposit per pet, whole dollars; null when not known. */
    petFee: integer("pet_fee"),
    petDeposit: integer("pet_deposit"),
    applicationFee: integer("application_fee").notNull().default(0),
    adminFee: integer("admin_fee").notNull().default(0),
    petRent: integer("pet_rent").notNull().default(0),
    /** The cheapest parking option's monthly cost (0: free or none); set by trigger from parking_options, never written (migration 0033). */
    parkingFee: integer("parking_fee").notNull().default(0),
    /** Parking as data: the kinds offered with their monthly costs (core/reference/parking.ts). The one truth about
     * parking: parking_fee and the Parking amenity link are derived from it by triggers (migration 0033). */
    parkingOptions: jsonb("parking_options").$type<ParkingOption[]>().notNull().default(sql`'[]'::jsonb`),
    /** The community's current move-in special (issue 29), shown while today is within its dates; null: none. */
    specialText: text("special_text"),
    /** Dollars off (one-time), or months free: at most one of the two. */
    specialAmount: integer("special_amount"),
    specialMonthsFree: numeric("special_months_free", { precision: 3, scale: 1, mode: "number" }),
    specialStartsOn: date("special_starts_on", { mode: "string" }),
    specialEndsOn: date("special_ends_on", { mode: "string" }),
    /** True when latitude/longitude are a ZIP code's or a neighborhood's centre, not the building's own (an import without coordinates). */
    locationApproximate: boolean("location_approximate").notNull().default(false),
    /** Lease lengths offered, values from core/reference lease lengths ("12-month", ...). */
    leaseTerms: text("lease_terms").array().notNull().default(sql`'{}'::text[]`),
    phone: text("phone").notNull(),
    /** Tour hours per weekday in Houston wall-clock time (core/tours/tour-hours.ts); a day not listed is closed. */
    tourHours: jsonb("tour_hours").$type<TourDayHours[]>().notNull().default(DEFAULT_TOUR_HOURS_SQL),
    /** How long one tour takes, in minutes: the slots' length and step. */
    tourMinutes: smallint("tour_minutes").notNull().default(DEFAULT_TOUR_MINUTES),
    featured: boolean("featured").notNull().default(false),
    /** Hidden communities stay in the back office and leave every public page, search, sitemap and A.L.I. answer. */
    published: boolean("published").notNull().default(true),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
    // Derived from floor_plans by trigger; never written by application code.
    minPrice: integer("derived_min_price"),
    maxPrice: integer("derived_max_price"),
    minBeds: smallint("derived_min_beds"),
    maxBeds: smallint("derived_max_beds"),
    minBaths: numeric("derived_min_baths", { precision: 3, scale: 1, mode: "number" }),
    maxBaths: numeric("derived_max_baths", { precision: 3, scale: 1, mode: "number" }),
    minSqft: integer("derived_min_sqft"),
    maxSqft: integer("derived_max_sqft"),
    unitsAvailable: integer("derived_units_available").notNull().default(0),
    earliestAvailable: date("derived_earliest_available", { mode: "string" }),
    // The cheapest rent among the plans a bedroom filter keeps (migration 0018): studios for "beds=0", plans with at
    // least N bedrooms for "beds=N" (1-6, the filter's values). Null when no plan qualifies. A search by bedrooms,
    // with or without a rent ceiling, filters and sorts by one of these, by index (db/queries/search-apartments.ts).
    minRentStudio: integer("derived_min_rent_studio"),
    minRentBeds1: integer("derived_min_rent_beds_1"),
    minRentBeds2: integer("derived_min_rent_beds_2"),
    minRentBeds3: integer("derived_min_rent_beds_3"),
    minRentBeds4: integer("derived_min_rent_beds_4"),
    minRentBeds5: integer("derived_min_rent_beds_5"),
    minRentBeds6: integer("derived_min_rent_beds_6"),
    // The description's words (English stemming) for the listings text search, computed once per write: the
    // search then compares stored lexemes instead of parsing every description it looks at (db/queries/search-apartments.ts).
    descriptionSearch: tsvector("description_search").generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english'::regconfig, coalesce(${apartments.description}, ''))`,
    ),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("apartments_slug_key").on(t.slug),
    index("apartments_neighborhood_price_idx").on(t.neighborhoodId, t.minPrice),
    index("apartments_min_price_idx").on(t.minPrice),
    // A budget's lower bound ("$3,000+") narrows by the most expensive plan.
    index("apartments_max_price_idx").on(t.maxPrice),
    index("apartments_beds_idx").on(t.maxBeds, t.minBeds),
    index("apartments_featured_idx").on(t.featured),
    index("apartments_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    // The listings text search matches descriptions by words (full-text search, English stemming).
    index("apartments_description_search_idx").using("gin", t.descriptionSearch),
    // The default "best match" order of /listings: featured first, then most recently verified.
    index("apartments_best_order_idx").on(t.featured.desc(), t.verifiedAt.desc(), t.id),
    // The other /listings orders, so a broad search reads its page off an index instead of sorting every match
    // (price-asc uses apartments_min_price_idx). NULLS LAST in the queries must match these.
    index("apartments_price_desc_order_idx").on(t.minPrice.desc(), t.id),
    index("apartments_size_order_idx").on(t.maxSqft.desc(), t.id),
    index("apartments_newest_order_idx").on(t.yearBuilt.desc(), t.id),
    // One per bedroom filter: "2+ beds, price low to high" (or high to low, read backwards) reads its page off the
    // index, and a rent ceiling is a range of it. Partial: a community without such a plan never matches the filter.
    ...(
      [
        ["apartments_min_rent_studio_idx", t.minRentStudio],
        ["apartments_min_rent_beds_1_idx", t.minRentBeds1],
        ["apartments_min_rent_beds_2_idx", t.minRentBeds2],
        ["apartments_min_rent_beds_3_idx", t.minRentBeds3],
        ["apartments_min_rent_beds_4_idx", t.minRentBeds4],
        ["apartments_min_rent_beds_5_idx", t.minRentBeds5],
        ["apartments_min_rent_beds_6_idx", t.minRentBeds6],
      ] as const
    ).map(([name, column]) => index(name).on(column, t.id).where(sql`${column} IS NOT NULL`)),
    check("apartments_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "apartments_fees_nonnegative",
      sql`${t.applicationFee} >= 0 AND ${t.adminFee} >= 0 AND ${t.petRent} >= 0 AND ${t.parkingFee} >= 0`,
    ),
    check("apartments_year_built", sql`${t.yearBuilt} BETWEEN 1800 AND 2100`),
    // The pet policy's fields (decision 031); the bounds are core/pets/pet-policy-limits.ts's.
    check("apartments_pets_allowed_kinds", sql`${t.petsAllowed} = (${t.dogsAllowed} OR ${t.catsAllowed})`),
    check("apartments_max_pets", sql`${t.maxPets} BETWEEN ${sql.raw(String(MAX_PETS_MIN))} AND ${sql.raw(String(MAX_PETS_MAX))}`),
    check(
      "apartments_dog_weight_limit",
      sql`${t.dogWeightLimitLb} BETWEEN ${sql.raw(String(DOG_WEIGHT_LIMIT_MIN))} AND ${sql.raw(String(DOG_WEIGHT_LIMIT_MAX))}`,
    ),
    check("apartments_dog_weight_limit_dogs", sql`${t.dogWeightLimitLb} IS NULL OR ${t.dogsAllowed}`),
    check("apartments_pet_charges_nonnegative", sql`${t.petFee} >= 0 AND ${t.petDeposit} >= 0`),
    check("apartments_latitude", sql`${t.latitude} BETWEEN -90 AND 90`),
    check("apartments_longitude", sql`${t.longitude} BETWEEN -180 AND 180`),
    check(
      "apartments_special",
      sql`(${t.specialText} IS NULL AND ${t.specialAmount} IS NULL AND ${t.specialMonthsFree} IS NULL AND ${t.specialStartsOn} IS NULL AND ${t.specialEndsOn} IS NULL)
        OR (${t.specialText} IS NOT NULL AND ${t.specialEndsOn} IS NOT NULL AND (${t.specialStartsOn} IS NULL OR ${t.specialStartsOn} <= ${t.specialEndsOn}))`,
    ),
    check(
      "apartments_special_value",
      sql`(${t.specialAmount} IS NULL OR ${t.specialAmount} > 0) AND (${t.specialMonthsFree} IS NULL OR ${t.specialMonthsFree} BETWEEN 0.5 AND 12)
        AND (${t.specialAmount} IS NULL OR ${t.specialMonthsFree} IS NULL)`,
    ),
    check("apartments_parking_options", sql`jsonb_typeof(${t.parkingOptions}) = 'array'`),
    check("apartments_tour_minutes", sql`${t.tourMinutes} BETWEEN ${sql.raw(String(TOUR_MINUTES_MIN))} AND ${sql.raw(String(TOUR_MINUTES_MAX))}`),
  ],
);

export const floorPlans = pgTable(
  "floor_plans",
  {
    id: serial("id").primaryKey(),
    apartmentId: integer("apartment_id")
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** 0 means studio. */
    beds: smallint("beds").notNull(),
    baths: numeric("baths", { precision: 3, scale: 1, mode: "number" }).notNull(),
    sqft: integer("sqft").notNull(),
    rent: integer("rent").notNull(),
    unitsAvailable: integer("units_available").notNull().default(0),
    availableFrom: date("available_from", { mode: "string" }).notNull(),
    ...editVersion,
  },
  (t) => [
    index("floor_plans_apartment_idx").on(t.apartmentId),
    index("floor_plans_beds_rent_idx").on(t.beds, t.rent),
    // "Low to high" by the cheapest fitting plan walks the plans in rent order (db/queries/search-apartments.ts).
    index("floor_plans_rent_idx").on(t.rent, t.id),
    check("floor_plans_beds", sql`${t.beds} BETWEEN 0 AND 10`),
    check("floor_plans_baths", sql`${t.baths} >= 0.5 AND ${t.baths} <= 10 AND mod(${t.baths} * 2, 1) = 0`),
    check("floor_plans_sqft", sql`${t.sqft} > 0`),
    check("floor_plans_rent", sql`${t.rent} >= 0`),
    check("floor_plans_units", sql`${t.unitsAvailable} >= 0`),
  ],
);

/** Where a recorded rent came from (migration 0033's trigger reads it from the transaction's app.rent_source). */
export const RENT_SOURCES = ["first-record", "admin", "import", "price-sheet", "seed"] as const;

/**
 * Every rent a floor plan has had, with when and from where: written by a trigger on floor_plans (migration 0033)
 * on every insert and every change of rent, whatever wrote it. The first row of a plan is its first recorded
 * price; nothing before it is known, and nothing is guessed.
 */
export const floorPlanRentHistory = pgTable(
  "floor_plan_rent_history",
  {
    id: serial("id").primaryKey(),
    floorPlanId: integer("floor_plan_id")
      .notNull()
      .references(() => floorPlans.id, { onDelete: "cascade" }),
    rent: integer("rent").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    /** RENT_SOURCES. */
    source: text("source").notNull(),
    /** The catalogue import that wrote it (source import or price-sheet). */
    importId: integer("import_id"),
  },
  (t) => [
    index("floor_plan_rent_history_plan_idx").on(t.floorPlanId, t.recordedAt, t.id),
    check("floor_plan_rent_history_source", sql`${t.source} IN ('first-record', 'admin', 'import', 'price-sheet', 'seed')`),
    check("floor_plan_rent_history_rent", sql`${t.rent} >= 0`),
  ],
);

export const apartmentAmenities = pgTable(
  "apartment_amenities",
  {
    apartmentId: integer("apartment_id")
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    amenityId: integer("amenity_id")
      .notNull()
      .references(() => amenities.id, { onDelete: "cascade" }),
    /** What the community says about it: "in select units", "$35/month". */
    note: text("note"),
  },
  (t) => [
    primaryKey({ columns: [t.apartmentId, t.amenityId] }),
    index("apartment_amenities_amenity_idx").on(t.amenityId, t.apartmentId),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Optional; cards fall back to the first 120 characters of content. */
    excerpt: text("excerpt"),
    /** Markdown. Rendered without executing raw HTML. */
    content: text("content").notNull(),
    imageUrl: text("image_url").notNull(),
    author: text("author").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    readTimeMinutes: smallint("read_time_minutes").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    // The post's words for the chat's blog search, weighted title > excerpt > body and computed once per
    // write: parsing every post's body for every chat message was most of a chat turn's time.
    search: tsvector("search").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english'::regconfig, ${blogPosts.title}), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(${blogPosts.excerpt}, '')), 'B') || setweight(to_tsvector('english'::regconfig, ${blogPosts.content}), 'D')`,
    ),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_published_idx").on(t.publishedAt),
    index("blog_posts_tags_idx").using("gin", t.tags),
    index("blog_posts_search_idx").using("gin", t.search),
    check("blog_posts_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("blog_posts_read_time", sql`${t.readTimeMinutes} > 0`),
  ],
);

/**
 * One row whose counter goes up with every write to the catalogue (communities,
 * floor plans, their amenities, neighborhoods, amenities, photos: statement-level
 * triggers, migrations 0007 and 0013) and to a published blog post (migration
 * 0019). Caches of public content, such as the matching engine's snapshot and
 * the kept anonymous renders, compare it to know they are stale, across
 * processes; each bump is announced by NOTIFY (migration 0017).
 */
export const catalogueRevision = pgTable(
  "catalogue_revision",
  {
    id: smallint("id").primaryKey().default(1),
    revision: integer("revision").notNull().default(0),
  },
  (t) => [check("catalogue_revision_single_row", sql`${t.id} = 1`)],
);
