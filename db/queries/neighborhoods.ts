/**
 * Reads of a single neighborhood for its public page: the neighborhood, rent by
 * bedroom count from its floor plans, and posts about it. Its nearest neighbors
 * come from the kept list of all of them (core/geo/distance.ts nearestPlaces).
 */
import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { blogPosts, neighborhoods } from "../schema/index.ts";
import { toBlogPostCard } from "./blog.ts";
import {
  isPublished,
  listPublishedPosts,
  rentByBedrooms,
  toNeighborhoodSummary,
  type BlogPostCard,
  type NeighborhoodSummary,
  type RentByBedrooms,
} from "./catalog.ts";

/** A neighborhood as its page shows it: its summary (as every card has it) and the rent table its typical rent comes from. */
export type NeighborhoodPage = NeighborhoodSummary & { rentByBedrooms: RentByBedrooms[] };

/** A neighborhood as its page shows it; null when no neighborhood has this slug. Its row and its rents are read at once. */
export async function getNeighborhoodBySlug(db: Database, slug: string): Promise<NeighborhoodPage | null> {
  const [[row], rents] = await Promise.all([
    db.select().from(neighborhoods).where(eq(neighborhoods.slug, slug)).limit(1),
    rentByBedrooms(db, eq(neighborhoods.slug, slug)),
  ]);
  if (!row) return null;
  const rows = rents.get(row.id) ?? [];
  return { ...toNeighborhoodSummary(row, rows), rentByBedrooms: rows };
}

/** Rent per bedroom group over every floor plan of the neighborhood's listed communities; groups without plans are left out. */
export async function getRentByBedrooms(db: Database, neighborhoodId: number): Promise<RentByBedrooms[]> {
  return (await rentByBedrooms(db, eq(neighborhoods.id, neighborhoodId))).get(neighborhoodId) ?? [];
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
