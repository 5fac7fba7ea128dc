/** respond() when the renter asks for a person: a locator takes it from here, through the chat's control. */
import { describe, expect, it } from "vitest";
import { profile } from "../matching/test-fixtures.ts";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import { HAND_OFF_CONTROL_LABEL } from "./answer-hand-off.ts";
import { respond, type ChatChannel } from "./respond.ts";
import { knowledge } from "./test-knowledge.ts";

const k = knowledge();

describe("a request for a person", () => {
  it.each<ChatChannel>(["assistant", "general", "profile-build"])("points to the control in the %s channel", (channel) => {
    const reply = respond({ message: "Can I talk to a real person?", channel, profile: EMPTY_PROFILE }, k);
    expect(reply.responseMessage).toContain("Houston locator can take it from here");
    expect(reply.responseMessage).toContain(`'${HAND_OFF_CONTROL_LABEL}'`);
  });

  it("keeps the profile build's question after the hand-off answer", () => {
    const reply = respond({ message: "have someone call me", channel: "profile-build", profile: EMPTY_PROFILE }, k);
    expect(reply.responseMessage).toMatch(/keep going: What name should I use for you\?$/);
  });

  it("answers a complete profile's build with the hand-off too", () => {
    const complete = profile({ name: "Ana", neighborhoodIds: [1], maxBudget: 1800, bedrooms: 1 });
    const reply = respond({ message: "connect me with a locator", channel: "profile-build", profile: complete }, k);
    expect(reply.responseMessage).toContain(HAND_OFF_CONTROL_LABEL);
  });

  it("says what it saved from the same message, and greets by name", () => {
    const reply = respond({ message: "I'm Maria, have a locator call me at 713-555-0142", channel: "assistant", profile: EMPTY_PROFILE }, k);
    expect(reply.profileChanged).toBe(true);
    expect(reply.responseMessage).toMatch(/^Saved: .*Maria/);
    expect(reply.responseMessage).toContain("Sure, Maria: a Houston locator");
  });

  it("does not answer a question about locators with the hand-off", () => {
    const reply = respond({ message: "how do locators get paid?", channel: "assistant", profile: EMPTY_PROFILE }, k);
    expect(reply.responseMessage).not.toContain(HAND_OFF_CONTROL_LABEL);
  });
});
