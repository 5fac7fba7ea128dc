import { uploadPhotosAction } from "../../photos/photo-actions.server.ts";
import type { Route } from "./+types/photos-upload";

/** POST: photos for a community, a neighborhood or a post (the photo manager's upload form); admins only. */
export function action(args: Route.ActionArgs) {
  return uploadPhotosAction(args);
}
