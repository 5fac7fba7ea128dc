/**
 * GET /api/{sidebar,general}-chat/session/id/{id}?offset&limit: one page of the
 * caller's own session, counted from the newest message, in chronological order.
 */
import { MessagePageSchema } from "../../../core/chat/chat-schemas.ts";
import { findChatSession, listChatMessages } from "../../../db/queries/chat-sessions.ts";
import { requireApiUser } from "../../auth/guards.server.ts";
import { NO_STORE, chatFamilyOf, sessionIdParam, sessionNotFound } from "../../chat/chat-family.server.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/chat-session-messages";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = requireApiUser(context);
  const id = sessionIdParam(params.id);
  const db = context.get(dbContext);
  const session = await findChatSession(db, { userId: viewer.user.id, type: chatFamilyOf(request) }, id);
  if (!session) return sessionNotFound(id);
  const url = new URL(request.url);
  const page = MessagePageSchema.parse({ offset: url.searchParams.get("offset") ?? undefined, limit: url.searchParams.get("limit") ?? undefined });
  return Response.json(await listChatMessages(db, id, page), { headers: NO_STORE });
}
