import { describe, expect, it } from "vitest";
import { profile } from "../matching/test-fixtures.ts";
import { PROFILE_STAGES } from "../preferences/stages.ts";
import { buildPosition, buildTransition, isStageStartMessage, stageProgress, stageStartMessage } from "./profile-build.ts";

const basics = { name: "Maria", neighborhoodIds: [3], maxBudget: 1800, bedrooms: 2 };

describe("buildPosition", () => {
  it("starts with the first question of the first stage", () => {
    const position = buildPosition(profile());
    expect(position?.question.field).toBe("name");
    expect(stageProgress(position)).toEqual({ number: 1, total: 5, stageName: "Basic Info", question: 1, questionTotal: 2 });
  });

  it("asks an optional question until it is answered or skipped", () => {
    expect(buildPosition(profile({ name: "Maria" }))?.question.field).toBe("phone");
    expect(buildPosition(profile({ name: "Maria", skippedFields: ["phone"] }))?.question.field).toBe("neighborhoods");
    expect(buildPosition(profile({ name: "Maria", phone: "713-555-0142" }))?.question.field).toBe("neighborhoods");
  });

  it("goes back to the first open question, whatever was answered after it", () => {
    const position = buildPosition(profile({ name: "Maria", skippedFields: ["phone", "commuteTo"], maxBudget: 1800, bedrooms: 2 }));
    expect(stageProgress(position)).toEqual({ number: 2, total: 5, stageName: "Location", question: 1, questionTotal: 2 });
  });

  it("walks the optional questions of the required stages, and ends without asking the optional stage", () => {
    expect(buildPosition(profile(basics))?.question.field).toBe("phone");
    const settled = profile({ ...basics, skippedFields: ["phone", "commuteTo", "bathrooms", "sqft"] });
    expect(buildPosition(settled)).toBeNull();
    expect(stageProgress(null)).toBeNull();
  });
});

describe("buildTransition", () => {
  const atName = buildPosition(profile());
  const atPhone = buildPosition(profile({ name: "Maria" }));

  it("marks the question answered, and the stage when all its questions are settled", () => {
    expect(buildTransition(atName, profile({ name: "Maria" }))).toEqual({ isCompleteSubstage: true, isCompleteStage: false, isComplete: false });
    expect(buildTransition(atPhone, profile({ name: "Maria", skippedFields: ["phone"] }))).toEqual({ isCompleteSubstage: true, isCompleteStage: true, isComplete: false });
    expect(buildTransition(atName, profile())).toEqual({ isCompleteSubstage: false, isCompleteStage: false, isComplete: false });
  });

  it("is not a completed question when only a later one was answered", () => {
    expect(buildTransition(atName, profile({ maxBudget: 1800 })).isCompleteSubstage).toBe(false);
  });

  it("reports the profile complete with the last required answer, before the stage's optional questions", () => {
    const atBedrooms = buildPosition(profile({ ...basics, bedrooms: null, skippedFields: ["phone", "commuteTo"] }));
    expect(atBedrooms?.question.field).toBe("bedrooms");
    expect(buildTransition(atBedrooms, profile({ ...basics, skippedFields: ["phone", "commuteTo"] }))).toEqual({ isCompleteSubstage: true, isCompleteStage: false, isComplete: true });
    const all = profile({ ...basics, bathrooms: 2, sqft: 900, skippedFields: ["phone", "commuteTo"] });
    expect(buildTransition(atBedrooms, all)).toEqual({ isCompleteSubstage: true, isCompleteStage: true, isComplete: true });
  });
});

describe("stage start messages", () => {
  it("name the stage the build is in and are recognised as a request to go on", () => {
    expect(stageStartMessage(profile())).toBe("Let's start Stage 1 of 5: Basic Info.");
    expect(stageStartMessage(profile({ name: "Maria", skippedFields: ["phone"] }))).toBe(`Let's start Stage 2 of 5: ${PROFILE_STAGES[1]!.stageName}.`);
    expect(stageStartMessage(profile({ ...basics, skippedFields: ["phone", "commuteTo", "bathrooms", "sqft"] }))).toBe("Let's wrap up my profile.");
    for (const message of [stageStartMessage(profile()), "Let's start Stage 3 of 5: Budget.", "start", "Let's continue", "ready", "let's build my profile", "Let's wrap up my profile."]) {
      expect(isStageStartMessage(message), message).toBe(true);
    }
    for (const message of ["Maria", "start searching apartments for me", "2 bedrooms", "Montrose"]) expect(isStageStartMessage(message), message).toBe(false);
  });
});
