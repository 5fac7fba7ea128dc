/**
 * Photos in the database (decision 016): an owner's gallery without its bytes,
 * the covers of many owners at once for cards, a variant's bytes for
 * /media/photos/..., and the admin's writes.
 *
 * Every write goes through adminWrite on the OWNER's record (a community, a
 * neighborhood, a post): its history shows the photos it gained or lost
 * (audited-tables.ts lists them), and its version moves, so an edit form opened
 * before is told its photos changed. The photo actions themselves pass no
 * expected version: adding a photo does not depend on what the admin saw.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { PHOTO_OWNERS, describePhotoCount, type PhotoOwner, type PhotoOwnerKind } from "../../core/photos/owners.ts";
import type { PhotoRef } from "../../core/photos/urls.ts";
import type { Database } from "../client-types.ts";
import { blogPosts, photos, photoVariants, PHOTO_OWNER_KINDS } from "../schema/index.ts";
import { adminWrite, AdminWriteRefusal, type AdminActor, type AdminWriteResult, type SummaryDetails } from "./admin/admin-write.ts";
import type { Tx } from "./admin/audited-tables.ts";

/** The schema's owner kinds typed as core's: this stops compiling if the two lists part. */
const OWNER_KINDS: readonly PhotoOwnerKind[] = PHOTO_OWNER_KINDS;

/** A photo as a page or the photo manager shows it (no bytes). */
export interface Photo extends PhotoRef {
  position: number;
  cover: boolean;
}

const photoColumns = {
  id: photos.id,
  contentHash: photos.contentHash,
  width: photos.width,
  height: photos.height,
  alt: photos.alt,
  position: photos.position,
  cover: photos.cover,
};

function ownedBy(owner: PhotoOwner) {
  return and(eq(photos.ownerKind, owner.kind), eq(photos.ownerId, owner.id));
}

/** An owner's photos in gallery order. */
export async function listPhotos(db: Database | Tx, owner: PhotoOwner): Promise<Photo[]> {
  return db.select(photoColumns).from(photos).where(ownedBy(owner)).orderBy(asc(photos.position), asc(photos.id));
}

/** An owner's photos with the cover first: the order a public gallery shows them in. */
export async function listGallery(db: Database, owner: PhotoOwner): Promise<Photo[]> {
  const all = await listPhotos(db, owner);
  return [...all.filter((photo) => photo.cover), ...all.filter((photo) => !photo.cover)];
}

const coverColumns = { id: photos.id, contentHash: photos.contentHash, width: photos.width, height: photos.height, alt: photos.alt };
/** Within an owner: the chosen cover, or the first photo where none is chosen. */
const coverOrder = [sql`${photos.cover} desc`, asc(photos.position), asc(photos.id)];

/**
 * The cover of each owner that has photos, in one query (a page of cards asks
 * once, whatever its length).
 */
export async function listCoverPhotos(db: Database, kind: PhotoOwnerKind, ownerIds: readonly number[]): Promise<Map<number, PhotoRef>> {
  const ids = [...new Set(ownerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([photos.ownerId], { ownerId: photos.ownerId, ...coverColumns })
    .from(photos)
    .where(and(eq(photos.ownerKind, kind), inArray(photos.ownerId, ids)))
    .orderBy(asc(photos.ownerId), ...coverOrder);
  return new Map(rows.map(({ ownerId, ...photo }) => [ownerId, photo]));
}

/** Each item with its cover photo (null: none, the illustration stays), read in one query for the whole list. */
export async function withCoverPhotos<T extends { id: number }>(db: Database, kind: PhotoOwnerKind, items: readonly T[]): Promise<(T & { photo: PhotoRef | null })[]> {
  const covers = await listCoverPhotos(db, kind, items.map((item) => item.id));
  return items.map((item) => ({ ...item, photo: covers.get(item.id) ?? null }));
}

/** The same for posts, which pages and the API know by slug only. */
export async function withPostCoverPhotos<T extends { slug: string }>(db: Database, posts: readonly T[]): Promise<(T & { photo: PhotoRef | null })[]> {
  const slugs = [...new Set(posts.map((post) => post.slug))];
  if (slugs.length === 0) return [];
  const rows = await db
    .selectDistinctOn([blogPosts.slug], { slug: blogPosts.slug, ...coverColumns })
    .from(photos)
    .innerJoin(blogPosts, and(eq(photos.ownerKind, "blog-post"), eq(photos.ownerId, blogPosts.id)))
    .where(inArray(blogPosts.slug, slugs))
    .orderBy(asc(blogPosts.slug), ...coverOrder);
  const covers = new Map(rows.map(({ slug, ...photo }) => [slug, photo]));
  return posts.map((post) => ({ ...post, photo: covers.get(post.slug) ?? null }));
}

/** The bytes of one variant, when the id, the hash and the width all match a stored one. */
export async function readPhotoVariant(db: Database, file: { id: number; contentHash: string; width: number }): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const [row] = await db
    .select({ bytes: photoVariants.bytes, contentType: photoVariants.contentType })
    .from(photoVariants)
    .innerJoin(photos, eq(photos.id, photoVariants.photoId))
    .where(and(eq(photoVariants.photoId, file.id), eq(photoVariants.width, file.width), eq(photos.contentHash, file.contentHash)))
    .limit(1);
  return row ?? null;
}

/** Which record a photo belongs to; null when there is no such photo. */
export async function findPhotoOwner(db: Database, photoId: number): Promise<PhotoOwner | null> {
  const [row] = await db.select({ kind: photos.ownerKind, id: photos.ownerId }).from(photos).where(eq(photos.id, photoId)).limit(1);
  const kind = OWNER_KINDS.find((known) => known === row?.kind);
  return row && kind ? { kind, id: row.id } : null;
}

/** A processed upload (server/media/process-photo.ts) with its alt text. */
export interface NewPhoto {
  alt: string;
  width: number;
  height: number;
  contentHash: string;
  variants: readonly { width: number; height: number; contentType: string; bytes: Uint8Array }[];
}

/**
 * Adds photos at the end of the owner's gallery, all or none. The owner's
 * first photo becomes its cover. Processing happens before this is called, so
 * the transaction holds no lock while libvips works.
 */
export async function uploadPhotos(db: Database, options: { actor: AdminActor; owner: PhotoOwner; photos: readonly NewPhoto[] }): Promise<AdminWriteResult> {
  const { owner } = options;
  return writeOnOwner(db, options.actor, owner, "upload", { uploaded: describePhotoCount(options.photos.length) }, async (tx) => {
    const existing = await listPhotos(tx, owner);
    let position = existing.reduce((max, photo) => Math.max(max, photo.position + 1), 0);
    let needsCover = !existing.some((photo) => photo.cover);
    for (const photo of options.photos) {
      const [row] = await tx
        .insert(photos)
        .values({ ownerKind: owner.kind, ownerId: owner.id, position: position++, cover: needsCover, alt: photo.alt, width: photo.width, height: photo.height, contentHash: photo.contentHash })
        .returning({ id: photos.id });
      needsCover = false;
      await tx.insert(photoVariants).values(photo.variants.map((variant) => ({ photoId: row!.id, ...variant })));
    }
  });
}

/** A photo write, recorded on its owner's record; no expected version (see the header). */
function writeOnOwner(db: Database, actor: AdminActor, owner: PhotoOwner, action: "upload" | "update", summary: SummaryDetails, apply: (tx: Tx) => Promise<void>) {
  return adminWrite(db, { action, actor, resource: PHOTO_OWNERS[owner.kind].resource, recordId: owner.id, expectedVersion: null, summary, apply });
}

export type PhotoChange = { kind: "alt"; alt: string } | { kind: "cover" } | { kind: "move"; direction: "up" | "down" } | { kind: "delete" };

/**
 * One change to one photo, logged as an update of its owner. The photo is
 * looked up again inside the transaction (the owner's row lock serialises the
 * admins' photo changes), so a photo deleted meanwhile is refused, not a 500.
 */
export async function changePhoto(db: Database, options: { actor: AdminActor; photoId: number; change: PhotoChange }): Promise<AdminWriteResult> {
  const owner = await findPhotoOwner(db, options.photoId);
  if (!owner) return { ok: false, reason: "not-found" };
  const { change, photoId } = options;
  return writeOnOwner(db, options.actor, owner, "update", { fieldLabels: { photos: "photos" } }, async (tx) => {
    const gallery = await listPhotos(tx, owner);
    const index = gallery.findIndex((photo) => photo.id === photoId);
    if (index === -1) throw new AdminWriteRefusal("This photo has been deleted meanwhile.", "photo");
    const photo = gallery[index]!;
    switch (change.kind) {
      case "alt":
        await tx.update(photos).set({ alt: change.alt }).where(eq(photos.id, photoId));
        return;
      case "cover":
        if (photo.cover) return;
        // Two statements, in this order: the partial unique index allows one cover per owner at any moment.
        await tx
          .update(photos)
          .set({ cover: false })
          .where(and(ownedBy(owner), eq(photos.cover, true)));
        await tx.update(photos).set({ cover: true }).where(eq(photos.id, photoId));
        return;
      case "move": {
        const to = change.direction === "up" ? index - 1 : index + 1;
        if (to < 0 || to >= gallery.length) return;
        const order = [...gallery];
        order.splice(index, 1);
        order.splice(to, 0, photo);
        await renumber(tx, order);
        return;
      }
      case "delete": {
        await tx.delete(photos).where(eq(photos.id, photoId));
        const rest = gallery.filter((other) => other.id !== photoId);
        await renumber(tx, rest);
        // The gallery keeps a cover while it has photos.
        if (photo.cover && rest[0]) await tx.update(photos).set({ cover: true }).where(eq(photos.id, rest[0].id));
        return;
      }
    }
  });
}

/** Positions 0, 1, 2... in the given order, writing only the rows that move. */
async function renumber(tx: Tx, order: readonly Photo[]): Promise<void> {
  for (const [position, photo] of order.entries()) {
    if (photo.position !== position) await tx.update(photos).set({ position }).where(eq(photos.id, photo.id));
  }
}
