import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/database.ts";
import { parseListQuery } from "../../../../core/admin/list-query.ts";
import { amenitiesResource } from "../../../../core/admin/resources/amenities.ts";
import { blogPostsResource } from "../../../../core/admin/resources/blog-posts.ts";
import { neighborhoodsResource } from "../../../../core/admin/resources/neighborhoods.ts";
import type { Database } from "../../../client-types.ts";
import { amenities, apartmentAmenities, apartments, auditLog, blogPosts, neighborhoods, slugRedirects } from "../../../schema/index.ts";
import { insertUser } from "../../users.ts";
import { listNeighborhoods } from "../../catalog.ts";
import type { AdminActor } from "../admin-write.ts";
import { likePattern, listRecords } from "../list-records.ts";
import { amenitiesStore } from "./amenities.ts";
import { blogPostsStore, publicationTime } from "./blog-posts.ts";
import { neighborhoodsStore } from "./neighborhoods.ts";

const newHood = {
  name: "Rice Military",
  slug: "",
  description: "Townhomes between Memorial Park and downtown.",
  highlights: ["Near Memorial Park"],
  aliases: ["rice mil"],
  zipCodes: ["77007"],
  latitude: 29.77,
  longitude: -95.41,
  featured: false,
};

describe("publicationTime", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const earlier = new Date("2026-01-01T12:00:00Z");
  const later = new Date("2027-01-01T12:00:00Z");
  it("keeps a published post's first date, publishes a draft now and schedules at the given time", () => {
    expect(publicationTime("draft", later, earlier, now)).toBeNull();
    expect(publicationTime("scheduled", later, null, now)).toEqual(later);
    expect(publicationTime("published", null, earlier, now)).toEqual(earlier);
    expect(publicationTime("published", null, null, now)).toEqual(now);
    expect(publicationTime("published", null, later, now)).toEqual(now);
  });
});

describe("likePattern", () => {
  it("makes what the admin typed literal", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe.each(testDatabaseKinds)("admin resource stores on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, { username: "maria", email: "maria@example.com", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    maria = { id: created.user.id, username: "maria" };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const list = (spec: Parameters<typeof parseListQuery>[0], store: typeof neighborhoodsStore, search: string) =>
    listRecords(db, store.source, parseListQuery(spec, new URLSearchParams(search)));

  it("lists neighborhoods by search, filter, sort and page, with the total of the filtered set", async () => {
    const all = await list(neighborhoodsResource, neighborhoodsStore, "");
    expect(all.total).toBe((await db.select().from(neighborhoods)).length);
    expect(all.rows.map((r) => r.cells.name)).toEqual([...all.rows.map((r) => r.cells.name)].sort((a, b) => String(a).localeCompare(String(b))));

    // ZIP codes and aliases are searched; case does not matter.
    const byZip = await list(neighborhoodsResource, neighborhoodsStore, "q=77006");
    expect(byZip.rows.length).toBeGreaterThan(0);
    for (const row of byZip.rows) expect(row.cells.zipCodes).toContain("77006");

    const featured = await list(neighborhoodsResource, neighborhoodsStore, "featured=yes&sort=communities&dir=desc");
    expect(featured.rows.every((row) => row.cells.featured === true)).toBe(true);
    const counts = featured.rows.map((row) => Number(row.cells.communities));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The count is each neighborhood's own communities.
    const first = featured.rows[0]!;
    const own = await db.select().from(apartments).where(eq(apartments.neighborhoodId, first.id));
    expect(first.cells.communities).toBe(own.length);

    const page2 = await list(neighborhoodsResource, neighborhoodsStore, "size=25&page=2");
    expect(page2.total).toBe(all.total);
    expect(page2.rows.map((r) => r.id)).not.toContain(all.rows[0]!.id);
    const past = await list(neighborhoodsResource, neighborhoodsStore, "page=400");
    expect(past).toEqual({ rows: [], total: all.total });

    // A % typed by the admin is a percent sign, not "anything".
    expect((await list(neighborhoodsResource, neighborhoodsStore, "q=%25")).total).toBe(0);
  });

  it("shows each seeded neighborhood's typical rent as the public pages compute it", async () => {
    const summaries = await listNeighborhoods(db);
    expect(summaries.some((n) => n.typicalRent !== null)).toBe(true);
    for (const summary of summaries) {
      const record = await neighborhoodsStore.read(db, summary.id);
      expect(record?.extra?.typicalRent, summary.slug).toEqual(summary.typicalRent);
    }
  });

  it("creates a neighborhood with its slug made from the name, and a renamed slug leaves a redirect", async () => {
    const created = await neighborhoodsStore.create(db, maria, newHood);
    expect(created).toMatchObject({ ok: true, version: 1 });
    if (!created.ok) return;
    const record = await neighborhoodsStore.read(db, created.recordId);
    expect(record).toMatchObject({ slug: "rice-military", label: "Rice Military", values: { zipCodes: ["77007"] }, extra: { communities: 0, typicalRent: null } });

    const renamed = await neighborhoodsStore.update(db, maria, created.recordId, 1, { ...newHood, slug: "rice-military-houston" });
    expect(renamed).toMatchObject({ ok: true, version: 2 });
    const [redirect] = await db.select().from(slugRedirects).where(and(eq(slugRedirects.tableName, "neighborhoods"), eq(slugRedirects.oldSlug, "rice-military")));
    expect(redirect?.recordId).toBe(created.recordId);

    // A stale save is refused with what changed; a taken slug names the field.
    const stale = await neighborhoodsStore.update(db, maria, created.recordId, 1, { ...newHood, latitude: 29.78 });
    expect(stale).toMatchObject({ ok: false, reason: "conflict", conflict: { fields: [{ field: "slug", then: "rice-military", now: "rice-military-houston" }] } });
    const taken = await neighborhoodsStore.update(db, maria, created.recordId, 2, { ...newHood, slug: "montrose" });
    expect(taken).toMatchObject({ ok: false, reason: "constraint", constraint: "neighborhoods_slug_key" });
    expect(neighborhoodsStore.constraints.neighborhoods_slug_key?.field).toBe("slug");

    const removed = await neighborhoodsStore.remove(db, maria, created.recordId, 2);
    expect(removed).toMatchObject({ ok: true, version: null });
    expect(await db.select().from(slugRedirects).where(eq(slugRedirects.recordId, created.recordId))).toEqual([]);
  });

  it("refuses to delete a neighborhood that has communities, naming how many, alone or in a bulk action", async () => {
    const [hood] = await db.select().from(neighborhoods).where(eq(neighborhoods.slug, "montrose"));
    const own = await db.select().from(apartments).where(eq(apartments.neighborhoodId, hood!.id));
    expect(own.length).toBeGreaterThan(0);
    const refused = await neighborhoodsStore.remove(db, maria, hood!.id, hood!.version);
    expect(refused).toEqual({
      ok: false,
      reason: "refused",
      message: `Montrose still has ${own.length} ${own.length === 1 ? "community" : "communities"}. Move ${own.length === 1 ? "it" : "them"} to another neighborhood or delete ${own.length === 1 ? "it" : "them"} first.`,
    });
    const created = await neighborhoodsStore.create(db, maria, { ...newHood, name: "Empty Acres" });
    if (!created.ok) throw new Error("not created");
    const bulk = await neighborhoodsStore.bulk.delete!(db, maria, [
      { recordId: created.recordId, expectedVersion: 1 },
      { recordId: hood!.id, expectedVersion: hood!.version },
    ]);
    // All or nothing: the empty one is still there.
    expect(bulk).toMatchObject({ ok: false, reason: "refused", recordId: hood!.id });
    expect(await neighborhoodsStore.read(db, created.recordId)).not.toBeNull();
  });

  it("features neighborhoods in bulk, one audit entry per record tied by a batch", async () => {
    const rows = (await list(neighborhoodsResource, neighborhoodsStore, "featured=no&size=25")).rows.slice(0, 2);
    const result = await neighborhoodsStore.bulk.feature!(db, maria, rows.map((row) => ({ recordId: row.id, expectedVersion: row.version })));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const entries = await db.select().from(auditLog).where(eq(auditLog.batchId, result.batchId));
    expect(entries.map((entry) => Number(entry.recordId)).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(entries[0]).toMatchObject({ action: "update", before: { featured: false }, after: { featured: true } });
  });

  it("deletes an amenity by detaching it from its communities", async () => {
    const created = await amenitiesStore.create(db, maria, { displayName: "Rooftop Deck", name: "", synonyms: ["Roof Deck", "roof deck", "rooftop"] });
    if (!created.ok) throw new Error("not created");
    expect(await amenitiesStore.read(db, created.recordId)).toMatchObject({ slug: "rooftop-deck", values: { synonyms: ["roof deck", "rooftop"] } });
    const [community] = await db.select().from(apartments).limit(1);
    await db.insert(apartmentAmenities).values({ apartmentId: community!.id, amenityId: created.recordId });
    const used = await listRecords(db, amenitiesStore.source, parseListQuery(amenitiesResource, new URLSearchParams("q=rooftop-deck")));
    expect(used.rows.map((r) => [r.id, r.cells.communities])).toEqual([[created.recordId, 1]]);

    expect(await amenitiesStore.remove(db, maria, created.recordId, 1)).toMatchObject({ ok: true });
    expect(await db.select().from(apartmentAmenities).where(eq(apartmentAmenities.amenityId, created.recordId))).toEqual([]);
    expect(await db.select().from(amenities).where(eq(amenities.id, created.recordId))).toEqual([]);
  });

  it("keeps a post a draft, schedules it, publishes it (logged as a publish) and lists it by status", async () => {
    const post = { title: "Moving in August", slug: "", author: "Ana", excerpt: null, content: "word ".repeat(700), tags: ["moving"], status: "draft", publishAt: null };
    const created = await blogPostsStore.create(db, maria, post);
    if (!created.ok) throw new Error("not created");
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, created.recordId));
    expect(row).toMatchObject({ slug: "moving-in-august", publishedAt: null, readTimeMinutes: 3 });
    const drafts = await listRecords(db, blogPostsStore.source, parseListQuery(blogPostsResource, new URLSearchParams("status=draft")));
    expect(drafts.rows.map((r) => r.id)).toContain(created.recordId);

    const later = new Date(Date.now() + 86_400_000);
    expect(await blogPostsStore.update(db, maria, created.recordId, 1, { ...post, status: "scheduled", publishAt: later })).toMatchObject({ ok: true, version: 2 });
    expect((await blogPostsStore.read(db, created.recordId))?.extra).toMatchObject({ status: "scheduled" });

    const published = await blogPostsStore.update(db, maria, created.recordId, 2, { ...post, status: "published" });
    expect(published).toMatchObject({ ok: true, version: 3 });
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.resource, "blog-posts"), eq(auditLog.recordVersion, 3), eq(auditLog.recordId, String(created.recordId))));
    expect(entry?.action).toBe("publish");
    const [now] = await db.select().from(blogPosts).where(eq(blogPosts.id, created.recordId));
    expect(now!.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const back = await blogPostsStore.bulk.unpublish!(db, maria, [{ recordId: created.recordId, expectedVersion: 3 }]);
    expect(back.ok).toBe(true);
    expect((await blogPostsStore.read(db, created.recordId))?.extra).toMatchObject({ status: "draft" });
  });
});
