/**
 * The one way a page action reads its form. The HTTP edge already refuses page
 * writes that are not forms (server/security/input-layer.ts); this keeps the
 * routes honest on their own too (tests, other adapters): a body that is not a
 * form, or a broken one, is a 4xx with a message, never a 500.
 * ESLint forbids request.formData() anywhere else.
 */
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
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

export interface UploadFormLimits {
  /** The file inputs whose files are kept; files of other fields are dropped unread. */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  /** What to say when a file is over maxFileBytes (the parser stops before it knows which one). */
  tooLargeMessage: string;
  tooManyFilesMessage: string;
}

export type UploadForm = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * A form with files (multipart/form-data), read by React Router's documented
 * streaming parser with its limits. A refusal comes back as a result (more
 * files or a larger file than allowed: 413 with the message given; a broken
 * body: 400; more parts, fields and files together, than the form can have:
 * 413 saying so), so an upload form can show it on the page it came from. An empty
 * file input (no file chosen) gives no file.
 */
export async function readUploadForm(request: Request, limits: UploadFormLimits): Promise<UploadForm> {
  if (!carriesForm(request)) {
    return { ok: false, status: 415, message: "This form takes form data (multipart/form-data)." };
  }
  const keep = (file: FileUpload) => (limits.fileFields.includes(file.fieldName) && (file.size > 0 || file.name !== "") ? file : null);
  // The files and a form's few fields; more parts than that is not a form of ours, whatever they are.
  const maxParts = limits.maxFiles + 50;
  try {
    return { ok: true, form: await parseFormData(request, { maxFiles: limits.maxFiles, maxFileSize: limits.maxFileBytes, maxParts }, keep) };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) return { ok: false, status: 413, message: limits.tooLargeMessage };
    if (error instanceof MaxFilesExceededError) return { ok: false, status: 413, message: limits.tooManyFilesMessage };
    if (error instanceof MaxPartsExceededError) {
      return { ok: false, status: 413, message: `The form has too many parts: at most ${maxParts} fields and files in all.` };
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
      return { ok: false, status: 400, message: "The form data could not be read: the body does not match its Content-Type." };
    }
    throw error;
  }
}
