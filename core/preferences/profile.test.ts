import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE, PREFERENCE_FIELDS, hasMatchingCriteria, isFieldAnswered, type PreferenceProfile } from "./profile.ts";

const profile = (changes: Partial<PreferenceProfile> = {}): PreferenceProfile => ({ ...EMPTY_PROFILE, ...changes });

describe("isFieldAnswered", () => {
  it("counts text only when it has more than spaces", () => {
    for (const field of ["name", "phone", "commuteTo", "moveInDate", "leaseLength"] as const) {
      expect(isFieldAnswered(profile({ [field]: "x" }), field)).toBe(true);
      expect(isFieldAnswered(profile({ [field]: "   " }), field)).toBe(false);
      expect(isFieldAnswered(profile({ [field]: null }), field)).toBe(false);
    }
  });

  it("counts a number, 0 included, and not null", () => {
    for (const field of ["maxBudget", "bedrooms", "bathrooms", "sqft"] as const) {
      expect(isFieldAnswered(profile({ [field]: 0 }), field)).toBe(true);
      expect(isFieldAnswered(profile({ [field]: null }), field)).toBe(false);
    }
  });

  it("counts chosen neighborhoods or 'anywhere', and at least one amenity", () => {
    expect(isFieldAnswered(profile({ neighborhoodIds: [3] }), "neighborhoods")).toBe(true);
    expect(isFieldAnswered(profile({ anyNeighborhood: true }), "neighborhoods")).toBe(true);
    expect(isFieldAnswered(profile(), "neighborhoods")).toBe(false);
    expect(isFieldAnswered(profile({ amenities: [{ id: 1, requirement: null }] }), "amenities")).toBe(true);
    expect(isFieldAnswered(profile(), "amenities")).toBe(false);
  });

  it("answers nothing for the empty profile, whose every field is unset", () => {
    expect(PREFERENCE_FIELDS.filter((field) => isFieldAnswered(EMPTY_PROFILE, field))).toEqual([]);
    expect(Object.isFrozen(EMPTY_PROFILE)).toBe(true);
  });
});

describe("hasMatchingCriteria", () => {
  it("is true for each preference the engine ranks by", () => {
    for (const changes of [
      { neighborhoodIds: [3] },
      { commuteTo: "TMC" },
      { maxBudget: 1800 },
      { bedrooms: 0 },
      { bathrooms: 1 },
      { sqft: 800 },
      { amenities: [{ id: 1, requirement: null }] },
      { moveInDate: "2027-03-01" },
      { leaseLength: "12-month" },
    ] satisfies Partial<PreferenceProfile>[]) {
      expect(hasMatchingCriteria(profile(changes))).toBe(true);
    }
  });

  it("is false for a name, a phone or 'anywhere' alone: nothing to rank by", () => {
    expect(hasMatchingCriteria(profile({ name: "Maria", phone: "713-555-0142", anyNeighborhood: true, skippedFields: ["sqft"] }))).toBe(false);
    expect(hasMatchingCriteria(EMPTY_PROFILE)).toBe(false);
  });
});
