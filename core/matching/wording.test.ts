import { describe, expect, it } from "vitest";
import { bathsLabel, bedsLabel, daysAgo, formatCount, formatMiles, joinWords, lowerDisplayName, missingAmenityText } from "./wording.ts";

describe("wording", () => {
  it("lower-cases display names but keeps acronyms", () => {
    expect(lowerDisplayName("In-Unit Washer/Dryer")).toBe("in-unit washer/dryer");
    expect(lowerDisplayName("EV Charging")).toBe("EV charging");
  });

  it("says 'No' for things and 'Not' for descriptions", () => {
    expect(missingAmenityText("Fitness Center")).toBe("No fitness center");
    expect(missingAmenityText("Furnished")).toBe("Not furnished");
    expect(missingAmenityText("Wheelchair Accessible")).toBe("Not wheelchair accessible");
  });

  it("joins lists and counts days the way people say them", () => {
    expect(joinWords(["a"])).toBe("a");
    expect(joinWords(["a", "b", "c"])).toBe("a, b and c");
    expect(daysAgo(0)).toBe("today");
    expect(daysAgo(1)).toBe("yesterday");
    expect(daysAgo(12)).toBe("12 days ago");
  });
});

describe("wording of numbers and lists", () => {
  it("words counts, miles, beds and baths", () => {
    expect(formatCount(1050)).toBe("1,050");
    expect(formatCount(999)).toBe("999");
    expect(formatMiles(6.24)).toBe("6.2 mi");
    expect(formatMiles(0)).toBe("0.0 mi");
    expect(bedsLabel(0)).toBe("studio");
    expect(bedsLabel(1)).toBe("1-bed");
    expect(bathsLabel(1)).toBe("1 bath");
    expect(bathsLabel(1.5)).toBe("1.5 baths");
    expect(bathsLabel(2)).toBe("2 baths");
  });

  it("joins no item, two items and counts a negative day as today", () => {
    expect(joinWords([])).toBe("");
    expect(joinWords(["a", "b"])).toBe("a and b");
    expect(daysAgo(-2)).toBe("today");
    expect(daysAgo(2)).toBe("2 days ago");
  });

  it("lower-cases one-letter words and says 'Not' for describing words only", () => {
    expect(lowerDisplayName("A Pool")).toBe("a pool");
    expect(missingAmenityText("Pet Friendly")).toBe("Not pet friendly");
    expect(missingAmenityText("Gated")).toBe("Not gated");
    expect(missingAmenityText("Dog Park")).toBe("No dog park");
  });
});

describe("wording details", () => {
  it("says 'Not' only when the name ends in a describing word", () => {
    expect(missingAmenityText("Covered Parking")).toBe("No covered parking");
    expect(missingAmenityText("Accessible Entrance")).toBe("No accessible entrance");
  });

  it("rounds counts to whole numbers", () => {
    expect(formatCount(999.6)).toBe("1,000");
  });
});
