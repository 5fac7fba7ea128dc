import { describe, expect, it } from "vitest";
import {
  activeFilters,
  bathsFilterLabel,
  bedRangeFilterLabel,
  bedsFilterLabel,
  leaseTermFilterLabel,
  parkingFilterLabel,
  withoutAllFilters,
} from "./active-filters.ts";
import { listingsHref, parseListingFilters } from "./listing-filters.ts";

const labels = {
  neighborhoods: new Map([
    ["montrose", "Montrose"],
    ["heights", "The Heights"],
  ]),
  amenities: new Map([["washer-dryer", "In-Unit Washer/Dryer"]]),
};

describe("activeFilters", () => {
  it("is empty for a search without filters, whatever the sort and page", () => {
    expect(activeFilters(parseListingFilters("sort=newest&page=4"), labels)).toEqual([]);
  });

  it("names every value and links to the search without it, back on page 1", () => {
    const filters = parseListingFilters(
      "q=loft&neighborhood=montrose&neighborhood=heights&budget=1000-1500&maxPrice=1400&beds=2&baths=1.5&amenity=washer-dryer&pets=1&availableBy=2026-07-04&sort=price-asc&page=5",
    );
    const chips = activeFilters(filters, labels);
    expect(chips.map((c) => c.label)).toEqual([
      "“loft”",
      "The Heights",
      "Montrose",
      "$1,000 - $1,500",
      "Up to $1,400",
      "2+ Beds",
      "1.5+ Baths",
      "In-Unit Washer/Dryer",
      "Pets allowed",
      "Available by Jul 4, 2026",
    ]);
    const montrose = chips.find((c) => c.label === "Montrose");
    expect(listingsHref(montrose!.without)).toBe(
      "/listings?q=loft&neighborhood=heights&budget=1000-1500&maxPrice=1400&beds=2&baths=1.5&amenity=washer-dryer&pets=1&availableBy=2026-07-04&sort=price-asc",
    );
    // Each link removes exactly one value.
    for (const chip of chips) expect(activeFilters(chip.without, labels)).toHaveLength(chips.length - 1);
  });

  it("names a dog's weight and a year built; without pets the dog goes too, without the dog pets stay", () => {
    const filters = parseListingFilters("dogLb=60&builtFrom=2015");
    const chips = activeFilters(filters, labels);
    expect(chips.map((c) => [c.kind, c.label])).toEqual([
      ["pets", "Pets allowed"],
      ["dogLb", "Takes a 60 lb dog"],
      ["builtFrom", "Built 2015 or later"],
    ]);
    const [pets, dog, built] = chips;
    expect(listingsHref(pets!.without)).toBe("/listings?builtFrom=2015");
    expect(listingsHref(dog!.without)).toBe("/listings?pets=1&builtFrom=2015");
    expect(listingsHref(built!.without)).toBe("/listings?pets=1&dogLb=60");
    expect(listingsHref(withoutAllFilters(filters))).toBe("/listings");
  });

  it("names a rent floor, the bedroom window in one chip and a latest year built; the bedroom chip removes both ends", () => {
    const filters = parseListingFilters("minPrice=1200&maxPrice=1600&beds=2&maxBeds=2&builtTo=1995");
    const chips = activeFilters(filters, labels);
    expect(chips.map((c) => [c.kind, c.label])).toEqual([
      ["minPrice", "From $1,200"],
      ["maxPrice", "Up to $1,600"],
      ["beds", "2 Beds"],
      ["builtTo", "Built 1995 or earlier"],
    ]);
    expect(listingsHref(chips[2]!.without)).toBe("/listings?minPrice=1200&maxPrice=1600&builtTo=1995");
    expect(listingsHref(chips[0]!.without)).toBe("/listings?maxPrice=1600&beds=2&maxBeds=2&builtTo=1995");
    expect(listingsHref(withoutAllFilters(filters))).toBe("/listings");
  });

  it("names a parking fee limit, a pet-free building and each lease term, each removable on its own", () => {
    const filters = parseListingFilters("maxParkingFee=50&pets=none&lease=12-month&lease=month-to-month&beds=1&page=3");
    const chips = activeFilters(filters, labels);
    expect(chips.map((c) => [c.kind, c.label])).toEqual([
      ["beds", "1+ Bed"],
      ["maxParkingFee", "Parking up to $50/mo"],
      ["petFree", "Pet-free building"],
      ["leaseTerm", "Month-to-month lease"],
      ["leaseTerm", "12-month lease"],
    ]);
    const [, parking, petFree, monthToMonth, twelve] = chips;
    expect(listingsHref(parking!.without)).toBe("/listings?beds=1&pets=none&lease=month-to-month&lease=12-month");
    expect(listingsHref(petFree!.without)).toBe("/listings?beds=1&maxParkingFee=50&lease=month-to-month&lease=12-month");
    expect(listingsHref(monthToMonth!.without)).toBe("/listings?beds=1&maxParkingFee=50&pets=none&lease=12-month");
    expect(listingsHref(twelve!.without)).toBe("/listings?beds=1&maxParkingFee=50&pets=none&lease=month-to-month");
    for (const chip of chips) expect(activeFilters(chip.without, labels)).toHaveLength(chips.length - 1);
    expect(listingsHref(withoutAllFilters(filters))).toBe("/listings");
  });

  it("says free parking for a fee limit of 0", () => {
    expect(activeFilters(parseListingFilters("maxParkingFee=0"), labels).map((c) => c.label)).toEqual(["Free parking"]);
  });

  it("falls back to the raw value when no label is known", () => {
    expect(activeFilters(parseListingFilters("amenity=sauna"), labels)[0]?.label).toBe("sauna");
  });

  it("clears everything but the sort", () => {
    const cleared = withoutAllFilters(parseListingFilters("beds=2&pets=1&sort=size&page=2"));
    expect(listingsHref(cleared)).toBe("/listings?sort=size");
  });
});

describe("labels", () => {
  it("reads beds and baths as minimums, studio by name", () => {
    expect(bedsFilterLabel(0)).toBe("Studio");
    expect(bedsFilterLabel(1)).toBe("1+ Bed");
    expect(bedsFilterLabel(3)).toBe("3+ Beds");
    expect(bathsFilterLabel(1)).toBe("1+ Bath");
    expect(bathsFilterLabel(2.5)).toBe("2.5+ Baths");
  });

  it("reads a parking fee limit and a lease term", () => {
    expect(parkingFilterLabel(0)).toBe("Free parking");
    expect(parkingFilterLabel(75)).toBe("Parking up to $75/mo");
    expect(parkingFilterLabel(1000)).toBe("Parking up to $1,000/mo");
    expect(leaseTermFilterLabel("month-to-month")).toBe("Month-to-month lease");
    expect(leaseTermFilterLabel("3-month")).toBe("3-month lease");
    expect(leaseTermFilterLabel("24-month")).toBe("24-month lease");
  });

  it("reads a bedroom window: exactly, between, up to", () => {
    expect(bedRangeFilterLabel(2, null)).toBe("2+ Beds");
    expect(bedRangeFilterLabel(2, 2)).toBe("2 Beds");
    expect(bedRangeFilterLabel(1, 3)).toBe("1 - 3 Beds");
    expect(bedRangeFilterLabel(null, 2)).toBe("Up to 2 Beds");
    expect(bedRangeFilterLabel(null, 0)).toBe("Studio");
    expect(bedRangeFilterLabel(0, 3)).toBe("Studio");
  });
});
