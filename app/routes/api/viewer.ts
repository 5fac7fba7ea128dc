import { loadViewerState } from "../../auth/viewer-state.server.ts";
import type { Route } from "./+types/viewer";

/**
 * The viewer's part of the chrome, for a page that was served to everybody (app/hooks/use-viewer.ts): the
 * signed-in user, their favorites' ids and a shared options list, or nobody. Personal whenever someone is
 * signed in (the root middleware marks it private, no-store); for a visitor it is the same for all.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await loadViewerState(context));
}
