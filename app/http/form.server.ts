/**
 * The one way a page action reads its form. The HTTP edge already refuses page
 * writes that are not forms (server/security/input-layer.ts); this keeps the
 * routes honest on their own too (tests, other adapters): a body that is not a
 * form, or a broken one, is a 4xx with a message, never a 500.
 * ESLint forbids request.formData() anywhere else.
 */
import { data } from "react-router";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** True when the body is a form: what a browser sends from an HTML form, with or without JavaScript. */
export function carriesForm(request: Request): boolean {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return FORM_TYPES.includes(mediaType);
}

export async function readForm(request: Request): Promise<FormData> {
  if (!carriesForm(request)) {
    throw data("This page's forms take form data (application/x-www-form-urlencoded or multipart/form-data).", { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data("The form data could not be read: the body does not match its Content-Type.", { status: 400 });
  }
}
