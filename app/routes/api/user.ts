import { remainingGuestAttempts } from "../../auth/guest.server.ts";
import { viewerContext } from "../../auth/viewer.ts";
import type { Route } from "./+types/user";

/** The signed-in user, or for anyone else the guest's remaining free messages. Never a 500. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const headers = { "Cache-Control": "no-store" };
  if (viewer.user) return Response.json(viewer.user, { headers });
  return Response.json({ isGuest: true, remainingAttempts: await remainingGuestAttempts(context) }, { headers });
}
