/**
 * Where people go after signing in or registering (spec section 2 'After
 * authentication actions'). Server-side: it builds on the credential rules.
 */
import { safeRedirectPath } from "./credentials.ts";

export const ADMIN_HOME_PATH = "/admin/dashboard";
export const ADMIN_USER_PROFILES_PATH = "/admin/user-profiles";

function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?");
}

/** The sign-in page (/auth): back to where the guard stopped the visitor, else administrators to their dashboard, others home. */
export function signInDestination(user: { isAdmin: boolean }, requested: unknown): string {
  const wanted = safeRedirectPath(requested);
  if (wanted && (user.isAdmin || !isAdminPath(wanted))) return wanted;
  return user.isAdmin ? ADMIN_HOME_PATH : "/";
}

/** The admin sign-in page (/admin/login): administrators to the admin page they asked for or the dashboard; everyone else home. */
export function adminSignInDestination(user: { isAdmin: boolean }, requested: unknown): string {
  if (!user.isAdmin) return "/";
  const wanted = safeRedirectPath(requested);
  return wanted && isAdminPath(wanted) && !wanted.startsWith("/admin/login") ? wanted : ADMIN_HOME_PATH;
}

/** After registration: an administrator who created an account goes to the user profiles, anyone else back or home. */
export function registrationDestination(creatorIsAdmin: boolean, requested: unknown): string {
  if (creatorIsAdmin) return ADMIN_USER_PROFILES_PATH;
  const wanted = safeRedirectPath(requested);
  return wanted && !isAdminPath(wanted) ? wanted : "/";
}
