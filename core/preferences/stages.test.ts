import { describe, expect, it } from "vitest";
import { mergeProfiles } from "./merge-profiles.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "./profile.ts";
import { PROFILE_STAGES, isProfileComplete, stageCompletion } from "./stages.ts";

const profile = (changes: Partial<PreferenceProfile>): PreferenceProfile => ({ ...EMPTY_PROFILE, ...changes });
const required = { name: "Maria", neighborhoodIds: [3], maxBudget: 1800, bedrooms: 2 } satisfies Partial<PreferenceProfile>;

describe("profile stages", () => {
  it("are the five stages of the spec, in order, only the last optional", () => {
    expect(PROFILE_STAGES.map((s) => [s.displayOrder, s.stageName, s.isOptional])).toEqual([
      [1, "Basic Info", false],
      [2, "Location", false],
      [3, "Budget", false],
      [4, "Apartment Specs", false],
      [5, "Amenities & Timeline", true],
    ]);
  });

  it("completes a stage when its required fields are filled; optional ones do not block it", () => {
    expect(stageCompletion(profile({ name: "Maria" }))[0]!.isCompleted).toBe(true);
    expect(stageCompletion(profile({ phone: "713-555-0142" }))[0]!.isCompleted).toBe(false);
    expect(stageCompletion(profile({ bathrooms: 2, sqft: 900 }))[3]!.isCompleted).toBe(false);
  });

  it("accepts 'anywhere' for the location stage, and a studio (0 bedrooms) as an answer", () => {
    const status = stageCompletion(profile({ anyNeighborhood: true, bedrooms: 0 }));
    expect(status[1]!.isCompleted).toBe(true);
    expect(status[3]!.isCompleted).toBe(true);
  });

  it("is complete when every non-optional stage is, whatever the optional stage holds", () => {
    expect(isProfileComplete(profile(required))).toBe(true);
    expect(isProfileComplete(profile({ ...required, maxBudget: null }))).toBe(false);
    expect(isProfileComplete(EMPTY_PROFILE)).toBe(false);
  });

  it("marks the optional stage completed once each question is answered or skipped", () => {
    const answered = profile({ amenities: [{ id: 1, requirement: null }], moveInDate: "2027-01-01" });
    expect(stageCompletion(answered)[4]!.isCompleted).toBe(false);
    expect(stageCompletion({ ...answered, skippedFields: ["leaseLength"] })[4]!.isCompleted).toBe(true);
  });
});

describe("merging a guest profile into an account's", () => {
  it("keeps the account's answers and takes the guest's for open questions", () => {
    const account = profile({ name: "Account", maxBudget: 2000 });
    const guest = profile({ name: "Guest", maxBudget: 900, bedrooms: 3, neighborhoodIds: [4], amenities: [{ id: 2, requirement: "covered" }] });
    expect(mergeProfiles(account, guest)).toMatchObject({ name: "Account", maxBudget: 2000, bedrooms: 3, neighborhoodIds: [4], amenities: [{ id: 2, requirement: "covered" }] });
  });

  it("drops a skip once the merged profile answers the question", () => {
    const merged = mergeProfiles(profile({ skippedFields: ["phone"] }), profile({ phone: "713-555-0142" }));
    expect(merged.phone).toBe("713-555-0142");
    expect(merged.skippedFields).toEqual([]);
  });
});
