import { describe, expect, it } from "vitest";
import {
  EMPTY_LISTING_FILTERS,
  listingsHref,
  parseListingFilters,
  priceBounds,
  toSearchParams,
  withPage,
  type ListingFilters,
} from "./listing-filters.ts";

const parse = (query: string) => parseListingFilters(new URLSearchParams(query));

describe("parseListingFilters", () => {
  it("gives the empty search for an empty query", () => {
    expect(parse("")).toEqual(EMPTY_LISTING_FILTERS);
  });

  it("reads every filter", () => {
    expect(
      parse(
        "q=pool&neighborhood=montrose&neighborhood=heights&budget=1500-2000&minPrice=1600&maxPrice=1800&beds=2&maxBeds=3&baths=1.5&amenity=gym&amenity=pool&maxParkingFee=50&pets=1&dogLb=45&lease=12-month&lease=6-month&availableBy=2026-07-01&builtFrom=2010&builtTo=2020&sort=price-asc&page=3",
      ),
    ).toEqual({
      q: "pool",
      neighborhoods: ["heights", "montrose"],
      budget: "1500-2000",
      minPrice: 1600,
      maxPrice: 1800,
      beds: 2,
      maxBeds: 3,
      baths: 1.5,
      amenities: ["gym", "pool"],
      maxParkingFee: 50,
      pets: true,
      petFree: false,
      dogLb: 45,
      leaseTerms: ["6-month", "12-month"],
      availableBy: "2026-07-01",
      builtFrom: 2010,
      builtTo: 2020,
      sort: "price-asc",
      page: 3,
    } satisfies ListingFilters);
  });

  it("drops a bad value and keeps the rest of the search", () => {
    expect(parse("beds=lots&neighborhood=montrose")).toEqual({ ...EMPTY_LISTING_FILTERS, neighborhoods: ["montrose"] });
  });

  it.each([
    ["beds=-1", "beds"],
    ["beds=7", "beds"],
    ["beds=2.5", "beds"],
    ["beds=1e1", "beds"],
    ["beds=0x2", "beds"],
    ["baths=0", "baths"],
    ["baths=1.25", "baths"],
    ["baths=7", "baths"],
    ["baths=abc", "baths"],
    ["baths=-1.5", "baths"],
    ["maxPrice=-5", "maxPrice"],
    ["maxPrice=100001", "maxPrice"],
    ["maxPrice=12.5", "maxPrice"],
    ["maxPrice=cheap", "maxPrice"],
    ["minPrice=-5", "minPrice"],
    ["minPrice=100001", "minPrice"],
    ["minPrice=999.99", "minPrice"],
    ["maxBeds=-1", "maxBeds"],
    ["maxBeds=7", "maxBeds"],
    ["maxBeds=1.5", "maxBeds"],
    ["budget=under-500", "budget"],
    ["budget=1000-1500%20", "budget"],
    ["availableBy=2026-02-30", "availableBy"],
    ["availableBy=2026-13-01", "availableBy"],
    ["availableBy=07/01/2026", "availableBy"],
    ["availableBy=tomorrow", "availableBy"],
    ["sort=cheapest", "sort"],
    ["page=0", "page"],
    ["page=-2", "page"],
    ["page=two", "page"],
    ["page=99999999", "page"],
    ["pets=maybe", "pets"],
    ["pets=0", "pets"],
    // Only the word "none" asks for a pet-free building: "0", "false" and "no" are not read as one.
    ["pets=0", "petFree"],
    ["pets=false", "petFree"],
    ["pets=no", "petFree"],
    ["pets=nonee", "petFree"],
    ["maxParkingFee=-1", "maxParkingFee"],
    ["maxParkingFee=1001", "maxParkingFee"],
    ["maxParkingFee=12.5", "maxParkingFee"],
    ["maxParkingFee=free", "maxParkingFee"],
    ["maxParkingFee=1e2", "maxParkingFee"],
    ["maxParkingFee=99999999999", "maxParkingFee"],
    // The renter-side lease lengths are not terms a community offers.
    ["lease=flexible", "leaseTerms"],
    ["lease=custom", "leaseTerms"],
    ["lease=12", "leaseTerms"],
    ["lease=12-months", "leaseTerms"],
    ["lease=month%20to%20month", "leaseTerms"],
    ["dogLb=0", "dogLb"],
    ["dogLb=301", "dogLb"],
    ["dogLb=-40", "dogLb"],
    ["dogLb=45.5", "dogLb"],
    ["dogLb=40lb", "dogLb"],
    ["dogLb=1e2", "dogLb"],
    ["dogLb=99999999999", "dogLb"],
    ["builtFrom=1799", "builtFrom"],
    ["builtFrom=2101", "builtFrom"],
    ["builtFrom=20", "builtFrom"],
    ["builtFrom=2010.5", "builtFrom"],
    ["builtFrom=new", "builtFrom"],
    ["builtFrom=-2010", "builtFrom"],
    ["builtTo=1799", "builtTo"],
    ["builtTo=2101", "builtTo"],
    ["builtTo=old", "builtTo"],
  ] as const)("drops %s", (query, key) => {
    const parsed = parse(query);
    expect(parsed[key]).toEqual(EMPTY_LISTING_FILTERS[key]);
  });

  it("keeps a budget with stray spaces out", () => {
    expect(parse("budget=%201000-1500").budget).toBeNull();
  });

  it("drops neighborhood and amenity values that are not slugs, keeps the valid ones", () => {
    const parsed = parse("neighborhood=Montrose&neighborhood=../etc&neighborhood=rice%20village&neighborhood=heights&amenity=<script>&amenity=washer-dryer");
    // Upper case is folded: a hand-typed slug still works.
    expect(parsed.neighborhoods).toEqual(["heights", "montrose"]);
    expect(parsed.amenities).toEqual(["washer-dryer"]);
  });

  it("removes duplicates and sorts repeatable values", () => {
    const parsed = parse("neighborhood=midtown&neighborhood=downtown&neighborhood=midtown&amenity=pool&amenity=gym&amenity=pool");
    expect(parsed.neighborhoods).toEqual(["downtown", "midtown"]);
    expect(parsed.amenities).toEqual(["gym", "pool"]);
  });

  it("drops unknown neighborhoods and amenities when the known values are given", () => {
    const parsed = parseListingFilters(new URLSearchParams("neighborhood=atlantis&neighborhood=montrose&amenity=moat&amenity=pool"), {
      neighborhoodSlugs: new Set(["montrose", "heights"]),
      amenityNames: new Set(["pool"]),
    });
    expect(parsed.neighborhoods).toEqual(["montrose"]);
    expect(parsed.amenities).toEqual(["pool"]);
  });

  it("ignores a flood of repeated values beyond a sane number", () => {
    const query = Array.from({ length: 100 }, (_, i) => `neighborhood=n${i}`).join("&");
    expect(parse(query).neighborhoods).toHaveLength(40);
  });

  it("treats empty form fields as absent", () => {
    expect(parse("q=&budget=&minPrice=&maxPrice=&beds=&maxBeds=&baths=&maxParkingFee=&pets=&dogLb=&lease=&availableBy=&builtFrom=&builtTo=&sort=&page=")).toEqual(EMPTY_LISTING_FILTERS);
  });

  it("takes the first valid value of a repeated single parameter", () => {
    expect(parse("beds=lots&beds=3&beds=1").beds).toBe(3);
    expect(parse("sort=price-desc&sort=newest").sort).toBe("price-desc");
  });

  it("accepts studio (0 beds), a free max of 0 and whole bathrooms", () => {
    const parsed = parse("beds=0&maxPrice=0&baths=2");
    expect(parsed).toMatchObject({ beds: 0, maxPrice: 0, baths: 2 });
  });

  it("reads a dog's weight as asking for pets too, and a bad weight as no dog (pets stay as asked)", () => {
    expect(parse("dogLb=60")).toEqual({ ...EMPTY_LISTING_FILTERS, pets: true, dogLb: 60 });
    expect(parse("dogLb=%2060%20&dogLb=70").dogLb).toBe(60);
    expect(parse("dogLb=heavy")).toEqual(EMPTY_LISTING_FILTERS);
    expect(parse("dogLb=heavy&pets=1")).toEqual({ ...EMPTY_LISTING_FILTERS, pets: true });
    expect(parse("dogLb=1").dogLb).toBe(1);
    expect(parse("dogLb=300").dogLb).toBe(300);
  });

  it("reads a bedroom maximum, a studio included, as the other end of the bedroom window", () => {
    expect(parse("beds=2&maxBeds=2")).toMatchObject({ beds: 2, maxBeds: 2 });
    expect(parse("maxBeds=0")).toMatchObject({ beds: null, maxBeds: 0 });
    expect(parse("maxBeds=6").maxBeds).toBe(6);
  });

  it("reads a free minimum rent beside the budget and the maximum", () => {
    expect(parse("minPrice=1200&maxPrice=1600")).toMatchObject({ minPrice: 1200, maxPrice: 1600, budget: null });
    expect(parse("minPrice=0").minPrice).toBe(0);
  });

  it("reads a year built from the catalogue's years", () => {
    expect(parse("builtTo=1990").builtTo).toBe(1990);
    expect(parse("builtFrom=2015").builtFrom).toBe(2015);
    expect(parse("builtFrom=1800").builtFrom).toBe(1800);
    expect(parse("builtFrom=2100").builtFrom).toBe(2100);
  });

  it("accepts the truthy spellings of pets", () => {
    for (const value of ["1", "true", "TRUE", "on", "yes"]) expect(parse(`pets=${value}`)).toEqual({ ...EMPTY_LISTING_FILTERS, pets: true });
  });

  it("reads pets=none as a pet-free building", () => {
    expect(parse("pets=none")).toEqual({ ...EMPTY_LISTING_FILTERS, petFree: true });
    expect(parse("pets=%20NONE%20").petFree).toBe(true);
  });

  it("keeps the renter's own pet over a pet-free building, which no community could be for them", () => {
    // A dog's weight asks for pets: pet-free is dropped, the dog kept.
    expect(parse("pets=none&dogLb=40")).toEqual({ ...EMPTY_LISTING_FILTERS, pets: true, dogLb: 40 });
    // A bad weight is no dog: pet-free stays.
    expect(parse("pets=none&dogLb=heavy")).toEqual({ ...EMPTY_LISTING_FILTERS, petFree: true });
    // pets is one parameter: repeated, its first valid value is the choice, as for any single parameter.
    expect(parse("pets=1&pets=none")).toEqual({ ...EMPTY_LISTING_FILTERS, pets: true });
    expect(parse("pets=maybe&pets=none&pets=1")).toEqual({ ...EMPTY_LISTING_FILTERS, petFree: true });
  });

  it("reads a parking fee limit in whole dollars, 0 being free parking", () => {
    expect(parse("maxParkingFee=0").maxParkingFee).toBe(0);
    expect(parse("maxParkingFee=%2075%20").maxParkingFee).toBe(75);
    expect(parse("maxParkingFee=1000").maxParkingFee).toBe(1000);
    expect(parse("maxParkingFee=x&maxParkingFee=50").maxParkingFee).toBe(50);
  });

  it("reads lease terms, any of which will do: each once, shortest first, bad ones dropped one by one", () => {
    expect(parse("lease=24-month&lease=month-to-month&lease=6-month&lease=24-month").leaseTerms).toEqual(["month-to-month", "6-month", "24-month"]);
    expect(parse("lease=flexible&lease=%2012-MONTH%20&lease=3-month").leaseTerms).toEqual(["3-month", "12-month"]);
    expect(parse("lease=18-month&beds=2")).toEqual({ ...EMPTY_LISTING_FILTERS, beds: 2, leaseTerms: ["18-month"] });
    // A flood of repeats is cut like other repeatable parameters.
    expect(parse([...Array.from({ length: 40 }, () => "lease=x"), "lease=6-month"].join("&")).leaseTerms).toEqual([]);
  });

  it("accepts a leap day and rejects a day that does not exist", () => {
    expect(parse("availableBy=2028-02-29").availableBy).toBe("2028-02-29");
    expect(parse("availableBy=2027-02-29").availableBy).toBeNull();
  });

  it("trims the text query, collapses its spaces and drops one over 100 characters", () => {
    expect(parse("q=%20%20two%20%20%20bed%20%20").q).toBe("two bed");
    expect(parse("q=%20%20%20").q).toBeNull();
    expect(parse(`q=${"a".repeat(100)}`).q).toHaveLength(100);
    expect(parse(`q=${"a".repeat(101)}`).q).toBeNull();
  });

  it("accepts each sort and each budget range", () => {
    for (const sort of ["best", "price-asc", "price-desc", "size", "newest"]) expect(parse(`sort=${sort}`).sort).toBe(sort);
    for (const budget of ["under-1000", "1000-1500", "1500-2000", "2000-2500", "2500-3000", "3000-plus"]) {
      expect(parse(`budget=${budget}`).budget).toBe(budget);
    }
  });

  it("ignores parameters it does not know", () => {
    expect(parse("utm_source=mail&foo=bar")).toEqual(EMPTY_LISTING_FILTERS);
  });
});

describe("toSearchParams", () => {
  it("is empty for the default search", () => {
    expect(toSearchParams(EMPTY_LISTING_FILTERS).toString()).toBe("");
    expect(listingsHref(EMPTY_LISTING_FILTERS)).toBe("/listings");
  });

  it("writes a fixed order and leaves defaults out", () => {
    const filters = parse("page=2&sort=best&pets=true&beds=2&neighborhood=montrose&q=quiet%20street&amenity=pool");
    expect(toSearchParams(filters).toString()).toBe("q=quiet+street&neighborhood=montrose&beds=2&amenity=pool&pets=1&page=2");
  });

  it("writes the dog's weight after pets, which it implies, and the year built after the move-in date", () => {
    expect(toSearchParams(parse("builtFrom=2015&availableBy=2026-07-01&dogLb=40")).toString()).toBe("pets=1&dogLb=40&availableBy=2026-07-01&builtFrom=2015");
    expect(toSearchParams({ ...EMPTY_LISTING_FILTERS, dogLb: 40 }).toString()).toBe("pets=1&dogLb=40");
  });

  it("writes the parking fee after the amenities, pets=none in the pets slot and the lease terms after the dog", () => {
    expect(toSearchParams(parse("lease=6-month&availableBy=2026-07-01&pets=none&maxParkingFee=0&amenity=pool&lease=month-to-month")).toString()).toBe(
      "amenity=pool&maxParkingFee=0&pets=none&lease=month-to-month&lease=6-month&availableBy=2026-07-01",
    );
    expect(toSearchParams(parse("lease=12-month&dogLb=30&maxParkingFee=100")).toString()).toBe("maxParkingFee=100&pets=1&dogLb=30&lease=12-month");
    // Filters built by hand with both: one value of pets, the renter's pet first, as the parser reads it.
    expect(toSearchParams({ ...EMPTY_LISTING_FILTERS, pets: true, petFree: true }).toString()).toBe("pets=1");
  });

  it("writes each range's minimum before its maximum", () => {
    expect(toSearchParams(parse("builtTo=2000&maxBeds=2&maxPrice=1600&builtFrom=1990&beds=1&minPrice=1200")).toString()).toBe(
      "minPrice=1200&maxPrice=1600&beds=1&maxBeds=2&builtFrom=1990&builtTo=2000",
    );
  });

  it("round-trips: parsing the canonical string gives the same filters, and the string is stable", () => {
    const queries = [
      "",
      "beds=0",
      "baths=2.5&maxPrice=0",
      "neighborhood=heights&neighborhood=downtown&budget=3000-plus&sort=newest&page=7",
      "q=Montose&amenity=washer-dryer&amenity=gym&pets=yes&availableBy=2026-08-15&sort=size",
      "beds=lots&neighborhood=montrose&page=0&q=%20",
      "dogLb=75&builtFrom=2005&sort=newest",
      "pets=1&dogLb=x&builtFrom=1600",
      "beds=2&maxBeds=2&minPrice=900&builtTo=1995",
      "maxBeds=1&budget=1000-1500&minPrice=1100",
      "pets=none&maxParkingFee=0&lease=18-month&lease=3-month",
      "pets=none&dogLb=55&lease=flexible&maxParkingFee=75",
      "maxParkingFee=1000&lease=month-to-month&lease=month-to-month&pets=yes",
    ];
    for (const query of queries) {
      const filters = parse(query);
      const canonical = toSearchParams(filters).toString();
      expect(parse(canonical)).toEqual(filters);
      expect(toSearchParams(parse(canonical)).toString()).toBe(canonical);
    }
  });

  it("builds page links that keep the filters", () => {
    const filters = parse("neighborhood=montrose&beds=2");
    expect(listingsHref(withPage(filters, 3))).toBe("/listings?neighborhood=montrose&beds=2&page=3");
    expect(listingsHref(withPage(filters, 1), "/api/apartments")).toBe("/api/apartments?neighborhood=montrose&beds=2");
  });
});

describe("priceBounds", () => {
  it("is open without a budget", () => {
    expect(priceBounds(EMPTY_LISTING_FILTERS)).toEqual({ min: null, max: null });
  });

  it("uses the budget range", () => {
    expect(priceBounds({ budget: "1500-2000", minPrice: null, maxPrice: null })).toEqual({ min: 1500, max: 2000 });
    expect(priceBounds({ budget: "under-1000", minPrice: null, maxPrice: null })).toEqual({ min: null, max: 1000 });
    expect(priceBounds({ budget: "3000-plus", minPrice: null, maxPrice: null })).toEqual({ min: 3000, max: null });
  });

  it("lets the tighter maximum win when both are given", () => {
    expect(priceBounds({ budget: "1500-2000", minPrice: null, maxPrice: 1800 })).toEqual({ min: 1500, max: 1800 });
    expect(priceBounds({ budget: "1500-2000", minPrice: null, maxPrice: 2500 })).toEqual({ min: 1500, max: 2000 });
    expect(priceBounds({ budget: "3000-plus", minPrice: null, maxPrice: 4000 })).toEqual({ min: 3000, max: 4000 });
    expect(priceBounds({ budget: null, minPrice: null, maxPrice: 1200 })).toEqual({ min: null, max: 1200 });
  });

  it("lets the tighter minimum win when both are given", () => {
    expect(priceBounds({ budget: "1500-2000", minPrice: 1700, maxPrice: null })).toEqual({ min: 1700, max: 2000 });
    expect(priceBounds({ budget: "1500-2000", minPrice: 1200, maxPrice: null })).toEqual({ min: 1500, max: 2000 });
    expect(priceBounds({ budget: null, minPrice: 1200, maxPrice: 1600 })).toEqual({ min: 1200, max: 1600 });
  });
});
