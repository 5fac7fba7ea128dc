/** POST /api/apartment-feedback: feedback on a suggested apartment; the user comes from the session, never the body. */
import { FeedbackBodySchema } from "../../../core/preferences/feedback-schema.ts";
import { insertApartmentFeedback } from "../../../db/queries/feedback.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import { jsonError, methodNotAllowed, readJson } from "../../http/json.server.ts";
import { rateLimitedJson, rateLimiterOf } from "../../limits/rate-limit.server.ts";
import type { Route } from "./+types/apartment-feedback";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJson(request, FeedbackBodySchema);
  const refusal = await rateLimiterOf(context)("feedback");
  if (refusal) return rateLimitedJson(refusal);
  const stored = await insertApartmentFeedback(context.get(dbContext), {
    apartmentId: body.apartmentId,
    userId: context.get(viewerContext).user?.id ?? null,
    feedback: body.feedback,
  });
  if (!stored) return jsonError(404, `There is no apartment with id ${body.apartmentId}.`);
  return Response.json({ success: true, id: stored.id }, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
