/** POST /api/chat/suggestions {conversation} -> {suggestions}: three follow-up questions (spec section 4 'Suggestions'). */
import { followUpSuggestions } from "../../../core/assistant/respond.ts";
import { FollowUpRequestSchema } from "../../../core/chat/chat-turn-schema.ts";
import { loadAssistantKnowledge } from "../../assistant/knowledge.server.ts";
import { dbContext } from "../../context.ts";
import { methodNotAllowed, readJson } from "../../http/json.server.ts";
import { currentProfile } from "../../preferences/current-profile.server.ts";
import type { Route } from "./+types/chat-suggestions";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { conversation } = await readJson(request, FollowUpRequestSchema);
  // Knowledge without a blog search: follow-ups are about apartments and places.
  const [profile, knowledge] = await Promise.all([currentProfile(context), loadAssistantKnowledge(context.get(dbContext), "")]);
  return Response.json({ suggestions: followUpSuggestions(conversation, profile, knowledge) }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
