import type { MiddlewareFunction } from "react-router";
import { isSessionLive, shouldTouchSession } from "../../core/auth/policies.ts";
import { deleteSession, findSessionWithUser, touchSession } from "../../db/queries/sessions.ts";
import { dbContext } from "../context.ts";
import { clearCookie, readCookie } from "./cookies.server.ts";
import { hashToken, isWellFormedToken } from "./tokens.server.ts";
import { viewerContext, viewerReadsContext, type Viewer } from "./viewer.ts";

/**
 * Runs first for every page, .data and API request: decides from the cookies
 * who is asking and puts it in the router context. A dead or unknown session
 * cookie is cleared. Guards and handlers read `context.get(viewerContext)`,
 * never the client. On the way out it marks every response that depends on
 * who asked as private and not to be stored (see personalCacheControl).
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
  const watched = watchViewer(viewer);
  context.set(viewerContext, watched.viewer);
  context.set(viewerReadsContext, watched.reads);

  let response = await next();
  // Unless the handler set a new session cookie (a sign-in), drop the dead one.
  if (clearSessionCookie && !(response.headers.get("set-cookie") ?? "").includes("has_session=")) {
    response = withHeaders(response, (headers) => headers.append("Set-Cookie", clearCookie(request, "has_session")));
  }
  const cacheControl = personalCacheControl(response.headers, watched.answeredPersonally());
  if (cacheControl !== null) response = withHeaders(response, (headers) => headers.set("Cache-Control", cacheControl));
  return response;
};

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * The one rule for caching what depends on the viewer: a response is personal
 * when a handler learned who is asking (a signed-in person, or a guest's own
 * identity) or when it sets a cookie (a sign-in, a new guest identity, a
 * flash); it must then be neither stored nor shared. Returns the Cache-Control
 * to set, or null to leave the route's own: a public page for a visitor whose
 * identity nobody read keeps whatever the route chose, and a route's no-store
 * is already as strict as it gets.
 */
export function personalCacheControl(headers: Headers, answeredPersonally: boolean): string | null {
  const personal = answeredPersonally || headers.has("set-cookie");
  if (!personal) return null;
  const current = headers.get("cache-control") ?? "";
  if (/(^|[\s,])no-store([\s,]|$)/i.test(current) && /(^|[\s,])private([\s,=]|$)/i.test(current)) return null;
  return PRIVATE_NO_STORE;
}

/**
 * The viewer as handlers see it, noting whether one of them read an identity
 * that is this visitor's own: the signed-in user or session, or a guest id.
 * Reading that there is nobody (user null, no guest id) is the same answer for
 * every anonymous visitor and keeps a page shareable.
 */
export function watchViewer(viewer: Viewer): { viewer: Viewer; answeredPersonally: () => boolean; reads: () => ReadonlySet<keyof Viewer> } {
  let personal = false;
  const read = new Set<keyof Viewer>();
  const state = { ...viewer };
  const watched = {} as Viewer;
  for (const key of ["user", "sessionId", "guestId"] as const) {
    Object.defineProperty(watched, key, {
      enumerable: true,
      get() {
        read.add(key);
        if (state[key] !== null) personal = true;
        return state[key];
      },
      set(value: never) {
        // ensureGuestIdentity hands out a new guest id; its cookie marks the response anyway.
        state[key] = value;
      },
    });
  }
  return { viewer: watched, answeredPersonally: () => personal, reads: () => read };
}

/** Response.redirect() and fetch() responses have immutable headers: change a copy then. */
function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    change(copy.headers);
    return copy;
  }
}
