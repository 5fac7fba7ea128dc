import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { eq } from "drizzle-orm";
import { catalogueIndexFor } from "../../core/assistant/catalogue-index.ts";
import { haversineMiles, nearestPlaces } from "../../core/geo/distance.ts";
import { typicalRent } from "../../core/search/typical-rent.ts";
import { apartments, floorPlans, neighborhoods } from "../schema/index.ts";
import { listNeighborhoods, listPublishedPosts } from "./catalog.ts";
import { loadMatchCatalogue } from "./match-catalogue.ts";
import { getNeighborhoodBySlug, getRentByBedrooms, listPostsAboutNeighborhood } from "./neighborhoods.ts";

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
    const { rentByBedrooms, ...heights } = (await getNeighborhoodBySlug(database.db, "heights"))!;
    expect(heights).toEqual(listed);
    expect(heights.name).toBe("The Heights");
    // With the rent table its typical rent comes from.
    expect(rentByBedrooms).toEqual(await getRentByBedrooms(database.db, heights.id));
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
    const all = await listNeighborhoods(database.db);
    const nearby = nearestPlaces(heights, all, 4);
    expect(nearby).toHaveLength(4);
    expect(nearby.map((n) => n.slug)).not.toContain("heights");
    const distances = nearby.map((n) => n.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
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

/** "$1,450", written here without the app's formatter. */
const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/** The median as a renter would work it out: the middle rent, or the mean of the middle two, to the dollar, halves up. */
function medianOf(rents: number[]): number {
  const sorted = [...rents].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : Math.floor((sorted[mid - 1]! + sorted[mid]!) / 2 + 0.5);
}

describe.each(testDatabaseKinds)("a neighborhood's typical rent on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("is the same on every card, its page and A.L.I., and is the median of its listed 1-bedroom plans", async () => {
    const db = database.db;
    const cards = await listNeighborhoods(db);
    const plans = await db
      .select({ neighborhoodId: apartments.neighborhoodId, beds: floorPlans.beds, rent: floorPlans.rent })
      .from(floorPlans)
      .innerJoin(apartments, eq(apartments.id, floorPlans.apartmentId))
      .where(eq(apartments.published, true));
    const ali = catalogueIndexFor((await loadMatchCatalogue(db)).communities);
    expect(cards).toHaveLength(27);
    for (const card of cards) {
      const page = (await getNeighborhoodBySlug(db, card.slug))!;
      // The page's headline, and the headline its own rent table gives.
      expect(page.typicalRent).toEqual(card.typicalRent);
      expect(typicalRent(page.rentByBedrooms)).toEqual(card.typicalRent);
      const here = plans.filter((p) => p.neighborhoodId === card.id);
      const oneBed = here.filter((p) => p.beds === 1).map((p) => p.rent);
      // Every seeded neighborhood lists 1-bedroom plans.
      expect(oneBed.length).toBeGreaterThan(0);
      expect(card.typicalRent).toEqual({ label: "Median 1-bedroom rent", value: dollars(medianOf(oneBed)) });
      expect(ali.rentStatistics(card.id, 1)?.median).toBe(medianOf(oneBed));
      const rents = here.map((p) => p.rent);
      expect(card.priceRange).toBe(`${dollars(Math.min(...rents))} - ${dollars(Math.max(...rents))}`);
    }
  });

  it("follows the plans: none without plans, the range without 1-bedroom plans, then their median (halves up)", async () => {
    const db = database.db;
    const [area] = await db
      .insert(neighborhoods)
      .values({ slug: `plan-free-${kind}`, name: "Plan Free Acres", description: "New.", imageUrl: "/x.svg", latitude: 29.8, longitude: -95.5 })
      .returning({ id: neighborhoods.id, slug: neighborhoods.slug });
    const card = async () => (await listNeighborhoods(db)).find((n) => n.id === area!.id)!;
    const page = async () => (await getNeighborhoodBySlug(db, area!.slug))!;

    expect(await card()).toMatchObject({ typicalRent: null, priceRange: "" });
    expect(await page()).toMatchObject({ typicalRent: null, priceRange: "", rentByBedrooms: [] });

    const [community] = await db
      .insert(apartments)
      .values({
        slug: `plan-free-flats-${kind}`,
        title: "Plan Free Flats",
        neighborhoodId: area!.id,
        imageUrl: "/images/apartment/plan-free-flats.svg",
        streetAddress: "1 Test St",
        postalCode: "77007",
        latitude: 29.8,
        longitude: -95.5,
        yearBuilt: 2015,
        petPolicy: "No pets.",
        phone: "(713) 555-0100",
        verifiedAt: new Date("2026-05-01T00:00:00Z"),
      })
      .returning({ id: apartments.id });
    const plan = (name: string, beds: number, rent: number) => ({ apartmentId: community!.id, name, beds, baths: 1, sqft: 700 + beds * 300, rent, availableFrom: "2026-07-01" });
    await db.insert(floorPlans).values([plan("B1", 2, 1800), plan("C1", 3, 2600)]);
    expect((await card()).typicalRent).toEqual({ label: "Rents range", value: "$1,800 – $2,600" });
    expect((await page()).typicalRent).toEqual((await card()).typicalRent);

    // Two 1-bedroom plans whose mean is $1,050.50: the card, the page and A.L.I. all say $1,051.
    await db.insert(floorPlans).values([plan("A1", 1, 1000), plan("A2", 1, 1101)]);
    expect((await card()).typicalRent).toEqual({ label: "Median 1-bedroom rent", value: "$1,051" });
    expect((await page()).typicalRent).toEqual((await card()).typicalRent);
    expect(catalogueIndexFor((await loadMatchCatalogue(db)).communities).rentStatistics(area!.id, 1)?.median).toBe(1051);
    expect((await card()).priceRange).toBe("$1,000 - $2,600");

    // A hidden community's plans count nowhere.
    await db.update(apartments).set({ published: false }).where(eq(apartments.id, community!.id));
    expect(await card()).toMatchObject({ typicalRent: null, priceRange: "" });
    expect((await page()).typicalRent).toBeNull();
  });
});
