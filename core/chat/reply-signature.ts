/**
 * A.L.I.'s replies, as A.L.I. produced them (issue 26). The chat webhook signs each reply: an
 * HMAC (core/signing) under a server secret over its text and what it shows with it (cards, what it
 * saved to the profile, the plan fit of its cards). The browser keeps the signature with the message
 * (in the guest's sessionStorage too) and sends it back when the chat is saved; a saved message
 * keeps the role 'assistant', with all of that, only when its signature matches. Any other message,
 * whatever role it claims, is stored as the renter's plain text, so staff never read a renter's
 * words as A.L.I.'s.
 *
 * The signature binds the words, not the moment: the same genuine reply saved twice, or in another
 * of the renter's chats, is still A.L.I.'s own words (the timestamp is the browser's).
 */
import { SIGNATURE_PATTERN, signatureMatches, signatureOf } from "../signing/hmac-signature.ts";
import type { PlanFit } from "../search/fitting-plans.ts";
import type { ChatMessageInput } from "./chat-schemas.ts";

const PURPOSE = "chat-reply:v1";
const SIGNATURE = new RegExp(`^${SIGNATURE_PATTERN}$`);

/** What a reply says and shows: what the chat stores of it. */
export interface SignedReply {
  content: string;
  apartments?: readonly string[] | null;
  neighborhoods?: readonly string[] | null;
  blogs?: readonly string[] | null;
  updateNotification?: string | null;
  cardPlanFit?: PlanFit | null;
}

/** One text per reply: missing and empty lists are alike, as are no notification and an empty one (the chat drops empty ones). */
function payloadOf(reply: SignedReply): string {
  const fit = reply.cardPlanFit;
  return JSON.stringify([
    reply.content,
    [...(reply.apartments ?? [])],
    [...(reply.neighborhoods ?? [])],
    [...(reply.blogs ?? [])],
    reply.updateNotification || null,
    // A bedroom maximum joins the payload only when set, so replies signed before it existed still match.
    fit ? [fit.beds ?? null, fit.minBaths ?? null, fit.maxRent ?? null, fit.availableBy ?? null, ...(fit.maxBeds != null ? [fit.maxBeds] : [])] : null,
  ]);
}

export function signChatReply(reply: SignedReply, secret: string): string {
  return signatureOf(PURPOSE, payloadOf(reply), secret);
}

export function chatReplySignatureMatches(reply: SignedReply, signature: string | null | undefined, secret: string): boolean {
  return typeof signature === "string" && SIGNATURE.test(signature) && signatureMatches(PURPOSE, payloadOf(reply), secret, signature);
}

/**
 * The messages of a save as they may be stored: A.L.I.'s replies whose signature matches, as they
 * are; everything else as the renter's plain text (no cards, notification or plan fit). The
 * signature itself is not stored.
 */
export function trustedChatMessages(messages: readonly ChatMessageInput[], secret: string): ChatMessageInput[] {
  return messages.map(({ signature, ...message }): ChatMessageInput => {
    if (message.role === "assistant" && chatReplySignatureMatches(message, signature, secret)) return message;
    return { role: "user", content: message.content, ...(message.timestamp === undefined ? {} : { timestamp: message.timestamp }) };
  });
}
