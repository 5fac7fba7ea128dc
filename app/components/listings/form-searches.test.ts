import { describe, expect, it } from "vitest";
import { createFormSearches } from "./form-searches.ts";

describe("a search form's own searches", () => {
  it("runs a changed search once, and not the one the page already shows", () => {
    const searches = createFormSearches("beds=2");
    expect(searches.ask("beds=2")).toBe(false);
    expect(searches.ask("beds=3")).toBe(true);
    expect(searches.ask("beds=3")).toBe(false);
  });

  it("writes the fields from the latest search the form asked for (the canonical search may add to them)", () => {
    const searches = createFormSearches("");
    searches.ask("pets=1&dogLb=70");
    expect(searches.shown("pets=1&dogLb=70")).toBe(true);
    expect(searches.ask("pets=1&dogLb=70")).toBe(false);
  });

  it("keeps a newer choice when an older search of the form's is shown late", () => {
    const searches = createFormSearches("");
    searches.ask("beds=2");
    searches.ask("beds=2&maxBeds=2");
    // The first render lands after the second choice: writing it back would clear Max beds.
    expect(searches.shown("beds=2")).toBe(false);
    expect(searches.shown("beds=2&maxBeds=2")).toBe(true);
    // Nothing of the form's is pending now: a later move of the URL is the page's own.
    expect(searches.shown("beds=2")).toBe(true);
  });

  it("writes the fields when the URL moves without the form, and then knows that search", () => {
    const searches = createFormSearches("beds=2&maxBeds=2");
    expect(searches.shown("beds=2")).toBe(true);
    expect(searches.ask("beds=2")).toBe(false);
    expect(searches.ask("beds=2&maxBeds=2")).toBe(true);
  });

  it("forgets the form's pending searches when a chip is followed before they are shown", () => {
    const searches = createFormSearches("");
    searches.ask("beds=2");
    expect(searches.shown("pets=1")).toBe(true);
    // A later render of the abandoned search is not the form's any more.
    expect(searches.shown("beds=2")).toBe(true);
  });

  it("skips a search the router cancelled for a newer one of the form's", () => {
    const searches = createFormSearches("");
    searches.ask("beds=1");
    searches.ask("beds=2");
    searches.ask("beds=3");
    expect(searches.shown("beds=2")).toBe(false);
    expect(searches.shown("beds=1")).toBe(true);
    expect(searches.shown("beds=3")).toBe(true);
  });
});
