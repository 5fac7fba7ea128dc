/**
 * Reads of a single blog post for its public page.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { blogPosts } from "../schema/index.ts";
import { isPublished, toBlogPostSummary, type BlogPostSummary } from "./catalog.ts";

/**
 * A post that is published (publishedAt set and not in the future) with this slug;
 * null otherwise, so drafts and scheduled posts are indistinguishable from missing ones.
 */
export async function getPublishedPostBySlug(
  db: Database,
  slug: string,
  options: { now?: Date } = {},
): Promise<BlogPostSummary | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished(options.now)))
    .limit(1);
  return row ? toBlogPostSummary(row) : null;
}
