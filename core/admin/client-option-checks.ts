/**
 * The options list form's rules beyond the declared kinds: an e-mail, when
 * given, is a valid address (as at registration), and the texts keep to the
 * list's limits. Apart from the declaration so the browser bundle does not
 * carry zod.
 */
import { EmailSchema } from "../auth/credentials.ts";
import { OPTION_LIMITS } from "./client-options.ts";
import type { FormCheck } from "./form.ts";

const longerThan = (field: "message" | "notes", label: string, max: number): FormCheck => (values) => {
  const text = values[field];
  return typeof text === "string" && text.length > max ? { field, message: `${label} may be at most ${max.toLocaleString("en-US")} characters.` } : null;
};

export const clientOptionChecks: FormCheck[] = [
  (values) => {
    const email = values.clientEmail;
    if (typeof email !== "string" || email === "") return null;
    const parsed = EmailSchema.safeParse(email);
    return parsed.success ? null : { field: "clientEmail", message: parsed.error.issues[0]?.message ?? "Type a valid e-mail address." };
  },
  longerThan("message", "A word to the client", OPTION_LIMITS.message),
  longerThan("notes", "Staff notes", OPTION_LIMITS.notes),
];
