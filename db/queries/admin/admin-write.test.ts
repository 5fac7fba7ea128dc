import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { AUDIT_ACTIONS } from "../../../core/admin/audit-actions.ts";
import type { Database } from "../../client-types.ts";
import { amenities, apartmentAmenities, apartments, auditLog, blogPosts, floorPlans, neighborhoods } from "../../schema/index.ts";
import { readCatalogueRevision } from "../match-catalogue.ts";
import { deleteUser, insertUser } from "../users.ts";
import { adminBulkWrite, adminWrite, AdminWriteRefusal, type AdminActor } from "./admin-write.ts";
import { listRecordHistory } from "./audit-log.ts";

describe.each(testDatabaseKinds)("admin writes on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;
  let sam: AdminActor;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    maria = await admin("maria");
    sam = await admin("sam.k");
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function admin(username: string): Promise<AdminActor> {
    const created = await insertUser(db, { username, email: `${username}@example.com`, passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    return { id: created.user.id, username };
  }

  let slugs = 0;
  /** A neighborhood of the test's own, created through the write path. */
  async function createNeighborhood(name = "Test Heights", actor = maria): Promise<number> {
    const slug = `test-hood-${++slugs}`;
    const result = await adminWrite(db, {
      action: "create",
      actor,
      resource: "neighborhoods",
      apply: async (tx) => {
        const [row] = await tx
          .insert(neighborhoods)
          .values({ slug, name, description: "Quiet streets.", imageUrl: `/images/neighborhoods/${slug}.svg`, latitude: 29.75, longitude: -95.4, aliases: ["th"] })
          .returning({ id: neighborhoods.id });
        return row!.id;
      },
    });
    if (!result.ok) throw new Error(`not created: ${result.reason}`);
    return result.recordId;
  }

  /** An edit of one field (where the neighborhood's center is), through the write path. */
  function setLatitude(id: number, expectedVersion: number, latitude: number, actor = maria) {
    return adminWrite(db, {
      action: "update",
      actor,
      resource: "neighborhoods",
      recordId: id,
      expectedVersion,
      apply: async (tx) => {
        await tx.update(neighborhoods).set({ latitude }).where(eq(neighborhoods.id, id));
      },
    });
  }

  async function neighborhood(id: number) {
    const [row] = await db.select().from(neighborhoods).where(eq(neighborhoods.id, id));
    return row;
  }

  async function entriesOf(resource: string, id: number) {
    return db.select().from(auditLog).where(sql`${auditLog.resource} = ${resource} and ${auditLog.recordId} = ${String(id)}`).orderBy(asc(auditLog.id));
  }

  it("an update of the opened version applies, adds one to the version and logs the changed fields before and after", async () => {
    const id = await createNeighborhood("Rice Village");
    const revision = await readCatalogueRevision(db);

    const result = await adminWrite(db, {
      action: "update",
      actor: maria,
      resource: "neighborhoods",
      recordId: id,
      expectedVersion: 1,
      apply: async (tx, current) => {
        expect(current).toMatchObject({ id, version: 1, name: "Rice Village", latitude: 29.75 });
        await tx.update(neighborhoods).set({ latitude: 29.8, featured: true, description: "Quiet streets." }).where(eq(neighborhoods.id, id));
      },
    });

    expect(result).toEqual({ ok: true, recordId: id, version: 2, entryId: expect.any(Number) });
    expect(await neighborhood(id)).toMatchObject({ version: 2, latitude: 29.8, featured: true });
    const [, entry] = await entriesOf("neighborhoods", id);
    expect(entry).toMatchObject({
      id: result.ok ? result.entryId : -1,
      actorId: maria.id,
      actorUsername: "maria",
      action: "update",
      recordVersion: 2,
      batchId: null,
      summary: "Updated neighborhood “Rice Village”: featured and latitude",
      // Only what changed: the description was written with the same text.
      before: { featured: false, latitude: 29.75 },
      after: { featured: true, latitude: 29.8 },
    });
    // The catalogue's caches see the write (migration 0007's triggers).
    expect(await readCatalogueRevision(db)).toBeGreaterThan(revision);
  });

  it("refuses a stale save with what the other save changed (then and now) and changes nothing", async () => {
    const id = await createNeighborhood("Museum Park");
    expect(await setLatitude(id, 1, 29.76, sam)).toMatchObject({ ok: true, version: 2 });

    let applied = false;
    const stale = await adminWrite(db, {
      action: "update",
      actor: maria,
      resource: "neighborhoods",
      recordId: id,
      expectedVersion: 1,
      apply: async (tx) => {
        applied = true;
        await tx.update(neighborhoods).set({ name: "Museum District" }).where(eq(neighborhoods.id, id));
      },
    });

    expect(applied).toBe(false);
    expect(stale).toEqual({
      ok: false,
      reason: "conflict",
      conflict: {
        expectedVersion: 1,
        currentVersion: 2,
        deleted: false,
        saves: [{ version: 2, action: "update", username: "sam.k", at: expect.any(Date) }],
        fields: [{ field: "latitude", then: 29.75, now: 29.76 }],
        complete: true,
      },
    });
    expect(await neighborhood(id)).toMatchObject({ version: 2, name: "Museum Park", latitude: 29.76 });
    expect((await entriesOf("neighborhoods", id)).map((e) => e.action)).toEqual(["create", "update"]);
  });

  it("a change without an expected version (null) applies to whatever version the record has, still adding one", async () => {
    const id = await createNeighborhood("Eastwood");
    expect(await setLatitude(id, 1, 29.76, sam)).toMatchObject({ ok: true, version: 2 });
    const result = await adminWrite(db, {
      action: "update",
      actor: maria,
      resource: "neighborhoods",
      recordId: id,
      expectedVersion: null,
      apply: async (tx) => {
        await tx.update(neighborhoods).set({ featured: true }).where(eq(neighborhoods.id, id));
      },
    });
    expect(result).toMatchObject({ ok: true, version: 3 });
    expect(await neighborhood(id)).toMatchObject({ version: 3, featured: true, latitude: 29.76 });
    // A record that does not exist is still not found.
    const missing = await adminWrite(db, { action: "update", actor: maria, resource: "neighborhoods", recordId: 987654, expectedVersion: null, apply: async () => {} });
    expect(missing).toEqual({ ok: false, reason: "not-found" });
  });

  it("of concurrent saves of the same version, exactly one wins; the others get the conflict", async () => {
    const id = await createNeighborhood("Race Street");
    const latitudes = [29.71, 29.72, 29.73, 29.74];
    const results = await Promise.all(
      latitudes.map((latitude, i) =>
        adminWrite(db, {
          action: "update",
          actor: i % 2 ? sam : maria,
          resource: "neighborhoods",
          recordId: id,
          expectedVersion: 1,
          apply: async (tx) => {
            // Holds the row long enough for the other saves to arrive and wait for it.
            await new Promise((resolve) => setTimeout(resolve, 50));
            await tx.update(neighborhoods).set({ latitude }).where(eq(neighborhoods.id, id));
          },
        }),
      ),
    );
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "conflict")).toHaveLength(3);
    const winner = latitudes[results.findIndex((r) => r.ok)];
    expect(await neighborhood(id)).toMatchObject({ version: 2, latitude: winner });
    expect(await entriesOf("neighborhoods", id)).toHaveLength(2);
  });

  it("a failing apply leaves no change and no audit entry", async () => {
    const id = await createNeighborhood("Broken Oaks");
    await expect(
      adminWrite(db, {
        action: "update",
        actor: maria,
        resource: "neighborhoods",
        recordId: id,
        expectedVersion: 1,
        apply: async (tx) => {
          await tx.update(neighborhoods).set({ latitude: 29.9 }).where(eq(neighborhoods.id, id));
          throw new Error("disk on fire");
        },
      }),
    ).rejects.toThrow("disk on fire");
    expect(await neighborhood(id)).toMatchObject({ version: 1, latitude: 29.75 });
    expect((await entriesOf("neighborhoods", id)).map((e) => e.action)).toEqual(["create"]);
  });

  it("a write whose audit entry cannot be written is rolled back with it", async () => {
    const id = await createNeighborhood("Unlogged Acres");
    await db.execute(sql.raw(`create or replace function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`));
    await db.execute(sql.raw(`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`));
    try {
      await expect(setLatitude(id, 1, 29.8)).rejects.toThrow();
    } finally {
      await db.execute(sql.raw(`drop trigger refuse_audit on audit_log`));
    }
    expect(await neighborhood(id)).toMatchObject({ version: 1, latitude: 29.75 });
  });

  it("a refusal from apply comes back as a result, with nothing saved", async () => {
    const id = await createNeighborhood("Has Communities");
    const result = await adminWrite(db, {
      action: "delete",
      actor: maria,
      resource: "neighborhoods",
      recordId: id,
      expectedVersion: 1,
      apply: async (tx) => {
        await tx.update(neighborhoods).set({ featured: true }).where(eq(neighborhoods.id, id));
        throw new AdminWriteRefusal("This neighborhood still has 3 communities.", "id");
      },
    });
    expect(result).toEqual({ ok: false, reason: "refused", message: "This neighborhood still has 3 communities.", field: "id" });
    expect(await neighborhood(id)).toMatchObject({ version: 1, featured: false });
    expect(await entriesOf("neighborhoods", id)).toHaveLength(1);
  });

  it("a row the database refuses by a named constraint comes back as a result, with nothing saved or logged", async () => {
    const id = await createNeighborhood("Upside Down");
    expect(await setLatitude(id, 1, 95)).toEqual({ ok: false, reason: "constraint", kind: "check", constraint: "neighborhoods_latitude" });

    const [taken] = await db.select({ slug: neighborhoods.slug }).from(neighborhoods).where(eq(neighborhoods.id, id));
    const entriesBefore = (await db.select({ n: count() }).from(auditLog))[0]!.n;
    const duplicate = await adminWrite(db, {
      action: "create",
      actor: maria,
      resource: "neighborhoods",
      apply: async (tx) => {
        const [row] = await tx
          .insert(neighborhoods)
          .values({ slug: taken!.slug, name: "Copy", description: "d", imageUrl: "/x.svg", latitude: 29.7, longitude: -95.4 })
          .returning({ id: neighborhoods.id });
        return row!.id;
      },
    });
    expect(duplicate).toEqual({ ok: false, reason: "constraint", kind: "unique", constraint: "neighborhoods_slug_key" });

    // A seeded neighborhood has communities: the foreign key refuses its delete.
    const [withCommunities] = await db.select({ id: apartments.neighborhoodId }).from(apartments).limit(1);
    const hood = await neighborhood(withCommunities!.id);
    const deleted = await adminWrite(db, {
      action: "delete",
      actor: maria,
      resource: "neighborhoods",
      recordId: hood!.id,
      expectedVersion: hood!.version,
      apply: async (tx) => {
        await tx.delete(neighborhoods).where(eq(neighborhoods.id, hood!.id));
      },
    });
    expect(deleted).toMatchObject({ ok: false, reason: "constraint", kind: "foreign-key" });
    expect(await neighborhood(hood!.id)).toBeDefined();
    expect(await neighborhood(id)).toMatchObject({ version: 1, latitude: 29.75 });
    expect((await db.select({ n: count() }).from(auditLog))[0]!.n).toBe(entriesBefore);
  });

  it("a save that changes nothing writes no entry and keeps the version", async () => {
    const id = await createNeighborhood("Same Old");
    expect(await setLatitude(id, 1, 29.75)).toEqual({ ok: true, recordId: id, version: 1, entryId: null });
    expect(await neighborhood(id)).toMatchObject({ version: 1 });
    expect(await entriesOf("neighborhoods", id)).toHaveLength(1);
  });

  it("logs a create with the whole record and a delete with the whole record it removed", async () => {
    const id = await createNeighborhood("Short Lived", sam);
    const [created] = await entriesOf("neighborhoods", id);
    expect(created).toMatchObject({ action: "create", actorUsername: "sam.k", recordVersion: 1, summary: "Created neighborhood “Short Lived”", before: null });
    const whole = {
      aliases: ["th"],
      description: "Quiet streets.",
      featured: false,
      highlights: [],
      imageUrl: expect.stringMatching(/^\/images\/neighborhoods\/test-hood-\d+\.svg$/),
      latitude: 29.75,
      longitude: -95.4,
      name: "Short Lived",
      // Edited with the neighborhood on its page (audited-tables.ts): none yet.
      photos: [],
      zipCodes: [],
      slug: expect.stringMatching(/^test-hood-\d+$/),
    };
    // No id, version or timestamps: the entry's own columns say those.
    expect(created!.after).toEqual(whole);

    expect(await setLatitude(id, 1, 29.8)).toMatchObject({ ok: true, version: 2 });
    const deleted = await adminWrite(db, {
      action: "delete",
      actor: maria,
      resource: "neighborhoods",
      recordId: id,
      expectedVersion: 2,
      apply: async (tx) => {
        await tx.delete(neighborhoods).where(eq(neighborhoods.id, id));
      },
    });
    expect(deleted).toEqual({ ok: true, recordId: id, version: null, entryId: expect.any(Number) });
    expect(await neighborhood(id)).toBeUndefined();
    const entries = await entriesOf("neighborhoods", id);
    expect(entries.map((e) => [e.action, e.recordVersion])).toEqual([
      ["create", 1],
      ["update", 2],
      ["delete", 2],
    ]);
    expect(entries[2]).toMatchObject({ summary: "Deleted neighborhood “Short Lived”", before: { ...whole, latitude: 29.8 }, after: null });

    // Someone still editing the deleted record is told who deleted it.
    const late = await setLatitude(id, 2, 29.9, sam);
    expect(late).toEqual({
      ok: false,
      reason: "conflict",
      conflict: expect.objectContaining({ deleted: true, currentVersion: null, saves: [{ version: 2, action: "delete", username: "maria", at: expect.any(Date) }] }),
    });
    // A record that never existed is simply not found.
    expect(await setLatitude(2_000_000_000, 1, 29.9)).toEqual({ ok: false, reason: "not-found" });
  });

  it("a bulk action writes one entry per record, tied by a batch id, all in one transaction", async () => {
    const ids = [await createNeighborhood("Bulk One"), await createNeighborhood("Bulk Two"), await createNeighborhood("Bulk Three")];
    const result = await adminBulkWrite(db, {
      actor: maria,
      resource: "neighborhoods",
      action: "update",
      bulkAction: "Feature",
      records: [...ids].reverse().map((recordId) => ({ recordId, expectedVersion: 1 })),
      apply: async (tx, current) => {
        await tx.update(neighborhoods).set({ featured: true }).where(eq(neighborhoods.id, current.id));
      },
    });
    expect(result).toMatchObject({ ok: true, batchId: expect.any(String) });
    if (!result.ok) return;
    expect(result.written.map((w) => [w.recordId, w.version])).toEqual(ids.map((id) => [id, 2]));
    for (const id of ids) {
      const entries = await entriesOf("neighborhoods", id);
      expect(entries[1]).toMatchObject({ action: "update", batchId: result.batchId, before: { featured: false }, after: { featured: true } });
    }
    const first = (await entriesOf("neighborhoods", ids[0]!))[1];
    expect(first!.summary).toBe("Updated neighborhood “Bulk One”: featured (bulk “Feature” on 3 neighborhoods)");

    // One stale record refuses the whole action, naming it; the others' entries are rolled back with it.
    expect(await setLatitude(ids[1]!, 2, 29.9, sam)).toMatchObject({ ok: true, version: 3 });
    const stale = await adminBulkWrite(db, {
      actor: maria,
      resource: "neighborhoods",
      action: "update",
      bulkAction: "Unfeature",
      records: ids.map((recordId) => ({ recordId, expectedVersion: 2 })),
      apply: async (tx, current) => {
        await tx.update(neighborhoods).set({ featured: false }).where(eq(neighborhoods.id, current.id));
      },
    });
    expect(stale).toMatchObject({ ok: false, reason: "conflict", recordId: ids[1], conflict: { fields: [{ field: "latitude", then: 29.75, now: 29.9 }] } });
    expect((await neighborhood(ids[0]!))!.featured).toBe(true);
    expect(await entriesOf("neighborhoods", ids[0]!)).toHaveLength(2);

    // With no version to check (a stamp that does not depend on what was shown), newer versions go through.
    const unchecked = await adminBulkWrite(db, {
      actor: maria,
      resource: "neighborhoods",
      action: "update",
      bulkAction: "Unfeature",
      records: ids.map((recordId) => ({ recordId, expectedVersion: null })),
      apply: async (tx, current) => {
        await tx.update(neighborhoods).set({ featured: false }).where(eq(neighborhoods.id, current.id));
      },
    });
    expect(unchecked.ok && unchecked.written.map((w) => w.version)).toEqual([3, 4, 3]);

    // A refusal for one record refuses the action, naming the record.
    const refusedResult = await adminBulkWrite(db, {
      actor: maria,
      resource: "neighborhoods",
      action: "delete",
      bulkAction: "Delete",
      records: ids.map((recordId) => ({ recordId, expectedVersion: null })),
      apply: async (tx, current) => {
        if (current.id === ids[2]) throw new AdminWriteRefusal("Still has communities.");
        await tx.delete(neighborhoods).where(eq(neighborhoods.id, current.id));
      },
    });
    expect(refusedResult).toEqual({ ok: false, reason: "refused", message: "Still has communities.", recordId: ids[2] });
    expect(await neighborhood(ids[0]!)).toBeDefined();
  });

  it("a community's history holds its amenities, and not the ranges its plans derive", async () => {
    const [community] = await db.select({ id: apartments.id, title: apartments.title, version: apartments.version }).from(apartments).orderBy(asc(apartments.id)).limit(1);
    const [plan] = await db.select().from(floorPlans).where(eq(floorPlans.apartmentId, community!.id)).orderBy(asc(floorPlans.id)).limit(1);
    const [pool] = await db.select({ id: amenities.id }).from(amenities).where(eq(amenities.name, "pool"));
    const linked = await db.select().from(apartmentAmenities).where(eq(apartmentAmenities.apartmentId, community!.id));
    const hasPool = linked.some((l) => l.amenityId === pool!.id);

    const result = await adminWrite(db, {
      action: "update",
      actor: maria,
      resource: "apartments",
      recordId: community!.id,
      expectedVersion: community!.version,
      apply: async (tx, current) => {
        expect(current.amenities).toEqual([...current.amenities].sort());
        if (hasPool) await tx.delete(apartmentAmenities).where(sql`${apartmentAmenities.apartmentId} = ${community!.id} and ${apartmentAmenities.amenityId} = ${pool!.id}`);
        else await tx.insert(apartmentAmenities).values({ apartmentId: community!.id, amenityId: pool!.id });
        await tx.update(apartments).set({ phone: "(713) 555-0100" }).where(eq(apartments.id, community!.id));
      },
    });
    expect(result).toMatchObject({ ok: true, version: community!.version + 1 });
    const [entry] = (await entriesOf("apartments", community!.id)).slice(-1);
    expect(Object.keys(entry!.before!).sort()).toEqual(["amenities", "phone"]);
    expect((entry!.after!.amenities as string[]).includes("pool")).toBe(!hasPool);

    const planResult = await adminWrite(db, {
      action: "update",
      actor: maria,
      resource: "floor-plans",
      recordId: plan!.id,
      expectedVersion: 1,
      apply: async (tx) => {
        await tx.update(floorPlans).set({ rent: plan!.rent + 100 }).where(eq(floorPlans.id, plan!.id));
      },
    });
    expect(planResult).toMatchObject({ ok: true, version: 2 });
    const [planEntry] = (await entriesOf("floor-plans", plan!.id)).slice(-1);
    expect(planEntry).toMatchObject({ before: { rent: plan!.rent }, after: { rent: plan!.rent + 100 }, summary: `Updated floor plan “${plan!.name}”: rent` });
    // The community's derived ranges moved with the plan, but that is not an admin's edit of the community.
    expect(await entriesOf("apartments", community!.id)).toHaveLength(1);
  });

  it("moves the catalogue revision for every catalogue resource it writes", async () => {
    const [amenity] = await db.select({ id: amenities.id, version: amenities.version }).from(amenities).limit(1);
    const [community] = await db.select({ id: apartments.id, version: apartments.version }).from(apartments).orderBy(asc(apartments.id)).offset(1).limit(1);
    const before = await readCatalogueRevision(db);
    await adminWrite(db, {
      action: "update",
      actor: maria,
      resource: "amenities",
      recordId: amenity!.id,
      expectedVersion: amenity!.version,
      apply: async (tx) => {
        await tx.update(amenities).set({ synonyms: ["test synonym"] }).where(eq(amenities.id, amenity!.id));
      },
    });
    const afterAmenity = await readCatalogueRevision(db);
    expect(afterAmenity).toBeGreaterThan(before);
    await adminWrite(db, {
      action: "update",
      actor: maria,
      resource: "apartments",
      recordId: community!.id,
      expectedVersion: community!.version,
      apply: async (tx) => {
        await tx.update(apartments).set({ verifiedAt: new Date("2026-06-01T12:00:00Z") }).where(eq(apartments.id, community!.id));
      },
    });
    expect(await readCatalogueRevision(db)).toBeGreaterThan(afterAmenity);
  });

  it("moves the catalogue revision for a published post's writes, not for a draft's", async () => {
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(sql`${blogPosts.publishedAt} is not null`).limit(1);
    const before = await readCatalogueRevision(db);
    await db.update(blogPosts).set({ title: "A retitled published post" }).where(eq(blogPosts.id, post!.id));
    const afterPublished = await readCatalogueRevision(db);
    expect(afterPublished).toBeGreaterThan(before);
    await db.update(blogPosts).set({ publishedAt: null }).where(eq(blogPosts.id, post!.id));
    const afterUnpublished = await readCatalogueRevision(db);
    expect(afterUnpublished).toBeGreaterThan(afterPublished);
    await db.update(blogPosts).set({ title: "A draft's new title" }).where(eq(blogPosts.id, post!.id));
    expect(await readCatalogueRevision(db)).toBe(afterUnpublished);
  });

  it("publishes a blog post as its own action, with its version raised", async () => {
    const [post] = await db.select({ id: blogPosts.id, title: blogPosts.title, version: blogPosts.version }).from(blogPosts).limit(1);
    const publishedAt = new Date("2026-07-01T09:00:00Z");
    const result = await adminWrite(db, {
      action: "publish",
      actor: sam,
      resource: "blog-posts",
      recordId: post!.id,
      expectedVersion: post!.version,
      apply: async (tx) => {
        await tx.update(blogPosts).set({ publishedAt }).where(eq(blogPosts.id, post!.id));
      },
    });
    expect(result).toMatchObject({ ok: true, version: post!.version + 1 });
    const [entry] = (await entriesOf("blog-posts", post!.id)).slice(-1);
    expect(entry).toMatchObject({ action: "publish", summary: `Published blog post “${post!.title}”`, after: { publishedAt: "2026-07-01T09:00:00.000Z" } });
  });

  it("keeps a deleted administrator's entries, named by the username they had", async () => {
    const gone = await admin("leaving.admin");
    const id = await createNeighborhood("Left Behind", gone);
    expect(await setLatitude(id, 1, 29.8, gone)).toMatchObject({ ok: true });
    expect(await deleteUser(db, gone.id)).toBe(true);
    const entries = await entriesOf("neighborhoods", id);
    expect(entries.map((e) => [e.actorId, e.actorUsername])).toEqual([
      [null, "leaving.admin"],
      [null, "leaving.admin"],
    ]);
    const history = await listRecordHistory(db, { resource: "neighborhoods", recordId: id });
    expect(history.entries.map((e) => e.actor)).toEqual([
      { id: null, username: "leaving.admin" },
      { id: null, username: "leaving.admin" },
    ]);
  });

  it("stores exactly the actions core names, and nothing else", async () => {
    for (const action of AUDIT_ACTIONS) {
      await db.insert(auditLog).values({ actorId: null, actorUsername: "x", action, resource: "neighborhoods", recordId: "0", recordVersion: 1, summary: "s" });
    }
    await expect(
      db.insert(auditLog).values({ actorId: null, actorUsername: "x", action: "bulk", resource: "neighborhoods", recordId: "0", recordVersion: 1, summary: "s" }),
    ).rejects.toThrow();
    const [row] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.recordId, "0"));
    expect(row!.n).toBe(AUDIT_ACTIONS.length);
    await db.delete(auditLog).where(eq(auditLog.recordId, "0"));
  });
});
