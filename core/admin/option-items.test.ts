import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { listOfTitles, shownItemValue, type ItemValues } from "./option-form-names.ts";
import { catalogueQuery, catalogueSearchParams, defaultItemSpecial, itemSpecialShown, parseOptionForm, plansThatFit } from "./option-items.ts";
import { fixFieldsFirstMessage, optionOutcome, staleMessage } from "./option-outcome.ts";
import { describeShare, SHARE_NEEDS_ITEMS, SHARE_NEEDS_RECIPIENT, shareAddress, shareBlocker, shareReach } from "./option-share.ts";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

/** A card as the page sends it: its id, what it showed (`shown`), and its fields as they are now. */
function card(
  id: number,
  shown: ItemValues,
  now: { note?: string; special?: string; rebate?: string; planIds?: string[] } = {},
): [string, string][] {
  const entries: [string, string][] = [
    ["item", String(id)],
    [`item.${id}.shown`, shownItemValue(shown)],
    [`item.${id}.note`, now.note ?? shown.note ?? ""],
    [`item.${id}.special`, now.special ?? shown.special ?? ""],
    [`item.${id}.rebate`, now.rebate ?? (shown.rebate === null ? "" : String(shown.rebate))],
  ];
  for (const plan of now.planIds ?? shown.planIds.map(String)) entries.push([`item.${id}.planIds`, plan]);
  return entries;
}

const BLANK: ItemValues = { note: null, special: null, rebate: null, planIds: [] };
const STORED: ItemValues = { note: "Ask for Dana.", special: "6 weeks free", rebate: 500, planIds: [4, 30] };

describe("the apartment manager's form", () => {
  it("knows its buttons: share and save alone, the others with a community id", () => {
    expect(parseOptionForm(form([["intent", "share"]]))).toEqual({ ok: true, action: { intent: "share" }, changes: [], typed: {} });
    expect(parseOptionForm(form([["intent", "save"]]))).toMatchObject({ ok: true, action: { intent: "save" } });
    // A card's Save names its card for where a refusal is shown; it saves every card all the same.
    expect(parseOptionForm(form([["intent", "save:12"]]))).toMatchObject({ ok: true, action: { intent: "save" } });
    expect(parseOptionForm(form([["intent", "save:x"]]))).toMatchObject({ ok: false, errors: { apartmentId: "Choose a community from the page." } });
    expect(parseOptionForm(form([["intent", "share"], ["apartmentId", "12"]]))).toMatchObject({ ok: true, action: { intent: "share" } });
    for (const intent of ["add", "remove", "up", "down"]) {
      expect(parseOptionForm(form([["intent", `${intent}:12`]]))).toEqual({ ok: true, action: { intent, apartmentId: 12 }, changes: [], typed: {} });
      for (const bad of ["", "0", "-3", "1e3", "abc", "2147483648", "99999999999999999", "12:3"]) {
        expect(parseOptionForm(form([["intent", `${intent}:${bad}`]]))).toMatchObject({ ok: false, action: null, errors: { apartmentId: "Choose a community from the page." } });
      }
      expect(parseOptionForm(form([["intent", intent]]))).toMatchObject({ ok: false, errors: { apartmentId: "Choose a community from the page." } });
      // A form not from the page (a script) may name the community in a field of its own.
      expect(parseOptionForm(form([["intent", intent], ["apartmentId", " 12 "]]))).toEqual({ ok: true, action: { intent, apartmentId: 12 }, changes: [], typed: {} });
      expect(parseOptionForm(form([["intent", intent], ["apartmentId", "x"]]))).toMatchObject({ ok: false, errors: { apartmentId: "Choose a community from the page." } });
    }
    for (const bad of ["delete-everything", "share:3", "SAVE", "update:3", ""]) {
      expect(parseOptionForm(form([["intent", bad]]))).toMatchObject({ ok: false, action: null, errors: { intent: "This action does not exist here." } });
    }
    expect(parseOptionForm(form([]))).toMatchObject({ ok: false, errors: { intent: expect.any(String) } });
  });

  it("takes along every card's changes, whichever button was pressed, and leaves out what is as the page showed it", () => {
    const entries = [
      ["intent", "save:7"],
      ...card(7, STORED),
      ...card(8, BLANK, { note: "  Corner unit.\r\nAsk about the garage. " }),
      ...card(9, STORED, { special: "  8 weeks\n free  ", rebate: "$1,200", planIds: ["30", "4", "31", "30"] }),
    ] as [string, string][];
    expect(parseOptionForm(form(entries))).toEqual({
      ok: true,
      action: { intent: "save" },
      changes: [
        { apartmentId: 8, note: "Corner unit.\nAsk about the garage." },
        { apartmentId: 9, special: "8 weeks free", rebate: 1200, planIds: [4, 30, 31] },
      ],
      typed: {
        "8": { note: "  Corner unit.\nAsk about the garage. " },
        "9": { special: "  8 weeks\n free  ", rebate: "$1,200", planIds: ["30", "4", "31", "30"] },
      },
    });
    // The same cards with Share, an add or a move: the changes go with it.
    for (const intent of ["share", "add:40", "up:9", "down:7"]) {
      expect(parseOptionForm(form([["intent", intent], ...entries.slice(1)]))).toMatchObject({ ok: true, changes: [{ apartmentId: 8 }, { apartmentId: 9 }] });
    }
    // Typed to the same value once cleaned (spaces around, a "$"), a field is no change.
    expect(parseOptionForm(form([["intent", "save"], ...card(7, STORED, { note: " Ask for Dana. ", rebate: "$500", planIds: ["30", "4"] })]))).toEqual({
      ok: true,
      action: { intent: "save" },
      changes: [],
      typed: {},
    });
  });

  it("clears a field emptied, blank meaning none, and unticking every plan means none", () => {
    expect(parseOptionForm(form([["intent", "save"], ...card(7, STORED, { note: "  ", special: "", rebate: "", planIds: [] })]))).toMatchObject({
      ok: true,
      changes: [{ apartmentId: 7, note: null, special: null, rebate: null, planIds: [] }],
    });
    expect(parseOptionForm(form([["intent", "save"], ...card(7, BLANK, { rebate: "0" })]))).toMatchObject({ ok: true, changes: [{ rebate: 0 }] });
    expect(parseOptionForm(form([["intent", "save"], ...card(7, BLANK, { rebate: "10000" })]))).toMatchObject({ ok: true, changes: [{ rebate: 10_000 }] });
  });

  it("leaves out the card being removed, even a field of it that could not be saved", () => {
    const entries: [string, string][] = [["intent", "remove:7"], ...card(7, STORED, { rebate: "lots" }), ...card(8, BLANK, { special: "1 month free" })];
    expect(parseOptionForm(form(entries))).toEqual({ ok: true, action: { intent: "remove", apartmentId: 7 }, changes: [{ apartmentId: 8, special: "1 month free" }], typed: { "8": { special: "1 month free" } } });
  });

  it("without what the card showed (a form not from the page), takes every field as typed", () => {
    const entries: [string, string][] = [["intent", "save"], ["item", "7"], ["item.7.note", "Hi"], ["item.7.shown", "not json"]];
    expect(parseOptionForm(form(entries))).toEqual({
      ok: true,
      action: { intent: "save" },
      changes: [{ apartmentId: 7, note: "Hi", special: null, rebate: null, planIds: [] }],
      typed: { "7": { note: "Hi", special: "", rebate: "", planIds: [] } },
    });
  });

  it("refuses what is too long, a rebate outside 0..10,000 or not whole, and plan ids that are not ids, beside each field, keeping every card's typing", () => {
    const result = parseOptionForm(
      form([
        ["intent", "share"],
        ...card(7, BLANK, { note: "x".repeat(1001), special: "y".repeat(301), rebate: "10001", planIds: ["abc"] }),
        ...card(8, BLANK, { note: "Kept while card 7 is fixed." }),
      ]),
    );
    expect(result).toEqual({
      ok: false,
      action: { intent: "share" },
      errors: {
        "item.7.note": "The note may be at most 1,000 characters.",
        "item.7.special": "The special may be at most 300 characters.",
        "item.7.rebate": "The rebate is whole dollars from 0 to 10,000, or blank for none.",
        "item.7.planIds": "Choose the floor plans from the community's list.",
      },
      typed: {
        "7": { note: "x".repeat(1001), special: "y".repeat(301), rebate: "10001", planIds: ["abc"] },
        "8": { note: "Kept while card 7 is fixed." },
      },
    });
    for (const rebate of ["-5", "12.50", "lots", "1e3", "1234567"]) {
      expect(parseOptionForm(form([["intent", "save"], ...card(7, BLANK, { rebate })]))).toMatchObject({
        ok: false,
        errors: { "item.7.rebate": "The rebate is whole dollars from 0 to 10,000, or blank for none." },
        typed: { "7": { rebate } },
      });
    }
    expect(parseOptionForm(form([["intent", "save"], ...card(7, BLANK, { note: "x".repeat(1000) })]))).toMatchObject({ ok: true });
  });

  it("refuses a card list that is not ids or longer than a list can be", () => {
    expect(parseOptionForm(form([["intent", "save"], ["item", "abc"]]))).toMatchObject({ ok: false, errors: { item: "The page's communities could not be read; reload the page." } });
    const many = Array.from({ length: 16 }, (_, i): [string, string] => ["item", String(i + 1)]);
    expect(parseOptionForm(form([["intent", "save"], ...many]))).toMatchObject({ ok: false, errors: { item: expect.any(String) } });
    // The same card twice is one card.
    expect(parseOptionForm(form([["intent", "save"], ["item", "7"], ...card(7, BLANK, { special: "Free parking" })]))).toMatchObject({ ok: true, changes: [{ apartmentId: 7, special: "Free parking" }] });
  });
});

describe("what the manager says after a submit", () => {
  it("never says Saved when nothing was, and names the communities whose changes went with another button", () => {
    expect(optionOutcome("save", [], false)).toEqual({ title: "Nothing to save: nothing changed" });
    expect(optionOutcome("save", ["Cedar Yards", "Bayou Lofts"], true)).toEqual({ title: "Saved", description: "Your changes to Cedar Yards and Bayou Lofts." });
    expect(optionOutcome("share", [], true)).toEqual({ title: "Shared with the client" });
    expect(optionOutcome("share", ["Cedar Yards"], true)).toEqual({ title: "Shared with the client", description: "Your changes to Cedar Yards were saved with it." });
    expect(optionOutcome("up", ["A", "B", "C", "D", "E"], true)).toEqual({ title: "Moved up", description: "Your changes to A, B, C and 2 more were saved with it." });
    // A toast holds 500 characters: long names become a number.
    expect(optionOutcome("save", ["x".repeat(200), "y".repeat(200), "z".repeat(200)], true).description).toBe("Your changes to 3 communities.");
  });

  it("says a stale list was read again, and whether what was typed is kept; a card to fix is named", () => {
    expect(staleMessage(true)).toMatch(/^Nothing was saved: this list changed .* what you typed is kept in its fields/);
    expect(staleMessage(false)).toMatch(/^Nothing was changed: this list changed .* try again\.$/);
    expect(fixFieldsFirstMessage(["Cedar Yards"])).toBe("Nothing was changed: first fix what is marked on Cedar Yards (the message is beside the field).");
    expect(fixFieldsFirstMessage([])).toBe("Nothing was changed: see the message beside the field.");
    expect(listOfTitles(["A", "B", "C"])).toBe("A, B and C");
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
    expect(describeShare(2, false, "ana@example.com")).toBe("Shared 2 communities; e-mailed to ana@example.com with a private link");
  });

  it("needs an account or an address to send it to first, then at least one community", () => {
    expect(shareBlocker({ userId: null, email: null, itemCount: 3 })).toBe(SHARE_NEEDS_RECIPIENT);
    expect(shareBlocker({ userId: null, email: "  ", itemCount: 3 })).toBe(SHARE_NEEDS_RECIPIENT);
    expect(shareBlocker({ userId: null, email: null, itemCount: 0 })).toBe(SHARE_NEEDS_RECIPIENT);
    expect(shareBlocker({ userId: 5, email: null, itemCount: 0 })).toBe(SHARE_NEEDS_ITEMS);
    expect(shareBlocker({ userId: null, email: "ana@example.com", itemCount: 0 })).toBe(SHARE_NEEDS_ITEMS);
    expect(shareBlocker({ userId: 5, email: null, itemCount: 1 })).toBeNull();
    expect(shareBlocker({ userId: null, email: "ana@example.com", itemCount: 1 })).toBeNull();
    expect(SHARE_NEEDS_RECIPIENT).toBe("Add the client's e-mail address or link their account first: the list is sent by e-mail or seen signed in.");
  });

  it("sends to the list's own address, else its client's", () => {
    expect(shareAddress({ listEmail: "list@example.com", clientEmail: "client@example.com" })).toBe("list@example.com");
    expect(shareAddress({ listEmail: " ", clientEmail: " client@example.com " })).toBe("client@example.com");
    expect(shareAddress({ listEmail: null, clientEmail: null })).toBeNull();
  });

  it("says whom a share reaches", () => {
    expect(shareReach({ account: "ana", email: "ana@example.com" })).toBe("ana sees it when signed in and is told about it; ana@example.com gets it by e-mail with a private link.");
    expect(shareReach({ account: null, email: "ana@example.com" })).toBe("ana@example.com gets it by e-mail with a private link that opens it without an account.");
    expect(shareReach({ account: "ana", email: null })).toBe("ana sees it when signed in and is told about it (no e-mail address to send it to).");
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

describe("an item's special and the community's move-in special", () => {
  const special = { text: "Look and lease", amount: 500, monthsFree: null, startsOn: "2026-07-01", endsOn: "2026-07-31" };
  const line = "Look and lease ($500 off), through Jul 31, 2026";

  it("starts an added community's item with the line of its special on the days it runs, and with none otherwise", () => {
    expect(defaultItemSpecial(special, "2026-07-01")).toBe(line);
    expect(defaultItemSpecial(special, "2026-07-31")).toBe(line);
    expect(defaultItemSpecial(special, "2026-06-30")).toBeNull();
    expect(defaultItemSpecial(special, "2026-08-01")).toBeNull();
    expect(defaultItemSpecial(null, "2026-07-15")).toBeNull();
    // One line, as the item's field keeps it.
    expect(defaultItemSpecial({ ...special, text: "Look  and\nlease" }, "2026-07-15")).toBe(line);
  });

  it("shows the copied line only while the special runs, and the locator's own words always", () => {
    expect(itemSpecialShown(line, special, "2026-07-31")).toBe(line);
    expect(itemSpecialShown(line, special, "2026-08-01")).toBeNull();
    expect(itemSpecialShown("Ask for the admin fee off", special, "2026-08-01")).toBe("Ask for the admin fee off");
    expect(itemSpecialShown("6 weeks free", null, "2026-08-01")).toBe("6 weeks free");
    expect(itemSpecialShown(null, special, "2026-07-15")).toBeNull();
  });
});
