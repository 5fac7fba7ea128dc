import { describe, expect, it } from "vitest";
import { parseListingFilters } from "../search/listing-filters.ts";
import { SavedSearchChangeSchema } from "./saved-search-forms.ts";
import { savedSearchHref, savedSearchQuery, suggestedSearchName } from "./saved-search.ts";

const labels = { neighborhoods: new Map([["montrose", "Montrose"]]), amenities: new Map<string, string>() };

describe("savedSearchQuery", () => {
  it("gives equivalent searches one query: order of parameters, page and sort do not count", () => {
    const a = savedSearchQuery(parseListingFilters("beds=2&neighborhood=montrose&page=3"));
    const b = savedSearchQuery(parseListingFilters("sort=price-asc&neighborhood=montrose&beds=2&maxPrice="));
    expect(a).toBe("neighborhood=montrose&beds=2");
    expect(b).toBe(a);
    expect(savedSearchHref(a)).toBe("/listings?neighborhood=montrose&beds=2");
    expect(savedSearchHref("")).toBe("/listings");
  });

  it("keeps a parking fee limit, a pet-free building and lease terms, in the canonical order", () => {
    expect(savedSearchQuery(parseListingFilters("lease=12-month&pets=none&page=2&maxParkingFee=0&lease=6-month"))).toBe("maxParkingFee=0&pets=none&lease=6-month&lease=12-month");
  });
});

describe("suggestedSearchName", () => {
  it("joins the filters' labels, or names the whole catalogue", () => {
    expect(suggestedSearchName(parseListingFilters("neighborhood=montrose&beds=2"), labels)).toBe("Montrose · 2+ Beds");
    expect(suggestedSearchName(parseListingFilters(""), labels)).toBe("All apartments");
    expect(suggestedSearchName(parseListingFilters("maxParkingFee=0&pets=none&lease=6-month"), labels)).toBe("Free parking · Pet-free building · 6-month lease");
  });
});

describe("SavedSearchChangeSchema", () => {
  it("trims names and refuses empty or long ones with a message", () => {
    expect(SavedSearchChangeSchema.parse({ intent: "rename", id: "3", name: "  Near   work " })).toEqual({ intent: "rename", id: 3, name: "Near work" });
    expect(SavedSearchChangeSchema.safeParse({ intent: "rename", id: "3", name: "   " }).error?.issues[0]?.message).toBe("Give the search a name.");
    expect(SavedSearchChangeSchema.safeParse({ intent: "rename", id: "3", name: "x".repeat(81) }).success).toBe(false);
  });

  it("reads the e-mail checkbox as off unless ticked", () => {
    expect(SavedSearchChangeSchema.parse({ intent: "save", name: "A" })).toMatchObject({ emailAlerts: false, search: "" });
    expect(SavedSearchChangeSchema.parse({ intent: "email", id: "1", emailAlerts: "on" })).toMatchObject({ emailAlerts: true });
  });

  it("refuses unknown intents and bad ids", () => {
    expect(SavedSearchChangeSchema.safeParse({ intent: "drop-table" }).success).toBe(false);
    expect(SavedSearchChangeSchema.safeParse({ intent: "delete", id: "abc" }).success).toBe(false);
    expect(SavedSearchChangeSchema.safeParse({ intent: "delete", id: "-4" }).success).toBe(false);
  });
});
