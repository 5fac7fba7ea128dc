/** "What's my budget?", "remind me what I told you": the saved profile read back, never changed (answer-profile.ts). */
import { describe, expect, it } from "vitest";
import { profile } from "../matching/test-fixtures.ts";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { respond } from "./respond.ts";
import { knowledge, neighborhoodIdOf } from "./test-knowledge.ts";

const k = knowledge();
const ask = (message: string, saved = EMPTY_PROFILE) => respond({ message, channel: "assistant", profile: saved, history: [] }, k);

describe("the saved profile read back", () => {
  const saved = profile({ name: "Dre", maxBudget: 1500, bedrooms: 2, neighborhoodIds: [neighborhoodIdOf("montrose")], moveInDate: "2027-08-01" });

  it("reads back the field asked about first, then all that is saved, and changes nothing", () => {
    for (const [message, lead] of [
      ["whats my budget", "Your saved budget: $1,500."],
      ["remind me what i told u my budget was", "Your saved budget: $1,500."],
      ["what's my move-in date again?", "Your saved move-in date: Aug 1, 2027."],
      ["do you remember my neighborhoods?", "Your saved neighborhoods: Montrose."],
      ["what do you have saved for me", "What your profile holds now:"],
    ] as const) {
      const reply = ask(message, saved);
      expect(reply.responseMessage, message).toContain(lead);
      expect(reply.responseMessage, message).toContain("Budget: $1,500 · Bedrooms: 2");
      expect(reply.profileChanged, message).toBe(false);
    }
  });

  it("says nothing is saved yet to a renter with an empty profile, and a field not saved by name", () => {
    expect(ask("whats my budget").responseMessage).toContain("You haven't saved any preferences yet.");
    expect(ask("whats my commute", saved).responseMessage).toContain("You haven't saved a commute yet.");
  });

  it("leaves questions that only mention the budget to the search", () => {
    expect(ask("whats my budget get me in midtown", saved).responseMessage).not.toContain("What your profile holds now");
    expect(ask("what can I get with my budget", saved).responseMessage).not.toContain("What your profile holds now");
    expect(ask("whats in my budget", saved).responseMessage).not.toContain("What your profile holds now");
  });

  it("says goodbye to a goodbye, by name when it knows one", () => {
    expect(ask("bye", saved).responseMessage).toMatch(/^Bye, Dre! /);
    expect(ask("thanks, see ya").responseMessage).toMatch(/^Bye! /);
    expect(ask("thanks!").responseMessage).toMatch(/^You're welcome/);
  });
});

describe("'what can I afford on that?' after the budget is saved", () => {
  it("shows the profile's matches, saving nothing", () => {
    const saved = profile({ maxBudget: 1300, bedrooms: 1 });
    for (const message of ["What can I realistically afford on that?", "what can i afford", "ok what could we actually afford"]) {
      const reply = ask(message, saved);
      expect(reply.responseMessage, message).toMatch(/^Here are the top \d+ matches/);
      expect(reply.profileChanged, message).toBe(false);
    }
  });
});
