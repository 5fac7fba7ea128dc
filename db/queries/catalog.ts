/**
 * Reads of the public catalogue, shaped as spec section 3 describes them.
 */
import { and, asc, desc, eq, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import { currentSpecial, type Special } from "../../core/catalogue/specials.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { formatBedRange, formatPriceRange, formatSqftRange } from "../../core/format/ranges.ts";
import { blogExcerpt } from "../../core/format/text.ts";
import { planRentRange, typicalRent, type TypicalRent } from "../../core/search/typical-rent.ts";
import type { Database } from "../client-types.ts";
import { amenities, apartments, blogPosts, floorPlans, neighborhoods } from "../schema/index.ts";

export interface NeighborhoodSummary {
  id: number;
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  /** Spec section 3's field: the lowest to the highest rent of its listed plans ("$905 - $2,455"); "" without plans. */
  priceRange: string;
  /** The headline every card and the page show, by core/search/typical-rent.ts's rule; null without plans. */
  typicalRent: TypicalRent | null;
  highlights: string[];
  featured: boolean;
  aliases: string[];
  latitude: number;
  longitude: number;
}

/** Every neighborhood with its typical rent: two queries whatever their number (one of them rentByBedrooms's). */
export async function listNeighborhoods(db: Database, options: { featuredOnly?: boolean } = {}): Promise<NeighborhoodSummary[]> {
  const featuredOnly = options.featuredOnly ? eq(neighborhoods.featured, true) : undefined;
  const [rows, rents] = await Promise.all([
    db.select().from(neighborhoods).where(featuredOnly).orderBy(desc(neighborhoods.featured), asc(neighborhoods.name)),
    rentByBedrooms(db, featuredOnly),
  ]);
  return rows.map((row) => toNeighborhoodSummary(row, rents.get(row.id) ?? []));
}

/** `rents`: the neighborhood's rows of rentByBedrooms, from which its price range and typical rent are computed. */
export function toNeighborhoodSummary(n: typeof neighborhoods.$inferSelect, rents: readonly RentByBedrooms[]): NeighborhoodSummary {
  const range = planRentRange(rents);
  return {
    id: n.id,
    slug: n.slug,
    name: n.name,
    description: n.description,
    imageUrl: n.imageUrl,
    priceRange: (range && formatPriceRange(range.min, range.max)) ?? "",
    typicalRent: typicalRent(rents),
    highlights: n.highlights,
    featured: n.featured,
    aliases: n.aliases,
    latitude: n.latitude,
    longitude: n.longitude,
  };
}

/** Bedroom groups of the rent table: 0 = studio, 3 = three or more. */
export type BedroomGroup = 0 | 1 | 2 | 3;

/** One row of a neighborhood's "Rent by bedrooms" table. */
export interface RentByBedrooms {
  beds: BedroomGroup;
  /** How many floor plans the figures come from. */
  plans: number;
  minRent: number;
  maxRent: number;
  /** Median of the plans' rents (of an even count, the mean of the middle two), rounded to whole dollars, halves up. */
  medianRent: number;
}

/**
 * Rent per bedroom group over every floor plan of the listed communities, by neighborhood id; groups without plans
 * are left out, and a neighborhood without plans has no entry. The one computation behind a neighborhood page's
 * rent table and every card's typical rent: one query for the neighborhoods `where` selects (all of them without it).
 */
export async function rentByBedrooms(db: Database, where?: SQL): Promise<Map<number, RentByBedrooms[]>> {
  const group = sql<number>`least(${floorPlans.beds}, 3)`;
  const rows = await db
    .select({
      neighborhoodId: apartments.neighborhoodId,
      beds: group,
      plans: sql<number>`count(*)::int`,
      minRent: sql<number>`min(${floorPlans.rent})::int`,
      maxRent: sql<number>`max(${floorPlans.rent})::int`,
      // Rounded as numeric, halves up (as A.L.I.'s medians are): round() of a double would take $1,050.50 to the even $1,050.
      medianRent: sql<number>`round((percentile_cont(0.5) within group (order by ${floorPlans.rent}))::numeric)::int`,
    })
    .from(floorPlans)
    .innerJoin(apartments, eq(apartments.id, floorPlans.apartmentId))
    .where(and(listedApartments(), where ? inArray(apartments.neighborhoodId, db.select({ id: neighborhoods.id }).from(neighborhoods).where(where)) : undefined))
    .groupBy(apartments.neighborhoodId, group)
    .orderBy(apartments.neighborhoodId, group);
  const byNeighborhood = new Map<number, RentByBedrooms[]>();
  for (const { neighborhoodId, ...row } of rows) {
    const list = byNeighborhood.get(neighborhoodId) ?? [];
    list.push({ ...row, beds: Number(row.beds) as BedroomGroup });
    byNeighborhood.set(neighborhoodId, list);
  }
  return byNeighborhood;
}

export interface AmenitySummary {
  id: number;
  name: string;
  displayName: string;
}

export function listAmenities(db: Database): Promise<AmenitySummary[]> {
  return db
    .select({ id: amenities.id, name: amenities.name, displayName: amenities.displayName })
    .from(amenities)
    .orderBy(asc(amenities.id));
}

/**
 * The one test of whether a community is on the public site. Hidden communities (published = false) are
 * kept for the back office only: every public read of apartments (pages, search, the JSON API, the
 * matching snapshot, the sitemap, favorites) adds this condition. Only db/queries/admin reads them all.
 */
export function listedApartments(): SQL {
  return eq(apartments.published, true);
}

/** The apartment card of spec section 3. */
export interface ApartmentCard {
  id: number;
  slug: string;
  title: string;
  neighborhoodId: number;
  neighborhoodName: string;
  priceRange: string | null;
  /** The lowest listed rent (the low end of priceRange): what a page of several communities advertises as "$X or more". */
  minRent: number | null;
  bedRange: string | null;
  sqftRange: string | null;
  description: string | null;
  imageUrl: string;
  /** The move-in special running on the day the card was read (Houston's calendar day), or null: an ended one is never on a card. */
  special: Special | null;
}

export const apartmentCardColumns = {
  id: apartments.id,
  slug: apartments.slug,
  title: apartments.title,
  neighborhoodId: apartments.neighborhoodId,
  neighborhoodName: neighborhoods.name,
  description: apartments.description,
  imageUrl: apartments.imageUrl,
  minPrice: apartments.minPrice,
  maxPrice: apartments.maxPrice,
  minBeds: apartments.minBeds,
  maxBeds: apartments.maxBeds,
  minSqft: apartments.minSqft,
  maxSqft: apartments.maxSqft,
  specialText: apartments.specialText,
  specialAmount: apartments.specialAmount,
  specialMonthsFree: apartments.specialMonthsFree,
  specialStartsOn: apartments.specialStartsOn,
  specialEndsOn: apartments.specialEndsOn,
};

type ApartmentCardRow = {
  [K in keyof typeof apartmentCardColumns]: (typeof apartmentCardColumns)[K]["_"]["data"] | null;
};

/** The card of a row read with apartmentCardColumns; `today` (YYYY-MM-DD, Houston) decides whether its special is shown. */
export function toApartmentCard(row: ApartmentCardRow, today: string): ApartmentCard {
  return {
    id: row.id as number,
    slug: row.slug as string,
    title: row.title as string,
    neighborhoodId: row.neighborhoodId as number,
    neighborhoodName: row.neighborhoodName as string,
    priceRange: formatPriceRange(row.minPrice, row.maxPrice),
    minRent: row.minPrice ?? null,
    bedRange: formatBedRange(row.minBeds, row.maxBeds),
    sqftRange: formatSqftRange(row.minSqft, row.maxSqft),
    description: row.description,
    imageUrl: row.imageUrl as string,
    special: currentSpecial(row, today),
  };
}

export async function listFeaturedApartments(db: Database, limit = 6, today = houstonCalendarDate(new Date())): Promise<ApartmentCard[]> {
  const rows = await db
    .select(apartmentCardColumns)
    .from(apartments)
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .where(and(listedApartments(), eq(apartments.featured, true), isNotNull(apartments.minPrice)))
    .orderBy(desc(apartments.verifiedAt), asc(apartments.id))
    .limit(limit);
  return rows.map((row) => toApartmentCard(row, today));
}

/** How big the catalogue is, for the home page's figures. */
export async function countCatalogue(db: Database): Promise<{ neighborhoods: number; apartments: number }> {
  const [row] = await db
    .select({
      neighborhoods: sql<number>`(select count(*)::int from ${neighborhoods})`,
      apartments: sql<number>`(select count(*)::int from ${apartments} where ${listedApartments()})`,
    })
    .from(sql`(select 1) as one`);
  return { neighborhoods: row?.neighborhoods ?? 0, apartments: row?.apartments ?? 0 };
}

export async function listApartmentCards(
  db: Database,
  options: { neighborhoodSlug?: string; limit?: number; offset?: number; today?: string } = {},
): Promise<{ total: number; items: ApartmentCard[] }> {
  const where = and(listedApartments(), options.neighborhoodSlug ? eq(neighborhoods.slug, options.neighborhoodSlug) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select(apartmentCardColumns)
      .from(apartments)
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
      .where(where)
      .orderBy(asc(apartments.minPrice), asc(apartments.id))
      .limit(options.limit ?? 24)
      .offset(options.offset ?? 0),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(apartments)
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
      .where(where),
  ]);
  const today = options.today ?? houstonCalendarDate(new Date());
  return { total: count?.n ?? 0, items: rows.map((row) => toApartmentCard(row, today)) };
}

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  imageUrl: string;
  publishedAt: string | null;
  readTime: number;
  author: string;
  tags: string[];
}

/** A post as cards show it: the excerpt resolved (spec section 5), no body. */
export type BlogPostCard = Omit<BlogPostSummary, "content" | "excerpt"> & { excerpt: string };

export async function listPublishedPosts(db: Database, options: { limit?: number; now?: Date } = {}): Promise<BlogPostCard[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(isPublished(options.now))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(options.limit ?? 50);
  return rows.map((row) => {
    const { content, excerpt, ...card } = toBlogPostSummary(row);
    return { ...card, excerpt: blogExcerpt(excerpt, content) };
  });
}

/** Published means: a publication time that has come (drafts and scheduled posts stay hidden). */
export function isPublished(now: Date = new Date()) {
  return and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now));
}

export function toBlogPostSummary(p: typeof blogPosts.$inferSelect): BlogPostSummary {
  return {
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    content: p.content,
    imageUrl: p.imageUrl,
    publishedAt: p.publishedAt?.toISOString() ?? null,
    readTime: p.readTimeMinutes,
    author: p.author,
    tags: p.tags,
  };
}
