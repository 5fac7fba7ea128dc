/**
 * The chat webhooks (spec section 7), one module for all of them; the URL picks the channel:
 * - POST /api/sidebar-chat/webhook: the assistant chat;
 * - POST /api/sidebar-chat/webhook/profile-build: the staged profile build;
 *   with type 'general' in the body, the side panel's chat (general knowledge);
 * - POST /api/chat/webhook: the assistant chat, budget choices in apartmentDetailsSuggested.
 */
import { answerChatTurn, type ChatTurnOptions } from "../../assistant/chat-turn.server.ts";
import { createConcurrencyLimit, LimitRefused } from "../../http/concurrency-limit.server.ts";
import { jsonError, methodNotAllowed } from "../../http/json.server.ts";
import type { Route } from "./+types/chat-webhook";

/**
 * Chat turns in flight, shared by the three webhooks. A turn is CPU work on the event loop (the
 * engine, and on the embedded database every query): two at a time keep the server as busy as
 * more would (bench/overload.ts: more running only lengthens every turn of the event loop, and
 * the health check waits for it). The queue is bounded by time rather than by length: about what
 * the server answers in CHAT_TURN_MAX_WAIT_MS. A short queue turned a crowd into callers refused
 * at once who asked again at once, and answering them left little time for the chat itself.
 * After waiting too long, or beyond the queue, the caller is told when to come back
 * (503 + Retry-After) instead of being kept hanging.
 */
const CHAT_TURNS_RUNNING = 2;
const CHAT_TURNS_WAITING = 512;
const CHAT_TURN_MAX_WAIT_MS = 5_000;
const RETRY_AFTER_SECONDS = 5;
export const CHAT_BUSY_MESSAGE = "A.L.I. is answering a lot of people right now. Please send your message again in a few seconds.";

const chatTurns = createConcurrencyLimit({ running: CHAT_TURNS_RUNNING, waiting: CHAT_TURNS_WAITING, maxWaitMs: CHAT_TURN_MAX_WAIT_MS });

function optionsFor(pathname: string): ChatTurnOptions {
  if (pathname.endsWith("/webhook/profile-build")) return { channel: "profile-build", family: "sidebar" };
  if (pathname.startsWith("/api/chat/")) return { channel: "assistant", family: "sidebar", budgetChoicesAsSuggestions: true };
  return { channel: "assistant", family: "sidebar" };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const options = optionsFor(new URL(request.url).pathname);
  try {
    return await chatTurns.run(() => answerChatTurn(request, context, options), request.signal);
  } catch (error) {
    if (!(error instanceof LimitRefused)) throw error;
    // An aborted caller is gone and reads nothing; the others are told when to try again.
    return jsonError(503, CHAT_BUSY_MESSAGE, { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
  }
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
