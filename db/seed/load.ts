/**
 * Loads the Houston dataset into an empty database: neighborhoods, amenities,
 * generated demo communities with their floor plans, and blog posts.
 */
import { sql } from "drizzle-orm";
import { illustrationPath } from "../../core/illustrations/index.ts";
import { readTimeMinutes } from "../../core/content/read-time.ts";
import { PARKING_AMENITY } from "../../core/matching/amenity-keys.ts";
import type { Database } from "../client-types.ts";
import { amenities, apartmentAmenities, apartments, blogPosts, floorPlans, neighborhoods } from "../schema/index.ts";
import { amenitySeeds } from "./data/amenities.ts";
import { blogPostSeeds } from "./data/blog-posts.ts";
import { neighborhoodSeeds } from "./data/neighborhoods.ts";
import { generateApartments, type GeneratedApartment } from "./generate-apartments.ts";

export const DEFAULT_SEED = 713;
export const DEFAULT_APARTMENT_COUNT = 320;

export interface SeedOptions {
  apartments?: number;
  seed?: number;
  /** yyyy-mm-dd; defaults to today (UTC). */
  referenceDate?: string;
  log?: (message: string) => void;
}

export interface SeedSummary {
  neighborhoods: number;
  amenities: number;
  apartments: number;
  floorPlans: number;
  blogPosts: number;
}

const BATCH = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(neighborhoods);
  return (row?.n ?? 0) === 0;
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const referenceDate = options.referenceDate ?? new Date().toISOString().slice(0, 10);
  const generated = generateApartments({
    count: options.apartments ?? DEFAULT_APARTMENT_COUNT,
    seed: options.seed ?? DEFAULT_SEED,
    referenceDate,
    neighborhoods: neighborhoodSeeds,
    amenities: amenitySeeds,
  });

  const summary = await db.transaction(async (tx) => {
    // Every plan's first rent is recorded as the demo data's (migration 0033's history trigger reads this).
    await tx.execute(sql`SELECT set_config('app.rent_source', 'seed', true)`);
    const neighborhoodRows = await tx
      .insert(neighborhoods)
      .values(
        neighborhoodSeeds.map((n) => ({
          slug: n.slug,
          name: n.name,
          description: n.description,
          imageUrl: illustrationPath("neighborhood", n.slug),
          highlights: n.highlights,
          aliases: n.aliases,
          featured: n.featured,
          latitude: n.latitude,
          longitude: n.longitude,
          zipCodes: n.postalCodes,
        })),
      )
      .returning({ id: neighborhoods.id, slug: neighborhoods.slug });
    const neighborhoodIds = new Map(neighborhoodRows.map((r) => [r.slug, r.id]));

    const amenityRows = await tx
      .insert(amenities)
      .values(amenitySeeds.map((a) => ({ name: a.name, displayName: a.displayName, synonyms: a.synonyms })))
      .returning({ id: amenities.id, name: amenities.name });
    const amenityIds = new Map(amenityRows.map((r) => [r.name, r.id]));

    let floorPlanCount = 0;
    for (const batch of chunks(generated, BATCH)) {
      const inserted = await tx
        .insert(apartments)
        .values(batch.map((a) => apartmentRow(a, neighborhoodIds)))
        .returning({ id: apartments.id, slug: apartments.slug });
      const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
      const plans = batch.flatMap((a) => a.floorPlans.map((p) => ({ ...p, apartmentId: idBySlug.get(a.slug) as number })));
      for (const planBatch of chunks(plans, BATCH * 4)) await tx.insert(floorPlans).values(planBatch);
      floorPlanCount += plans.length;
      const links = batch.flatMap((a) =>
        // The Parking amenity's link is the database's to make, from the parking options (migration 0033).
        a.amenityNames.filter((name) => name !== PARKING_AMENITY).map((name) => ({ apartmentId: idBySlug.get(a.slug) as number, amenityId: amenityIds.get(name) as number })),
      );
      for (const linkBatch of chunks(links, BATCH * 8)) await tx.insert(apartmentAmenities).values(linkBatch);
      options.log?.(`  ${inserted.length} apartments`);
    }

    await tx.insert(blogPosts).values(
      blogPostSeeds.map((p) => ({
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        content: p.content,
        imageUrl: illustrationPath("blog", p.slug),
        author: p.author,
        tags: p.tags,
        readTimeMinutes: readTimeMinutes(p.content),
        publishedAt: new Date(`${p.publishedAt}T15:00:00Z`),
      })),
    );

    return {
      neighborhoods: neighborhoodRows.length,
      amenities: amenityRows.length,
      apartments: generated.length,
      floorPlans: floorPlanCount,
      blogPosts: blogPostSeeds.length,
    };
  });
  // The derived ranges are written after the floor plans arrive, so half of every apartments row
  // is dead; PGlite has no autovacuum to clean up or gather planner statistics, and at benchmark
  // scale a bloated table with no statistics makes filtered searches pick full scans (ADR 007).
  for (const table of ["apartments", "floor_plans", "apartment_amenities"]) {
    await db.execute(sql.raw(`VACUUM FULL ${table}`));
  }
  await db.execute(sql`ANALYZE`);
  return summary;
}

function apartmentRow(a: GeneratedApartment, neighborhoodIds: Map<string, number>) {
  const neighborhoodId = neighborhoodIds.get(a.neighborhoodSlug);
  if (neighborhoodId === undefined) throw new Error(`unknown neighborhood ${a.neighborhoodSlug}`);
  return {
    slug: a.slug,
    title: a.title,
    neighborhoodId,
    description: a.description,
    imageUrl: illustrationPath("apartment", a.slug),
    streetAddress: a.streetAddress,
    city: a.city,
    state: "TX",
    postalCode: a.postalCode,
    latitude: a.latitude,
    longitude: a.longitude,
    yearBuilt: a.yearBuilt,
    petsAllowed: a.petsAllowed,
    petPolicy: a.petPolicy,
    dogsAllowed: a.pets.dogs,
    catsAllowed: a.pets.cats,
    maxPets: a.pets.maxPets,
    dogWeightLimitLb: a.pets.dogWeightLimitLb,
    breedRestrictions: a.pets.breedRestrictions,
    petFee: a.pets.petFee,
    petDeposit: a.pets.petDeposit,
    applicationFee: a.applicationFee,
    adminFee: a.adminFee,
    petRent: a.petRent,
    parkingOptions: a.parkingOptions,
    specialText: a.special?.text ?? null,
    specialAmount: a.special?.amount ?? null,
    specialMonthsFree: a.special?.monthsFree ?? null,
    specialStartsOn: a.special?.startsOn ?? null,
    specialEndsOn: a.special?.endsOn ?? null,
    leaseTerms: a.leaseTerms,
    tourHours: a.tourHours,
    tourMinutes: a.tourMinutes,
    phone: a.phone,
    featured: a.featured,
    verifiedAt: new Date(`${a.verifiedAt}T12:00:00Z`),
  };
}
