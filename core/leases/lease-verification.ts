/**
 * The property's verification of a lease (issue 28, decision 036): a private link sent to the community's leasing
 * contact, opened without an account, answered once: "confirmed" as recorded, or "corrected" with the property's
 * move-in date, rent and unit. The token is 32 random bytes; only its SHA-256 is kept, so a leaked database holds no
 * working link. The link lives VERIFICATION_DAYS.
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { isCalendarDate } from "../format/dates.ts";

export const VERIFICATION_DAYS = 14;

/** A new link's token (what the e-mail carries) and its hash (what the database keeps). */
export function newVerificationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashVerificationToken(token) };
}

export function hashVerificationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as links carry it: 43 base64url characters; anything else is no token. */
export const VerificationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The link's path; the token is a query parameter, so request logs redact it (server/log-redaction.ts). */
export function leaseVerificationPath(token: string): string {
  return `/lease-verification?token=${encodeURIComponent(token)}`;
}

const trimmed = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .transform((value) => value || null);

/** The property's answer, as its form posts it. */
export const VerificationAnswerSchema = z.discriminatedUnion("answer", [
  z.object({
    answer: z.literal("confirmed"),
    contactName: trimmed(120, "Keep your name under 121 characters."),
    note: trimmed(1000, "Keep the note under 1,001 characters."),
  }),
  z.object({
    answer: z.literal("corrected"),
    contactName: trimmed(120, "Keep your name under 121 characters."),
    note: trimmed(1000, "Keep the note under 1,001 characters."),
    moveIn: z.string().trim().refine(isCalendarDate, { error: "Give the move-in date." }),
    rent: z
      .string()
      .trim()
      .transform((text, context) => {
        const digits = text.replace(/[$,\s]/g, "");
        const rent = /^\d{1,6}$/.test(digits) ? Number(digits) : NaN;
        if (!Number.isInteger(rent) || rent < 100 || rent > 100_000) {
          context.addIssue({ code: "custom", message: "Give the monthly rent in whole dollars (100 to 100,000)." });
          return z.NEVER;
        }
        return rent;
      }),
    unit: trimmed(40, "Keep the unit under 41 characters."),
  }),
], { error: "Confirm the lease or correct it." });
export type VerificationAnswer = z.infer<typeof VerificationAnswerSchema>;

export interface LeaseFactsForProperty {
  moveIn: string;
  rent: number;
  unit: string | null;
}

/** What the answer changed, for the client's timeline: "confirmed" or the corrected figures before and after. */
export function describeVerification(recorded: LeaseFactsForProperty, answer: VerificationAnswer, community: string): string {
  if (answer.answer === "confirmed") return `${community} confirmed the lease: move-in ${recorded.moveIn}, $${recorded.rent.toLocaleString("en-US")}/month${recorded.unit ? `, unit ${recorded.unit}` : ""}`;
  const changes = [
    answer.moveIn !== recorded.moveIn ? `move-in ${recorded.moveIn} → ${answer.moveIn}` : null,
    answer.rent !== recorded.rent ? `rent $${recorded.rent.toLocaleString("en-US")} → $${answer.rent.toLocaleString("en-US")}` : null,
    (answer.unit ?? null) !== (recorded.unit ?? null) ? `unit ${recorded.unit ?? "(none)"} → ${answer.unit ?? "(none)"}` : null,
  ].filter(Boolean);
  return `${community} corrected the lease: ${changes.length ? changes.join(", ") : "nothing differed"}`;
}
