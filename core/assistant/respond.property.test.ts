/** Properties of every reply, over random messages built from renter-like fragments. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profile } from "../matching/test-fixtures.ts";
import { PREFERENCE_LIMITS } from "../preferences/preference-limits.ts";
import { respond, type ChatChannel } from "./respond.ts";
import { AMENITIES, COMMUNITIES, NEIGHBORHOODS, POSTS, knowledge } from "./test-knowledge.ts";

const FRAGMENTS = [
  "hi", "thanks!", "find me apartments", "what's Montrose like?", "how much is a 2 bed in Midtown?", "which places have a pool?",
  "not downtown", "no pool needed", "I have a dog", "budget $1,800", "actually make it 1500", "2 bed 2 bath", "studio", "skip",
  "anywhere", "I work at TMC", "move in next month", "12 month lease", "is it free?", "compare the Heights and EaDo",
  "which of these allow dogs?", "tell me a joke", "900 sq ft", "I'm Maria", "713-555-0142", "montose", "under 2 grand",
  "how long is the drive to the Galleria from Katy?", "Memorial", "what amenities are common?", "???", "", "Let's start Stage 2 of 5: Location.",
  `does ${COMMUNITIES[3]!.title} have a gym?`, "with covered parking", "between 1200 and 1500", "3br in Rice Village",
];

const message = fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(". ").trim() || "hi");
const savedProfile = fc.record({
  name: fc.constantFrom(null, "Maria"),
  neighborhoodIds: fc.subarray(NEIGHBORHOODS.map((n) => n.id), { maxLength: 3 }),
  maxBudget: fc.constantFrom(null, 700, 1500, 2500),
  bedrooms: fc.constantFrom(null, 0, 1, 2, 4),
  amenities: fc.subarray(AMENITIES.map((a) => ({ id: a.id, requirement: null })), { maxLength: 3 }),
  skippedFields: fc.subarray(["phone", "commuteTo", "bathrooms", "sqft"] as const),
});
const channel = fc.constantFrom<ChatChannel>("assistant", "general", "profile-build");

describe("respond (properties)", () => {
  const k = knowledge({ posts: POSTS });
  const slugs = new Set(COMMUNITIES.map((c) => c.slug));

  it("answers every message with cards that exist, consistent flags and a valid profile, the same way every time", () => {
    fc.assert(
      fc.property(message, savedProfile, channel, (text, saved, chat) => {
        const before = profile(saved);
        const history = [{ role: "assistant" as const, content: COMMUNITIES.slice(0, 3).map((c) => `[[apartment:${c.slug}]]`).join(" ") }];
        const reply = respond({ message: text, channel: chat, profile: before, history }, k);
        expect(reply.responseMessage.trim()).not.toBe("");
        for (const slug of reply.apartmentDetailsSuggested) {
          expect(slugs.has(slug)).toBe(true);
          expect(reply.responseMessage).toContain(`[[apartment:${slug}]]`);
        }
        for (const slug of reply.neighborhoodDetailsSuggested) expect(NEIGHBORHOODS.some((n) => n.slug === slug)).toBe(true);
        for (const slug of reply.blogDetailsSuggested) expect(POSTS.some((p) => p.slug === slug)).toBe(true);
        expect(reply.profileChanged).toBe(reply.updateNotification !== null);
        if (!reply.profileChanged) expect(reply.profile).toEqual(before);
        const after = reply.profile;
        for (const id of after.neighborhoodIds) expect(NEIGHBORHOODS.some((n) => n.id === id)).toBe(true);
        for (const wish of after.amenities) expect(AMENITIES.some((a) => a.id === wish.id)).toBe(true);
        if (after.maxBudget !== null) expect(after.maxBudget).toBeLessThanOrEqual(PREFERENCE_LIMITS.maxBudget);
        if (after.bedrooms !== null) expect(after.bedrooms).toBeLessThanOrEqual(PREFERENCE_LIMITS.bedrooms);
        if (chat !== "profile-build") expect([reply.isCompleteStage, reply.isCompleteSubstage]).toEqual([false, false]);
        expect(reply.stage === null || (reply.stage.number >= 1 && reply.stage.number <= 4)).toBe(true);
        expect(respond({ message: text, channel: chat, profile: before, history }, k)).toEqual(reply);
      }),
      { numRuns: 150 },
    );
  });
});
