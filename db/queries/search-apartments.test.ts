import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysSinceChecked, isStaleAge } from "../../core/matching/freshness.ts";
import { parseListingFilters, priceBounds, type ListingFilters } from "../../core/search/listing-filters.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { amenities, apartmentAmenities, apartments, floorPlans, neighborhoods } from "../schema/index.ts";
import { searchApartments, watchedMatches } from "./search-apartments.ts";

interface Plan {
  beds: number;
  baths: number;
  rent: number;
  unitsAvailable: number;
  availableFrom: string;
}

interface Community {
  id: number;
  title: string;
  neighborhoodSlug: string;
  petsAllowed: boolean;
  dogsAllowed: boolean;
  catsAllowed: boolean;
  dogWeightLimitLb: number | null;
  parkingFee: number;
  leaseTerms: string[];
  minPrice: number | null;
  yearBuilt: number;
  maxSqft: number | null;
  amenities: Set<string>;
  plans: Plan[];
}

/** Whether a floor plan fits the search's plan-level filters, written the plain way. */
function planFitsFor(filters: ListingFilters): (p: Plan) => boolean {
  const { min, max } = priceBounds(filters);
  return (p: Plan) =>
    (max === null || p.rent <= max) &&
    (min === null || p.rent >= min) &&
    (filters.beds === null || (filters.beds === 0 ? p.beds === 0 : p.beds >= filters.beds)) &&
    (filters.maxBeds === null || p.beds <= filters.maxBeds) &&
    (filters.baths === null || p.baths >= filters.baths) &&
    (filters.availableBy === null || (p.unitsAvailable > 0 && p.availableFrom <= filters.availableBy));
}

/** The plans of a community that fit, grouped by bedroom count as a card shows them. */
function expectedFittingPlans(community: Community, filters: ListingFilters) {
  const fitting = community.plans.filter(planFitsFor(filters));
  return [...new Set(fitting.map((p) => p.beds))]
    .sort((a, b) => a - b)
    .map((beds) => {
      const rents = fitting.filter((p) => p.beds === beds).map((p) => p.rent);
      return { beds, fromRent: Math.min(...rents), plans: rents.length };
    });
}

/** The filters' meaning, written the plain way: what the SQL must agree with. */
function expectedIds(all: Community[], filters: ListingFilters): number[] {
  const { min, max } = priceBounds(filters);
  const planFits = planFitsFor(filters);
  const hasPlanFilter = min !== null || max !== null || filters.beds !== null || filters.maxBeds !== null || filters.baths !== null || filters.availableBy !== null;
  return all
    .filter(
      (c) =>
        (filters.neighborhoods.length === 0 || filters.neighborhoods.includes(c.neighborhoodSlug)) &&
        (!hasPlanFilter || c.plans.some(planFits)) &&
        filters.amenities.every((a) => c.amenities.has(a)) &&
        (!filters.pets || c.petsAllowed) &&
        (filters.dogLb === null || (c.dogsAllowed && (c.dogWeightLimitLb === null || c.dogWeightLimitLb >= filters.dogLb))) &&
        (!filters.petFree || (!c.dogsAllowed && !c.catsAllowed)) &&
        (filters.maxParkingFee === null || (c.amenities.has("parking") && c.parkingFee <= filters.maxParkingFee)) &&
        (filters.leaseTerms.length === 0 || filters.leaseTerms.some((term) => c.leaseTerms.includes(term))) &&
        (filters.builtFrom === null || c.yearBuilt >= filters.builtFrom) &&
        (filters.builtTo === null || c.yearBuilt <= filters.builtTo),
    )
    .map((c) => c.id)
    .sort((a, b) => a - b);
}

async function allIds(database: TestDatabase, filters: ListingFilters): Promise<{ ids: number[]; total: number }> {
  const result = await searchApartments(database.db, { ...filters, page: 1 }, { pageSize: 1000 });
  return { ids: result.items.map((i) => i.id).sort((a, b) => a - b), total: result.total };
}

describe.each(testDatabaseKinds)("searchApartments on %s", (kind) => {
  let database: TestDatabase;
  let communities: Community[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    const rows = await db
      .select({
        id: apartments.id,
        title: apartments.title,
        neighborhoodSlug: neighborhoods.slug,
        petsAllowed: apartments.petsAllowed,
        dogsAllowed: apartments.dogsAllowed,
        catsAllowed: apartments.catsAllowed,
        dogWeightLimitLb: apartments.dogWeightLimitLb,
        parkingFee: apartments.parkingFee,
        leaseTerms: apartments.leaseTerms,
        minPrice: apartments.minPrice,
        yearBuilt: apartments.yearBuilt,
        maxSqft: apartments.maxSqft,
      })
      .from(apartments)
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId));
    const plans = await db.select().from(floorPlans);
    const links = await db
      .select({ apartmentId: apartmentAmenities.apartmentId, name: amenities.name })
      .from(apartmentAmenities)
      .innerJoin(amenities, eq(amenities.id, apartmentAmenities.amenityId));
    communities = rows.map((row) => ({
      ...row,
      amenities: new Set(links.filter((l) => l.apartmentId === row.id).map((l) => l.name)),
      plans: plans.filter((p) => p.apartmentId === row.id),
    }));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("returns every community, a page at a time, without a filter", async () => {
    const first = await searchApartments(database.db, parseListingFilters(""), { pageSize: 24 });
    expect(first).toMatchObject({ total: communities.length, page: 1, pageSize: 24 });
    expect(first.items).toHaveLength(24);
    const second = await searchApartments(database.db, parseListingFilters("page=2"), { pageSize: 24 });
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]?.id);
    const past = await searchApartments(database.db, parseListingFilters("page=99"), { pageSize: 24 });
    expect(past).toMatchObject({ items: [], total: communities.length, page: 99 });
  });

  it("answers cards of the spec, with when availability was last checked, the move-in special running (null: none) and the lowest rent a page advertises", async () => {
    const { items } = await searchApartments(database.db, parseListingFilters("neighborhood=montrose"), { pageSize: 1 });
    expect(Object.keys(items[0]!).sort()).toEqual(
      ["id", "slug", "title", "neighborhoodId", "neighborhoodName", "priceRange", "minRent", "bedRange", "sqftRange", "description", "imageUrl", "verifiedAt", "special"].sort(),
    );
    expect(new Date(items[0]!.verifiedAt).toISOString()).toBe(items[0]!.verifiedAt);
    expect(items[0]?.neighborhoodName).toBe("Montrose");
  });

  it.each([
    "neighborhood=montrose",
    "neighborhood=montrose&neighborhood=heights&neighborhood=downtown",
    "budget=under-1000",
    "budget=1500-2000",
    "budget=3000-plus",
    "maxPrice=1400",
    "budget=1500-2000&maxPrice=1700",
    "beds=0",
    "beds=2",
    "beds=3&maxPrice=2500",
    "beds=2&budget=1000-1500",
    "baths=2",
    "baths=1.5&beds=1",
    "amenity=pool",
    "amenity=pool&amenity=washer-dryer&amenity=gym",
    "pets=1",
    "pets=1&amenity=dog-park&beds=1",
    "availableBy=2026-06-01",
    "availableBy=2026-07-15&beds=2&maxPrice=2200",
    "neighborhood=uptown&neighborhood=midtown&budget=2000-2500&amenity=gym&pets=1",
    "dogLb=20",
    "dogLb=60",
    "dogLb=90&beds=2",
    "dogLb=300",
    "builtFrom=2015",
    "builtFrom=2000&pets=1&sort=newest",
    "dogLb=55&builtFrom=2005&maxPrice=2400&availableBy=2026-07-15",
    "minPrice=1800",
    "minPrice=1200&maxPrice=1600",
    "budget=1500-2000&minPrice=1700",
    "beds=3&maxBeds=3",
    "beds=2&maxBeds=2&maxPrice=2200",
    "beds=1&maxBeds=2&minPrice=1300",
    "maxBeds=0",
    "maxBeds=1&baths=1.5",
    "maxBeds=1&availableBy=2026-07-15",
    "builtTo=1995",
    "builtFrom=1990&builtTo=2010&pets=1",
    "pets=none",
    "pets=none&beds=2&maxPrice=2200",
    "maxParkingFee=0",
    "maxParkingFee=50",
    "maxParkingFee=100&amenity=pool&beds=1",
    "maxParkingFee=0&pets=none",
    "lease=month-to-month",
    "lease=3-month&lease=18-month",
    "lease=month-to-month&maxParkingFee=50&availableBy=2026-07-15",
  ])("filters for real: %s", async (query) => {
    const filters = parseListingFilters(query);
    const expected = expectedIds(communities, filters);
    const { ids, total } = await allIds(database, filters);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
    // A filter that filters nothing would make this test pass vacuously: each case must keep some and drop some.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(communities.length);
  });

  it("takes a dog by its weight: a lighter dog is welcome wherever a heavier one is, and no-dog communities never", async () => {
    const light = await allIds(database, parseListingFilters("dogLb=25"));
    const heavy = await allIds(database, parseListingFilters("dogLb=85"));
    const anyPets = await allIds(database, parseListingFilters("pets=1"));
    expect(heavy.ids.every((id) => light.ids.includes(id))).toBe(true);
    expect(heavy.total).toBeLessThan(light.total);
    expect(light.total).toBeLessThan(anyPets.total);
    const catsOnly = communities.filter((c) => c.petsAllowed && !c.dogsAllowed).map((c) => c.id);
    expect(catsOnly.length).toBeGreaterThan(0);
    expect(light.ids.some((id) => catsOnly.includes(id))).toBe(false);
    expect(anyPets.ids).toEqual(expect.arrayContaining(catsOnly));
  });

  it("words each card's pet policy when the search asks for pets, and only then", async () => {
    const { items } = await searchApartments(database.db, parseListingFilters("dogLb=40"), { pageSize: 50 });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.pets?.summary).toMatch(/^(Cats and dogs|Dogs only) \((dogs up to \d+ lb|no weight limit)\)/);
    expect(items.some((item) => item.pets?.charges?.includes("one-time fee"))).toBe(true);
    const { items: plain } = await searchApartments(database.db, parseListingFilters("beds=1"), { pageSize: 5 });
    expect(plain.every((item) => item.pets === undefined)).toBe(true);
    // A pet-free search says so on each card.
    const { items: petFree } = await searchApartments(database.db, parseListingFilters("pets=none"), { pageSize: 50 });
    expect(petFree.length).toBeGreaterThan(0);
    for (const item of petFree) expect(item.pets).toEqual({ summary: "No pets", charges: null });
  });

  it("counts free parking only where the Parking amenity is listed, and a higher fee limit never finds fewer", async () => {
    const noParking = communities.filter((c) => !c.amenities.has("parking"));
    // Communities without the amenity have a fee of 0 in the catalogue: free parking must not find them.
    expect(noParking.some((c) => c.parkingFee === 0)).toBe(true);
    const free = await allIds(database, parseListingFilters("maxParkingFee=0"));
    expect(free.ids.some((id) => noParking.some((c) => c.id === id))).toBe(false);
    const upTo100 = await allIds(database, parseListingFilters("maxParkingFee=100"));
    expect(free.ids.every((id) => upTo100.ids.includes(id))).toBe(true);
    expect(free.total).toBeLessThan(upTo100.total);
  });

  it("with words, narrows the text's matches by parking, lease terms and a pet-free building as without", async () => {
    const words = await allIds(database, parseListingFilters("q=park"));
    const filters = parseListingFilters("q=park&lease=6-month&maxParkingFee=100&pets=none");
    const expected = expectedIds(communities, { ...filters, q: null }).filter((id) => words.ids.includes(id));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(words.total);
    expect((await allIds(database, filters)).ids).toEqual(expected);
  });

  it.each(["maxParkingFee=50&lease=month-to-month", "pets=none&beds=2", "maxParkingFee=0&amenity=pool"])(
    "watches the same communities for a saved search as the page finds: %s",
    async (query) => {
      const filters = parseListingFilters(query);
      const watched = await watchedMatches(database.db, filters);
      expect(watched.length).toBeGreaterThan(0);
      expect(watched.map((c) => c.id).sort((a, b) => a - b)).toEqual((await allIds(database, filters)).ids);
    },
  );

  it("reads a pet-free building beside a dog as the dog's search", async () => {
    const both = await allIds(database, parseListingFilters("pets=none&dogLb=40"));
    expect(both).toEqual(await allIds(database, parseListingFilters("dogLb=40")));
    expect(both.total).toBeGreaterThan(0);
  });

  it("applies bedrooms and rent to the same floor plan", async () => {
    // A community whose cheap plan is a studio and whose 2-bed is dear must not match "2 beds under the studio's rent".
    const mixed = communities.find((c) => {
      const studio = c.plans.find((p) => p.beds === 0);
      return studio && c.plans.every((p) => p.beds < 2 || p.rent > studio.rent) && c.plans.some((p) => p.beds >= 2);
    });
    expect(mixed).toBeDefined();
    const studioRent = Math.min(...mixed!.plans.filter((p) => p.beds === 0).map((p) => p.rent));
    const { ids } = await allIds(database, parseListingFilters(`beds=2&maxPrice=${studioRent}`));
    expect(ids).not.toContain(mixed!.id);
    const { ids: anyBeds } = await allIds(database, parseListingFilters(`maxPrice=${studioRent}`));
    expect(anyBeds).toContain(mixed!.id);
  });

  it.each([
    "beds=2&sort=price-asc",
    "beds=2&sort=price-desc",
    "beds=1&baths=2&sort=price-asc",
    "beds=0&sort=price-asc",
    "budget=1500-2000&sort=price-asc",
    "maxPrice=1400&sort=price-asc",
    "beds=3&neighborhood=montrose&neighborhood=heights&sort=price-asc",
    "availableBy=2026-07-15&beds=1&sort=price-asc",
    "q=pool&beds=2&sort=price-asc",
    "beds=2&sort=best",
    "beds=2&maxBeds=2&sort=price-asc",
    "beds=1&maxBeds=2&sort=price-desc",
    "maxBeds=1&sort=price-asc",
    "maxBeds=1&maxPrice=1500&sort=price-desc",
    "minPrice=1500&sort=price-asc",
    "q=pool&beds=1&maxBeds=1&sort=price-asc",
  ])("shows the plans that fit on each card, and a price sort orders by the cheapest of them: %s", async (query) => {
    const filters = parseListingFilters(query);
    const byId = new Map(communities.map((c) => [c.id, c]));
    const { items } = await searchApartments(database.db, filters, { pageSize: 1000 });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.fittingPlans).toEqual(expectedFittingPlans(byId.get(item.id)!, filters));
    const fromRents = items.map((item) => Math.min(...item.fittingPlans!.map((group) => group.fromRent)));
    if (filters.sort === "price-asc" || filters.sort === "price-desc") {
      const direction = filters.sort === "price-asc" ? 1 : -1;
      for (let i = 1; i < items.length; i++) {
        const step = direction * (fromRents[i]! - fromRents[i - 1]!);
        expect(step).toBeGreaterThanOrEqual(0);
        if (step === 0) expect(items[i]!.id).toBeGreaterThan(items[i - 1]!.id);
      }
      // Pages follow the same order, also when the "low to high" walk reads a few plans at a time.
      for (const fittingWalkBatch of [undefined, 1, 3, 256]) {
        for (const page of [1, 2, 3]) {
          const paged = await searchApartments(database.db, { ...filters, page }, { pageSize: 5, fittingWalkBatch });
          expect(paged.items.map((i) => i.id)).toEqual(items.slice((page - 1) * 5, page * 5).map((i) => i.id));
          expect(paged.total).toBe(items.length);
        }
      }
    }
  });

  // Every bedroom filter in both price orders, alone and with each other plan filter (the derived bedroom rents
  // decide bedrooms alone and with a rent ceiling; the others, a bedroom maximum too, join the plans, or walk them "low to high").
  const bedroomPriceSearches = [0, 1, 2, 3, 4].flatMap((beds) =>
    ["", "&maxPrice=1900", "&budget=1500-2000", "&budget=3000-plus", "&baths=2", "&availableBy=2026-07-15", "&neighborhood=montrose&neighborhood=heights&amenity=pool", "&pets=1&maxPrice=2400", `&maxBeds=${beds}`, `&maxBeds=${beds + 1}&minPrice=1600`].flatMap(
      (more) => ["price-asc", "price-desc"].map((sort) => `beds=${beds}${more}&sort=${sort}`),
    ),
  );
  /** The ids a bedroom price search must answer, in order: by the cheapest fitting rent, ties by id. */
  function expectedByFittingRent(filters: ListingFilters): number[] {
    const byId = new Map(communities.map((c) => [c.id, c]));
    const fromRent = (id: number) => Math.min(...byId.get(id)!.plans.filter(planFitsFor(filters)).map((p) => p.rent));
    const direction = filters.sort === "price-asc" ? 1 : -1;
    return expectedIds(communities, filters).sort((a, b) => direction * (fromRent(a) - fromRent(b)) || a - b);
  }
  it("has bedroom price searches that find something, so that their order is tested and not only the empty answer", () => {
    const found = bedroomPriceSearches.filter((query) => expectedByFittingRent(parseListingFilters(query)).length > 1);
    expect(found.length).toBeGreaterThan(bedroomPriceSearches.length * 0.6);
  });
  it.each(bedroomPriceSearches)("orders a bedroom search by price exactly as the plain computation does, page by page: %s", async (query) => {
    const filters = parseListingFilters(query);
    const expected = expectedByFittingRent(filters);
    const all = await searchApartments(database.db, filters, { pageSize: 1000 });
    expect(all.items.map((i) => i.id)).toEqual(expected);
    expect(all.total).toBe(expected.length);
    // Also through the walk, and read in a sort index's order (which a search with few matches collects instead).
    for (const [fittingWalkBatch, fewMatches] of [[undefined, undefined], [2, undefined], [undefined, 0]]) {
      for (const page of [1, 3]) {
        const paged = await searchApartments(database.db, { ...filters, page }, { pageSize: 5, fittingWalkBatch, fewMatches });
        expect(paged.items.map((i) => i.id)).toEqual(expected.slice((page - 1) * 5, page * 5));
        expect(paged.total).toBe(expected.length);
      }
    }
  });

  it("orders '2 beds, price low to high' by the 2-bed rent, not the community's studio", async () => {
    // A community with a cheap studio and a dear 2-bed sorts after one whose 2-bed is cheaper than that.
    const filters = parseListingFilters("beds=2&sort=price-asc");
    const { items } = await searchApartments(database.db, filters, { pageSize: 1000 });
    const position = new Map(items.map((item, i) => [item.id, i]));
    const fromRent = (c: Community) => Math.min(...c.plans.filter(planFitsFor(filters)).map((p) => p.rent));
    const withStudio = communities.filter((c) => position.has(c.id) && c.minPrice !== null && c.minPrice < fromRent(c));
    expect(withStudio.length).toBeGreaterThan(0);
    const studioLed = withStudio[0]!;
    const cheaperTwoBed = communities.find((c) => position.has(c.id) && fromRent(c) < fromRent(studioLed) && c.minPrice! > studioLed.minPrice!);
    expect(cheaperTwoBed).toBeDefined();
    expect(position.get(cheaperTwoBed!.id)!).toBeLessThan(position.get(studioLed.id)!);
  });

  it("matches nothing for an unknown neighborhood or an impossible rent", async () => {
    expect((await allIds(database, parseListingFilters("neighborhood=atlantis"))).total).toBe(0);
    expect((await allIds(database, parseListingFilters("maxPrice=10"))).total).toBe(0);
  });

  it("finds communities by title, neighborhood name, alias and description, typos included", async () => {
    const sample = communities[5]!;
    const byTitle = await searchApartments(database.db, parseListingFilters(`q=${encodeURIComponent(sample.title)}`));
    expect(byTitle.items[0]?.id).toBe(sample.id);

    const montrose = communities.filter((c) => c.neighborhoodSlug === "montrose").map((c) => c.id);
    for (const typo of ["Montose", "montrose", "MONTROSE"]) {
      const found = await allIds(database, parseListingFilters(`q=${typo}`));
      expect(found.ids).toEqual(expect.arrayContaining(montrose));
    }
    const uptown = communities.filter((c) => c.neighborhoodSlug === "uptown").map((c) => c.id);
    expect(uptown.length).toBeGreaterThan(0);
    const galleria = await allIds(database, parseListingFilters("q=galeria"));
    expect(galleria.ids).toEqual(expect.arrayContaining(uptown));
    // Best match puts the named neighborhood's communities first.
    const ranked = await searchApartments(database.db, parseListingFilters("q=galeria"), { pageSize: uptown.length });
    expect(ranked.items.map((i) => i.id).sort((a, b) => a - b)).toEqual([...uptown].sort((a, b) => a - b));

    const nothing = await allIds(database, parseListingFilters("q=zzqxjv"));
    expect(nothing.total).toBe(0);
  });

  it("reads a five-digit ZIP code as the neighborhoods that list it", async () => {
    const listing = await database.db.select({ slug: neighborhoods.slug }).from(neighborhoods).where(sql`'77006' = any(${neighborhoods.zipCodes})`);
    const slugs = new Set(listing.map((n) => n.slug));
    expect(slugs.has("montrose")).toBe(true);
    const inThem = communities.filter((c) => slugs.has(c.neighborhoodSlug)).map((c) => c.id);
    expect(inThem.length).toBeGreaterThan(0);
    for (const query of ["q=77006", `q=${encodeURIComponent("2 bed in 77006")}`]) {
      const found = await allIds(database, parseListingFilters(query));
      expect(found.ids).toEqual(expect.arrayContaining(inThem));
      const ranked = await searchApartments(database.db, parseListingFilters(query), { pageSize: inThem.length });
      expect(ranked.items.every((i) => inThem.includes(i.id))).toBe(true);
    }
    expect((await allIds(database, parseListingFilters("q=77777"))).total).toBe(0);
  });

  it("takes % and _ in the text literally", async () => {
    expect((await allIds(database, parseListingFilters("q=%25%25%25"))).total).toBe(0);
    expect((await allIds(database, parseListingFilters("q=___"))).total).toBe(0);
  });

  it("combines the text with the other filters", async () => {
    const filters = parseListingFilters("q=montrose&beds=2");
    const found = await allIds(database, filters);
    const expected = expectedIds(communities, { ...filters, q: null });
    for (const id of found.ids) expect(expected).toContain(id);
  });

  it.each(["q=galeria&budget=2000-2500", "q=heights&baths=1.5", "q=pool&availableBy=2026-07-15&beds=1", "q=loft&amenity=pool"])(
    "matches the text and the filters together exactly as each alone: %s",
    async (query) => {
      const filters = parseListingFilters(query);
      const byText = await allIds(database, parseListingFilters(`q=${encodeURIComponent(filters.q!)}`));
      const expected = expectedIds(communities, { ...filters, q: null }).filter((id) => byText.ids.includes(id));
      const found = await allIds(database, filters);
      expect(found.ids).toEqual(expected);
      expect(found.total).toBe(expected.length);
      // Neither the text nor the filters alone may decide the case.
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(byText.ids.length);
    },
  );

  it("orders text matches by the chosen sort and pages through them", async () => {
    const byId = new Map(communities.map((c) => [c.id, c]));
    const all = await searchApartments(database.db, parseListingFilters("q=pool&sort=price-asc"), { pageSize: 1000 });
    const prices = all.items.map((i) => byId.get(i.id)!.minPrice ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await searchApartments(database.db, parseListingFilters("q=pool&sort=price-asc&page=2"), { pageSize: 10 });
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(10, 20).map((i) => i.id));
    expect(second.total).toBe(all.total);
    // A page past the last one still knows how many there are.
    const past = await searchApartments(database.db, parseListingFilters("q=pool&page=99"), { pageSize: 10 });
    expect(past).toMatchObject({ items: [], total: all.total, totalCapped: false });
  });

  it("matches nothing for an amenity that does not exist", async () => {
    const filters = { ...parseListingFilters("amenity=pool"), amenities: ["pool", "moat"] };
    expect((await allIds(database, filters)).total).toBe(0);
    expect((await allIds(database, { ...filters, q: "pool" })).total).toBe(0);
  });

  it("sorts by price, size and age with a stable tiebreak", async () => {
    const read = async (sort: string) => {
      // Read in the sort index's order and collected: the same items in the same order.
      const [indexed, collected] = await Promise.all(
        [0, undefined].map(async (fewMatches) => (await searchApartments(database.db, parseListingFilters(`sort=${sort}`), { pageSize: 1000, fewMatches })).items),
      );
      expect(collected).toEqual(indexed);
      return indexed!;
    };
    const byId = new Map(communities.map((c) => [c.id, c]));
    const priceAsc = (await read("price-asc")).map((i) => byId.get(i.id)!.minPrice ?? Infinity);
    expect(priceAsc).toEqual([...priceAsc].sort((a, b) => a - b));
    const priceDesc = (await read("price-desc")).map((i) => byId.get(i.id)!.minPrice ?? -Infinity);
    expect(priceDesc).toEqual([...priceDesc].sort((a, b) => b - a));
    const size = (await read("size")).map((i) => byId.get(i.id)!.maxSqft ?? -Infinity);
    expect(size).toEqual([...size].sort((a, b) => b - a));
    const newest = await read("newest");
    const years = newest.map((i) => byId.get(i.id)!.yearBuilt);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    // Ties broken by id, so pages never overlap or skip.
    for (let i = 1; i < newest.length; i++) {
      if (years[i] === years[i - 1]) expect(newest[i]!.id).toBeGreaterThan(newest[i - 1]!.id);
    }
  });

  it("orders the default search: availability checked within 30 days first, then featured, then most recently checked", async () => {
    // The test seed's checks are 0-45 days before 2026-06-01, so both sides of the split are there.
    const now = new Date("2026-06-01T12:00:00.000Z");
    const featured = new Set((await database.db.select({ id: apartments.id }).from(apartments).where(eq(apartments.featured, true))).map((r) => r.id));
    expect(featured.size).toBeGreaterThan(0);
    const { items } = await searchApartments(database.db, parseListingFilters(""), { pageSize: 1000, now });
    const key = (item: (typeof items)[number]) => [isStaleAge(daysSinceChecked(item.verifiedAt, now)) ? 1 : 0, featured.has(item.id) ? 0 : 1, -Date.parse(item.verifiedAt), item.id];
    const expected = [...items].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x.map((v, i) => v - y[i]!).find((d) => d !== 0) ?? 0;
    });
    expect(items.map((i) => i.id)).toEqual(expected.map((i) => i.id));
    const stale = items.filter((i) => isStaleAge(daysSinceChecked(i.verifiedAt, now))).length;
    expect(stale).toBeGreaterThan(0);
    expect(stale).toBeLessThan(items.length);

    // Pages that end inside, at and past the fresh ones join up to the same order, none skipped or repeated.
    // Read in the best-order index's order as a broad search is, and collected as a narrow one is.
    const pageSize = 7;
    for (const fewMatches of [0, undefined]) {
      const paged = [];
      for (let page = 1; (page - 1) * pageSize < items.length; page++) {
        const result = await searchApartments(database.db, parseListingFilters(`page=${page}`), { pageSize, now, fewMatches });
        expect(result.total).toBe(items.length);
        paged.push(...result.items.map((i) => i.id));
      }
      expect(paged).toEqual(items.map((i) => i.id));
    }
  });
});
