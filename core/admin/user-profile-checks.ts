/**
 * The profile form's rules beyond the declared kinds: the e-mail and display
 * name follow the same rules as registration (core/auth/credentials.ts), the
 * phone the rule of an inquiry's phone. Kept
 * apart from the declaration so the browser bundle does not carry them.
 */
import { DisplayNameSchema, EmailSchema } from "../auth/credentials.ts";
import { inquiryContactFields } from "../inquiries/inquiry-schema.ts";
import type { FormCheck } from "./form.ts";

function firstIssue(schema: typeof EmailSchema | typeof DisplayNameSchema | typeof inquiryContactFields.phone, value: unknown): string | null {
  const parsed = schema.safeParse(value ?? "");
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Not valid.");
}

export const userProfileChecks: FormCheck[] = [
  (values) => {
    const message = firstIssue(EmailSchema, values.email);
    return message ? { field: "email", message } : null;
  },
  (values) => {
    const message = firstIssue(DisplayNameSchema, values.displayName);
    return message ? { field: "displayName", message } : null;
  },
  // The same rule as the phone renters give on an inquiry.
  (values) => {
    const message = firstIssue(inquiryContactFields.phone, values.phone);
    return message ? { field: "phone", message } : null;
  },
];
