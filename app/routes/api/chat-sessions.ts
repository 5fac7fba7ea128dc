/**
 * GET and POST /api/sidebar-chat/sessions and /api/general-chat/sessions: the
 * caller's saved sessions of that family, and creating one (its 'assistant' messages are A.L.I.'s only
 * with A.L.I.'s signature, else the renter's). Signed-in users only.
 */
import { CreateSessionSchema } from "../../../core/chat/chat-schemas.ts";
import { createChatSession, listChatSessions } from "../../../db/queries/chat-sessions.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { requireApiUser } from "../../auth/guards.server.ts";
import { NO_STORE, answerCapReached, chatFamilyOf, limitSessionWrites, trustedMessagesOf } from "../../chat/chat-family.server.ts";
import { dbContext } from "../../context.ts";
import { jsonError, methodNotAllowed, readJson } from "../../http/json.server.ts";
import type { Route } from "./+types/chat-sessions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireApiUser(context);
  const sessions = await listChatSessions(context.get(dbContext), { userId: viewer.user.id, type: chatFamilyOf(request) });
  return Response.json(sessions, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const { user } = context.get(viewerContext);
  if (!user) return jsonError(401, "User ID is required to create a session");
  const limited = await limitSessionWrites(context, user.id);
  if (limited) return limited;
  const { sessionName, messages } = await readJson(request, CreateSessionSchema);
  const trusted = await trustedMessagesOf(context, messages);
  return answerCapReached(async () => {
    const chatHistory = await createChatSession(context.get(dbContext), { userId: user.id, type: chatFamilyOf(request) }, { sessionName, messages: trusted });
    return Response.json({ chatHistory }, { status: 201, headers: NO_STORE });
  });
}
