/**
 * Reads of a single neighborhood for its public page: the neighborhood, rent by
 * bedroom count from its floor plans, its nearest neighbors, and posts about it.
 */
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { nearestPlaces } from "../../core/geo/distance.ts";
import type { Database } from "../client-types.ts";
import { apartments, blogPosts, floorPlans, neighborhoods } from "../schema/index.ts";
import { toBlogPostCard } from "./blog.ts";
import { isPublished, listedApartments, listNeighborhoods, listPublishedPosts, toNeighborhoodSummary, type BlogPostCard, type NeighborhoodSummary } from "./catalog.ts";

/** A neighborhood as its page shows it; null when no neighborhood has this slug. */
export async function getNeighborhoodBySlug(db: Database, slug: string): Promise<NeighborhoodSummary | null> {
  const [row] = await db.select().from(neighborhoods).where(eq(neighborhoods.slug, slug)).limit(1);
  return row ? toNeighborhoodSummary(row) : null;
}

/** Bedroom groups of the rent table: 0 = studio, 3 = three or more. */
export type BedroomGroup = 0 | 1 | 2 | 3;

export interface RentByBedrooms {
  beds: BedroomGroup;
  /** How many floor plans the figures come from. */
  plans: number;
  minRent: number;
  maxRent: number;
  /** Median of the plans' rents, rounded to whole dollars. */
  medianRent: number;
}

/** Rent per bedroom group over every floor plan of the neighborhood's listed communities; groups without plans are left out. */
export async function getRentByBedrooms(db: Database, neighborhoodId: number): Promise<RentByBedrooms[]> {
  const group = sql<number>`least(${floorPlans.beds}, 3)`;
  const rows = await db
    .select({
      beds: group,
      plans: sql<number>`count(*)::int`,
      minRent: sql<number>`min(${floorPlans.rent})::int`,
      maxRent: sql<number>`max(${floorPlans.rent})::int`,
      medianRent: sql<number>`round(percentile_cont(0.5) within group (order by ${floorPlans.rent}))::int`,
    })
    .from(floorPlans)
    .innerJoin(apartments, eq(apartments.id, floorPlans.apartmentId))
    .where(and(eq(apartments.neighborhoodId, neighborhoodId), listedApartments()))
    .groupBy(group)
    .orderBy(group);
  return rows.map((r) => ({ ...r, beds: Number(r.beds) as BedroomGroup }));
}

export type NearbyNeighborhood = NeighborhoodSummary & { distanceMiles: number };

/**
 * The `count` neighborhoods whose centroids are closest to this one's, nearest
 * first. Computed in TypeScript: the city has a few dozen neighborhoods.
 */
export async function listNearbyNeighborhoods(db: Database, origin: NeighborhoodSummary, count = 4): Promise<NearbyNeighborhood[]> {
  return nearestPlaces(origin, await listNeighborhoods(db), count);
}

/** `%term%` for ILIKE, with the pattern characters in the term taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Published posts about a neighborhood: tagged with its slug, or naming it (or an
 * alias of four letters or more) in the title or text; tagged ones first, then
 * newest. When none mention it, the newest posts, so the section is never empty.
 */
export async function listPostsAboutNeighborhood(
  db: Database,
  neighborhood: Pick<NeighborhoodSummary, "slug" | "name" | "aliases">,
  options: { limit?: number; now?: Date } = {},
): Promise<{ posts: BlogPostCard[]; mentioned: boolean }> {
  const limit = options.limit ?? 3;
  const terms = [neighborhood.name, ...neighborhood.aliases.filter((alias) => alias.length >= 4)];
  const tagged = sql`${neighborhood.slug} = any(${blogPosts.tags})`;
  const mentions = or(
    tagged,
    ...terms.flatMap((term) => [ilike(blogPosts.title, containsPattern(term)), ilike(blogPosts.content, containsPattern(term))]),
  );
  const rows = await db
    .select()
    .from(blogPosts)
    .where(sql`${isPublished(options.now)} and (${mentions})`)
    .orderBy(sql`case when ${tagged} then 0 else 1 end`, desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  if (rows.length > 0) {
    return { posts: rows.map(toBlogPostCard), mentioned: true };
  }
  return { posts: await listPublishedPosts(db, { limit, now: options.now }), mentioned: false };
}
