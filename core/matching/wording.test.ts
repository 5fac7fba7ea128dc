import { describe, expect, it } from "vitest";
import { daysAgo, joinWords, lowerDisplayName, missingAmenityText } from "./wording.ts";

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
