/**
 * What /sitemap.xml lists: every neighborhood, listed apartment community and
 * published post, with the time it last changed.
 */
import { asc, desc } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { apartments, blogPosts, neighborhoods } from "../schema/index.ts";
import { isPublished, listedApartments } from "./catalog.ts";

export interface SitemapItem {
  slug: string;
  lastModified: Date;
}

export interface SitemapContent {
  neighborhoods: SitemapItem[];
  apartments: SitemapItem[];
  posts: SitemapItem[];
}

export async function listSitemapContent(db: Database, options: { now?: Date } = {}): Promise<SitemapContent> {
  const [neighborhoodRows, apartmentRows, postRows] = await Promise.all([
    db
      .select({ slug: neighborhoods.slug, lastModified: neighborhoods.updatedAt })
      .from(neighborhoods)
      .orderBy(asc(neighborhoods.slug)),
    db
      .select({ slug: apartments.slug, lastModified: apartments.updatedAt })
      .from(apartments)
      .where(listedApartments())
      .orderBy(asc(apartments.slug)),
    db
      .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(isPublished(options.now))
      .orderBy(desc(blogPosts.publishedAt)),
  ]);
  return {
    neighborhoods: neighborhoodRows,
    apartments: apartmentRows,
    // A post edited after publication changed then; one published later than its last edit, on publication.
    posts: postRows.map((row) => ({
      slug: row.slug,
      lastModified: row.publishedAt && row.publishedAt > row.updatedAt ? row.publishedAt : row.updatedAt,
    })),
  };
}
