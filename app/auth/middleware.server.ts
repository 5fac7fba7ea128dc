import type { MiddlewareFunction } from "react-router";
import { isSessionLive, shouldTouchSession } from "../../core/auth/policies.ts";
import { deleteSession, findSessionWithUser, touchSession } from "../../db/queries/sessions.ts";
import { dbContext } from "../context.ts";
import { clearCookie, readCookie } from "./cookies.server.ts";
import { hashToken, isWellFormedToken } from "./tokens.server.ts";
import { viewerContext, type Viewer } from "./viewer.ts";

/**
 * Runs first for every page and API request: decides from the cookies who is
 * asking and puts it in the router context. A dead or unknown session cookie is
 * cleared. Guards and handlers read `context.get(viewerContext)`, never the client.
 */
export const authMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const db = context.get(dbContext);
  const sessionToken = readCookie(request, "has_session");
  const guestToken = readCookie(request, "has_guest");
  const viewer: Viewer = { user: null, sessionId: null, guestId: isWellFormedToken(guestToken) ? hashToken(guestToken) : null };
  let clearSessionCookie = false;

  if (sessionToken !== null) {
    const session = isWellFormedToken(sessionToken) ? await findSessionWithUser(db, hashToken(sessionToken)) : null;
    const now = new Date();
    if (session && isSessionLive(session, now)) {
      viewer.user = session.user;
      viewer.sessionId = session.id;
      if (shouldTouchSession(session, now)) await touchSession(db, session.id, now);
    } else {
      if (session) await deleteSession(db, session.id);
      clearSessionCookie = true;
    }
  }
  context.set(viewerContext, viewer);

  const response = await next();
  // Unless the handler set a new session cookie (a sign-in), drop the dead one.
  if (clearSessionCookie && !(response.headers.get("set-cookie") ?? "").includes("has_session=")) {
    response.headers.append("Set-Cookie", clearCookie(request, "has_session"));
  }
  return response;
};
