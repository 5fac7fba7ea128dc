/**
 * PUT /api/{sidebar,general}-chat/sessions/{id}: saves new messages (and a name) to the caller's own session;
 * an 'assistant' message is A.L.I.'s only with A.L.I.'s signature, else it is kept as the renter's.
 */
import { SaveSessionSchema } from "../../../core/chat/chat-schemas.ts";
import { saveChatSession } from "../../../db/queries/chat-sessions.ts";
import { requireApiUser } from "../../auth/guards.server.ts";
import { NO_STORE, answerCapReached, chatFamilyOf, limitSessionWrites, sessionIdParam, sessionNotFound, trustedMessagesOf } from "../../chat/chat-family.server.ts";
import { dbContext } from "../../context.ts";
import { methodNotAllowed, readJson } from "../../http/json.server.ts";
import type { Route } from "./+types/chat-session";

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const viewer = requireApiUser(context);
  const limited = await limitSessionWrites(context, viewer.user.id);
  if (limited) return limited;
  const id = sessionIdParam(params.id);
  const { sessionName, messages } = await readJson(request, SaveSessionSchema);
  const trusted = await trustedMessagesOf(context, messages);
  return answerCapReached(async () => {
    const saved = await saveChatSession(context.get(dbContext), { userId: viewer.user.id, type: chatFamilyOf(request) }, id, { sessionName, messages: trusted });
    if (!saved) return sessionNotFound(id);
    return Response.json({ chatHistory: saved }, { headers: NO_STORE });
  });
}

export function loader() {
  return methodNotAllowed(["PUT"]);
}
