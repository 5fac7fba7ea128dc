/**
 * POST /api/chat/undo {changeId}: undoes what one chat message saved to the caller's profile (issue 27,
 * decision 034), the change its reply carried as `profileChangeId`. Whose profile comes from the session or
 * the guest cookie, never the body. 200 {undone, notice} (again for a change already undone, with
 * alreadyUndone and nothing written); 409 {message} when a field the message changed was edited since
 * (nothing is undone); 404 {message} for a change that is not the caller's; 400 for a body without an id.
 */
import { UNDO_REFUSALS, undoNotice } from "../../../core/assistant/undo-notice.ts";
import { UndoChangeBodySchema } from "../../../core/preferences/profile-change.ts";
import { undoPreferenceChange } from "../../../db/queries/preference-changes.ts";
import { dbContext } from "../../context.ts";
import { jsonError, methodNotAllowed, readJson } from "../../http/json.server.ts";
import { loadPreferenceReference, preferenceOwnerOf } from "../../preferences/owner.server.ts";
import type { Route } from "./+types/chat-undo";

const noStore = { "Cache-Control": "no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { changeId } = await readJson(request, UndoChangeBodySchema);
  const owner = preferenceOwnerOf(context);
  // No session and no guest cookie: nobody whose change it could be.
  if (!owner) return jsonError(404, UNDO_REFUSALS.notFound);
  const db = context.get(dbContext);
  const reference = await loadPreferenceReference(db);
  const result = await undoPreferenceChange(db, owner, changeId, reference);
  switch (result.outcome) {
    case "not-found":
      return jsonError(404, UNDO_REFUSALS.notFound);
    case "edited-since":
      return jsonError(409, UNDO_REFUSALS.editedSince);
    case "already-undone":
      return Response.json({ undone: true, alreadyUndone: true, notice: undoNotice(result.change, reference) }, { headers: noStore });
    case "undone":
      return Response.json({ undone: true, alreadyUndone: false, notice: undoNotice(result.change, reference) }, { headers: noStore });
  }
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
