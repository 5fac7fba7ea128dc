import { asc, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { processPhoto } from "../../server/media/process-photo.ts";
import type { Database } from "../client-types.ts";
import { apartments, auditLog, blogPosts, neighborhoods, photos, photoVariants } from "../schema/index.ts";
import type { AdminActor } from "./admin/admin-write.ts";
import { readCatalogueRevision } from "./match-catalogue.ts";
import { changePhoto, listCoverPhotos, listGallery, listPhotos, readPhotoVariant, uploadPhotos, type NewPhoto } from "./photos.ts";
import { insertUser } from "./users.ts";

async function newPhoto(alt: string, width = 1000, colour = "#4a7"): Promise<NewPhoto> {
  const bytes = new Uint8Array(await sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: colour } }).png().toBuffer());
  const result = await processPhoto({ name: `${alt}.png`, bytes });
  if (!result.ok) throw new Error(`refused: ${result.refusal.reason}`);
  return { alt, ...result.photo };
}

describe.each(testDatabaseKinds)("photos on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let actor: AdminActor;
  let apartmentIds: number[];
  let pool: NewPhoto;
  let lobby: NewPhoto;
  let gym: NewPhoto;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, { username: "photo.admin", email: "photo.admin@example.com", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    actor = { id: created.user.id, username: "photo.admin" };
    apartmentIds = (await db.select({ id: apartments.id }).from(apartments).orderBy(asc(apartments.id)).limit(4)).map((row) => row.id);
    [pool, lobby, gym] = await Promise.all([newPhoto("Pool deck", 1800, "#38a"), newPhoto("Lobby", 700, "#a83"), newPhoto("Gym", 400, "#3a8")]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const historyOf = (resource: string, id: number) =>
    db.select().from(auditLog).where(sql`${auditLog.resource} = ${resource} and ${auditLog.recordId} = ${String(id)}`).orderBy(asc(auditLog.id));
  const versionOf = async (id: number) => (await db.select({ version: apartments.version }).from(apartments).where(eq(apartments.id, id)))[0]!.version;

  it("uploads photos to a community's gallery with their variants, the first as cover, logged as an upload of the community", async () => {
    const id = apartmentIds[0]!;
    const before = await versionOf(id);
    const revision = await readCatalogueRevision(db);

    const result = await uploadPhotos(db, { actor, owner: { kind: "apartment", id }, photos: [pool, lobby] });
    expect(result).toMatchObject({ ok: true, recordId: id, version: before + 1 });

    const gallery = await listPhotos(db, { kind: "apartment", id });
    expect(gallery.map((p) => [p.alt, p.position, p.cover, p.width])).toEqual([
      ["Pool deck", 0, true, 1600],
      ["Lobby", 1, false, 700],
    ]);
    const variants = await db.select({ width: photoVariants.width }).from(photoVariants).where(eq(photoVariants.photoId, gallery[0]!.id)).orderBy(asc(photoVariants.width));
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1600]);

    const [entry] = (await historyOf("apartments", id)).slice(-1);
    expect(entry).toMatchObject({ action: "upload", actorUsername: "photo.admin", recordVersion: before + 1, before: { photos: [] } });
    expect(entry!.summary).toMatch(/^Uploaded 2 photos to community “.+”$/);
    expect(entry!.after).toEqual({ photos: [`#${gallery[0]!.id} Pool deck (cover)`, `#${gallery[1]!.id} Lobby`] });
    // Cards and pages see the new photos on their next read (migration 0013's trigger).
    expect(await readCatalogueRevision(db)).toBeGreaterThan(revision);
  });

  it("serves a variant only for the right id, hash and width", async () => {
    const [photo] = await listPhotos(db, { kind: "apartment", id: apartmentIds[0]! });
    const variant = await readPhotoVariant(db, { id: photo!.id, contentHash: photo!.contentHash, width: 960 });
    expect(variant?.contentType).toBe("image/webp");
    expect((await sharp(variant!.bytes).metadata()).width).toBe(960);
    expect(await readPhotoVariant(db, { id: photo!.id, contentHash: "0000000000000000", width: 960 })).toBeNull();
    expect(await readPhotoVariant(db, { id: photo!.id, contentHash: photo!.contentHash, width: 961 })).toBeNull();
    expect(await readPhotoVariant(db, { id: 999_999, contentHash: photo!.contentHash, width: 960 })).toBeNull();
  });

  it("changes the alt text, the cover and the order, and deletes, each logged as an update of the community's photos", async () => {
    const id = apartmentIds[1]!;
    await uploadPhotos(db, { actor, owner: { kind: "apartment", id }, photos: [pool, lobby, gym] });
    const [a, b, c] = await listPhotos(db, { kind: "apartment", id });
    const labels = async () => (await listPhotos(db, { kind: "apartment", id })).map((p) => `${p.alt}${p.cover ? "*" : ""}`);

    expect(await changePhoto(db, { actor, photoId: b!.id, change: { kind: "alt", alt: "Lobby with the mail room" } })).toMatchObject({ ok: true });
    expect(await changePhoto(db, { actor, photoId: c!.id, change: { kind: "cover" } })).toMatchObject({ ok: true });
    expect(await labels()).toEqual(["Pool deck", "Lobby with the mail room", "Gym*"]);
    expect(await changePhoto(db, { actor, photoId: c!.id, change: { kind: "move", direction: "up" } })).toMatchObject({ ok: true });
    expect(await labels()).toEqual(["Pool deck", "Gym*", "Lobby with the mail room"]);
    // The public gallery shows the cover first.
    expect((await listGallery(db, { kind: "apartment", id })).map((p) => p.alt)).toEqual(["Gym", "Pool deck", "Lobby with the mail room"]);
    // Moving the first photo up changes nothing, and logs nothing.
    const entries = (await historyOf("apartments", id)).length;
    expect(await changePhoto(db, { actor, photoId: a!.id, change: { kind: "move", direction: "up" } })).toMatchObject({ ok: true, entryId: null });
    expect(await historyOf("apartments", id)).toHaveLength(entries);

    // Deleting the cover hands the cover to the first photo left.
    expect(await changePhoto(db, { actor, photoId: c!.id, change: { kind: "delete" } })).toMatchObject({ ok: true });
    expect(await labels()).toEqual(["Pool deck*", "Lobby with the mail room"]);
    expect((await db.select({ n: count() }).from(photoVariants).where(eq(photoVariants.photoId, c!.id)))[0]!.n).toBe(0);
    expect((await listPhotos(db, { kind: "apartment", id })).map((p) => p.position)).toEqual([0, 1]);

    const history = (await historyOf("apartments", id)).slice(-5);
    expect(history.map((e) => e.action)).toEqual(["upload", "update", "update", "update", "update"]);
    expect(history[1]!.summary).toMatch(/^Updated community “.+”: photos$/);
    expect(history[1]!.before).toEqual({ photos: [`#${a!.id} Pool deck (cover)`, `#${b!.id} Lobby`, `#${c!.id} Gym`] });
    expect(history[1]!.after).toEqual({ photos: [`#${a!.id} Pool deck (cover)`, `#${b!.id} Lobby with the mail room`, `#${c!.id} Gym`] });
    expect(history[4]!.after).toEqual({ photos: [`#${a!.id} Pool deck (cover)`, `#${b!.id} Lobby with the mail room`] });
  });

  it("a photo deleted meanwhile, or one that never was, is refused without a change", async () => {
    const id = apartmentIds[2]!;
    await uploadPhotos(db, { actor, owner: { kind: "apartment", id }, photos: [gym] });
    const [photo] = await listPhotos(db, { kind: "apartment", id });
    await changePhoto(db, { actor, photoId: photo!.id, change: { kind: "delete" } });
    expect(await changePhoto(db, { actor, photoId: photo!.id, change: { kind: "alt", alt: "Too late" } })).toEqual({ ok: false, reason: "not-found" });
    expect(await changePhoto(db, { actor, photoId: 2_000_000_000, change: { kind: "cover" } })).toEqual({ ok: false, reason: "not-found" });
  });

  it("a failed upload leaves the gallery, the variants, the version and the history as they were", async () => {
    const id = apartmentIds[3]!;
    await uploadPhotos(db, { actor, owner: { kind: "apartment", id }, photos: [lobby] });
    const version = await versionOf(id);
    const entries = (await historyOf("apartments", id)).length;
    const variants = (await db.select({ n: count() }).from(photoVariants))[0]!.n;

    // The second photo's size breaks the table's check: the first one, already inserted, must go with it.
    const broken: NewPhoto = { ...gym, width: 0 };
    const result = await uploadPhotos(db, { actor, owner: { kind: "apartment", id }, photos: [pool, broken] });
    expect(result).toMatchObject({ ok: false, reason: "constraint", kind: "check" });

    expect((await listPhotos(db, { kind: "apartment", id })).map((p) => p.alt)).toEqual(["Lobby"]);
    expect(await versionOf(id)).toBe(version);
    expect(await historyOf("apartments", id)).toHaveLength(entries);
    expect((await db.select({ n: count() }).from(photoVariants))[0]!.n).toBe(variants);
  });

  it("an upload to a record that does not exist is not found", async () => {
    expect(await uploadPhotos(db, { actor, owner: { kind: "neighborhood", id: 987_654 }, photos: [gym] })).toEqual({ ok: false, reason: "not-found" });
  });

  it("gives neighborhoods and posts a cover, logged on their own history, and reads many covers in one query", async () => {
    const [hood] = await db.select({ id: neighborhoods.id }).from(neighborhoods).orderBy(asc(neighborhoods.id)).limit(1);
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).orderBy(asc(blogPosts.id)).limit(1);
    expect(await uploadPhotos(db, { actor, owner: { kind: "neighborhood", id: hood!.id }, photos: [pool] })).toMatchObject({ ok: true });
    expect(await uploadPhotos(db, { actor, owner: { kind: "blog-post", id: post!.id }, photos: [lobby] })).toMatchObject({ ok: true });
    expect((await historyOf("neighborhoods", hood!.id)).at(-1)!.summary).toMatch(/^Uploaded a photo to neighborhood “.+”$/);
    expect((await historyOf("blog-posts", post!.id)).at(-1)!.summary).toMatch(/^Uploaded a photo to blog post “.+”$/);

    const covers = await listCoverPhotos(db, "apartment", [...apartmentIds, 987_654]);
    expect([...covers.keys()].sort((x, y) => x - y)).toEqual([apartmentIds[0], apartmentIds[1], apartmentIds[3]]);
    expect(covers.get(apartmentIds[1]!)).toMatchObject({ alt: "Pool deck", width: 1600 });
    expect((await listCoverPhotos(db, "neighborhood", [hood!.id])).get(hood!.id)).toMatchObject({ alt: "Pool deck" });
    expect(await listCoverPhotos(db, "blog-post", [])).toEqual(new Map());
  });

  it("goes with its owner: deleting a community deletes its photos and their variants", async () => {
    const [spare] = await db.select({ id: apartments.id }).from(apartments).orderBy(sql`${apartments.id} desc`).limit(1);
    await uploadPhotos(db, { actor, owner: { kind: "apartment", id: spare!.id }, photos: [gym] });
    const [photo] = await listPhotos(db, { kind: "apartment", id: spare!.id });
    await db.delete(apartments).where(eq(apartments.id, spare!.id));
    expect(await db.select().from(photos).where(eq(photos.id, photo!.id))).toEqual([]);
    expect(await db.select({ n: count() }).from(photoVariants).where(eq(photoVariants.photoId, photo!.id))).toEqual([{ n: 0 }]);
  });
});
