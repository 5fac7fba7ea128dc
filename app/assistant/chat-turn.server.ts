/**
 * One message to A.L.I., the use case behind every chat webhook (spec section
 * 7): parse, count a guest's free message, read the caller's profile, what the
 * chat remembers (decision 030) and the knowledge, let the engine answer
 * (core/assistant), remember what the message stated (and what that changed, for
 * the reply's Undo) and the chat's new state,
 * optionally let a language model reword the reply, and answer, signed
 * (replySignature) so a saved chat can tell A.L.I.'s replies from the renter's.
 */
import type { RouterContextProvider } from "react-router";
import { respond, type AssistantReply, type ChatChannel } from "../../core/assistant/respond.ts";
import { isUndoCommand, undoCommandReply, type TypedUndoOutcome } from "../../core/assistant/undo-command.ts";
import { EMPTY_STATE } from "../../core/assistant/query/schema.ts";
import { CHAT_LIMITS, SessionIdSchema, type ChatSessionType } from "../../core/chat/chat-schemas.ts";
import { ChatTurnSchema, isMessageTooLong } from "../../core/chat/chat-turn-schema.ts";
import { GUEST_MESSAGES_USED_UP } from "../../core/chat/message-display.ts";
import { signChatReply } from "../../core/chat/reply-signature.ts";
import { findChatSession, listChatMessages, type ChatSession } from "../../db/queries/chat-sessions.ts";
import { readConversationState, saveConversationState, type StoredConversationState } from "../../db/queries/conversation-states.ts";
import { consumeGuestMessage } from "../../db/queries/guests.ts";
import { lastChangeSince, savePreferencesFromChat, undoPreferenceChange } from "../../db/queries/preference-changes.ts";
import { getPreferences, type PreferenceOwner } from "../../db/queries/preferences.ts";
import { chatReplySecret } from "../../db/queries/server-secrets.ts";
import type { Database } from "../../db/client-types.ts";
import { ensureGuestIdentity } from "../auth/guest.server.ts";
import { viewerContext } from "../auth/viewer.ts";
import { dbContext } from "../context.ts";
import { jsonError, readJson } from "../http/json.server.ts";
import { rateLimitedJson, rateLimiterOf } from "../limits/rate-limit.server.ts";
import { appConfigContext, requestInfoContext } from "../request-context.ts";
import { loadPreferenceReference } from "../preferences/owner.server.ts";
import { loadAssistantKnowledge } from "./knowledge.server.ts";
import { rephraseReply } from "./rephrase.server.ts";

/** Spec section 6: the guest text (one definition, shared with the chat screens). */
export const GUESTS_OUT_OF_MESSAGES = GUEST_MESSAGES_USED_UP;
export const ADDRESS_OUT_OF_MESSAGES = "Too many guest messages came from your network today. Please log in or sign up to continue chatting.";
/** How many earlier messages of the caller's session the engine sees. */
const HISTORY_MESSAGES = 10;
/**
 * The side panel creates its session while its first message is on its way, so that session may be a little
 * older than the state the first reply saved without it; a session older than this is another chat.
 */
const SESSION_CREATED_WITH_TURN_MS = 60_000;

export interface ChatTurnOptions {
  channel: ChatChannel;
  /** Which saved sessions `sessionId` refers to. */
  family: ChatSessionType;
  /** /api/chat/webhook answers budget choices in apartmentDetailsSuggested (spec section 7). */
  budgetChoicesAsSuggestions?: boolean;
}

export async function answerChatTurn(request: Request, context: Readonly<RouterContextProvider>, requested: ChatTurnOptions): Promise<Response> {
  const db = context.get(dbContext);
  const body = await readJson(request, ChatTurnSchema);
  // The side panel's general chat posts to the assistant webhook with type 'general' (spec section 7).
  const options: ChatTurnOptions = requested.channel === "assistant" && body.type === "general" ? { ...requested, channel: "general", family: "general" } : requested;
  if (isMessageTooLong(body)) {
    return jsonError(413, `Keep your message under ${CHAT_LIMITS.messageMax + 1} characters.`);
  }
  const now = new Date();
  const viewer = context.get(viewerContext);
  const headers = new Headers({ "Cache-Control": "no-store" });

  let owner: PreferenceOwner;
  let remainingAttempts: number | undefined;
  if (viewer.user) {
    // Per user, whatever the address: the chat shows the refusal as A.L.I.'s reply (no limitReached flag).
    const refusal = await rateLimiterOf(context)("chat-turn", `user:${viewer.user.id}`);
    if (refusal) return rateLimitedJson(refusal);
    owner = { userId: viewer.user.id };
  } else {
    const guest = await ensureGuestIdentity(context, request);
    if (!guest.ok) return rateLimitedJson(guest.refusal);
    if (guest.setCookie) headers.append("Set-Cookie", guest.setCookie);
    owner = { guestId: guest.guestId };
    const config = context.get(appConfigContext);
    const allowance = await consumeGuestMessage(db, {
      guestId: guest.guestId,
      address: context.get(requestInfoContext).clientAddress,
      now,
      allowance: { guestMessageLimit: config.guestMessageLimit, addressDailyLimit: config.guestDailyAddressLimit },
    });
    if (!allowance.allowed) {
      const message = allowance.reason === "guest-limit" ? GUESTS_OUT_OF_MESSAGES : ADDRESS_OUT_OF_MESSAGES;
      return Response.json({ message, remainingAttempts: allowance.remaining, limitReached: true }, { status: 429, headers });
    }
    remainingAttempts = allowance.remaining;
  }

  const session = ownSession(context, options.family, body.sessionId);
  // "Undo that": what the chat's last message saved, undone as its notice's Undo would (decision 034). Not while the
  // profile is being built, where each answer is the build's own step.
  if (options.channel !== "profile-build" && isUndoCommand(body.chatInput)) {
    const reply = await undoLastSave(db, owner, options.family, await session, now);
    const answer = toResponseBody(reply, reply.responseMessage, { remainingAttempts, budgetChoicesAsSuggestions: false, profileChangeId: null });
    return Response.json({ ...answer, replySignature: await replySignature(context, answer) }, { headers });
  }
  const [{ profile }, knowledge, history, stored, own] = await Promise.all([
    getPreferences(db, owner),
    loadAssistantKnowledge(db, body.chatInput, now),
    session.then((found) => recentHistory(db, found)),
    readConversationState(db, owner, options.family),
    session,
  ]);
  const reply = respond({ message: body.chatInput, channel: options.channel, profile, history, state: stateOfThisChat(stored, own) }, knowledge);
  const [profileSave] = await Promise.all([
    // Only the fields the message changed are written, and what that changed is recorded for the reply's Undo (decision 034).
    reply.profileChanged ? savePreferencesFromChat(db, owner, profile, reply.profile, now) : { changeId: null },
    saveConversationState(db, owner, options.family, own?.id ?? null, reply.state, now).then((saved) => {
      // The size only: a state holds what the renter asked.
      if (saved.outcome === "oversized" || saved.outcome === "invalid") {
        console.warn({ requestId: context.get(requestInfoContext).requestId, outcome: saved.outcome, ...(saved.outcome === "oversized" ? { bytes: saved.bytes } : {}) }, "conversation state not kept; the next message starts afresh");
      }
    }),
  ]);
  const { text } = await rephraseReply(reply.responseMessage, context.get(appConfigContext).languageModel, {
    onError: (error) => console.warn({ requestId: context.get(requestInfoContext).requestId, error }, "language model rewording failed; the engine's reply is sent"),
  });
  const answer = toResponseBody(reply, text, { remainingAttempts, budgetChoicesAsSuggestions: options.budgetChoicesAsSuggestions ?? false, profileChangeId: profileSave.changeId });
  return Response.json({ ...answer, replySignature: await replySignature(context, answer) }, { headers });
}

/**
 * Undoes the change the chat's last message saved: the owner's change made with that message (at or after the time the
 * chat's state was last written, which every message does). A chat with no message yet, or whose last message saved
 * nothing, has nothing to undo. The chat's state is kept as it was: "undo that" is no new question.
 */
async function undoLastSave(db: Database, owner: PreferenceOwner, family: ChatSessionType, own: ChatSession | null, now: Date): Promise<AssistantReply> {
  const [stored, reference] = await Promise.all([readConversationState(db, owner, family), loadPreferenceReference(db)]);
  const state = stateOfThisChat(stored, own);
  const changeId = stored && state ? await lastChangeSince(db, owner, stored.updatedAt) : null;
  const undone = changeId === null ? null : await undoPreferenceChange(db, owner, changeId, reference, now);
  const result: TypedUndoOutcome =
    undone === null || undone.outcome === "not-found" ? { outcome: "nothing-saved" } : undone.outcome === "edited-since" ? { outcome: "edited-since" } : { outcome: undone.outcome, change: undone.change };
  const profile = undone?.outcome === "undone" ? undone.profile : (await getPreferences(db, owner)).profile;
  return undoCommandReply(result, profile, state ?? EMPTY_STATE, reference);
}

/**
 * A.L.I.'s signature of the reply as the chat will save it (core/chat/reply-signature.ts): its
 * text and what it shows, read from the answer as the browser reads it (budget choices in
 * apartmentDetailsSuggested are not cards). A save keeps a message as A.L.I.'s only with it.
 */
async function replySignature(context: Readonly<RouterContextProvider>, answer: ReturnType<typeof toResponseBody>): Promise<string> {
  const secret = await chatReplySecret(context.get(dbContext));
  const apartments = (answer.apartmentDetailsSuggested as readonly unknown[]).filter((slug): slug is string => typeof slug === "string");
  return signChatReply(
    {
      content: answer.responseMessage,
      apartments,
      neighborhoods: answer.neighborhoodDetailsSuggested,
      blogs: answer.blogDetailsSuggested,
      updateNotification: answer.updateNotification,
      cardPlanFit: answer.cardPlanFit,
    },
    secret,
  );
}

/** The session the body names when it is the caller's own of that family; null for guests, unknown or foreign ids. */
async function ownSession(context: Readonly<RouterContextProvider>, family: ChatSessionType, rawSessionId: unknown): Promise<ChatSession | null> {
  const { user } = context.get(viewerContext);
  const sessionId = SessionIdSchema.safeParse(rawSessionId);
  if (!user || !sessionId.success) return null;
  return findChatSession(context.get(dbContext), { userId: user.id, type: family }, sessionId.data);
}

/** The last messages of the caller's own session, oldest first; none without one. */
async function recentHistory(db: Database, session: ChatSession | null) {
  if (!session) return [];
  const messages = await listChatMessages(db, session.id, { offset: 0, limit: HISTORY_MESSAGES });
  return messages.map(({ role, content }) => ({ role, content }));
}

/**
 * What the engine is told the chat remembers (decision 030). A state saved with a session is that chat's
 * only: another session of the caller, or a new chat not saved yet, starts afresh. A state saved before
 * the chat had a session (its first turn, or a guest's conversation moved in at sign-in) belongs to the
 * session created with or after it; an older session the renter went back to is another chat.
 */
function stateOfThisChat(stored: StoredConversationState | null, own: ChatSession | null) {
  if (!stored) return null;
  if (stored.sessionId !== null) return stored.sessionId === own?.id ? stored.state : null;
  if (own && Date.parse(own.createdAt) < stored.updatedAt.getTime() - SESSION_CREATED_WITH_TURN_MS) return null;
  return stored.state;
}

function toResponseBody(reply: AssistantReply, text: string, extra: { remainingAttempts: number | undefined; budgetChoicesAsSuggestions: boolean; profileChangeId: number | null }) {
  const budgetChoices = reply.budgetChoices ?? null;
  return {
    // Both names: the spec's clients read responseMessage (sidebar) or response (assistant chat).
    responseMessage: text,
    response: text,
    apartmentDetailsSuggested: extra.budgetChoicesAsSuggestions && budgetChoices ? budgetChoices : reply.apartmentDetailsSuggested,
    neighborhoodDetailsSuggested: reply.neighborhoodDetailsSuggested,
    blogDetailsSuggested: reply.blogDetailsSuggested,
    budgetChoices,
    updateNotification: reply.updateNotification,
    /** What POST /api/chat/undo takes to undo what this message saved; null when it saved nothing. */
    profileChangeId: extra.profileChangeId,
    cardPlanFit: reply.cardPlanFit,
    isCompleteStage: reply.isCompleteStage,
    isCompleteSubstage: reply.isCompleteSubstage,
    isComplete: reply.isComplete,
    stage: reply.stage,
    ...(extra.remainingAttempts === undefined ? {} : { remainingAttempts: extra.remainingAttempts }),
  };
}
