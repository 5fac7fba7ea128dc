/**
 * Reads of the public catalogue, shaped as spec section 3 describes them.
 */
import { and, asc, desc, eq, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import { formatBedRange, formatPriceRange, formatSqftRange } from "../../core/format/ranges.ts";
import { blogExcerpt } from "../../core/format/text.ts";
import type { Database } from "../client-types.ts";
import { amenities, apartments, blogPosts, neighborhoods } from "../schema/index.ts";

export interface NeighborhoodSummary {
  id: number;
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  priceRange: string;
  highlights: string[];
  featured: boolean;
  aliases: string[];
  latitude: number;
  longitude: number;
}

export async function listNeighborhoods(db: Database, options: { featuredOnly?: boolean } = {}): Promise<NeighborhoodSummary[]> {
  const rows = await db
    .select()
    .from(neighborhoods)
    .where(options.featuredOnly ? eq(neighborhoods.featured, true) : undefined)
    .orderBy(desc(neighborhoods.featured), asc(neighborhoods.name));
  return rows.map(toNeighborhoodSummary);
}

export function toNeighborhoodSummary(n: typeof neighborhoods.$inferSelect): NeighborhoodSummary {
  return {
    id: n.id,
    slug: n.slug,
    name: n.name,
    description: n.description,
    imageUrl: n.imageUrl,
    priceRange: formatPriceRange(n.rentLow, n.rentHigh) ?? "",
    highlights: n.highlights,
    featured: n.featured,
    aliases: n.aliases,
    latitude: n.latitude,
    longitude: n.longitude,
  };
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
  bedRange: string | null;
  sqftRange: string | null;
  description: string | null;
  imageUrl: string;
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
};

type ApartmentCardRow = {
  [K in keyof typeof apartmentCardColumns]: (typeof apartmentCardColumns)[K]["_"]["data"] | null;
};

export function toApartmentCard(row: ApartmentCardRow): ApartmentCard {
  return {
    id: row.id as number,
    slug: row.slug as string,
    title: row.title as string,
    neighborhoodId: row.neighborhoodId as number,
    neighborhoodName: row.neighborhoodName as string,
    priceRange: formatPriceRange(row.minPrice, row.maxPrice),
    bedRange: formatBedRange(row.minBeds, row.maxBeds),
    sqftRange: formatSqftRange(row.minSqft, row.maxSqft),
    description: row.description,
    imageUrl: row.imageUrl as string,
  };
}

export async function listFeaturedApartments(db: Database, limit = 6): Promise<ApartmentCard[]> {
  const rows = await db
    .select(apartmentCardColumns)
    .from(apartments)
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .where(and(listedApartments(), eq(apartments.featured, true), isNotNull(apartments.minPrice)))
    .orderBy(desc(apartments.verifiedAt), asc(apartments.id))
    .limit(limit);
  return rows.map(toApartmentCard);
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
  options: { neighborhoodSlug?: string; limit?: number; offset?: number } = {},
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
  return { total: count?.n ?? 0, items: rows.map(toApartmentCard) };
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
