import { describe, expect, it } from "vitest";
import type { PreferenceReference } from "../preferences/apply-input.ts";
import { profileChangeBetween } from "../preferences/profile-change.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import { UNDONE, undoNotice } from "./undo-notice.ts";

const profile = (changes: Partial<PreferenceProfile> = {}): PreferenceProfile => ({ ...EMPTY_PROFILE, ...changes });
/** Montrose and the Heights are neighborhoods 1 and 2; Pool and Parking amenities 1 and 2. */
const REFERENCE: PreferenceReference = {
  neighborhoods: ["Montrose", "The Heights"].map((name, index) => ({ id: index + 1, slug: name.toLowerCase(), name })),
  amenities: ["Pool", "Parking"].map((displayName, index) => ({ id: index + 1, name: displayName.toLowerCase(), displayName })),
};
const notice = (before: Partial<PreferenceProfile>, after: Partial<PreferenceProfile>) => undoNotice(profileChangeBetween(profile(before), profile(after))!, REFERENCE);

describe("undoNotice", () => {
  it("says each field is back to its value before, in the profile's order", () => {
    expect(notice({ maxBudget: 1500 }, { maxBudget: 1800, neighborhoodIds: [1] })).toBe("Undone: Removed Montrose · Budget back to $1,500");
    expect(notice({ bedrooms: 2, moveInDate: "2026-07-01" }, { bedrooms: 0, moveInDate: "2026-09-15" })).toBe("Undone: Bedrooms back to 2 · Move-in date back to Jul 1, 2026");
  });

  it("says a field the message set first is cleared", () => {
    expect(notice({}, { maxBudget: 1800, bedrooms: 2, commuteTo: "TMC" })).toBe("Undone: Commute cleared · Budget cleared · Bedrooms cleared");
  });

  it("names neighborhoods and amenities put back or taken off, and a note", () => {
    expect(notice({ neighborhoodIds: [2] }, { neighborhoodIds: [1] })).toBe("Undone: Removed Montrose · Restored The Heights");
    expect(notice({ amenities: [{ id: 2, requirement: "covered" }] }, { amenities: [{ id: 1, requirement: null }, { id: 2, requirement: "two spaces" }] })).toBe(
      "Undone: Removed Pool · Parking note back to 'covered'",
    );
    expect(notice({ anyNeighborhood: false, neighborhoodIds: [1] }, { anyNeighborhood: true, neighborhoodIds: [] })).toBe("Undone: Restored Montrose · No longer open to any neighborhood");
  });

  it("says a skip is undone", () => {
    expect(notice({}, { skippedFields: ["phone"] })).toBe("Undone: Phone number no longer skipped");
  });

  it("says only 'Undone' when the change held nothing a renter names", () => {
    expect(notice({}, { previousRouteAgent: "profile-build" })).toBe(UNDONE);
  });
});
