import type { RouterContextProvider } from "react-router";
import { GUEST_IDENTITY_MS, remainingGuestMessages } from "../../core/auth/policies.ts";
import { findGuest } from "../../db/queries/guests.ts";
import { dbContext } from "../context.ts";
import { rateLimiterOf, type RateLimitRefusal } from "../limits/rate-limit.server.ts";
import { appConfigContext } from "../request-context.ts";
import { setCookie } from "./cookies.server.ts";
import { hashToken, newToken } from "./tokens.server.ts";
import { viewerContext } from "./viewer.ts";

export type GuestIdentity = { ok: true; guestId: string; setCookie: string | null } | { ok: false; refusal: RateLimitRefusal };

/**
 * The guest identity for a visitor who is about to keep something (preferences,
 * chat messages). A visitor without one gets a new random token in the
 * has_guest cookie; only its hash is stored. Reads never create identities.
 * New identities are rate-limited per client address: a script that drops its
 * cookie on every request would otherwise create a guest row each time.
 */
export async function ensureGuestIdentity(context: Readonly<RouterContextProvider>, request: Request): Promise<GuestIdentity> {
  const viewer = context.get(viewerContext);
  if (viewer.guestId) return { ok: true, guestId: viewer.guestId, setCookie: null };
  const refusal = await rateLimiterOf(context)("guest-identity");
  if (refusal) return { ok: false, refusal };
  const token = newToken();
  const guestId = hashToken(token);
  // Later handlers in this request see the same identity.
  viewer.guestId = guestId;
  return { ok: true, guestId, setCookie: setCookie(request, "has_guest", token, GUEST_IDENTITY_MS / 1000) };
}

/**
 * A visitor's free chat messages left (GET /api/user, the chat page): the
 * whole allowance for a visitor who has not chatted, null when the count could
 * not be read (spec section 8: the client then shows no count). Never throws.
 */
export async function remainingGuestAttempts(context: Readonly<RouterContextProvider>): Promise<number | null> {
  const { guestId } = context.get(viewerContext);
  const { guestMessageLimit } = context.get(appConfigContext);
  if (!guestId) return guestMessageLimit;
  try {
    const guest = await findGuest(context.get(dbContext), guestId);
    return guest ? remainingGuestMessages(guest.messagesUsed, guestMessageLimit) : guestMessageLimit;
  } catch (error) {
    console.error(error);
    return null;
  }
}
