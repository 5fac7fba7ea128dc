import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { apartmentAmenities } from "../schema/index.ts";
import { getApartmentBySlug, listSimilarApartments, SIMILAR_PRICE_TOLERANCE, toApartmentRecord } from "./apartments.ts";
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

  it("gives each amenity the community's note, or null when it has none or a blank one", async () => {
    const [card] = (await listApartmentCards(database.db, { limit: 1, offset: 3 })).items;
    const detail = (await getApartmentBySlug(database.db, card!.slug))!;
    expect(detail.apartmentAmenities.length).toBeGreaterThan(1);
    expect(detail.apartmentAmenities.every((a) => a.note === null)).toBe(true);
    const [first, second] = detail.apartmentAmenities;
    const noteOn = (amenityId: number, note: string) =>
      database.db
        .update(apartmentAmenities)
        .set({ note })
        .where(and(eq(apartmentAmenities.apartmentId, detail.id), eq(apartmentAmenities.amenityId, amenityId)));
    await noteOn(first!.id, "in select units");
    await noteOn(second!.id, "   ");
    const noted = (await getApartmentBySlug(database.db, card!.slug))!;
    expect(noted.apartmentAmenities.find((a) => a.id === first!.id)?.note).toBe("in select units");
    expect(noted.apartmentAmenities.find((a) => a.id === second!.id)?.note).toBeNull();
    expect(toApartmentRecord(noted).apartmentAmenities.find((a) => a.id === first!.id)).toEqual({ ...first, note: "in select units" });
  });
});

describe.each(testDatabaseKinds)("similar apartments and the API record on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("lists up to 4 other communities, the nearby ones within the price tolerance", async () => {
    const [card] = (await listApartmentCards(database.db, { limit: 1, offset: 10 })).items;
    const detail = (await getApartmentBySlug(database.db, card!.slug))!;
    const similar = await listSimilarApartments(database.db, {
      apartmentId: detail.id,
      neighborhoodId: detail.neighborhood.id,
      nearbyNeighborhoodIds: [],
      minPrice: detail.minPrice,
    });
    expect(similar.length).toBe(4);
    expect(similar.map((s) => s.id)).not.toContain(detail.id);
    expect(new Set(similar.map((s) => s.id)).size).toBe(4);
    const sameArea = similar.filter((s) => s.neighborhoodId === detail.neighborhood.id);
    for (const s of sameArea) {
      const other = (await getApartmentBySlug(database.db, s.slug))!;
      expect(Math.abs(other.minPrice! - detail.minPrice!)).toBeLessThanOrEqual(Math.ceil(detail.minPrice! * SIMILAR_PRICE_TOLERANCE));
    }
  });

  it("lists nothing for a community without prices", async () => {
    expect(await listSimilarApartments(database.db, { apartmentId: 1, neighborhoodId: 1, nearbyNeighborhoodIds: [], minPrice: null })).toEqual([]);
  });

  it("shapes the full apartment of the API", async () => {
    const [card] = (await listApartmentCards(database.db, { limit: 1 })).items;
    const detail = (await getApartmentBySlug(database.db, card!.slug))!;
    const record = toApartmentRecord(detail);
    expect(record).toMatchObject({
      id: card!.id,
      slug: card!.slug,
      neighborhoodId: card!.neighborhoodId,
      neighborhoodName: card!.neighborhoodName,
      priceRange: card!.priceRange,
      bedType: detail.minBeds === 0 ? "studio" : null,
      neighborhood: { id: detail.neighborhood.id, slug: detail.neighborhood.slug, name: detail.neighborhood.name },
      fees: { applicationFee: detail.applicationFee, adminFee: detail.adminFee, petRent: detail.petRent, parkingFee: detail.parkingFee },
    });
    expect(record.minPrice).toBe(Math.min(...detail.floorPlans.map((p) => p.rent)));
    expect(record.floorPlans[0]).not.toHaveProperty("id");
    expect(Object.keys(record.floorPlans[0]!).sort()).toEqual(["availableFrom", "baths", "beds", "name", "rent", "sqft", "unitsAvailable"]);
    expect(record.apartmentAmenities.map((a) => a.displayName)).toEqual(detail.amenities);
  });
});
