import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { baseQuery, EMPTY_FILTERS, FiltersSchema } from "../assistant/query/schema.ts";
import { BUDGET_RANGES } from "../reference/budget-ranges.ts";
import { OFFERED_LEASE_TERMS } from "../reference/lease-lengths.ts";
import {
  CriteriaFiltersSchema,
  criteriaToListingSearch,
  EMPTY_CRITERIA_FILTERS,
  EMPTY_CRITERIA_SCOPE,
  listingFiltersToCriteria,
  listingsHrefFor,
  NOT_ON_LISTINGS,
  type Animal,
  type CriteriaFilters,
  type Range,
  type Scope,
  type SearchCriteria,
} from "./criteria.ts";
import { parseListingFilters } from "./listing-filters.ts";

const criteria = (filters: Partial<CriteriaFilters> = {}, scope: Partial<Scope> = {}): SearchCriteria => ({
  scope: { ...EMPTY_CRITERIA_SCOPE, ...scope },
  filters: { ...EMPTY_CRITERIA_FILTERS, ...filters },
});

/** The criteria /listings reads back from an address. */
const readBack = (href: string) => listingFiltersToCriteria(parseListingFilters(new URL(href, "http://localhost").searchParams)).criteria;

describe("one schema", () => {
  it("is the query's filters: the criteria and how the budget was stated", () => {
    expect(Object.keys(FiltersSchema.shape).sort()).toEqual([...Object.keys(CriteriaFiltersSchema.shape), "budgetOrigin"].sort());
    expect(EMPTY_FILTERS).toEqual({ ...EMPTY_CRITERIA_FILTERS, budgetOrigin: null });
  });

  it("takes a query as it is", () => {
    const query = baseQuery({ operation: "min", scope: { ...EMPTY_CRITERIA_SCOPE, neighborhoods: ["montrose"] }, filters: { ...EMPTY_FILTERS, beds: { min: 2, max: 2 } } });
    expect(listingsHrefFor(query, { sort: "price-asc" })).toBe("/listings?neighborhood=montrose&beds=2&maxBeds=2&sort=price-asc");
  });
});

describe("listingsHrefFor", () => {
  it.each([
    ["every community", criteria(), "/listings"],
    ["a 2 bed: exactly two", criteria({ beds: { min: 2, max: 2 } }), "/listings?beds=2&maxBeds=2"],
    ["2 or more bedrooms", criteria({ beds: { min: 2, max: null } }), "/listings?beds=2"],
    ["a studio", criteria({ beds: { min: 0, max: 0 } }), "/listings?beds=0"],
    ["a studio, said as at most none", criteria({ beds: { min: null, max: 0 } }), "/listings?beds=0"],
    ["a studio to a 2 bed", criteria({ beds: { min: 0, max: 2 } }), "/listings?maxBeds=2"],
    ["any number of bedrooms", criteria({ beds: { min: 0, max: null } }), "/listings"],
    ["a budget range exactly", criteria({ rent: { min: 1500, max: 2000 } }), "/listings?budget=1500-2000"],
    ["$3,000 and up", criteria({ rent: { min: 3000, max: null } }), "/listings?budget=3000-plus"],
    ["under $1,800", criteria({ rent: { min: null, max: 1800 } }), "/listings?maxPrice=1800"],
    ["between $1,200 and $1,650", criteria({ rent: { min: 1200, max: 1650 } }), "/listings?minPrice=1200&maxPrice=1650"],
    ["1.5 baths", criteria({ minBaths: 1.5 }), "/listings?baths=1.5"],
    ["no bathroom asked", criteria({ minBaths: 0 }), "/listings"],
    ["any pet", criteria({ animal: { kind: "any", weightLb: null, count: 1, assistance: false } }), "/listings?pets=1"],
    ["a 70 lb dog", criteria({ animal: { kind: "dog", weightLb: 70, count: 1, assistance: false } }), "/listings?pets=1&dogLb=70"],
    // An assistance animal is not a pet: welcome everywhere (animalWelcome), so it narrows nothing.
    ["a service dog", criteria({ animal: { kind: "dog", weightLb: 90, count: 1, assistance: true } }), "/listings"],
    ["free parking", criteria({ maxParkingFee: 0 }), "/listings?maxParkingFee=0"],
    ["parking up to $50 and a pool", criteria({ maxParkingFee: 50, amenities: ["pool"] }), "/listings?amenity=pool&maxParkingFee=50"],
    ["a pet-free building", criteria({ petFree: true }), "/listings?pets=none"],
    // The service dog narrows nothing, and is welcome in a pet-free building too.
    ["a pet-free building, with a service dog", criteria({ petFree: true, animal: { kind: "dog", weightLb: 60, count: 1, assistance: true } }), "/listings?pets=none"],
    ["lease terms, each once and shortest first", criteria({ leaseTerms: ["12-month", "month-to-month", "12-month"] }), "/listings?lease=month-to-month&lease=12-month"],
    ["built 2015 or later", criteria({ yearBuilt: { min: 2015, max: null } }), "/listings?builtFrom=2015"],
    ["built before 1990", criteria({ yearBuilt: { min: null, max: 1989 } }), "/listings?builtTo=1989"],
    [
      "neighborhoods and amenities in the canonical order",
      criteria({ amenities: ["pool", "gym", "pool"], availableBy: "2026-07-01" }, { neighborhoods: ["montrose", "heights"] }),
      "/listings?neighborhood=heights&neighborhood=montrose&amenity=gym&amenity=pool&availableBy=2026-07-01",
    ],
  ])("links %s", (_name, given, href) => {
    expect(listingsHrefFor(given)).toBe(href);
  });

  it.each([
    ["excludeNeighborhoods", criteria({}, { excludeNeighborhoods: ["katy"] })],
    ["communities", criteria({}, { communities: ["redbud-house"] })],
    ["sqft", criteria({ sqft: { min: 900, max: null } })],
    ["withoutAmenities", criteria({ withoutAmenities: ["pool"] })],
    ["commuteMinutes", criteria({ commuteMinutes: 20 })],
    ["unknown", criteria({ unknown: ["hardwood floors"] })],
    ["animal", criteria({ animal: { kind: "cat", weightLb: null, count: 1, assistance: false } })],
    ["animal", criteria({ animal: { kind: "dog", weightLb: null, count: 1, assistance: false } })],
    ["animal", criteria({ animal: { kind: "any", weightLb: null, count: 2, assistance: false } })],
    ["beds", criteria({ beds: { min: 7, max: null } })],
    ["beds", criteria({ beds: { min: 1.5, max: 2 } })],
    ["minBaths", criteria({ minBaths: 1.25 })],
    ["minBaths", criteria({ minBaths: 7 })],
    ["rent", criteria({ rent: { min: null, max: 1799.5 } })],
    ["rent", criteria({ rent: { min: -100, max: null } })],
    ["yearBuilt", criteria({ yearBuilt: { min: 1700, max: null } })],
    ["availableBy", criteria({ availableBy: "2026-02-30" })],
    ["neighborhoods", criteria({}, { neighborhoods: ["rice_village"] })],
    ["amenities", criteria({ amenities: ["in_unit"] })],
    ["maxParkingFee", criteria({ maxParkingFee: 12.5 })],
    ["maxParkingFee", criteria({ maxParkingFee: 5000 })],
    ["leaseTerms", criteria({ leaseTerms: ["6-month", "flexible" as never] })],
    // No community takes a pet and none: /listings would keep the pet and drop pet-free.
    ["petFree", criteria({ petFree: true, animal: { kind: "any", weightLb: null, count: 1, assistance: false } })],
    ["petFree", criteria({ petFree: true, animal: { kind: "dog", weightLb: 30, count: 1, assistance: false } })],
    // A move-in special is A.L.I.'s filter alone.
    ["hasSpecial", criteria({ hasSpecial: true })],
    // So is a kind of parking.
    ["parkingKinds", criteria({ parkingKinds: ["covered", "garage"] })],
  ] as const)("reports %s that /listings cannot express, and gives no link", (criterion, given) => {
    expect(criteriaToListingSearch(given).notExpressible).toEqual([criterion]);
    expect(listingsHrefFor(given)).toBeNull();
  });

  it("documents why for every criterion /listings never takes, and only for those", () => {
    for (const criterion of ["excludeNeighborhoods", "communities", "sqft", "withoutAmenities", "commuteMinutes", "unknown", "animal", "hasSpecial", "parkingKinds"]) {
      expect(NOT_ON_LISTINGS).toHaveProperty(criterion);
    }
    for (const criterion of ["petFree", "maxParkingFee", "leaseTerms"]) expect(NOT_ON_LISTINGS).not.toHaveProperty(criterion);
  });

  it("keeps what it can express and names all it cannot", () => {
    const { filters, notExpressible } = criteriaToListingSearch(criteria({ beds: { min: 1, max: 1 }, sqft: { min: null, max: 800 }, unknown: ["ceiling heights"] }, { excludeNeighborhoods: ["katy"] }));
    expect(notExpressible).toEqual(["excludeNeighborhoods", "sqft", "unknown"]);
    expect(filters).toMatchObject({ beds: 1, maxBeds: 1 });
  });

  it("with the catalogue's names, reports a neighborhood or amenity /listings would drop (the page would search without it)", () => {
    const known = { neighborhoodSlugs: new Set(["montrose"]), amenityNames: new Set(["pool"]) };
    expect(listingsHrefFor(criteria({ amenities: ["pool"] }, { neighborhoods: ["montrose"] }), { known })).toBe("/listings?neighborhood=montrose&amenity=pool");
    expect(criteriaToListingSearch(criteria({ amenities: ["moat"] }, { neighborhoods: ["atlantis"] }), known).notExpressible).toEqual(["neighborhoods", "amenities"]);
  });
});

describe("listingFiltersToCriteria", () => {
  it("reads every /listings filter as its criterion", () => {
    const { criteria: read, notExpressible } = listingFiltersToCriteria(
      parseListingFilters(
        "neighborhood=montrose&budget=1500-2000&maxPrice=1800&beds=1&maxBeds=2&baths=1.5&amenity=pool&maxParkingFee=50&dogLb=40&lease=6-month&lease=month-to-month&availableBy=2026-07-01&builtFrom=2000&builtTo=2010&sort=price-asc&page=2",
      ),
    );
    expect(notExpressible).toEqual([]);
    expect(read).toEqual(
      criteria(
        {
          beds: { min: 1, max: 2 },
          minBaths: 1.5,
          rent: { min: 1500, max: 1800 },
          amenities: ["pool"],
          animal: { kind: "dog", weightLb: 40, count: 1, assistance: false },
          maxParkingFee: 50,
          leaseTerms: ["month-to-month", "6-month"],
          availableBy: "2026-07-01",
          yearBuilt: { min: 2000, max: 2010 },
        },
        { neighborhoods: ["montrose"] },
      ),
    );
  });

  it("reads a studio and a bedroom maximum as windows from none", () => {
    expect(listingFiltersToCriteria(parseListingFilters("beds=0")).criteria.filters.beds).toEqual({ min: 0, max: 0 });
    expect(listingFiltersToCriteria(parseListingFilters("beds=0&maxBeds=3")).criteria.filters.beds).toEqual({ min: 0, max: 0 });
    expect(listingFiltersToCriteria(parseListingFilters("maxBeds=2")).criteria.filters.beds).toEqual({ min: 0, max: 2 });
    expect(listingFiltersToCriteria(parseListingFilters("beds=3")).criteria.filters.beds).toEqual({ min: 3, max: null });
  });

  it("reads pets=none as a pet-free building and free parking as a fee of at most 0", () => {
    expect(listingFiltersToCriteria(parseListingFilters("pets=none&maxParkingFee=0")).criteria).toEqual(criteria({ petFree: true, maxParkingFee: 0 }));
    // The renter's dog wins over pet-free in the URL, so the criteria have the dog only.
    expect(listingFiltersToCriteria(parseListingFilters("pets=none&dogLb=40")).criteria).toEqual(criteria({ animal: { kind: "dog", weightLb: 40, count: 1, assistance: false } }));
  });

  it("reports the text search, which has no criterion", () => {
    expect(listingFiltersToCriteria(parseListingFilters("q=loft&beds=2")).notExpressible).toEqual(["q"]);
  });

  it("gives back the same search on /listings: every listing search is criteria", () => {
    for (const query of [
      "",
      "beds=2&maxBeds=2&minPrice=1200",
      "neighborhood=heights&maxBeds=1&pets=1&builtTo=1999",
      "dogLb=60&baths=2&availableBy=2026-08-01",
      "pets=none&maxParkingFee=0&lease=3-month&lease=24-month",
      "amenity=parking&maxParkingFee=150&pets=1&lease=month-to-month",
    ]) {
      const filters = parseListingFilters(query);
      expect(criteriaToListingSearch(listingFiltersToCriteria(filters).criteria)).toEqual({ filters, notExpressible: [] });
    }
  });
});

describe("round trip", () => {
  const slug = fc.constantFrom("montrose", "heights", "midtown", "east-end", "rice-military");
  const key = fc.constantFrom("pool", "gym", "washer-dryer", "dog-park", "ev-charging");
  const sortedUnique = (values: string[]) => [...new Set(values)].sort();
  const range = (bound: fc.Arbitrary<number>): fc.Arbitrary<Range> =>
    fc.record({ min: fc.option(bound, { nil: null }), max: fc.option(bound, { nil: null }) }).filter((r) => r.min !== null || r.max !== null);
  // Bedrooms as /listings reads them back: a studio, at least N, N to M, none to M.
  const beds: fc.Arbitrary<Range> = fc.oneof(
    fc.constant({ min: 0, max: 0 }),
    fc.record({ min: fc.integer({ min: 1, max: 6 }), max: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }) }),
    fc.integer({ min: 1, max: 6 }).map((max) => ({ min: 0, max })),
  );
  const animal: fc.Arbitrary<Animal> = fc.oneof(
    fc.constant<Animal>({ kind: "any", weightLb: null, count: 1, assistance: false }),
    fc.integer({ min: 1, max: 300 }).map<Animal>((weightLb) => ({ kind: "dog", weightLb, count: 1, assistance: false })),
  );
  /** Pet-free only without a pet of the renter's: the two together match nothing, and /listings keeps the pet. */
  const withoutContradiction = (given: SearchCriteria): SearchCriteria =>
    given.filters.animal === null ? given : { ...given, filters: { ...given.filters, petFree: false } };
  const day = fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2028-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const anyCriteria: fc.Arbitrary<SearchCriteria> = fc.record({
    scope: fc.record({ neighborhoods: fc.array(slug, { maxLength: 3 }).map(sortedUnique), excludeNeighborhoods: fc.constant([]), communities: fc.constant([]) }),
    filters: fc.record({
      beds: fc.option(beds, { nil: null }),
      minBaths: fc.option(fc.integer({ min: 1, max: 12 }).map((halves) => halves / 2), { nil: null }),
      rent: fc.option(fc.oneof(range(fc.integer({ min: 0, max: 100_000 })), fc.constantFrom(...BUDGET_RANGES.map(({ min, max }) => ({ min, max })))), { nil: null }),
      sqft: fc.constant(null),
      amenities: fc.array(key, { maxLength: 3 }).map(sortedUnique),
      withoutAmenities: fc.constant([]),
      animal: fc.option(animal, { nil: null }),
      maxParkingFee: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
      // A subarray keeps OFFERED_LEASE_TERMS's order, which is the canonical one.
      leaseTerms: fc.subarray([...OFFERED_LEASE_TERMS]),
      petFree: fc.boolean(),
      // Not on /listings (NOT_ON_LISTINGS): never set in a link.
      hasSpecial: fc.constant(false),
      parkingKinds: fc.constant([]),
      availableBy: fc.option(day, { nil: null }),
      yearBuilt: fc.option(range(fc.integer({ min: 1800, max: 2100 })), { nil: null }),
      commuteMinutes: fc.constant(null),
      unknown: fc.constant([]),
    }),
  });
  const expressible = anyCriteria.map(withoutContradiction);

  it("parses the link back into the same criteria", () => {
    fc.assert(
      fc.property(expressible, (given) => {
        const href = listingsHrefFor(given);
        expect(href).not.toBeNull();
        expect(readBack(href!)).toEqual(given);
      }),
      { numRuns: 500 },
    );
  });
});
