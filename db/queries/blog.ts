/**
 * Reads of blog posts for the blog pages and the JSON API: one post, a page of
 * posts (optionally by tag), the tags in use, and posts related by tag.
 */
import { and, arrayOverlaps, desc, eq, ne, sql } from "drizzle-orm";
import { blogExcerpt } from "../../core/format/text.ts";
import type { Database } from "../client-types.ts";
import { blogPosts } from "../schema/index.ts";
import { isPublished, toBlogPostSummary, type BlogPostCard, type BlogPostSummary } from "./catalog.ts";

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

/** A post in any state (draft, scheduled, published) by slug: the administrators' preview of it. */
export async function getPostBySlugForPreview(db: Database, slug: string): Promise<BlogPostSummary | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return row ? toBlogPostSummary(row) : null;
}

/** A stored post as a card shows it: the excerpt resolved (spec section 5), no body. */
export function toBlogPostCard(row: typeof blogPosts.$inferSelect): BlogPostCard {
  const { content, excerpt, ...card } = toBlogPostSummary(row);
  return { ...card, excerpt: blogExcerpt(excerpt, content) };
}

/** The card of one published post (GET /api/chat/webhook/blog-data/{slug}); null when there is none. */
export async function getPublishedPostCardBySlug(db: Database, slug: string, options: { now?: Date } = {}): Promise<BlogPostCard | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished(options.now)))
    .limit(1);
  return row ? toBlogPostCard(row) : null;
}

export const BLOG_PAGE_SIZE = 9;

export interface BlogPostPage {
  items: BlogPostCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of published posts, newest first, optionally only those with `tag`. A page past the end is empty, not an error. */
export async function listPublishedPostsPage(
  db: Database,
  options: { tag?: string; page?: number; pageSize?: number; now?: Date } = {},
): Promise<BlogPostPage> {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const pageSize = options.pageSize ?? BLOG_PAGE_SIZE;
  const where = and(isPublished(options.now), options.tag ? sql`${options.tag} = any(${blogPosts.tags})` : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where),
  ]);
  return { items: rows.map(toBlogPostCard), total: counted?.n ?? 0, page, pageSize };
}

/** Tags on published posts with how many posts carry each, most used first. */
export async function listPublishedTags(db: Database, options: { now?: Date } = {}): Promise<Array<{ tag: string; posts: number }>> {
  const tag = sql<string>`t.tag`;
  const rows = await db
    .select({ tag, posts: sql<number>`count(*)::int` })
    .from(sql`${blogPosts} cross join lateral unnest(${blogPosts.tags}) as t(tag)`)
    .where(isPublished(options.now))
    .groupBy(tag)
    .orderBy(sql`count(*) desc`, tag);
  return rows;
}

/** Published posts sharing at least one tag with `post`, most shared tags first, then newest. */
export async function listRelatedPosts(
  db: Database,
  post: { slug: string; tags: string[] },
  options: { limit?: number; now?: Date } = {},
): Promise<BlogPostCard[]> {
  if (post.tags.length === 0) return [];
  const tagList = sql`array[${sql.join(post.tags.map((t) => sql`${t}`), sql`, `)}]::text[]`;
  const shared = sql`(select count(*) from unnest(${blogPosts.tags}) as s(tag) where s.tag = any(${tagList}))`;
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(isPublished(options.now), ne(blogPosts.slug, post.slug), arrayOverlaps(blogPosts.tags, post.tags)))
    .orderBy(desc(shared), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(options.limit ?? 3);
  return rows.map(toBlogPostCard);
}

/**
 * ?tag and ?page of the blog list (page and API). A missing or nonsense page is
 * page 1; a tag is kept as typed (trimmed, at most 60 characters) so an unknown
 * tag shows an empty list rather than silently showing every post.
 */
export function parseBlogListParams(params: URLSearchParams): { tag: string | undefined; page: number } {
  const tag = params.get("tag")?.trim().slice(0, 60) || undefined;
  const rawPage = params.get("page")?.trim() ?? "";
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { tag, page };
}

/**
 * Published posts about the words of a chat message, best first (PostgreSQL
 * full-text search, English stemming). Any word may match (the words are OR-ed:
 * a renter's sentence rarely has every word in one post); posts matching more
 * and rarer words rank higher. Titles weigh more than excerpts, excerpts more than bodies.
 */
export async function searchPublishedPosts(
  db: Database,
  text: string,
  options: { limit?: number; now?: Date } = {},
): Promise<Array<{ slug: string; title: string; excerpt: string; rank: number }>> {
  const words = text.slice(0, 2000);
  // The stored, weighted document (db/schema/catalog.ts), not one parsed per post per message.
  const document = blogPosts.search;
  // plainto_tsquery drops stop words and stems; its '&' become '|' so that any word can match.
  const query = sql`nullif(replace(plainto_tsquery('english', ${words})::text, '&', '|'), '')::tsquery`;
  const rank = sql<number>`ts_rank(${document}, ${query})`;
  const rows = await db
    .select({ row: blogPosts, rank })
    .from(blogPosts)
    .where(and(isPublished(options.now), sql`${document} @@ ${query}`))
    .orderBy(desc(rank), desc(blogPosts.publishedAt))
    .limit(options.limit ?? 3);
  return rows.map(({ row, rank: score }) => {
    const card = toBlogPostCard(row);
    return { slug: card.slug, title: card.title, excerpt: card.excerpt, rank: Number(score) };
  });
}
