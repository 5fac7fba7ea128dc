import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListingFilters } from "../../core/search/listing-filters.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { apartments, favorites, neighborhoods } from "../schema/index.ts";
import { getApartmentBySlug, listSimilarApartments } from "./apartments.ts";
import { countCatalogue, listApartmentCards, listFeaturedApartments } from "./catalog.ts";
import { apartmentExists, listFavoriteCards, listFavoriteIds } from "./favorites.ts";
import { insertApartmentFeedback } from "./feedback.ts";
import { loadMatchCatalogue, loadSuggestionApartments } from "./match-catalogue.ts";
import { getRentByBedrooms } from "./neighborhoods.ts";
import { searchApartments } from "./search-apartments.ts";
import { listSitemapContent } from "./sitemap.ts";
import { insertUser } from "./users.ts";

describe.each(testDatabaseKinds)("a hidden community on %s", (kind) => {
  let database: TestDatabase;
  let hidden: { id: number; slug: string; title: string; neighborhoodId: number; neighborhoodSlug: string; minPrice: number | null };
  let userId: number;
  let before: { count: number; rentPlans: number; searchTotal: number; neighborhoodTotal: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    // A featured community with plans, so it would show on every surface if it were not hidden.
    const [row] = await db
      .select({
        id: apartments.id,
        slug: apartments.slug,
        title: apartments.title,
        neighborhoodId: apartments.neighborhoodId,
        neighborhoodSlug: neighborhoods.slug,
        minPrice: apartments.minPrice,
      })
      .from(apartments)
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
      .where(sql`${apartments.featured} and ${apartments.minPrice} is not null`)
      .orderBy(apartments.id)
      .limit(1);
    hidden = row!;
    const created = await insertUser(db, { username: "hidden.fan", email: "hidden.fan@example.com", passwordHash: "h" });
    if (!created.ok) throw new Error("user not created");
    userId = created.user.id;
    await db.insert(favorites).values({ userId, apartmentId: hidden.id });
    const rent = await getRentByBedrooms(db, hidden.neighborhoodId);
    before = {
      count: (await countCatalogue(db)).apartments,
      rentPlans: rent.reduce((sum, group) => sum + group.plans, 0),
      searchTotal: (await searchApartments(db, parseListingFilters(""))).total,
      neighborhoodTotal: (await listApartmentCards(db, { neighborhoodSlug: hidden.neighborhoodSlug })).total,
    };
    // Still there while listed: the assertions below are not vacuous.
    expect(await getApartmentBySlug(db, hidden.slug)).not.toBeNull();
    expect(await listFavoriteIds(db, userId)).toEqual([hidden.id]);
    expect((await loadMatchCatalogue(db)).communities.some((c) => c.id === hidden.id)).toBe(true);
    await db.update(apartments).set({ published: false }).where(eq(apartments.id, hidden.id));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("leaves /listings, its counts and GET /api/apartments, with or without words", async () => {
    const all = await searchApartments(database.db, parseListingFilters(""), { pageSize: 1000 });
    expect(all.items.map((i) => i.id)).not.toContain(hidden.id);
    expect(all.total).toBe(before.searchTotal - 1);
    const byTitle = await searchApartments(database.db, parseListingFilters(`q=${encodeURIComponent(hidden.title)}`), { pageSize: 1000 });
    expect(byTitle.items.map((i) => i.id)).not.toContain(hidden.id);
    const inArea = await searchApartments(database.db, parseListingFilters(`neighborhood=${hidden.neighborhoodSlug}`), { pageSize: 1000 });
    expect(inArea.items.map((i) => i.id)).not.toContain(hidden.id);
  });

  it("has no page or API record, and is no similar community", async () => {
    expect(await getApartmentBySlug(database.db, hidden.slug)).toBeNull();
    const { items } = await listApartmentCards(database.db, { limit: 1000 });
    const other = items.find((card) => card.neighborhoodId === hidden.neighborhoodId)!;
    const similar = await listSimilarApartments(database.db, {
      apartmentId: other.id,
      neighborhoodId: hidden.neighborhoodId,
      nearbyNeighborhoodIds: [],
      minPrice: hidden.minPrice,
      limit: 100,
    });
    expect(similar.map((s) => s.id)).not.toContain(hidden.id);
  });

  it("leaves the home page, the neighborhood page's list, counts and rents, and the sitemap", async () => {
    expect((await listFeaturedApartments(database.db, 1000)).map((a) => a.id)).not.toContain(hidden.id);
    expect((await countCatalogue(database.db)).apartments).toBe(before.count - 1);
    const area = await listApartmentCards(database.db, { neighborhoodSlug: hidden.neighborhoodSlug, limit: 1000 });
    expect(area.items.map((a) => a.id)).not.toContain(hidden.id);
    expect(area.total).toBe(before.neighborhoodTotal - 1);
    const rent = await getRentByBedrooms(database.db, hidden.neighborhoodId);
    expect(rent.reduce((sum, group) => sum + group.plans, 0)).toBeLessThan(before.rentPlans);
    expect((await listSitemapContent(database.db)).apartments.map((a) => a.slug)).not.toContain(hidden.slug);
  });

  it("leaves the matching snapshot (suggestions and A.L.I.) and its cards", async () => {
    expect((await loadMatchCatalogue(database.db)).communities.map((c) => c.id)).not.toContain(hidden.id);
    expect(await loadSuggestionApartments(database.db, [hidden.id])).toEqual([]);
    expect(await insertApartmentFeedback(database.db, { apartmentId: hidden.id, userId: null, feedback: "Nice" })).toBeNull();
  });

  it("is not shown among favorites and cannot be added, but the favorite is kept for a return", async () => {
    expect(await listFavoriteIds(database.db, userId)).toEqual([]);
    expect(await listFavoriteCards(database.db, userId)).toEqual([]);
    expect(await apartmentExists(database.db, hidden.id)).toBe(false);
    await database.db.update(apartments).set({ published: true }).where(eq(apartments.id, hidden.id));
    try {
      expect(await listFavoriteIds(database.db, userId)).toEqual([hidden.id]);
    } finally {
      await database.db.update(apartments).set({ published: false }).where(eq(apartments.id, hidden.id));
    }
  });
});
