import { describe, expect, it } from "vitest";
import { amenityNoun, amenityPredicate } from "./amenity-words.ts";

describe("amenity words", () => {
  it("uses an article only for things, whatever the display name's case", () => {
    expect(amenityNoun("Pool")).toBe("a pool");
    expect(amenityNoun("Elevator")).toBe("an elevator");
    expect(amenityNoun("EV Charging")).toMatch(/^EV charging$/i);
    expect(amenityPredicate({ name: "ev-charging", displayName: "EV Charging" })).toMatch(/^have EV charging$/i);
    expect(amenityNoun("Pet Friendly")).toBeNull();
  });
});
