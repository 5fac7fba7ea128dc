/**
 * POST /api/chat/hand-off: a renter in the A.L.I. chat asks a Houston locator to take over ("Send to
 * a locator"). Stored as a 'chat' inquiry with the signed-in user's id; the saved session is linked,
 * and its latest renter messages quoted, only when the session belongs to that user (the id in the
 * body is never trusted alone). A guest's chat is not saved: the words the browser sends are quoted
 * instead, capped and labelled as the renter's. Answers 201 {message}, 400 {message, fieldErrors},
 * 429 with Retry-After, like the other JSON endpoints.
 */
import { houstonCalendarDate } from "../../../core/format/dates.ts";
import { chatHandOffMessage, HANDOFF_RECENT_MESSAGES } from "../../../core/inquiries/compose-message.ts";
import { createHandOffSchema } from "../../../core/inquiries/hand-off-schema.ts";
import { createInquiry, renterWordsOfSession } from "../../../db/queries/inquiries.ts";
import { appConfigContext } from "../../request-context.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { HAND_OFF_SUCCESS_MESSAGE } from "../../components/chat/hand-off-result.ts";
import { dbContext } from "../../context.ts";
import { methodNotAllowed, readJson } from "../../http/json.server.ts";
import { rateLimitedJson, rateLimiterOf } from "../../limits/rate-limit.server.ts";
import type { Route } from "./+types/chat-hand-off";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJson(request, createHandOffSchema({ today: houstonCalendarDate(new Date()) }));
  // Counted once the body is valid, in the bucket of every inquiry form.
  const refusal = await rateLimiterOf(context)("inquiry");
  if (refusal) return rateLimitedJson(refusal);

  const db = context.get(dbContext);
  const user = context.get(viewerContext).user;
  const saved = user && body.sessionId ? await renterWordsOfSession(db, { userId: user.id, sessionId: body.sessionId }, HANDOFF_RECENT_MESSAGES) : null;
  await createInquiry(db, {
    name: body.name,
    email: body.email,
    phone: body.phone,
    message: chatHandOffMessage(saved ?? body.recentMessages ?? [], body.note),
    source: "chat",
    userId: user?.id ?? null,
    chatSessionId: saved ? body.sessionId : null,
  }, { origin: context.get(appConfigContext).publicOrigin });
  return Response.json({ message: HAND_OFF_SUCCESS_MESSAGE }, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
