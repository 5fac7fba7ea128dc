/**
 * insertJsonRows writes what the query builder would: defaults for the columns it is not given, JSON kept as JSON,
 * text arrays, timestamps and NULLs as given, and the RETURNING columns by their TypeScript names.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { apartments, auditLog, neighborhoods } from "../schema/index.ts";
import { insertJsonRows } from "./json-insert.ts";

describe.each(testDatabaseKinds)("insertJsonRows on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("writes JSON, NULLs and text, fills the defaults, and returns the asked columns", async () => {
    const rows = [
      { actorId: null, actorUsername: "json-a", action: "update", resource: "apartments", recordId: "7", recordVersion: 2, batchId: "b", summary: "one", before: { rent: 1200, note: "a \"quoted\" note" }, after: { rent: 1150 } },
      { actorId: null, actorUsername: "json-b", action: "create", resource: "floor-plans", recordId: "8", recordVersion: 1, batchId: null, summary: "two", before: null, after: { list: [1, 2] } },
    ];
    const back = await insertJsonRows(database.db, auditLog, rows, ["id", "actorUsername"]);
    expect(back.map((r) => r.actorUsername)).toEqual(["json-a", "json-b"]);
    expect(back.every((r) => typeof r.id === "number")).toBe(true);
    const stored = await database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.id, back.map((r) => r.id)))
      .orderBy(asc(auditLog.id));
    expect(stored.map(({ actorUsername, batchId, before, after, recordVersion }) => ({ actorUsername, batchId, before, after, recordVersion }))).toEqual([
      { actorUsername: "json-a", batchId: "b", before: { rent: 1200, note: "a \"quoted\" note" }, after: { rent: 1150 }, recordVersion: 2 },
      { actorUsername: "json-b", batchId: null, before: null, after: { list: [1, 2] }, recordVersion: 1 },
    ]);
    // The default of a column not given (the transaction's instant).
    expect(stored[0]!.at).toBeInstanceOf(Date);
  });

  it("writes a text array, a jsonb array and a timestamp given as a Date", async () => {
    const [hood] = await database.db.select({ id: neighborhoods.id }).from(neighborhoods).limit(1);
    const verifiedAt = new Date("2026-11-20T18:00:00.000Z");
    const [row] = await insertJsonRows(
      database.db,
      apartments,
      [
        {
          slug: "json-insert-test",
          title: "Json Insert Test",
          neighborhoodId: hood!.id,
          imageUrl: "/images/apartment/placeholder.svg",
          streetAddress: "1 Test St",
          postalCode: "77006",
          latitude: 29.74,
          longitude: -95.39,
          yearBuilt: 2001,
          petPolicy: "No pets.",
          phone: "(713) 555-0101",
          verifiedAt,
          leaseTerms: ["12 months", "6 months"],
          parkingOptions: [{ kind: "garage", monthly: 85 }],
        },
      ],
      ["id"],
    );
    const [stored] = await database.db.select().from(apartments).where(eq(apartments.id, row!.id));
    expect(stored).toMatchObject({ leaseTerms: ["12 months", "6 months"], parkingOptions: [{ kind: "garage", monthly: 85 }], parkingFee: 85, verifiedAt, version: 1, published: true });
  });

  it("refuses rows that do not give the same columns, writing nothing", async () => {
    const before = await database.db.select({ id: auditLog.id }).from(auditLog);
    await expect(
      insertJsonRows(database.db, auditLog, [
        { actorUsername: "x", action: "update", resource: "r", recordId: "1", recordVersion: 1, summary: "s" },
        { actorUsername: "y", action: "update", resource: "r", recordId: "2", recordVersion: 1, summary: "s", batchId: "extra" },
      ]),
    ).rejects.toThrow(/same columns/);
    expect(await database.db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(before.length);
  });

  it("does nothing for no rows", async () => {
    expect(await insertJsonRows(database.db, auditLog, [], ["id"])).toEqual([]);
  });
});
