/** The profile-build channel of respond(): each stage, skipping ahead, asking again, skipping, completion. */
import { describe, expect, it } from "vitest";
import { profile } from "../matching/test-fixtures.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import { BUDGET_RANGES } from "../reference/budget-ranges.ts";
import { respond, stageStartMessage } from "./respond.ts";
import { knowledge, neighborhoodIdOf } from "./test-knowledge.ts";

const k = knowledge();
const build = (message: string, before: PreferenceProfile = profile()) => respond({ message, channel: "profile-build", profile: before }, k);

describe("respond in the profile build", () => {
  it("opens the build with the first stage's question", () => {
    const reply = build(stageStartMessage(profile()));
    expect(reply.responseMessage).toContain("Stage 1 of 5: Basic Info. What name should I use for you?");
    expect(reply).toMatchObject({ isCompleteStage: false, isCompleteSubstage: false, isComplete: false, profileChanged: false, updateNotification: null });
    expect(reply.stage).toEqual({ number: 1, total: 5, stageName: "Basic Info", question: 1, questionTotal: 2 });
  });

  it("saves an answer, confirms it on a checkmark line and asks the next question of the stage", () => {
    const reply = build("Maria");
    expect(reply.profile.name).toBe("Maria");
    expect(reply.responseMessage.split("\n")[0]).toBe("✓ Name: Maria");
    expect(reply.responseMessage).toContain("A phone number, if you'd like a call back?");
    expect(reply).toMatchObject({ isCompleteSubstage: true, isCompleteStage: false, updateNotification: "Name set to Maria", profileChanged: true });
    expect(reply.stage).toMatchObject({ number: 1, question: 2 });
  });

  it("lets an optional question be skipped, completing the stage", () => {
    for (const skip of ["skip", "no preference", "doesn't matter", "I'd rather not say"]) {
      const reply = build(skip, profile({ name: "Maria" }));
      expect(reply.profile.skippedFields, skip).toEqual(["phone"]);
      expect(reply.updateNotification, skip).toBe("Skipped phone number");
      expect(reply, skip).toMatchObject({ isCompleteSubstage: true, isCompleteStage: true, isComplete: false });
      expect(reply.responseMessage, skip).toContain("That completes Stage 1: Basic Info. Next up: Stage 2, Location.");
      expect(reply.stage, skip).toMatchObject({ number: 2, question: 1 });
    }
  });

  it("then starts the next stage when the client sends its start message", () => {
    const after = profile({ name: "Maria", skippedFields: ["phone"] });
    const reply = build(stageStartMessage(after), after);
    expect(reply.responseMessage).toBe("Stage 2 of 5: Location. Which Houston neighborhoods would you like to live in? 'Anywhere' is fine too.");
    expect(reply.profileChanged).toBe(false);
  });

  it("walks each stage with its own answers", () => {
    const steps: { message: string; field: keyof PreferenceProfile; value: unknown; stageDone: boolean }[] = [
      { message: "I'm Maria", field: "name", value: "Maria", stageDone: false },
      { message: "713-555-0142", field: "phone", value: "713-555-0142", stageDone: true },
      { message: "Montrose or the Heights", field: "neighborhoodIds", value: [neighborhoodIdOf("montrose"), neighborhoodIdOf("heights")], stageDone: false },
      { message: "Texas Medical Center", field: "commuteTo", value: "Texas Medical Center", stageDone: true },
      { message: "$1,800 a month", field: "maxBudget", value: 1800, stageDone: true },
    ];
    let current = profile();
    for (const step of steps) {
      const reply = build(step.message, current);
      expect(reply.profile[step.field], step.message).toEqual(step.value);
      expect(reply.isCompleteSubstage, step.message).toBe(true);
      expect(reply.isCompleteStage, step.message).toBe(step.stageDone);
      current = reply.profile;
    }
    const bedrooms = build("2 bedrooms", current);
    expect(bedrooms.profile.bedrooms).toBe(2);
    // Every required question is answered: the profile is complete, and the stage's optional questions follow.
    expect(bedrooms).toMatchObject({ isCompleteSubstage: true, isCompleteStage: false, isComplete: true });
    expect(bedrooms.stage).toMatchObject({ number: 4, question: 2 });
    expect(bedrooms.responseMessage).toContain("your profile is complete and 'Find My Perfect Apartment' is ready");
    expect(bedrooms.responseMessage).toContain("2 optional questions are left in this stage. How many bathrooms?");
    const bathrooms = build("1.5 baths", bedrooms.profile);
    expect(bathrooms).toMatchObject({ isCompleteSubstage: true, isCompleteStage: false, isComplete: true });
    const size = build("doesn't matter", bathrooms.profile);
    expect(size.profile.skippedFields).toContain("sqft");
    expect(size).toMatchObject({ isCompleteSubstage: true, isCompleteStage: true, isComplete: true, stage: null });
    expect(size.responseMessage).toContain("Your profile is complete!");
    expect(size.responseMessage).toContain("Find My Perfect Apartment");
  });

  it("fills every question one message answers and skips ahead", () => {
    const reply = build("I'm Maria, 713-555-0142, looking in Montrose, max $1,800, 2 beds");
    expect(reply.profile).toMatchObject({ name: "Maria", phone: "713-555-0142", neighborhoodIds: [neighborhoodIdOf("montrose")], maxBudget: 1800, bedrooms: 2 });
    expect(reply).toMatchObject({ isCompleteSubstage: true, isCompleteStage: true, isComplete: true });
    expect(reply.updateNotification).toBe("Name set to Maria · Phone set to 713-555-0142 · Added Montrose · Budget set to $1,800 · Bedrooms set to 2");
    // The first open question is the commute, in stage 2.
    expect(reply.stage).toMatchObject({ number: 2, question: 2 });
    expect(reply.responseMessage).toContain("That completes Stage 1: Basic Info. Next up: Stage 2, Location.");
    const all = build("I'm Maria, 713-555-0142, Montrose, I work at TMC, max $1,800, 2 bed 2 bath, 900 sq ft");
    expect(all).toMatchObject({ isComplete: true, stage: null });
    expect(all.responseMessage).toContain("Your profile is complete!");
  });

  it("moves to the first open question when a message answers a later stage only", () => {
    const reply = build("my budget is 1500", profile({ name: "Maria", skippedFields: ["phone"] }));
    expect(reply.profile.maxBudget).toBe(1500);
    expect(reply).toMatchObject({ isCompleteSubstage: false, isCompleteStage: false });
    expect(reply.responseMessage).toMatch(/And which Houston neighborhoods/);
  });

  it("asks again with an example when the answer is not understood", () => {
    const atBedrooms = profile({ name: "Maria", skippedFields: ["phone", "commuteTo"], anyNeighborhood: true, maxBudget: 1800 });
    const reply = build("banana", atBedrooms);
    expect(reply.responseMessage).toBe("I didn't catch that. How many bedrooms do you need? (0 for a studio) For example: '2 bedrooms'.");
    expect(reply).toMatchObject({ profileChanged: false, updateNotification: null, isCompleteSubstage: false, isCompleteStage: false });
    expect(reply.stage).toMatchObject({ number: 4, question: 1 });
  });

  it("does not let a required question be skipped", () => {
    const reply = build("skip", profile({ name: "Maria", skippedFields: ["phone", "commuteTo"], anyNeighborhood: true }));
    expect(reply.profileChanged).toBe(false);
    expect(reply.responseMessage).toContain("For example: '$1,800 a month'");
    expect(reply.isCompleteSubstage).toBe(false);
  });

  it("takes 'anywhere' as the answer to the neighborhoods question", () => {
    const reply = build("anywhere", profile({ name: "Maria", skippedFields: ["phone"] }));
    expect(reply.profile.anyNeighborhood).toBe(true);
    expect(reply.isCompleteSubstage).toBe(true);
  });

  it("never asks the optional amenities-and-timeline stage, but offers it", () => {
    const done = profile({ name: "Maria", skippedFields: ["phone", "commuteTo", "bathrooms"], anyNeighborhood: true, maxBudget: 1800, bedrooms: 2 });
    const reply = build("skip", done);
    expect(reply).toMatchObject({ isComplete: true, stage: null });
    expect(reply.responseMessage).toMatch(/You can add your amenities, move-in date and lease length any time\.$/);
  });

  it("answers a question asked mid-build and asks its own again", () => {
    const atBudget = profile({ name: "Maria", skippedFields: ["phone", "commuteTo"], anyNeighborhood: true });
    const reply = build("How does this work, is it free?", atBudget);
    expect(reply.responseMessage).toContain("It's free for you");
    expect(reply.responseMessage).toMatch(/Back to your profile: What is the most you want to spend on rent each month\?$/);
    expect(reply.profileChanged).toBe(false);
  });

  it("offers the budget choices when it asks for the budget", () => {
    const atBudget = profile({ name: "Maria", skippedFields: ["phone", "commuteTo"], anyNeighborhood: true });
    expect(build(stageStartMessage(atBudget), atBudget).budgetChoices).toEqual(BUDGET_RANGES.map(({ id, label }) => ({ id, label })));
    expect(build("Maria").budgetChoices).toBeUndefined();
  });

  it("greets, thanks and helps without losing its place", () => {
    const atPhone = profile({ name: "Maria" });
    expect(build("hi", atPhone).responseMessage).toMatch(/^Hi Maria! Stage 1 of 5: Basic Info\. A phone number/);
    expect(build("thanks", atPhone).responseMessage).toMatch(/^You're welcome! A phone number/);
    expect(build("what can you do?", atPhone).responseMessage).toContain("For example: '713-555-0142'");
  });
});
