/**
 * The chat webhooks (spec section 7), one module for all of them; the URL picks the channel:
 * - POST /api/sidebar-chat/webhook: the assistant chat;
 * - POST /api/sidebar-chat/webhook/profile-build: the staged profile build;
 *   with type 'general' in the body, the side panel's chat (general knowledge);
 * - POST /api/chat/webhook: the assistant chat, budget choices in apartmentDetailsSuggested.
 */
import { answerChatTurn, type ChatTurnOptions } from "../../assistant/chat-turn.server.ts";
import { methodNotAllowed } from "../../http/json.server.ts";
import type { Route } from "./+types/chat-webhook";

function optionsFor(pathname: string): ChatTurnOptions {
  if (pathname.endsWith("/webhook/profile-build")) return { channel: "profile-build", family: "sidebar" };
  if (pathname.startsWith("/api/chat/")) return { channel: "assistant", family: "sidebar", budgetChoicesAsSuggestions: true };
  return { channel: "assistant", family: "sidebar" };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return answerChatTurn(request, context, optionsFor(new URL(request.url).pathname));
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
