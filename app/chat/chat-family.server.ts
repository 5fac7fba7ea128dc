import type { ChatSessionType } from "../../core/chat/chat-schemas.ts";
import { SessionIdSchema } from "../../core/chat/chat-schemas.ts";
import { jsonError } from "../http/json.server.ts";

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
