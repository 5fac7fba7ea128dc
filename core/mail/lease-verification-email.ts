/**
 * "Please verify this lease": the e-mail to a community's leasing contact (issue 28, decision 036). It names the
 * client, the unit, the move-in date and the rent as the locator recorded them, and carries the private link where
 * the property confirms or corrects them without an account. Nothing else about the client leaves.
 */
import { formatCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";
import { composeEmail, oneLine } from "./email-body.ts";
import type { ComposedEmail } from "./outbox-kinds.ts";

export interface LeaseVerificationEmailInput {
  community: string;
  contactName: string | null;
  clientName: string;
  unit: string | null;
  moveIn: string;
  rent: number;
  /** The absolute link (or a bare path without PUBLIC_ORIGIN). */
  link: string;
  /** yyyy-mm-dd: the last day the link works. */
  expiresOn: string;
  /** Who asks: the brokerage's name and the locator. */
  company: string;
  locator: string;
}

export function composeLeaseVerificationEmail(input: LeaseVerificationEmailInput): ComposedEmail {
  return composeEmail({
    subject: `Lease verification: ${oneLine(input.clientName)} at ${oneLine(input.community)}`,
    blocks: [
      { kind: "heading", text: `Please verify a lease at ${oneLine(input.community)}` },
      {
        kind: "paragraph",
        text: `${input.contactName ? `Hello ${input.contactName}, ` : "Hello, "}${input.clientName} leased at ${input.community} as a referral of ${input.locator} at ${input.company}. Please confirm the lease as we recorded it, or correct it:`,
      },
      {
        kind: "details",
        rows: [
          { label: "Resident", value: input.clientName },
          ...(input.unit ? [{ label: "Unit", value: input.unit }] : []),
          { label: "Move-in", value: formatCalendarDate(input.moveIn) },
          { label: "Monthly rent", value: formatDollars(input.rent) },
        ],
      },
      { kind: "button", label: "Confirm or correct the lease", href: input.link },
      {
        kind: "small",
        text: `The link works without an account until ${formatCalendarDate(input.expiresOn)}, for one answer. It shows this lease only. If you were not expecting it, you can ignore this e-mail.`,
      },
    ],
  });
}
