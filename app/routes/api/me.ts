import { AccountDeletionSchema, ProfileUpdateSchema } from "../../../core/auth/credentials.ts";
import { updateUserProfile } from "../../../db/queries/users.ts";
import { deleteAccount, retryAfterOf } from "../../auth/accounts.server.ts";
import { clearCookie } from "../../auth/cookies.server.ts";
import { requireApiUser } from "../../auth/guards.server.ts";
import { userResponse } from "../../auth/responses.server.ts";
import { dbContext } from "../../context.ts";
import { requestInfoContext } from "../../request-context.ts";
import { jsonError, methodNotAllowed, readJson } from "../../http/json.server.ts";
import type { Route } from "./+types/me";

export function loader({ context }: Route.LoaderArgs) {
  return userResponse(requireApiUser(context).user);
}

/**
 * PATCH {displayName?, photoUrl?} changes the profile; DELETE {password} deletes the account and all its data
 * (409 for the last administrator who can sign in).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["PATCH", "DELETE"]);
  const viewer = requireApiUser(context);
  const db = context.get(dbContext);
  if (request.method === "PATCH") {
    const changes = await readJson(request, ProfileUpdateSchema);
    const user = await updateUserProfile(db, viewer.user.id, changes);
    return user ? userResponse(user) : jsonError(404, "Your account no longer exists.");
  }
  const { password } = await readJson(request, AccountDeletionSchema);
  const result = await deleteAccount(db, viewer, password, context.get(requestInfoContext).clientAddress);
  // 409: the last administrator who can sign in; about the account, not the password, so no field is in error.
  if (!result.ok && result.status === 409) return jsonError(409, result.message);
  if (!result.ok) return jsonError(result.status, result.message, { fieldErrors: { [result.field]: result.message }, headers: retryAfterOf(result) });
  return new Response(null, { status: 204, headers: { "Set-Cookie": clearCookie(request, "has_session"), "Cache-Control": "no-store" } });
}
