import type { RouterContextProvider } from "react-router";
import { GUEST_IDENTITY_MS } from "../../core/auth/policies.ts";
import { setCookie } from "./cookies.server.ts";
import { hashToken, newToken } from "./tokens.server.ts";
import { viewerContext } from "./viewer.ts";

/**
 * The guest identity for a visitor who is about to keep something (preferences,
 * chat messages). A visitor without one gets a new random token in the
 * has_guest cookie; only its hash is stored. Reads never create identities.
 */
export function ensureGuestIdentity(context: Readonly<RouterContextProvider>, request: Request): { guestId: string; setCookie: string | null } {
  const viewer = context.get(viewerContext);
  if (viewer.guestId) return { guestId: viewer.guestId, setCookie: null };
  const token = newToken();
  const guestId = hashToken(token);
  // Later handlers in this request see the same identity.
  viewer.guestId = guestId;
  return { guestId, setCookie: setCookie(request, "has_guest", token, GUEST_IDENTITY_MS / 1000) };
}
