import { describe, expect, it } from "vitest";
import { findSqft } from "./extract-size.ts";
import { Claims } from "./text.ts";

describe("findSqft", () => {
  it.each([
    ["900 sq ft", 900],
    ["1,100 sq. ft.", 1100],
    ["at least 800 square feet", 800],
    ["800+ sqft", 800],
    ["950 sf or bigger", 950],
    ["1k sq ft", 1000],
    ["800-900 square feet", 800],
    ["~700sf", 700],
  ])("%s -> %d", (text, value) => expect(findSqft(text, new Claims())).toBe(value));

  it("keeps a ceiling out of the least size: 'under 900 sq ft' is no minimum", () => {
    expect(findSqft("2 bed under 900 sq ft", new Claims())).toBeUndefined();
    expect(findSqft("no bigger than 1,100 square feet", new Claims())).toBeUndefined();
    expect(findSqft("at least 900 sq ft", new Claims())).toBe(900);
    expect(findSqft("no less than 1,000 square feet", new Claims())).toBe(1000);
  });

  it("ignores numbers without a unit and sizes no apartment has", () => {
    expect(findSqft("900 a month", new Claims())).toBeUndefined();
    expect(findSqft("5 sq ft", new Claims())).toBeUndefined();
  });
});
