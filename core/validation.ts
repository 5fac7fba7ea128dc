import type { z } from "zod";

/** Field name -> first message, for forms and 400 responses ({message, fieldErrors}). */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** One sentence for the whole failure: the first problem, which a person can act on. */
export function summaryOf(error: z.ZodError): string {
  return error.issues[0]?.message ?? "The request is not valid.";
}
