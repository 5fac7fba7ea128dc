/**
 * A neighborhood's typical rent as the pages hand it out: the /neighborhoods cards, the neighborhood's own page
 * (its headline and its "Rent by bedrooms" table) and the chat's card data say the same figure, with the same words,
 * for every seeded neighborhood (issue 29: a typed figure once disagreed with the page's own table).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typicalRent, type TypicalRent } from "../../core/search/typical-rent.ts";
import type { NeighborhoodSummary } from "../../db/queries/catalog.ts";
import type { NeighborhoodPage } from "../../db/queries/neighborhoods.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { callRoute } from "../../tests/route-harness.ts";
import * as cardDataRoute from "./api/neighborhood-card-data.ts";
import * as neighborhoodRoute from "./neighborhood.tsx";
import * as neighborhoodsRoute from "./neighborhoods.tsx";

describe.each(testDatabaseKinds)("a neighborhood's typical rent on its card and its page, on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("is the same figure, labelled the same, on the card, the page's headline and table, and the chat's card", async () => {
    const directory = await callRoute(neighborhoodsRoute.loader, { db: database.db, path: "/neighborhoods" });
    expect(directory.status).toBe(200);
    const { neighborhoods: cards } = (await directory.json()) as { neighborhoods: NeighborhoodSummary[] };
    expect(cards).toHaveLength(27);
    for (const card of cards) {
      const response = await callRoute(neighborhoodRoute.loader, { db: database.db, path: `/neighborhoods/${card.slug}`, params: { slug: card.slug } });
      expect(response.status).toBe(200);
      const { neighborhood: page } = (await response.json()) as { neighborhood: NeighborhoodPage };
      expect(card.typicalRent).toMatchObject({ label: "Median 1-bedroom rent", value: expect.stringMatching(/^\$\d{1,3}(,\d{3})*$/) });
      expect(page.typicalRent).toEqual(card.typicalRent);
      expect(typicalRent(page.rentByBedrooms)).toEqual(card.typicalRent);
      const oneBed = page.rentByBedrooms.find((row) => row.beds === 1)!;
      expect((card.typicalRent as TypicalRent).value).toBe(`$${oneBed.medianRent.toLocaleString("en-US")}`);

      const chat = await callRoute(cardDataRoute.loader, { db: database.db, path: `/api/chat/webhook/neighborhood-data/${card.slug}`, params: { slug: card.slug } });
      expect(await chat.json()).toMatchObject({ slug: card.slug, typicalRent: card.typicalRent, priceRange: card.priceRange });
    }
  });
});
