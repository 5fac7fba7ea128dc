import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { eq } from "drizzle-orm";
import { haversineMiles } from "../../core/geo/distance.ts";
import { apartments, floorPlans } from "../schema/index.ts";
import { listNeighborhoods, listPublishedPosts } from "./catalog.ts";
import { getNeighborhoodBySlug, getRentByBedrooms, listNearbyNeighborhoods, listPostsAboutNeighborhood } from "./neighborhoods.ts";

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

describe.each(testDatabaseKinds)("neighborhood page reads on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("gives rent by bedroom group that agrees with the floor plans", async () => {
    const montrose = (await getNeighborhoodBySlug(database.db, "montrose"))!;
    const plans = await database.db
      .select({ beds: floorPlans.beds, rent: floorPlans.rent })
      .from(floorPlans)
      .innerJoin(apartments, eq(apartments.id, floorPlans.apartmentId))
      .where(eq(apartments.neighborhoodId, montrose.id));
    const rows = await getRentByBedrooms(database.db, montrose.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.beds)).toEqual([...rows.map((r) => r.beds)].sort());
    for (const row of rows) {
      const rents = plans.filter((p) => Math.min(p.beds, 3) === row.beds).map((p) => p.rent).sort((a, b) => a - b);
      const mid = rents.length / 2;
      const median = rents.length % 2 ? rents[Math.floor(mid)]! : (rents[mid - 1]! + rents[mid]!) / 2;
      expect(row).toEqual({ beds: row.beds, plans: rents.length, minRent: rents[0], maxRent: rents.at(-1), medianRent: Math.round(median) });
    }
    expect(rows.reduce((n, r) => n + r.plans, 0)).toBe(plans.length);
  });

  it("gives no rent rows for a neighborhood without plans", async () => {
    expect(await getRentByBedrooms(database.db, -1)).toEqual([]);
  });

  it("lists the 4 nearest neighborhoods, nearest first, not itself", async () => {
    const heights = (await getNeighborhoodBySlug(database.db, "heights"))!;
    const nearby = await listNearbyNeighborhoods(database.db, heights);
    expect(nearby).toHaveLength(4);
    expect(nearby.map((n) => n.slug)).not.toContain("heights");
    const distances = nearby.map((n) => n.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const all = await listNeighborhoods(database.db);
    const farther = all.filter((n) => n.slug !== "heights" && !nearby.some((m) => m.id === n.id));
    for (const n of farther) expect(haversineMiles(heights, n)).toBeGreaterThanOrEqual(distances.at(-1)!);
  });

  it("finds posts that are tagged with or mention the neighborhood", async () => {
    const downtown = (await getNeighborhoodBySlug(database.db, "downtown"))!;
    const { posts, mentioned } = await listPostsAboutNeighborhood(database.db, downtown, { limit: 3 });
    expect(mentioned).toBe(true);
    expect(posts[0]!.tags).toContain("downtown");
  });

  it("falls back to the newest posts when none mention it", async () => {
    const nowhere = { slug: "atlantis", name: "Atlantis Under The Sea", aliases: [] };
    const { posts, mentioned } = await listPostsAboutNeighborhood(database.db, nowhere, { limit: 2 });
    expect(mentioned).toBe(false);
    expect(posts.map((p) => p.slug)).toEqual((await listPublishedPosts(database.db, { limit: 2 })).map((p) => p.slug));
  });
});
