/**
 * Reads of a single blog post for its public page.
 */
import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { blogPosts } from "../schema/index.ts";
import type { BlogPostSummary } from "./catalog.ts";

/**
 * A post that is published (publishedAt set and not in the future) with this slug;
 * null otherwise, so drafts and scheduled posts are indistinguishable from missing ones.
 */
export async function getPublishedPostBySlug(
  db: Database,
  slug: string,
  options: { now?: Date } = {},
): Promise<BlogPostSummary | null> {
  const [p] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, options.now ?? new Date())))
    .limit(1);
  if (!p) return null;
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
