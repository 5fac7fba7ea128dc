/**
 * The body of every chat call (spec section 7): chatInput, sessionId, email,
 * type. Only chatInput is used to answer; sessionId lets the server read the
 * recent messages of the caller's own session for context; email and type are
 * accepted and ignored (who is asking comes from the session cookie).
 */
import { z } from "zod";
import { CHAT_LIMITS } from "./chat-schemas.ts";

export const ChatTurnSchema = z.object({
  chatInput: z
    .string({ error: "chatInput must be the message text." })
    .trim()
    .min(1, { error: "Type a message first." }),
  sessionId: z.union([z.number(), z.string(), z.null()]).optional(),
  email: z.unknown().optional(),
  type: z.unknown().optional(),
});

export type ChatTurnBody = z.infer<typeof ChatTurnSchema>;

/** Too long is its own answer (413), so the client can say exactly what is wrong. */
export function isMessageTooLong(body: ChatTurnBody): boolean {
  return body.chatInput.length > CHAT_LIMITS.messageMax;
}

export const FollowUpRequestSchema = z.object({
  conversation: z.string({ error: "conversation must be text." }).max(20_000, { error: "The conversation is too long to read." }).default(""),
});
