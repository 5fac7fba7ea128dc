import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { listNeighborhoods } from "./catalog.ts";
import { getNeighborhoodBySlug } from "./neighborhoods.ts";

describe.each(testDatabaseKinds)("getNeighborhoodBySlug on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("returns the same neighborhood the directory lists", async () => {
    const listed = (await listNeighborhoods(database.db)).find((n) => n.slug === "heights");
    const heights = await getNeighborhoodBySlug(database.db, "heights");
    expect(heights).toEqual(listed);
    expect(heights?.name).toBe("The Heights");
  });

  it("returns null for an unknown slug", async () => {
    expect(await getNeighborhoodBySlug(database.db, "atlantis")).toBeNull();
  });
});
