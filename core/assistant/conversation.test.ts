/**
 * A whole conversation as the clients drive it: a greeting, the profile build
 * from its first message to complete (the client sending each stage's start
 * message after 'Stage Complete'), then the search.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import { respond, stageStartMessage, type AssistantReply, type ChatChannel } from "./respond.ts";
import { COMMUNITIES, knowledge } from "./test-knowledge.ts";

describe("a scripted conversation", () => {
  it("goes from 'hi' through the profile build to apartments that exist", () => {
    const k = knowledge();
    let profile: PreferenceProfile = EMPTY_PROFILE;
    const history: { role: "user" | "assistant"; content: string }[] = [];
    let state: AssistantReply["state"] | null = null;
    const send = (message: string, channel: ChatChannel): AssistantReply => {
      const reply = respond({ message, channel, profile, history, state }, k);
      state = reply.state;
      if (reply.profileChanged) profile = reply.profile;
      history.push({ role: "user", content: message }, { role: "assistant", content: reply.responseMessage });
      return reply;
    };

    expect(send("hi", "assistant").responseMessage).toContain("Houston Apartment Specialist");

    // The build, answered in the renter's words; the client sends the stage start messages.
    const answers = ["Maria", "skip", "Montrose or the Heights", "I work at the Texas Medical Center", "around $1,800 a month", "2 bedrooms", "2 baths", "doesn't matter"];
    let reply = send(stageStartMessage(profile), "profile-build");
    expect(reply.responseMessage).toContain("What name should I use for you?");
    const stagesCompleted: number[] = [];
    for (const answer of answers) {
      const before = reply.stage;
      reply = send(answer, "profile-build");
      expect(reply.isCompleteSubstage, answer).toBe(true);
      expect(reply.updateNotification, answer).not.toBeNull();
      if (reply.isCompleteStage) {
        stagesCompleted.push(before!.number);
        if (reply.stage) {
          const start = send(stageStartMessage(profile), "profile-build");
          expect(start.responseMessage, answer).toContain(`Stage ${reply.stage.number} of 5: ${reply.stage.stageName}.`);
          reply = start;
        }
      }
    }
    expect(stagesCompleted).toEqual([1, 2, 3, 4]);
    expect(reply).toMatchObject({ isComplete: true, stage: null });
    expect(reply.responseMessage).toContain("Your profile is complete!");
    expect(profile).toMatchObject({ name: "Maria", maxBudget: 1800, bedrooms: 2, bathrooms: 2, commuteTo: "the Texas Medical Center", skippedFields: ["phone", "sqft"] });

    // 'Find My Perfect Apartment' sends this.
    const search = send("Start searching apartment for me", "assistant");
    expect(search.apartmentDetailsSuggested.length).toBeGreaterThanOrEqual(3);
    expect(search.apartmentDetailsSuggested.length).toBeLessThanOrEqual(5);
    for (const slug of search.apartmentDetailsSuggested) expect(COMMUNITIES.some((c) => c.slug === slug), slug).toBe(true);

    // "These" follow the search just shown (the conversation's last query): the ones among them whose pet policy takes dogs.
    const follow = send("Which of these allow dogs?", "assistant");
    for (const slug of follow.apartmentDetailsSuggested) expect(COMMUNITIES.find((c) => c.slug === slug)?.petPolicy.dogs, slug).toBe(true);
    expect(follow.answer?.query.revision).toBe(true);
    expect(follow.profileChanged).toBe(false);
  });
});
