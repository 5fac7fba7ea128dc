import { remainingGuestMessages } from "../../../core/auth/policies.ts";
import { findGuest } from "../../../db/queries/guests.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import { appConfigContext } from "../../request-context.ts";
import type { Route } from "./+types/user";

/** The signed-in user, or for anyone else the guest's remaining free messages. Never a 500. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const headers = { "Cache-Control": "no-store" };
  if (viewer.user) return Response.json(viewer.user, { headers });
  const { guestMessageLimit } = context.get(appConfigContext);
  let remainingAttempts: number | null = guestMessageLimit;
  if (viewer.guestId) {
    try {
      const guest = await findGuest(context.get(dbContext), viewer.guestId);
      if (guest) remainingAttempts = remainingGuestMessages(guest.messagesUsed, guestMessageLimit);
    } catch (error) {
      // The spec's client treats an unknown count as null; an error page would be worse.
      console.error(error);
      remainingAttempts = null;
    }
  }
  return Response.json({ isGuest: true, remainingAttempts }, { headers });
}
