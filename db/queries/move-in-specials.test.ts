/**
 * Move-in specials in the reads that show them (issue 29): the community page, every card (the catalogue's lists, the
 * search, favorites, the home page's featured cards), the JSON record and the matching snapshot. A card or a page
 * shows a special only on the days it runs (Houston's calendar day, both ends included); the snapshot keeps every
 * special with its dates, for the assistant to judge on the day it answers.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Special } from "../../core/catalogue/specials.ts";
import { parseListingFilters } from "../../core/search/listing-filters.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { apartments } from "../schema/index.ts";
import { getApartmentBySlug, toApartmentRecord } from "./apartments.ts";
import { listApartmentCards, listFeaturedApartments } from "./catalog.ts";
import { addFavorite, listFavoriteCards } from "./favorites.ts";
import { loadMatchCatalogue } from "./match-catalogue.ts";
import { searchApartments } from "./search-apartments.ts";
import { insertUser } from "./users.ts";

const NO_SPECIAL = { specialText: null, specialAmount: null, specialMonthsFree: null, specialStartsOn: null, specialEndsOn: null };

/** Three specials around 2026-07-15: one running with both dates, one with no start ending that day, one not started. */
const MONTH: Special = { text: "1 month free on 12-month leases", amount: null, monthsFree: 1, startsOn: "2026-07-01", endsOn: "2026-07-31" };
const LOOK: Special = { text: "Look and lease", amount: 500, monthsFree: null, startsOn: null, endsOn: "2026-07-15" };
const LATER: Special = { text: "2 weeks free on a 13-month lease", amount: null, monthsFree: 0.5, startsOn: "2026-08-01", endsOn: "2026-08-31" };
const TODAY = "2026-07-15";

const columnsOf = (s: Special) => ({ specialText: s.text, specialAmount: s.amount, specialMonthsFree: s.monthsFree, specialStartsOn: s.startsOn, specialEndsOn: s.endsOn });
const runs = (s: Special, day: string) => (s.startsOn === null || s.startsOn <= day) && day <= s.endsOn;

describe.each(testDatabaseKinds)("move-in specials on %s", (kind) => {
  let database: TestDatabase;
  /** The three communities given a special, by slug. */
  let given: Map<string, Special>;
  let ids: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    // The demo data's own specials out of the way: these tests set their own.
    await db.update(apartments).set(NO_SPECIAL);
    const rows = await db.select({ id: apartments.id, slug: apartments.slug }).from(apartments).where(eq(apartments.published, true)).orderBy(asc(apartments.id)).limit(3);
    given = new Map();
    ids = [];
    for (const [i, special] of [MONTH, LOOK, LATER].entries()) {
      const row = rows[i]!;
      await db.update(apartments).set({ ...columnsOf(special), featured: true }).where(eq(apartments.id, row.id));
      given.set(row.slug, special);
      ids.push(row.id);
    }
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** What a card or page must show of a community's special on `day`: the special while it runs, else null. */
  const expected = (slug: string, day: string) => {
    const special = given.get(slug);
    return special && runs(special, day) ? special : null;
  };

  it("shows the community page's special from its first day to its last, not the day before or after", async () => {
    const slug = [...given].find(([, s]) => s === MONTH)![0];
    for (const [day, shown] of [
      ["2026-06-30", false],
      ["2026-07-01", true],
      ["2026-07-31", true],
      ["2026-08-01", false],
    ] as const) {
      const detail = await getApartmentBySlug(database.db, slug, { today: day });
      expect(detail!.special, day).toEqual(shown ? MONTH : null);
    }
    // The JSON record (GET /api/apartments/:slug) carries the same.
    expect(toApartmentRecord((await getApartmentBySlug(database.db, slug, { today: TODAY }))!).special).toEqual(MONTH);
  });

  it("shows a special with no start date from any day up to its end", async () => {
    const slug = [...given].find(([, s]) => s === LOOK)![0];
    expect((await getApartmentBySlug(database.db, slug, { today: "2020-01-01" }))!.special).toEqual(LOOK);
    expect((await getApartmentBySlug(database.db, slug, { today: "2026-07-16" }))!.special).toBeNull();
  });

  it("puts on every card of the catalogue's list the special running that day, and on no other", async () => {
    for (const day of [TODAY, "2026-07-16", "2026-08-01"]) {
      const { items } = await listApartmentCards(database.db, { limit: 100, today: day });
      expect(items.length).toBeGreaterThan(3);
      for (const card of items) expect(card.special, `${card.slug} on ${day}`).toEqual(expected(card.slug, day));
    }
  });

  it("puts it on the search's cards by Houston's day of the search's moment: 11:30 PM on the last day still has it", async () => {
    const filters = parseListingFilters("");
    // July 16, 04:30 UTC is July 15, 11:30 PM in Houston (CDT); 05:30 UTC is past Houston's midnight.
    for (const [now, day] of [
      [new Date("2026-07-16T04:30:00Z"), "2026-07-15"],
      [new Date("2026-07-16T05:30:00Z"), "2026-07-16"],
    ] as const) {
      const { items } = await searchApartments(database.db, filters, { now, pageSize: 100 });
      expect(items.length).toBeGreaterThan(3);
      for (const card of items) expect(card.special, `${card.slug} at ${now.toISOString()}`).toEqual(expected(card.slug, day));
    }
  });

  it("puts it on the featured cards and on a renter's favorites", async () => {
    const featured = await listFeaturedApartments(database.db, 100, TODAY);
    for (const slug of given.keys()) expect(featured.some((card) => card.slug === slug)).toBe(true);
    for (const card of featured) expect(card.special).toEqual(expected(card.slug, TODAY));
    const user = await insertUser(database.db, { username: "renter-specials", email: "renter-specials@example.com", passwordHash: "h" });
    if (!user.ok) throw new Error("renter not created");
    for (const id of ids) await addFavorite(database.db, user.user.id, id);
    const favorites = await listFavoriteCards(database.db, user.user.id, TODAY);
    expect(favorites.map((card) => [card.slug, card.special])).toEqual([...given].map(([slug]) => [slug, expected(slug, TODAY)]));
  });

  it("keeps in the matching snapshot every special with its dates, running or not (the assistant judges them when it answers)", async () => {
    const catalogue = await loadMatchCatalogue(database.db);
    for (const community of catalogue.communities) expect(community.special, community.slug).toEqual(given.get(community.slug) ?? null);
    // Half a month free comes back a number, as the column's numeric does.
    expect(catalogue.communities.find((c) => c.special?.monthsFree === 0.5)?.special).toEqual(LATER);
  });
});
