import { describe, expect, it } from "vitest";
import { mergeProfiles } from "./merge-profiles.ts";
import { EMPTY_PROFILE, PREFERENCE_FIELDS, type PreferenceField, type PreferenceProfile } from "./profile.ts";
import { PROFILE_STAGES, TOTAL_STAGES, isProfileComplete, isQuestionSettled, isStageComplete, stageCompletion } from "./stages.ts";

const profile = (changes: Partial<PreferenceProfile> = {}): PreferenceProfile => ({ ...EMPTY_PROFILE, ...changes });
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

describe("the stage definitions", () => {
  it("ask each field once, in the order of the profile, with the keys the pages switch on", () => {
    expect(PROFILE_STAGES.map((s) => [s.key, s.questions.map((q) => [q.field, q.required])])).toEqual([
      ["basic-info", [["name", true], ["phone", false]]],
      ["location", [["neighborhoods", true], ["commuteTo", false]]],
      ["budget", [["maxBudget", true]]],
      ["apartment-specs", [["bedrooms", true], ["bathrooms", false], ["sqft", false]]],
      ["amenities-timeline", [["amenities", false], ["moveInDate", false], ["leaseLength", false]]],
    ]);
    expect(PROFILE_STAGES.flatMap((s) => s.questions.map((q) => q.field))).toEqual([...PREFERENCE_FIELDS]);
    expect(TOTAL_STAGES).toBe(5);
  });

  it("give every question a prompt that asks and an example answer", () => {
    for (const question of PROFILE_STAGES.flatMap((s) => s.questions)) {
      expect(question.prompt).toMatch(/\?/);
      expect(question.example.trim().length).toBeGreaterThan(2);
    }
  });

  it("lists the fields of each stage in the completion status", () => {
    expect(stageCompletion(EMPTY_PROFILE).map((s) => [s.stageName, s.questions.fields, s.isCompleted])).toEqual([
      ["Basic Info", ["name", "phone"], false],
      ["Location", ["neighborhoods", "commuteTo"], false],
      ["Budget", ["maxBudget"], false],
      ["Apartment Specs", ["bedrooms", "bathrooms", "sqft"], false],
      ["Amenities & Timeline", ["amenities", "moveInDate", "leaseLength"], false],
    ]);
  });
});

describe("settling a question", () => {
  const question = (field: PreferenceField) => PROFILE_STAGES.flatMap((s) => s.questions).find((q) => q.field === field)!;

  it("settles an optional question by an answer or a skip, a required one only by an answer", () => {
    expect(isQuestionSettled(profile({ phone: "713-555-0142" }), question("phone"))).toBe(true);
    expect(isQuestionSettled(profile({ skippedFields: ["phone"] }), question("phone"))).toBe(true);
    expect(isQuestionSettled(profile(), question("phone"))).toBe(false);
    expect(isQuestionSettled(profile({ skippedFields: ["name"] }), question("name"))).toBe(false);
    expect(isQuestionSettled(profile({ name: "Maria" }), question("name"))).toBe(true);
  });

  it("completes a stage by its required questions only", () => {
    const specs = PROFILE_STAGES[3]!;
    expect(isStageComplete(profile({ bedrooms: 2 }), specs)).toBe(true);
    expect(isStageComplete(profile({ bathrooms: 2, sqft: 900 }), specs)).toBe(false);
    expect(isStageComplete(profile({ skippedFields: ["bedrooms"] }), specs)).toBe(false);
  });

  it("does not complete the optional stage while any question is neither answered nor skipped", () => {
    const status = (changes: Partial<PreferenceProfile>) => stageCompletion(profile(changes))[4]!.isCompleted;
    expect(status({ skippedFields: ["amenities", "moveInDate", "leaseLength"] })).toBe(true);
    expect(status({ skippedFields: ["amenities", "moveInDate"] })).toBe(false);
    expect(status({ amenities: [{ id: 1, requirement: null }], moveInDate: "2027-01-01", leaseLength: "12-month" })).toBe(true);
  });

  it("needs each of the four required stages for a complete profile", () => {
    for (const missing of ["name", "neighborhoodIds", "maxBudget", "bedrooms"] as const) {
      expect(isProfileComplete(profile({ ...required, [missing]: missing === "neighborhoodIds" ? [] : null }))).toBe(false);
    }
  });
});

describe("merging more", () => {
  it("takes the guest's 'anywhere' with the neighborhoods when the account has none", () => {
    const merged = mergeProfiles(profile(), profile({ anyNeighborhood: true }));
    expect(merged).toMatchObject({ anyNeighborhood: true, neighborhoodIds: [] });
    const kept = mergeProfiles(profile({ neighborhoodIds: [3] }), profile({ neighborhoodIds: [4], anyNeighborhood: true }));
    expect(kept).toMatchObject({ anyNeighborhood: false, neighborhoodIds: [3] });
  });

  it("keeps the account's amenities and text answers, and ignores the guest's unanswered ones", () => {
    const account = profile({ amenities: [{ id: 1, requirement: null }], commuteTo: "TMC", moveInDate: null });
    const guest = profile({ amenities: [{ id: 2, requirement: null }], commuteTo: "Downtown", moveInDate: "2027-01-01", leaseLength: "  " });
    expect(mergeProfiles(account, guest)).toMatchObject({ amenities: [{ id: 1, requirement: null }], commuteTo: "TMC", moveInDate: "2027-01-01", leaseLength: null });
  });

  it("keeps both sides' skips of questions still open, once each", () => {
    const merged = mergeProfiles(profile({ skippedFields: ["phone", "sqft"] }), profile({ skippedFields: ["sqft", "bathrooms"], bathrooms: null }));
    expect(merged.skippedFields).toEqual(["phone", "sqft", "bathrooms"]);
  });
});
