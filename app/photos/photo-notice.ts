/**
 * How a photo action's result reaches the page without JavaScript: the action
 * redirects back with a flash (app/lib/flash.server.ts) titled this, and the
 * photo manager shows a flash with this title inline, where the admin is
 * looking (the site's toasts need JavaScript).
 */
export const PHOTO_NOTICE_TITLE = "Photos";

/** The anchor of the photo manager on its page: a redirect lands the admin back at it. */
export const PHOTO_MANAGER_ANCHOR = "photos";

/** What a photo action answers a script (the photo manager's fetcher). */
export interface PhotoActionResult {
  ok: boolean;
  message: string;
}

/** The upload form's file input. */
export const PHOTO_FILE_FIELD = "photos";

/** The addresses the photo manager posts to. */
export const PHOTO_UPLOAD_PATH = "/admin/photos/upload";
export const photoChangePath = (photoId: number) => `/admin/photos/${photoId}`;
