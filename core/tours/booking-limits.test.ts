import { describe, expect, it } from "vitest";
import { MAX_UPCOMING_TOURS_PER_COMMUNITY, mayBookAnotherTour, tourBookerOf, tourLimitMessage } from "./booking-limits.ts";

describe("the limit of upcoming tours per person and community", () => {
  it("is two, and a third is refused", () => {
    expect(MAX_UPCOMING_TOURS_PER_COMMUNITY).toBe(2);
    expect([0, 1, 2, 3].map(mayBookAnotherTour)).toEqual([true, true, false, false]);
  });

  it("counts a signed-in renter by account and a guest by the address, trimmed and in lower case", () => {
    expect(tourBookerOf({ userId: 7, email: "Renter@Example.com" })).toEqual({
      kind: "account",
      userId: 7,
    });
    expect(tourBookerOf({ userId: null, email: "  Guest@Example.COM " })).toEqual({ kind: "guest", email: "guest@example.com" });
  });

  it("says how many, where, and what to do", () => {
    expect(tourLimitMessage("Marigold Quarters")).toMatch(/^You already have 2 upcoming tours of Marigold Quarters.*move or cancel one of them/);
  });
});
