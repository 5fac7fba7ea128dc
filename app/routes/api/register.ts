import { RegisterSchema } from "../../../core/auth/credentials.ts";
import { registerAccount } from "../../auth/accounts.server.ts";
import { userResponse } from "../../auth/responses.server.ts";
import { startSession } from "../../auth/session.server.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import { jsonError, methodNotAllowed, readJson } from "../../http/json.server.ts";
import { rateLimitedJson, rateLimiterOf } from "../../limits/rate-limit.server.ts";
import { appConfigContext } from "../../request-context.ts";
import type { Route } from "./+types/register";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const db = context.get(dbContext);
  const viewer = context.get(viewerContext);
  const input = await readJson(request, RegisterSchema);
  const result = await registerAccount(db, viewer, input, rateLimiterOf(context), context.get(appConfigContext).publicOrigin);
  if (!result.ok && result.status === 429) return rateLimitedJson(result);
  if (!result.ok) return jsonError(result.status, result.message, result.field ? { fieldErrors: { [result.field]: result.message } } : {});
  const cookie = result.signIn ? await startSession(db, request, viewer, result.user.id) : undefined;
  return userResponse(result.user, 201, cookie);
}
