/**
 * A chat replayed in tests as the webhook runs it: each message answered with the conversation state the last reply
 * returned, and the profile as the replies left it. A guest's chat has no saved history; a signed-in renter's saved
 * chat sends its messages so far.
 */
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import type { AssistantKnowledge } from "./knowledge.ts";
import { respond, type AssistantReply } from "./respond.ts";

export function replayChat(knowledge: AssistantKnowledge, messages: readonly string[], { who = "guest", saved = EMPTY_PROFILE }: { who?: "guest" | "signed in"; saved?: PreferenceProfile } = {}): AssistantReply[] {
  const history: { role: "user" | "assistant"; content: string }[] = [];
  let state: AssistantReply["state"] | null = null;
  let profile = saved;
  return messages.map((message) => {
    const reply = respond({ message, channel: "assistant", profile, history: who === "guest" ? [] : [...history], state }, knowledge);
    state = reply.state;
    if (reply.profileChanged) profile = reply.profile;
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.responseMessage });
    return reply;
  });
}
