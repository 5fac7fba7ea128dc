/**
 * Who may see what (spec section 4 'Route guard'), decided on the server from
 * the viewer in the router context. Pages redirect; the API answers 401/403.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { safeRedirectPath } from "../../core/auth/credentials.ts";
import type { PublicUser } from "../../db/queries/users.ts";
import { jsonError } from "../http/json.server.ts";
import { viewerContext, type Viewer } from "./viewer.ts";

export type SignedInViewer = Viewer & { user: PublicUser };

export const ADMIN_HOME = "/admin/dashboard";

/**
 * The page the person asked for. With future.v8_passThroughRequests a client-side
 * navigation's request is the raw /page.data?_routes=... one: sign-in must send
 * them back to the page, not to its data.
 */
function here(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const pathname = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  return `${pathname}${url.search}`;
}

/**
 * A sign-in page's address that brings the visitor back to `target` afterwards, if it is a safe place to go back
 * to (safeRedirectPath: on this site, ASCII, a long query dropped); otherwise the sign-in page alone.
 */
export function signInPath(target: string, signInPage: "/auth" | "/admin/login" = "/auth"): string {
  const back = safeRedirectPath(target);
  return back ? `${signInPage}?redirect=${encodeURIComponent(back)}` : signInPage;
}

function signInRedirect(request: Request, signInPage: "/auth" | "/admin/login"): Response {
  return redirect(signInPath(here(request), signInPage));
}

/** Any signed-in user (e.g. /account). */
export function requireSignedInPage(context: Readonly<RouterContextProvider>, request: Request): SignedInViewer {
  const viewer = context.get(viewerContext);
  if (!viewer.user) throw signInRedirect(request, "/auth");
  return viewer as SignedInViewer;
}

/** A renter's page (favorites, client options): administrators are sent to their dashboard. */
export function requireUserPage(context: Readonly<RouterContextProvider>, request: Request): SignedInViewer {
  const viewer = requireSignedInPage(context, request);
  if (viewer.user.isAdmin) throw redirect(ADMIN_HOME);
  return viewer;
}

export function requireAdminPage(context: Readonly<RouterContextProvider>, request: Request): SignedInViewer {
  const viewer = context.get(viewerContext);
  if (!viewer.user) throw signInRedirect(request, "/admin/login");
  if (!viewer.user.isAdmin) throw redirect("/");
  return viewer as SignedInViewer;
}

/** /auth and /admin/login: signed-in users are sent away. */
export function requireGuestPage(context: Readonly<RouterContextProvider>): Viewer {
  const viewer = context.get(viewerContext);
  if (viewer.user) throw redirect(viewer.user.isAdmin ? ADMIN_HOME : "/");
  return viewer;
}

export function requireApiUser(context: Readonly<RouterContextProvider>): SignedInViewer {
  const viewer = context.get(viewerContext);
  if (!viewer.user) throw jsonError(401, "Sign in to do this.");
  return viewer as SignedInViewer;
}

export function requireApiAdmin(context: Readonly<RouterContextProvider>): SignedInViewer {
  const viewer = requireApiUser(context);
  if (!viewer.user.isAdmin) throw jsonError(403, "Only administrators can do this.");
  return viewer;
}
