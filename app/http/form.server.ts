/**
 * The one way a page action reads its form. The HTTP edge already refuses page
 * writes that are not forms (server/security/input-layer.ts); this keeps the
 * routes honest on their own too (tests, other adapters): a body that is not a
 * form, or a broken one, is a 4xx with a message, never a 500.
 * ESLint forbids request.formData() anywhere else.
 */
import { data } from "react-router";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export async function readForm(request: Request): Promise<FormData> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(mediaType)) {
    throw data("This page's forms take form data (application/x-www-form-urlencoded or multipart/form-data).", { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data("The form data could not be read: the body does not match its Content-Type.", { status: 400 });
  }
}
