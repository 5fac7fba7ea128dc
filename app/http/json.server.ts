/**
 * The JSON API's edges: reading a body with a schema, and errors in the one
 * shape clients rely on: {message} or {message, fieldErrors}.
 */
import type { z } from "zod";
import { fieldErrorsOf, summaryOf, type FieldErrors } from "../../core/validation.ts";

export function jsonError(status: number, message: string, extra: { fieldErrors?: FieldErrors; headers?: HeadersInit } = {}): Response {
  return Response.json(
    extra.fieldErrors ? { message, fieldErrors: extra.fieldErrors } : { message },
    { status, headers: { "Cache-Control": "no-store", ...Object.fromEntries(new Headers(extra.headers)) } },
  );
}

/**
 * Parses the JSON body with the schema; a missing, malformed or invalid body becomes a 400 thrown as a Response.
 * JSON may spell a lone surrogate ("\ud800"), which has no UTF-8 form: PostgreSQL refuses it in a jsonb value
 * (a 500 from deep inside a write). Each one becomes U+FFFD here, what a text column would have stored anyway.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw jsonError(400, "The request body must be JSON.");
  }
  const result = schema.safeParse(wellFormed(body));
  if (!result.success) throw jsonError(400, summaryOf(result.error), { fieldErrors: fieldErrorsOf(result.error) });
  return result.data;
}

/** A 405 naming the methods that work. */
export function methodNotAllowed(allowed: string[]): Response {
  return jsonError(405, `Use ${allowed.join(" or ")} here.`, { headers: { Allow: allowed.join(", ") } });
}

const LONE_SURROGATE = /\p{Cs}/gu;

/** The JSON value with every lone surrogate in its strings and keys replaced by U+FFFD. */
export function wellFormed(value: unknown): unknown {
  if (typeof value === "string") return value.replace(LONE_SURROGATE, "\uFFFD");
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), wellFormed(item)]));
  return value;
}
