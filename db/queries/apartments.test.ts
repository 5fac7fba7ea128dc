import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { getApartmentBySlug } from "./apartments.ts";
import { listApartmentCards } from "./catalog.ts";

describe.each(testDatabaseKinds)("getApartmentBySlug on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("returns the community with its neighborhood, ordered floor plans and amenities", async () => {
    const { items } = await listApartmentCards(database.db, { limit: 5 });
    for (const card of items) {
      const detail = await getApartmentBySlug(database.db, card.slug);
      expect(detail).not.toBeNull();
      expect(detail).toMatchObject({
        slug: card.slug,
        title: card.title,
        neighborhood: { id: card.neighborhoodId, name: card.neighborhoodName },
        priceRange: card.priceRange,
        bedRange: card.bedRange,
        sqftRange: card.sqftRange,
      });
      const plans = detail!.floorPlans;
      expect(plans.length).toBeGreaterThan(0);
      const sorted = [...plans].sort((a, b) => a.beds - b.beds || a.rent - b.rent);
      expect(plans.map((p) => p.id)).toEqual(sorted.map((p) => p.id));
      expect(plans.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.availableFrom))).toBe(true);
      expect(detail!.amenities).toEqual([...detail!.amenities].sort((a, b) => a.localeCompare(b, "en")));
      expect(new Date(detail!.verifiedAt).toISOString()).toBe(detail!.verifiedAt);
    }
  });

  it("returns null for an unknown slug", async () => {
    expect(await getApartmentBySlug(database.db, "no-such-place")).toBeNull();
  });
});
