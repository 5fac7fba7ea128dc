/** PATCH /api/{sidebar,general}-chat/sessions/{id}/rename. */
import { RenameSessionSchema } from "../../../core/chat/chat-schemas.ts";
import { renameChatSession } from "../../../db/queries/chat-sessions.ts";
import { requireApiUser } from "../../auth/guards.server.ts";
import { NO_STORE, chatFamilyOf, limitSessionWrites, sessionIdParam, sessionNotFound } from "../../chat/chat-family.server.ts";
import { dbContext } from "../../context.ts";
import { methodNotAllowed, readJson } from "../../http/json.server.ts";
import type { Route } from "./+types/chat-session-rename";

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  const viewer = requireApiUser(context);
  const limited = await limitSessionWrites(context, viewer.user.id);
  if (limited) return limited;
  const id = sessionIdParam(params.id);
  const { sessionName } = await readJson(request, RenameSessionSchema);
  const session = await renameChatSession(context.get(dbContext), { userId: viewer.user.id, type: chatFamilyOf(request) }, id, sessionName);
  if (!session) return sessionNotFound(id);
  return Response.json(session, { headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed(["PATCH"]);
}
