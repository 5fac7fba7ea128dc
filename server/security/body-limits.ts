/**
 * How large a request body may be, decided by its media type (and, for the few
 * routes that need more, its path): the one table the input layer reads. A body
 * over its limit is refused with 413 before it is read (Content-Length) or as
 * soon as it grows past it (chunked). Routes with larger needs (the admin's
 * uploads) add a row above the defaults.
 */

import { CATALOGUE_UPLOAD_MAX_BYTES } from "../../core/catalogue/upload-limit.ts";
import { PHOTO_LIMITS } from "../../core/photos/limits.ts";

export const JSON_TYPE = "application/json";
export const URLENCODED_TYPE = "application/x-www-form-urlencoded";
export const MULTIPART_TYPE = "multipart/form-data";
export const FORM_TYPES: readonly string[] = [URLENCODED_TYPE, MULTIPART_TYPE];

export interface BodyLimit {
  /** The media type, lower case, without parameters. */
  mediaType: string;
  /** Only for these paths; a row without it applies to every path. */
  path?: RegExp;
  bytes: number;
}

const KB = 1024;
const MB = 1024 * KB;

/** First matching row wins: path-specific rows come before the defaults. */
export const BODY_LIMITS: readonly BodyLimit[] = [
  // A chat session save carries a batch of stored messages (assistant replies run to a few KB each,
  // and a guest's conversation is saved whole on sign-in); 64 KB would cut long conversations short.
  { mediaType: JSON_TYPE, path: /^\/api\/(sidebar|general)-chat\/sessions(\/[^/]+)?$/, bytes: 1024 * KB },
  // Every other JSON body: the largest is a preferences update or a chat turn (2,000 characters).
  { mediaType: JSON_TYPE, bytes: 64 * KB },
  // The photo manager's upload, posted by a form or by its fetcher (".data"): its files at their largest and the
  // form's few fields. The streaming parser in the route enforces the per-file and file-count limits.
  { mediaType: MULTIPART_TYPE, path: /^\/admin\/photos\/upload(\.data)?$/, bytes: PHOTO_LIMITS.maxFilesPerUpload * PHOTO_LIMITS.maxFileBytes + MB },
  // The catalogue import's upload (issue 29): one spreadsheet within its limit and the form's few fields; the route's
  // parser refuses a larger file with a message that names the limit and the command line.
  { mediaType: MULTIPART_TYPE, path: /^\/admin\/import(\.data)?$/, bytes: CATALOGUE_UPLOAD_MAX_BYTES + MB },
  // Page forms: text fields only.
  { mediaType: URLENCODED_TYPE, bytes: 64 * KB },
  { mediaType: MULTIPART_TYPE, bytes: 64 * KB },
];

/** Any other type is read only far enough to be refused with a clear 415. */
export const OTHER_BODY_LIMIT = 64 * KB;

export function bodyLimitFor(path: string, mediaType: string): number {
  const row = BODY_LIMITS.find((limit) => limit.mediaType === mediaType && (!limit.path || limit.path.test(path)));
  return row?.bytes ?? OTHER_BODY_LIMIT;
}

/**
 * The writes whose body waits until the edge knows the request comes from an administrator: every write to the
 * admin area (the routes under app/routes/_guards/admin-only.tsx), but its sign-in form. Decided on the path as
 * React Router will match it: dot segments resolved as the URL parser does, %-escapes decoded, any letter case,
 * with or without a trailing slash or ".data". Nothing of the body is read before that (server/security/admission.ts).
 */
export function awaitsAdmission(method: string, originalUrl: string): boolean {
  if (method === "GET" || method === "HEAD") return false;
  let path: string;
  try {
    // As the adapter makes the router's URL (server/react-router-adapter.ts): origin + the request target.
    path = decodeURIComponent(new URL(`http://localhost${originalUrl}`).pathname);
  } catch {
    // A malformed %-escape: the input layer refuses the address before this is asked.
    return false;
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  return path.startsWith("/admin/") && path !== "/admin/login";
}

/** "Application/JSON; charset=utf-8" -> "application/json"; "" when absent. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}
