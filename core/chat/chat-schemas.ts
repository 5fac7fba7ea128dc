/**
 * Bodies of the chat-session calls (spec section 7), for both families:
 * /api/sidebar-chat (the assistant chat, type 'sidebar') and /api/general-chat
 * (the side panel's chat, type 'general').
 */
import { z } from "zod";
import { rowIdSchema } from "../row-id.ts";
import { CHAT_LIMITS, CHAT_SLUG_PATTERN } from "./chat-limits.ts";

export { CHAT_LIMITS, CHAT_SLUG_PATTERN };

export const CHAT_SESSION_TYPES = ["sidebar", "general"] as const;
export type ChatSessionType = (typeof CHAT_SESSION_TYPES)[number];

const cardList = z
  .array(
    z
      .string()
      .max(CHAT_LIMITS.cardSlugMax, { error: `A card slug can be at most ${CHAT_LIMITS.cardSlugMax} characters.` })
      .regex(CHAT_SLUG_PATTERN, { error: "Card slugs may hold letters, digits, - and _ only." }),
  )
  .max(CHAT_LIMITS.cardsPerMessage)
  .nullish();

/** A search reply's plan-level criteria, which its apartment cards show the plans of (core/search/fitting-plans.ts). */
export const PlanFitSchema = z.object({
  beds: z.int().min(0).max(20).nullable(),
  maxBeds: z.int().min(0).max(20).nullish(),
  minBaths: z.number().min(0).max(20).nullable(),
  maxRent: z.int().min(0).max(1_000_000).nullable(),
  availableBy: z.iso.date().nullable(),
});

export const ChatMessageSchema = z.object({
  role: z.enum(["user", "assistant"], { error: "A message's role must be 'user' or 'assistant'." }),
  content: z
    .string({ error: "A message needs text content." })
    .max(CHAT_LIMITS.storedMessageMax, { error: `A stored message can be at most ${CHAT_LIMITS.storedMessageMax} characters.` }),
  timestamp: z.iso.datetime({ offset: true, error: "A message's timestamp must be an ISO date-time." }).optional(),
  apartments: cardList,
  neighborhoods: cardList,
  blogs: cardList,
  updateNotification: z.string().max(500).nullish(),
  cardPlanFit: PlanFitSchema.nullish(),
  /**
   * A.L.I.'s signature of the reply, as the webhook gave it (core/chat/reply-signature.ts): an
   * 'assistant' message without a matching one is stored as the renter's.
   */
  signature: z.string().max(200).nullish(),
});
export type ChatMessageInput = z.infer<typeof ChatMessageSchema>;

const sessionName = z
  .string({ error: "Give the session a name." })
  .trim()
  .min(1, { error: "Give the session a name." })
  .max(CHAT_LIMITS.sessionNameMax, { error: `A session name can be at most ${CHAT_LIMITS.sessionNameMax} characters.` });

const messages = z.array(ChatMessageSchema, { error: "messages must be a list." }).max(CHAT_LIMITS.messagesPerSave, { error: `Save at most ${CHAT_LIMITS.messagesPerSave} messages at once.` });

/** POST .../sessions. userId and type from the body are ignored: the session's owner is the caller, its type the URL's. */
export const CreateSessionSchema = z.object({
  sessionName,
  messages: messages.default([]),
  userId: z.unknown().optional(),
  type: z.unknown().optional(),
});

/** PUT .../sessions/{id}. */
export const SaveSessionSchema = z.object({
  sessionName: sessionName.optional(),
  messages: messages.default([]),
});

export const RenameSessionSchema = z.object({ sessionName });

export const SessionIdSchema = rowIdSchema("The session id");

export const MessagePageSchema = z.object({
  offset: z.coerce.number().int().min(0).catch(0),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).catch(CHAT_LIMITS.initialPage),
});

/**
 * The admin transcript's ?page=: 1 is the newest messages. Anything but digits making 1 or more
 * reads as 1; a page past the end (however large) is the last one: the loader clamps it.
 */
export const TranscriptPageSchema = z.object({
  page: z
    .string()
    .regex(/^[0-9]{1,30}$/)
    .transform(Number)
    .pipe(z.number().min(1))
    .catch(1),
});
