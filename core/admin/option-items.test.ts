import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { catalogueQuery, catalogueSearchParams, parseOptionIntent, plansThatFit } from "./option-items.ts";
import { describeShare, SHARE_NEEDS_ACCOUNT, SHARE_NEEDS_ITEMS, shareBlocker } from "./option-share.ts";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("the apartment manager's forms", () => {
  it("knows its intents and needs a community id for each but share", () => {
    expect(parseOptionIntent(form([["intent", "share"]]))).toEqual({ ok: true, input: { intent: "share" } });
    expect(parseOptionIntent(form([["intent", "delete-everything"]]))).toEqual({ ok: false, errors: { intent: "This action does not exist here." } });
    expect(parseOptionIntent(form([]))).toMatchObject({ ok: false, errors: { intent: expect.any(String) } });
    for (const intent of ["add", "remove", "up", "down"]) {
      expect(parseOptionIntent(form([["intent", intent], ["apartmentId", " 12 "]]))).toEqual({ ok: true, input: { intent, apartmentId: 12 } });
      for (const bad of ["", "0", "-3", "1e3", "abc", "2147483648", "99999999999999999"]) {
        expect(parseOptionIntent(form([["intent", intent], ["apartmentId", bad]]))).toEqual({ ok: false, errors: { apartmentId: "Choose a community from the page." } });
      }
    }
  });

  it("parses an item's note, special, rebate and plans, blank meaning none", () => {
    expect(
      parseOptionIntent(
        form([
          ["intent", "update"],
          ["apartmentId", "7"],
          ["note", "  Ask for Dana at the office.\r\nThey hold units 48 hours. "],
          ["special", "  6 weeks\n free  "],
          ["rebate", "$1,200"],
          ["planIds", "30"],
          ["planIds", "4"],
          ["planIds", "30"],
        ]),
      ),
    ).toEqual({
      ok: true,
      input: { intent: "update", apartmentId: 7, note: "Ask for Dana at the office.\nThey hold units 48 hours.", special: "6 weeks free", rebate: 1200, planIds: [4, 30] },
    });
    expect(parseOptionIntent(form([["intent", "update"], ["apartmentId", "7"], ["note", "  "], ["rebate", ""]]))).toEqual({
      ok: true,
      input: { intent: "update", apartmentId: 7, note: null, special: null, rebate: null, planIds: [] },
    });
    expect(parseOptionIntent(form([["intent", "update"], ["apartmentId", "7"], ["rebate", "0"]]))).toMatchObject({ ok: true, input: { rebate: 0 } });
    expect(parseOptionIntent(form([["intent", "update"], ["apartmentId", "7"], ["rebate", "10000"]]))).toMatchObject({ ok: true, input: { rebate: 10_000 } });
  });

  it("refuses what is too long, a rebate outside 0..10,000 or not whole, and plan ids that are not ids, each beside its field", () => {
    const result = parseOptionIntent(
      form([
        ["intent", "update"],
        ["apartmentId", "7"],
        ["note", "x".repeat(1001)],
        ["special", "y".repeat(301)],
        ["rebate", "10001"],
        ["planIds", "abc"],
      ]),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        note: "The note may be at most 1,000 characters.",
        special: "The special may be at most 300 characters.",
        rebate: "The rebate is whole dollars from 0 to 10,000, or blank for none.",
        planIds: "Choose the floor plans from the community's list.",
      },
    });
    for (const rebate of ["-5", "12.50", "lots", "1e3", "1234567"]) {
      expect(parseOptionIntent(form([["intent", "update"], ["apartmentId", "7"], ["rebate", rebate]]))).toEqual({
        ok: false,
        errors: { rebate: "The rebate is whole dollars from 0 to 10,000, or blank for none." },
      });
    }
    expect(parseOptionIntent(form([["intent", "update"], ["apartmentId", "7"], ["note", "x".repeat(1000)]]))).toMatchObject({ ok: true });
  });
});

describe("the plans an item starts with", () => {
  const plans = [
    { id: 1, beds: 0, rent: 1100 },
    { id: 2, beds: 1, rent: 1400 },
    { id: 3, beds: 2, rent: 1890 },
    { id: 4, beds: 2, rent: 2400 },
    { id: 5, beds: 3, rent: 1950 },
  ];

  it("keeps plans with enough bedrooms within the budget and the engine's 5% stretch", () => {
    expect(plansThatFit(plans, { bedrooms: 2, maxBudget: 1800 })).toEqual([3]);
    expect(plansThatFit(plans, { bedrooms: 2, maxBudget: 1900 })).toEqual([3, 5]);
    expect(plansThatFit(plans, { bedrooms: 1, maxBudget: null })).toEqual([2, 3, 4, 5]);
    expect(plansThatFit(plans, { bedrooms: null, maxBudget: 1200 })).toEqual([1]);
  });

  it("chooses every plan when nothing is saved, and none when nothing fits", () => {
    expect(plansThatFit(plans, { bedrooms: null, maxBudget: null })).toEqual([1, 2, 3, 4, 5]);
    expect(plansThatFit(plans, { bedrooms: 4, maxBudget: 5000 })).toEqual([]);
    expect(plansThatFit([], { bedrooms: 1, maxBudget: 2000 })).toEqual([]);
  });
});

describe("sharing", () => {
  it("says how many communities went, and whether it was an update", () => {
    expect(describeShare(3, false)).toBe("Shared 3 communities");
    expect(describeShare(1, false)).toBe("Shared 1 community");
    expect(describeShare(4, true)).toBe("Shared an update: 4 communities");
  });

  it("needs an account first, then at least one community", () => {
    expect(shareBlocker({ userId: null, itemCount: 3 })).toBe(SHARE_NEEDS_ACCOUNT);
    expect(shareBlocker({ userId: null, itemCount: 0 })).toBe(SHARE_NEEDS_ACCOUNT);
    expect(shareBlocker({ userId: 5, itemCount: 0 })).toBe(SHARE_NEEDS_ITEMS);
    expect(shareBlocker({ userId: 5, itemCount: 1 })).toBeNull();
    expect(SHARE_NEEDS_ACCOUNT).toBe("Link the list to the client's account first: they need one to see it.");
  });
});

describe("the catalogue search in the URL", () => {
  const PETS = 9;
  const saved = {
    ...EMPTY_PROFILE,
    bedrooms: 2,
    maxBudget: 2200,
    neighborhoodIds: [5, 3],
    amenities: [
      { id: 4, requirement: "covered" },
      { id: PETS, requirement: null },
    ],
    moveInDate: "2027-01-15",
  };

  it("starts from the client's saved preferences when the URL has no search", () => {
    const query = catalogueQuery(new URLSearchParams(""), saved, PETS);
    expect(query.overridden).toBe(false);
    expect(query.search).toEqual({ bedrooms: 2, maxBudget: 2200, neighborhoodIds: [3, 5], amenityIds: [4], pets: true, page: 1 });
    expect(query.profile).toMatchObject({ bedrooms: 2, maxBudget: 2200, neighborhoodIds: [3, 5], moveInDate: "2027-01-15" });
    expect(query.profile.amenities).toEqual([
      { id: 4, requirement: "covered" },
      { id: PETS, requirement: null },
    ]);
    // A page alone keeps the saved search.
    expect(catalogueQuery(new URLSearchParams("page=3"), saved, PETS).search).toMatchObject({ bedrooms: 2, page: 3 });
  });

  it("takes the locator's overrides, an emptied field meaning no limit, and keeps the rest of the profile", () => {
    const query = catalogueQuery(new URLSearchParams("search=1&bedrooms=1&maxBudget=&neighborhood=8&neighborhood=8&neighborhood=2&amenity=6&page=2"), saved, PETS);
    expect(query.overridden).toBe(true);
    expect(query.search).toEqual({ bedrooms: 1, maxBudget: null, neighborhoodIds: [2, 8], amenityIds: [6], pets: false, page: 2 });
    expect(query.profile).toMatchObject({ bedrooms: 1, maxBudget: null, neighborhoodIds: [2, 8], anyNeighborhood: false, moveInDate: "2027-01-15", amenities: [{ id: 6, requirement: null }] });
    expect(catalogueQuery(new URLSearchParams("search=1&pets=1&amenity=4"), saved, PETS).profile.amenities).toEqual([
      { id: 4, requirement: "covered" },
      { id: PETS, requirement: null },
    ]);
  });

  it("drops values that are not numbers or ids instead of failing, and keeps the page in range", () => {
    const query = catalogueQuery(new URLSearchParams("search=1&bedrooms=lots&maxBudget=-4&neighborhood=x&neighborhood=99999999999&amenity=0&pets=yes&page=0"), saved, PETS);
    expect(query.search).toEqual({ bedrooms: null, maxBudget: null, neighborhoodIds: [], amenityIds: [], pets: false, page: 1 });
    expect(catalogueQuery(new URLSearchParams("page=99999999"), saved, PETS).search.page).toBe(1);
    expect(catalogueQuery(new URLSearchParams("page=1000"), saved, PETS).search.page).toBe(1000);
    // Without a pets amenity in the catalogue the box means nothing.
    expect(catalogueQuery(new URLSearchParams("search=1&pets=1"), EMPTY_PROFILE, null).search.pets).toBe(false);
  });

  it("writes a search back as the URL the form would send", () => {
    const search = { bedrooms: 0, maxBudget: 1500, neighborhoodIds: [2, 8], amenityIds: [6], pets: true, page: 1 };
    const params = catalogueSearchParams(search, 3);
    expect(params).toBe("search=1&bedrooms=0&maxBudget=1500&neighborhood=2&neighborhood=8&amenity=6&pets=1&page=3");
    expect(catalogueQuery(new URLSearchParams(params), saved, PETS).search).toEqual({ ...search, page: 3 });
  });
});
