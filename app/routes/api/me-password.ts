import { PasswordChangeSchema } from "../../../core/auth/credentials.ts";
import { changePassword, retryAfterOf } from "../../auth/accounts.server.ts";
import { requireApiUser } from "../../auth/guards.server.ts";
import { dbContext } from "../../context.ts";
import { requestInfoContext } from "../../request-context.ts";
import { jsonError, methodNotAllowed, readJson } from "../../http/json.server.ts";
import type { Route } from "./+types/me-password";

/** PUT {currentPassword, newPassword} -> 204; the user's other sessions end. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const viewer = requireApiUser(context);
  const input = await readJson(request, PasswordChangeSchema);
  const result = await changePassword(context.get(dbContext), viewer, input, context.get(requestInfoContext).clientAddress);
  if (!result.ok) return jsonError(result.status, result.message, { fieldErrors: { [result.field]: result.message }, headers: retryAfterOf(result) });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
