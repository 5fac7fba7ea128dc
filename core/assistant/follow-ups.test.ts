import { describe, expect, it } from "vitest";
import { profile } from "../matching/test-fixtures.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import { followUpSuggestions } from "./follow-ups.ts";
import { respond } from "./respond.ts";
import { notUnderstood, offTopic } from "./small-talk.ts";
import { COMMUNITIES, amenityIdOf, knowledge, neighborhoodIdOf } from "./test-knowledge.ts";

const k = knowledge();

/** Each suggestion, sent as the next message, gets a real answer. */
function expectAnswerable(suggestions: string[], saved: PreferenceProfile, conversation: string) {
  for (const message of suggestions) {
    const reply = respond({ message, channel: "assistant", profile: saved, history: [{ role: "assistant", content: conversation }] }, k);
    expect(reply.responseMessage, message).not.toBe(notUnderstood());
    expect(reply.responseMessage, message).not.toBe(offTopic());
    expect(reply.responseMessage, message).not.toMatch(/I'm not sure|couldn't find/);
    expect(reply.profileChanged, message).toBe(false);
  }
}

describe("followUpSuggestions", () => {
  it("gives three short, distinct questions even with nothing to go on", () => {
    const suggestions = followUpSuggestions("", profile(), k);
    expect(suggestions).toHaveLength(3);
    expect(new Set(suggestions).size).toBe(3);
    for (const s of suggestions) {
      expect(s).toMatch(/\?$/);
      expect(s.length).toBeLessThanOrEqual(60);
    }
    expectAnswerable(suggestions, profile(), "");
  });

  it("asks about the neighborhood of the conversation, at the saved bedroom count, and the saved commute", () => {
    const saved = profile({ bedrooms: 2, commuteTo: "Texas Medical Center" });
    const conversation = "user: What's Montrose like?\nassistant: [[neighborhood:montrose]] Montrose: leafy streets...";
    const suggestions = followUpSuggestions(conversation, saved, k);
    expect(suggestions).toEqual(["What do 2-beds cost in Montrose?", "How long is the drive to TMC from Montrose?", "Which places in Montrose have in-unit washer/dryer?"]);
    expectAnswerable(suggestions, saved, conversation);
  });

  it("asks which of the apartments shown have what the renter talked about", () => {
    const saved = profile({ neighborhoodIds: [neighborhoodIdOf("heights")], maxBudget: 1800, bedrooms: 1 });
    const shown = COMMUNITIES.slice(0, 3).map((c) => `[[apartment:${c.slug}]] ${c.title}`).join("\n");
    const conversation = `user: find me a place, I have a dog\nassistant: ${shown}`;
    const suggestions = followUpSuggestions(conversation, saved, k);
    expect(suggestions[0]).toBe("Which of these allow dogs?");
    expect(suggestions).toContain("What do 1-beds cost in The Heights?");
    expectAnswerable(suggestions, saved, conversation);
  });

  it("does not take a neighborhood's name inside a longer place name for the neighborhood", () => {
    const saved = profile({ commuteTo: "Memorial Hermann TMC" });
    const suggestions = followUpSuggestions("user: I'm a nurse at Memorial Hermann TMC, near the Texas Medical Center\nassistant: Saved.", saved, k);
    expect(suggestions.join(" ")).not.toMatch(/Memorial\?|in Memorial|Medical Center\?/);
  });

  it("grounds itself in the saved profile when the conversation names nothing", () => {
    const saved = profile({ neighborhoodIds: [neighborhoodIdOf("midtown")], amenities: [{ id: amenityIdOf("pool"), requirement: null }], maxBudget: 1500 });
    const suggestions = followUpSuggestions("user: hi\nassistant: Hi! I'm A.L.I.", saved, k);
    expect(suggestions).toEqual(["What do 1-beds cost in Midtown?", "What is Midtown like?", "Which places in Midtown have a pool?"]);
    expectAnswerable(suggestions, saved, "");
  });
  it("offers 'Which of these ...?' only right after a reply that showed apartments", () => {
    const slug = COMMUNITIES[0]!.slug;
    const shown = `user: 2 bed in Montrose\nassistant: Here are the top 1 matches:\n1. [[apartment:${slug}]] ...`;
    expect(followUpSuggestions(shown, profile(), k).some((s) => s.startsWith("Which of these"))).toBe(true);
    const later = `${shown}\nUser: how does this work?\nA.L.I.: It's free for renters.`;
    expect(followUpSuggestions(later, profile(), k).some((s) => s.startsWith("Which of these"))).toBe(false);
  });
});
