/**
 * "Undo that" typed in the chat: the same undo as the saved notice's Undo button (decision 034), of what the chat's
 * last message saved. The chat webhook finds that change and undoes it (app/assistant/chat-turn.server.ts); this
 * module reads the command and words the reply, so the engine's replies and this one stay alike.
 *
 * Only a whole message that says nothing else is the command: "scratch that, 1.5 baths is fine" states something new
 * and is answered as a statement; "never mind" alone answers a question ("want to book a tour?") and undoes nothing.
 */
import type { PreferenceReference } from "../preferences/apply-input.ts";
import type { ProfileChange } from "../preferences/profile-change.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import { isProfileComplete } from "../preferences/stages.ts";
import { normaliseText } from "./answer-context.ts";
import { buildPosition, stageProgress } from "./profile-build.ts";
import type { ConversationState } from "./query/schema.ts";
import type { AssistantReply } from "./respond.ts";
import { UNDO_REFUSALS, undoNotice } from "./undo-notice.ts";

/** What the last change can be: said before the verb's object ("undo that", "take back my last change"). */
const WHAT = String.raw`(?:that|this|it|(?:the |my )?last (?:one|change|message|save|thing|bit)|that last (?:one|change|bit)|the change|that change|what (?:i|you) (?:just )?(?:said|saved|changed|set))`;
/** Politeness and hesitation around the command: "oops, undo that please". */
const AROUND = String.raw`(?:(?:no|oops|wait|sorry|actually|hmm|please|pls|ok|okay|ah|oh)[,!.]?\s+)*`;
const UNDO_COMMAND = new RegExp(
  String.raw`^${AROUND}(?:(?:can|could|would|will) you (?:please |pls )?)?(?:(?:undo|revert)(?:\s${WHAT})?|(?:scratch|cancel|reverse|ignore|forget(?: about)?|never ?mind|nvm|drop)\s${WHAT}|take\s${WHAT}\sback|take back\s${WHAT}|go back to (?:how|what) it was(?: before)?|put (?:it|that|them) back(?: (?:how|the way) (?:it|they) (?:was|were))?)(?:[?!.,]?\s(?:please|pls|thanks|thank you))?[\s.!?]*$`,
);

/** Whether the whole message asks to undo what the chat's last message saved. */
export function isUndoCommand(message: string): boolean {
  return UNDO_COMMAND.test(normaliseText(message).replace(/[’']/g, "").trim());
}

/** What the webhook found when asked to undo: the outcome of undoing the last message's change, or that it saved none. */
export type TypedUndoOutcome =
  | { outcome: "undone"; change: ProfileChange }
  | { outcome: "already-undone"; change: ProfileChange }
  | { outcome: "edited-since" }
  | { outcome: "nothing-saved" };

/** The chat's words for each outcome. */
export function undoCommandText(result: TypedUndoOutcome, reference: PreferenceReference): string {
  switch (result.outcome) {
    case "undone":
      return `${undoNotice(result.change, reference)}. Your preferences are back to what they were before that message.`;
    case "already-undone":
      return "That change is already undone: your preferences are as they were before it.";
    case "edited-since":
      return `${UNDO_REFUSALS.editedSince} Tell me the value you want, or change it in your preferences.`;
    case "nothing-saved":
      return "Your last message saved nothing, so there is nothing to undo. Tell me what to change (budget, bedrooms, neighborhoods, amenities), or edit your preferences.";
  }
}

/**
 * The reply to a typed undo, shaped as the engine's (respond.ts): no cards, nothing saved by this message (the undo
 * wrote the profile itself), the build's progress of the profile as it now is, and what the chat remembered kept.
 */
export function undoCommandReply(result: TypedUndoOutcome, profile: PreferenceProfile, state: ConversationState, reference: PreferenceReference): AssistantReply {
  return commandReply(undoCommandText(result, reference), profile, state);
}

/**
 * A command's reply, shaped as the engine's (respond.ts): its text, no cards, the profile as it now is (`notification`:
 * what the command saved, when it changed the profile), the build's progress of it, and the conversation's state.
 */
export function commandReply(text: string, profile: PreferenceProfile, state: ConversationState, notification: string | null = null): AssistantReply {
  return {
    responseMessage: text,
    apartmentDetailsSuggested: [],
    neighborhoodDetailsSuggested: [],
    blogDetailsSuggested: [],
    updateNotification: notification,
    profile,
    profileChanged: notification !== null,
    isCompleteStage: false,
    isCompleteSubstage: false,
    isComplete: isProfileComplete(profile),
    stage: stageProgress(buildPosition(profile)),
    cardPlanFit: null,
    state,
    answer: null,
  };
}
