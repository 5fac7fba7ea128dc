/**
 * Admission to the admin area's writes, decided from the request's headers
 * before its body is read (issue 26): the upload takes bodies of 100 MB and
 * more, which nobody but an administrator may make the server read.
 *
 * The session is looked up as the router's auth middleware does it
 * (app/auth/middleware.server.ts): the session cookie, its token's hash, the
 * session and its user (db/queries/sessions.ts), live by the session policy.
 * Nothing is written: the middleware still runs for an admitted request and
 * refreshes or clears the session as usual; a refused one is answered by the
 * admin guard itself, with an empty body (server/react-router-adapter.ts).
 */
import { readCookie } from "../../app/auth/cookies.server.ts";
import { hashToken, isWellFormedToken } from "../../app/auth/tokens.server.ts";
import { isSessionLive } from "../../core/auth/policies.ts";
import type { Database } from "../../db/client-types.ts";
import { findSessionWithUser } from "../../db/queries/sessions.ts";

/** Whether the request's session cookie belongs to a live session of an administrator. */
export async function isAdminRequest(db: Database, request: Request, now = new Date()): Promise<boolean> {
  const token = readCookie(request, "has_session");
  if (!isWellFormedToken(token)) return false;
  const session = await findSessionWithUser(db, hashToken(token));
  return session !== null && isSessionLive(session, now) && session.user.isAdmin;
}
