/**
 * Photos administrators upload (a community's gallery, a neighborhood's or a
 * post's cover) and the old addresses of renamed records.
 *
 * A photo is stored in PostgreSQL as its resized WebP variants (decision 016):
 * every server process and every backup sees the same bytes, and a photo is
 * gone with its record. The original upload is never kept: it may carry the
 * phone's GPS position in its metadata.
 */
import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** What a photo belongs to; one owner per photo. */
export const PHOTO_OWNER_KINDS = ["apartment", "neighborhood", "blog-post"] as const;

export const photos = pgTable(
  "photos",
  {
    id: serial("id").primaryKey(),
    ownerKind: text("owner_kind").notNull(),
    /** The owner's row id (communities, neighborhoods or blog posts, by ownerKind); removed with it by trigger. */
    ownerId: integer("owner_id").notNull(),
    /** Order in the gallery, from 0. */
    position: smallint("position").notNull().default(0),
    /** The cover: the card's and the page's first image. At most one per owner. */
    cover: boolean("cover").notNull().default(false),
    alt: text("alt").notNull(),
    /** Size of the largest stored variant, after auto-orientation. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Hash of the stored bytes: part of every URL of the photo, so a URL's content never changes (immutable caching). */
    contentHash: text("content_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("photos_owner_idx").on(t.ownerKind, t.ownerId, t.position, t.id),
    uniqueIndex("photos_one_cover_per_owner").on(t.ownerKind, t.ownerId).where(sql`${t.cover}`),
    check("photos_owner_kind", sql`${t.ownerKind} IN ('apartment', 'neighborhood', 'blog-post')`),
    check("photos_size", sql`${t.width} > 0 AND ${t.height} > 0`),
    check("photos_position", sql`${t.position} >= 0`),
  ],
);

/** One stored rendition of a photo: WebP at a width (480, 960, 1600, or the original's if smaller). */
export const photoVariants = pgTable(
  "photo_variants",
  {
    photoId: integer("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull().default("image/webp"),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width] })],
);

/**
 * A record's earlier slugs, so an old address answers 301 to the current one.
 * Written by a trigger whenever a slug changes (migration 0013), whoever
 * changes it; a slug taken again by a record drops its redirect.
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    /** The public table whose slug it was: "neighborhoods", "apartments" or "blog_posts". */
    tableName: text("table_name").notNull(),
    oldSlug: text("old_slug").notNull(),
    recordId: integer("record_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.oldSlug] }), index("slug_redirects_record_idx").on(t.tableName, t.recordId)],
);
