import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { apartments, floorPlans, neighborhoods } from "../schema/index.ts";
import { amenitySeeds } from "../seed/data/amenities.ts";
import { listAmenities, listApartmentCards, listFeaturedApartments, listNeighborhoods, listPublishedPosts } from "./catalog.ts";

const NEIGHBORHOOD_SLUGS = [
  "downtown", "midtown", "montrose", "heights", "medical-center", "uptown", "museum-district", "rice-village",
  "east-downtown", "river-oaks", "upper-kirby", "washington-avenue", "memorial", "energy-corridor", "greenway-plaza",
  "westchase", "bellaire", "third-ward", "east-end", "garden-oaks", "spring-branch", "meyerland", "clear-lake",
  "the-woodlands", "katy", "sugar-land", "pearland",
];

describe.each(testDatabaseKinds)("catalogue on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("lists the 27 Houston neighborhoods with the fields of the spec", async () => {
    const list = await listNeighborhoods(database.db);
    expect(list.map((n) => n.slug).sort()).toEqual([...NEIGHBORHOOD_SLUGS].sort());
    expect(list.filter((n) => n.featured)).toHaveLength(6);
    const heights = list.find((n) => n.slug === "heights");
    expect(heights).toMatchObject({ name: "The Heights", featured: true });
    expect(heights?.priceRange).toMatch(/^\$\d{1,3}(,\d{3})* - \$\d{1,3}(,\d{3})*$/);
    expect(heights?.typicalRent).toEqual({ label: "Median 1-bedroom rent", value: expect.stringMatching(/^\$\d{1,3}(,\d{3})*$/) });
    expect(heights?.highlights.length).toBeGreaterThanOrEqual(3);
    expect(heights?.imageUrl).toBe("/images/neighborhood/heights.svg");
    expect(list.find((n) => n.slug === "uptown")?.aliases).toContain("galleria");
  });

  it("lists the amenities with their display names", async () => {
    const list = await listAmenities(database.db);
    expect(list.map((a) => a.name)).toEqual(amenitySeeds.map((a) => a.name));
    expect(list.find((a) => a.name === "gym")?.displayName).toBe("Fitness Center");
    expect(list.find((a) => a.name === "washer-dryer")?.displayName).toBe("In-Unit Washer/Dryer");
  });

  it("derives a community's ranges from its floor plans, on every change", async () => {
    const db = database.db;
    const [area] = await db.select({ id: neighborhoods.id }).from(neighborhoods).where(eq(neighborhoods.slug, "montrose"));
    const [created] = await db
      .insert(apartments)
      .values({
        slug: `range-check-${kind}`,
        title: "Range Check Flats",
        neighborhoodId: area!.id,
        imageUrl: "/images/apartment/range-check.svg",
        streetAddress: "100 Westheimer Rd",
        postalCode: "77006",
        latitude: 29.74,
        longitude: -95.39,
        yearBuilt: 2015,
        petPolicy: "No pets.",
        phone: "(713) 555-0100",
        verifiedAt: new Date("2026-05-01T00:00:00Z"),
      })
      .returning({ id: apartments.id });
    const id = created!.id;
    const read = async () => {
      const [row] = await db.select().from(apartments).where(eq(apartments.id, id));
      return row!;
    };
    expect((await read()).minPrice).toBeNull();

    await db.insert(floorPlans).values([
      { apartmentId: id, name: "S1", beds: 0, baths: 1, sqft: 520, rent: 1150, unitsAvailable: 2, availableFrom: "2026-07-01" },
      { apartmentId: id, name: "B1", beds: 2, baths: 2, sqft: 1100, rent: 2300, unitsAvailable: 0, availableFrom: "2026-06-15" },
    ]);
    let row = await read();
    expect(row).toMatchObject({ minPrice: 1150, maxPrice: 2300, minBeds: 0, maxBeds: 2, minSqft: 520, maxSqft: 1100, minBaths: 1, unitsAvailable: 2 });
    // Only plans with open units count for the earliest move-in.
    expect(row.earliestAvailable).toBe("2026-07-01");

    await db.update(floorPlans).set({ rent: 1095 }).where(eq(floorPlans.name, "S1"));
    await db.delete(floorPlans).where(sql`${floorPlans.apartmentId} = ${id} AND ${floorPlans.name} = 'B1'`);
    row = await read();
    expect(row).toMatchObject({ minPrice: 1095, maxPrice: 1095, maxBeds: 0, unitsAvailable: 2 });

    const cards = await listApartmentCards(db, { neighborhoodSlug: "montrose", limit: 200 });
    const card = cards.items.find((c) => c.id === id);
    expect(card).toMatchObject({ priceRange: "$1,095", bedRange: "Studio", sqftRange: "520 sq ft", neighborhoodName: "Montrose" });
  });

  it("refuses rows that break the rules", async () => {
    const db = database.db;
    const [anyApartment] = await db.select({ id: apartments.id, slug: apartments.slug }).from(apartments).limit(1);
    await expect(
      db.insert(floorPlans).values({ apartmentId: anyApartment!.id, name: "X", beds: 1, baths: 1, sqft: 600, rent: -5, availableFrom: "2026-01-01" }),
    ).rejects.toThrow();
    await expect(
      db.insert(floorPlans).values({ apartmentId: anyApartment!.id, name: "X", beds: 1, baths: 1.25, sqft: 600, rent: 900, availableFrom: "2026-01-01" }),
    ).rejects.toThrow();
    await expect(
      db.insert(neighborhoods).values({ slug: "montrose", name: "Dup", description: "d", imageUrl: "/x.svg", latitude: 29, longitude: -95 }),
    ).rejects.toThrow();
    await expect(
      db.insert(neighborhoods).values({ slug: "Bad Slug", name: "Bad", description: "d", imageUrl: "/x.svg", latitude: 29, longitude: -95 }),
    ).rejects.toThrow();
  });

  it("lists featured apartments as cards and published posts newest first", async () => {
    const featured = await listFeaturedApartments(database.db, 6);
    expect(featured).toHaveLength(6);
    for (const card of featured) {
      expect(card.priceRange).toMatch(/^\$/);
      expect(card.imageUrl).toBe(`/images/apartment/${card.slug}.svg`);
    }
    const posts = await listPublishedPosts(database.db, { now: new Date("2030-01-01") });
    expect(posts.length).toBeGreaterThanOrEqual(12);
    const dates = posts.map((p) => p.publishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
