import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import type { Database } from "../../client-types.ts";
import { auditLog, neighborhoods } from "../../schema/index.ts";
import { insertUser } from "../users.ts";
import { adminBulkWrite, adminWrite, type AdminActor } from "./admin-write.ts";
import { AUDIT_PAGE_MAX, listLatestAuditEntries, listRecordHistory, type AuditEntry } from "./audit-log.ts";

describe.each(testDatabaseKinds)("audit log pages on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let actor: AdminActor;
  let hood: number;
  let other: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, { username: "pager", email: "pager@example.com", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("no admin");
    actor = { id: created.user.id, username: "pager" };
    const rows = await db.select({ id: neighborhoods.id }).from(neighborhoods).orderBy(neighborhoods.id).limit(2);
    hood = rows[0]!.id;
    other = rows[1]!.id;
    // Seven saves of one record, interleaved with saves of another, then a bulk action over both
    // (its two entries share one instant: the order falls back to the id).
    for (let i = 1; i <= 7; i++) {
      await edit(hood, i, `Edit ${1000 + i}`);
      if (i % 2) await edit(other, (i + 1) / 2, `Edit ${2000 + i}`);
    }
    const bulk = await adminBulkWrite(db, {
      actor,
      resource: "neighborhoods",
      action: "update",
      bulkAction: "Feature",
      records: [
        { recordId: hood, expectedVersion: 8 },
        { recordId: other, expectedVersion: 5 },
      ],
      apply: async (tx, current) => {
        await tx.update(neighborhoods).set({ featured: !current.featured }).where(eq(neighborhoods.id, current.id));
      },
    });
    if (!bulk.ok) throw new Error(`bulk failed: ${bulk.reason}`);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A save of the record's description. */
  async function edit(id: number, expectedVersion: number, description: string) {
    const result = await adminWrite(db, {
      action: "update",
      actor,
      resource: "neighborhoods",
      recordId: id,
      expectedVersion,
      apply: async (tx) => {
        await tx.update(neighborhoods).set({ description }).where(eq(neighborhoods.id, id));
      },
    });
    if (!result.ok) throw new Error(`save failed: ${result.reason}`);
  }

  /** Every page, following the cursor. */
  async function walk(read: (after: number | undefined) => Promise<{ entries: AuditEntry[]; nextCursor: number | null }>) {
    const pages: AuditEntry[][] = [];
    let after: number | undefined;
    for (;;) {
      const page = await read(after);
      pages.push(page.entries);
      if (page.nextCursor === null) return pages;
      after = page.nextCursor;
    }
  }

  it("pages a record's history newest first, each save once, and stops on the last page", async () => {
    const pages = await walk((after) => listRecordHistory(db, { resource: "neighborhoods", recordId: hood }, { limit: 3, after }));
    expect(pages.map((page) => page.map((e) => e.recordVersion))).toEqual([
      [9, 8, 7],
      [6, 5, 4],
      [3, 2],
    ]);
    const [newest] = pages[0]!;
    expect(newest).toMatchObject({
      action: "update",
      actor: { id: actor.id, username: "pager" },
      resource: "neighborhoods",
      recordId: String(hood),
      batchId: expect.any(String),
      changes: [{ field: "featured", before: expect.any(Boolean), after: expect.any(Boolean) }],
    });
    expect(pages[0]![1]!.changes).toEqual([{ field: "description", before: "Edit 1006", after: "Edit 1007" }]);
    // A page size that divides the history exactly ends without an empty page.
    const exact = await walk((after) => listRecordHistory(db, { resource: "neighborhoods", recordId: hood }, { limit: 4, after }));
    expect(exact.map((page) => page.length)).toEqual([4, 4]);
  });

  it("pages the latest entries across records in (at, id) order, without gaps or repeats, even as new entries arrive", async () => {
    const all = (await db.select({ id: auditLog.id }).from(auditLog)).length;
    const first = await listLatestAuditEntries(db, { limit: 5 });
    // A save after the first page was read does not shift the pages that follow.
    await edit(other, 6, "Edit 1500");
    let after = first.nextCursor ?? undefined;
    const seen = [...first.entries];
    while (after !== undefined) {
      const page = await listLatestAuditEntries(db, { limit: 5, after });
      seen.push(...page.entries);
      after = page.nextCursor ?? undefined;
    }
    expect(seen).toHaveLength(all);
    expect(new Set(seen.map((e) => e.id)).size).toBe(all);
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!];
      expect(a.at.getTime() > b.at.getTime() || (a.at.getTime() === b.at.getTime() && a.id > b.id)).toBe(true);
    }
    // The bulk action's two entries, written at one instant, come newest id first.
    const batch = seen.filter((e) => e.batchId !== null);
    expect(batch.map((e) => e.recordId)).toEqual([String(other), String(hood)]);
    expect(batch[0]!.at).toEqual(batch[1]!.at);
    // And the new save leads the next first page.
    expect((await listLatestAuditEntries(db, { limit: 1 })).entries[0]!.summary).toMatch(/description$/);
  });

  it("answers an unknown cursor with an empty page, and refuses a page size out of range", async () => {
    expect(await listLatestAuditEntries(db, { after: 2_000_000_000 })).toEqual({ entries: [], nextCursor: null });
    expect(await listRecordHistory(db, { resource: "neighborhoods", recordId: 2_000_000_000 })).toEqual({ entries: [], nextCursor: null });
    await expect(listLatestAuditEntries(db, { limit: 0 })).rejects.toThrow(RangeError);
    await expect(listLatestAuditEntries(db, { limit: AUDIT_PAGE_MAX + 1 })).rejects.toThrow(RangeError);
    await expect(listLatestAuditEntries(db, { limit: 2.5 })).rejects.toThrow(RangeError);
  });
});
