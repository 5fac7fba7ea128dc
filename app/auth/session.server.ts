import { SESSION_ABSOLUTE_MS } from "../../core/auth/policies.ts";
import type { Database } from "../../db/client-types.ts";
import { adoptGuestConversationStates } from "../../db/queries/conversation-states.ts";
import { adoptGuestPreferenceChanges } from "../../db/queries/preference-changes.ts";
import { adoptGuestPreferences } from "../../db/queries/preferences.ts";
import { deleteSession, insertSession } from "../../db/queries/sessions.ts";
import { clearCookie, setCookie } from "./cookies.server.ts";
import { hashToken, newToken } from "./tokens.server.ts";
import type { Viewer } from "./viewer.ts";

/**
 * Signs a user in: a brand-new session (new id on every sign-in) and its cookie.
 * Ends the one the request had, and moves the guest's preferences (with what the guest's chat saved to
 * them, for its Undo: decision 034) and what A.L.I. remembers of the guest's chat (decision 030) to the account.
 */
export async function startSession(db: Database, request: Request, viewer: Viewer, userId: number): Promise<string> {
  if (viewer.sessionId) await deleteSession(db, viewer.sessionId);
  if (viewer.guestId) {
    await adoptGuestPreferences(db, viewer.guestId, userId);
    await adoptGuestPreferenceChanges(db, viewer.guestId, userId);
    await adoptGuestConversationStates(db, viewer.guestId, userId);
  }
  const token = newToken();
  const now = new Date();
  await insertSession(db, { id: hashToken(token), userId, now, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS) });
  return setCookie(request, "has_session", token, SESSION_ABSOLUTE_MS / 1000);
}

/** Signs out on the server (the old cookie stops working) and clears the cookie. */
export async function endSession(db: Database, request: Request, viewer: Viewer): Promise<string> {
  if (viewer.sessionId) await deleteSession(db, viewer.sessionId);
  return clearCookie(request, "has_session");
}
