import { eq, sql } from "drizzle-orm";
import { slugify, type FormValues } from "../../../../core/admin/form.ts";
import { postStatus, type PostStatus } from "../../../../core/admin/resources/blog-posts.ts";
import { readTimeMinutes } from "../../../../core/content/read-time.ts";
import { illustrationPath } from "../../../../core/illustrations/index.ts";
import type { Database } from "../../../client-types.ts";
import { blogPosts } from "../../../schema/index.ts";
import { adminBulkWrite, adminWrite } from "../admin-write.ts";
import type { Tx } from "../audited-tables.ts";
import type { ResourceStore } from "../resource-store.ts";

/** draft / scheduled / published, computed in SQL the same way as postStatus(). */
const status = sql<string>`case when ${blogPosts.publishedAt} is null then 'draft' when ${blogPosts.publishedAt} > now() then 'scheduled' else 'published' end`;

type Values = { title: string; slug: string; author: string; excerpt: string | null; content: string; tags: string[]; status: PostStatus; publishAt: Date | null };

/**
 * When the post appears: a draft never; a scheduled post at its time; a
 * published one keeps the date it was first published, or now.
 */
export function publicationTime(status: PostStatus, publishAt: Date | null, current: Date | null, now: Date): Date | null {
  if (status === "draft") return null;
  if (status === "scheduled") return publishAt;
  return current && current.getTime() <= now.getTime() ? current : now;
}

function columnsOf(values: FormValues, currentPublishedAt: Date | null) {
  const v = values as unknown as Values;
  return {
    title: v.title,
    slug: v.slug || slugify(v.title),
    author: v.author,
    excerpt: v.excerpt,
    content: v.content,
    tags: v.tags,
    readTimeMinutes: readTimeMinutes(v.content),
    publishedAt: publicationTime(v.status, v.publishAt, currentPublishedAt, new Date()),
  };
}

const setPublishedAt = (next: (current: Date | null) => Date | null) => async (tx: Tx, current: { id: number; publishedAt: Date | null }) => {
  await tx.update(blogPosts).set({ publishedAt: next(current.publishedAt) }).where(eq(blogPosts.id, current.id));
};

async function currentPublishedAt(db: Database, id: number): Promise<Date | null | undefined> {
  const [row] = await db.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, id));
  return row ? row.publishedAt : undefined;
}

export const blogPostsStore: ResourceStore = {
  resource: "blog-posts",
  source: {
    table: blogPosts,
    id: blogPosts.id,
    version: blogPosts.version,
    columns: {
      title: blogPosts.title,
      status,
      publishedAt: blogPosts.publishedAt,
      author: blogPosts.author,
      tags: blogPosts.tags,
      readTimeMinutes: blogPosts.readTimeMinutes,
      updatedAt: blogPosts.updatedAt,
    },
    search: [blogPosts.title, blogPosts.slug, blogPosts.author, sql`array_to_string(${blogPosts.tags}, ' ')`],
    filters: { status: (value) => sql`${status} = ${value}` },
  },
  async read(db, id) {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!row) return null;
    const now = new Date();
    const state = postStatus(row.publishedAt, now);
    return {
      id: row.id,
      version: row.version,
      label: row.title,
      slug: row.slug,
      values: { ...row, status: state, publishAt: row.publishedAt },
      extra: { status: state, publishedAt: row.publishedAt?.toISOString() ?? null, readTimeMinutes: row.readTimeMinutes },
    };
  },
  create(db, actor, values, summary) {
    return adminWrite(db, {
      action: "create",
      actor,
      summary,
      resource: "blog-posts",
      apply: async (tx) => {
        const columns = columnsOf(values, null);
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...columns, imageUrl: illustrationPath("blog", columns.slug) })
          .returning({ id: blogPosts.id });
        return row!.id;
      },
    });
  },
  async update(db, actor, id, expectedVersion, values, summary) {
    // Publishing is its own event in the history; everything else is an update.
    const before = await currentPublishedAt(db, id);
    const publishes = values.status === "published" && (before === null || (before !== undefined && before.getTime() > Date.now()));
    return adminWrite(db, {
      action: publishes ? "publish" : "update",
      actor,
      summary,
      resource: "blog-posts",
      recordId: id,
      expectedVersion,
      apply: async (tx, current) => {
        await tx.update(blogPosts).set(columnsOf(values, current.publishedAt)).where(eq(blogPosts.id, id));
      },
    });
  },
  remove(db, actor, id, expectedVersion) {
    return adminWrite(db, {
      action: "delete",
      actor,
      resource: "blog-posts",
      recordId: id,
      expectedVersion,
      apply: async (tx) => {
        await tx.delete(blogPosts).where(eq(blogPosts.id, id));
      },
    });
  },
  bulk: {
    publish: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "blog-posts",
        action: "publish",
        bulkAction: "Publish now",
        records,
        apply: setPublishedAt((current) => (current && current.getTime() <= Date.now() ? current : new Date())),
      }),
    unpublish: (db, actor, records) =>
      adminBulkWrite(db, { actor, resource: "blog-posts", action: "update", bulkAction: "Back to draft", records, apply: setPublishedAt(() => null) }),
    delete: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "blog-posts",
        action: "delete",
        bulkAction: "Delete",
        records,
        apply: async (tx, current) => {
          await tx.delete(blogPosts).where(eq(blogPosts.id, current.id));
        },
      }),
  },
  constraints: {
    blog_posts_slug_key: { field: "slug", message: "Another post has this slug. Choose another." },
    blog_posts_slug_format: { field: "slug", message: "Slug needs letters or digits: type one, or a title that has some." },
  },
};
