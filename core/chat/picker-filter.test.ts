import { describe, expect, it } from "vitest";
import { filterOptions, NO_MATCHING_OPTIONS, selectionSentence } from "./picker-filter.ts";

const options = [
  { id: "montrose", label: "Montrose" },
  { id: "midtown", label: "Midtown" },
  { id: "heights", label: "The Heights" },
  { id: "med", label: "Texas Medical Center" },
];

describe("filterOptions", () => {
  it("matches the label ignoring case and the spaces around the query", () => {
    expect(filterOptions(options, "  MID ").map((o) => o.id)).toEqual(["midtown"]);
    expect(filterOptions(options, "he").map((o) => o.id)).toEqual(["heights"]);
    expect(filterOptions(options, "t").map((o) => o.id)).toEqual(["montrose", "midtown", "heights", "med"]);
  });

  it("returns every option, in order, for an empty or blank query", () => {
    expect(filterOptions(options, "")).toEqual(options);
    expect(filterOptions(options, "   ")).toEqual(options);
  });

  it("returns nothing when no label matches (the picker then says so), and never matches the id", () => {
    expect(filterOptions(options, "galleria")).toEqual([]);
    expect(filterOptions([{ id: "ev", label: "Electric car charging" }], "ev")).toEqual([]);
    expect(NO_MATCHING_OPTIONS).toBe("No matching options found");
  });
});

describe("selectionSentence", () => {
  it("names the chosen locations as a list in words", () => {
    expect(selectionSentence("locations", ["Montrose"])).toBe("I'm interested in Montrose.");
    expect(selectionSentence("locations", ["Montrose", "Midtown"])).toBe("I'm interested in Montrose and Midtown.");
    expect(selectionSentence("locations", ["Montrose", "Midtown", "The Heights"])).toBe("I'm interested in Montrose, Midtown and The Heights.");
  });

  it("names the chosen amenities", () => {
    expect(selectionSentence("amenities", ["Pool", "Gym"])).toBe("I'd like these amenities: Pool and Gym.");
  });

  it("states the one budget chosen", () => {
    expect(selectionSentence("budget", ["$1,500 - $2,000"])).toBe("My budget is $1,500 - $2,000.");
  });

  it("is empty when nothing was chosen", () => {
    expect(selectionSentence("amenities", [])).toBe("");
  });
});
