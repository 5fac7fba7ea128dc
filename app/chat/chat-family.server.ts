import type { RouterContextProvider } from "react-router";
import type { ChatMessageInput, ChatSessionType } from "../../core/chat/chat-schemas.ts";
import { SessionIdSchema } from "../../core/chat/chat-schemas.ts";
import { trustedChatMessages } from "../../core/chat/reply-signature.ts";
import { ChatSessionCapReached } from "../../db/queries/chat-sessions.ts";
import { chatReplySecret } from "../../db/queries/server-secrets.ts";
import { dbContext } from "../context.ts";
import { jsonError } from "../http/json.server.ts";
import { rateLimitedJson, rateLimiterOf } from "../limits/rate-limit.server.ts";

/** /api/general-chat/... is the side panel's chat ('general'); /api/sidebar-chat/... the assistant chat ('sidebar'). */
export function chatFamilyOf(request: Request): ChatSessionType {
  return new URL(request.url).pathname.startsWith("/api/general-chat/") ? "general" : "sidebar";
}

/** The session id of the URL; a malformed one is a 404 like any id the caller does not own. */
export function sessionIdParam(raw: string | undefined): number {
  const parsed = SessionIdSchema.safeParse(raw);
  if (!parsed.success) throw sessionNotFound(raw ?? "");
  return parsed.data;
}

export function sessionNotFound(id: number | string): Response {
  return jsonError(404, `Session with ID ${id} not found`);
}

export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** Counts one saved-chat write (create, save, rename) of the user; the 429 to answer when over the limit, else null. */
export async function limitSessionWrites(context: Readonly<RouterContextProvider>, userId: number): Promise<Response | null> {
  const refusal = await rateLimiterOf(context)("chat-session-write", `user:${userId}`);
  return refusal ? rateLimitedJson(refusal) : null;
}

/**
 * Runs a saved-chat write; a cap reached (issue 26) answers 422 with what the renter is told and
 * the reason the chat reacts to ('session-full': carry on in a new session; 'account-full').
 */
export async function answerCapReached(write: () => Promise<Response>): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ChatSessionCapReached)) throw error;
    return Response.json({ message: error.message, reason: error.reason }, { status: 422, headers: NO_STORE });
  }
}

/** The messages of a save as they may be stored: A.L.I.'s only with A.L.I.'s signature, the rest the renter's (issue 26). */
export async function trustedMessagesOf(context: Readonly<RouterContextProvider>, messages: readonly ChatMessageInput[]): Promise<ChatMessageInput[]> {
  if (messages.length === 0) return [];
  return trustedChatMessages(messages, await chatReplySecret(context.get(dbContext)));
}
