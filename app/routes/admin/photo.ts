import { changePhotoAction } from "../../photos/photo-actions.server.ts";
import type { Route } from "./+types/photo";

/** POST: one change to one photo (alt text, cover, move up or down, delete); admins only. */
export function action(args: Route.ActionArgs) {
  return changePhotoAction(args);
}
