import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { chatHandOffMessage, getMatchedMessage, HANDOFF_MESSAGE_MAX, HANDOFF_RECENT_MESSAGES, profileSummary } from "./compose-message.ts";
import { INQUIRY_LIMITS } from "./inquiry-form.ts";

const reference = {
  neighborhoods: [
    { id: 1, slug: "montrose", name: "Montrose" },
    { id: 2, slug: "heights", name: "The Heights" },
  ],
  amenities: [
    { id: 10, name: "parking", displayName: "Parking" },
    { id: 11, name: "pool", displayName: "Pool" },
  ],
};

describe("profileSummary", () => {
  it("sums up a full profile in two plain lines", () => {
    const summary = profileSummary(
      {
        ...EMPTY_PROFILE,
        bedrooms: 2,
        bathrooms: 1.5,
        maxBudget: 1800,
        neighborhoodIds: [1, 2],
        amenities: [{ id: 10, requirement: "must be covered" }, { id: 11, requirement: null }],
        moveInDate: "2026-07-01",
        leaseLength: "12-month",
        commuteTo: "Texas Medical Center",
      },
      reference,
    );
    expect(summary).toBe(
      "Looking for 2 bedrooms, 1.5 baths, up to $1,800 a month, in Montrose or The Heights.\nMust-haves: Parking (must be covered), Pool. Move-in Jul 1, 2026; lease: 12 months; commute to Texas Medical Center.",
    );
  });

  it("says so when nothing is saved, and reads a studio and 'anywhere'", () => {
    expect(profileSummary(EMPTY_PROFILE, reference)).toBe("No apartment criteria saved yet.");
    expect(profileSummary({ ...EMPTY_PROFILE, bedrooms: 0, anyNeighborhood: true }, reference)).toBe("Looking for a studio, anywhere in Houston.");
  });
});

describe("the inquiry messages", () => {
  it("adds the renter's note to the get-matched request", () => {
    expect(getMatchedMessage("Looking for a studio.", "  Call after 5  ")).toBe("Sent from Get Matched: please work on this profile.\nLooking for a studio.\nNote from the renter: Call after 5");
    expect(getMatchedMessage("Looking for a studio.", "")).not.toContain("Note");
  });

  it("quotes only the renter's latest words in a hand-off, each clipped, within the message limit", () => {
    const words = Array.from({ length: 12 }, (_, i) => `message ${i} ${"x".repeat(400)}`);
    const message = chatHandOffMessage(words, "n".repeat(2000));
    expect(message.length).toBeLessThanOrEqual(INQUIRY_LIMITS.messageMax);
    expect(message).toContain("The renter's recent words in the chat:");
    expect(message).toContain('- "message 11 ');
    expect(message).not.toContain("message 6 ");
    expect(message.split("\n").filter((line) => line.startsWith('- "'))).toHaveLength(HANDOFF_RECENT_MESSAGES);
    for (const line of message.split("\n").filter((l) => l.startsWith('- "'))) expect(line.length).toBeLessThanOrEqual(HANDOFF_MESSAGE_MAX + 5);
  });

  it("says the renter asked, even with no words to quote", () => {
    expect(chatHandOffMessage([])).toBe("Asked A.L.I. for a locator.");
  });
});
