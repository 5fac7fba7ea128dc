/**
 * "A new lead": the e-mail that tells a locator someone wrote to us (issue 28). It goes to the client's assigned
 * locator, or to every administrator while nobody is assigned. It carries what the person sent (they sent it to us,
 * and staff read it in the back office anyway) and the link to the client's page; never anything secret.
 */
import { INQUIRY_SOURCE_LABELS } from "../admin/resources/client-inquiries.ts";
import { formatCalendarDate } from "../format/dates.ts";
import type { InquirySource } from "../inquiries/inquiry-schema.ts";
import { composeEmail, mailtoHref, oneLine, telHref, type EmailDetail } from "./email-body.ts";
import type { ComposedEmail } from "./outbox-kinds.ts";

/** The back office's page of a client. */
export function adminClientPath(clientId: number): string {
  return `/admin/clients/${clientId}`;
}

export interface NewLeadEmailInput {
  clientId: number;
  /** PUBLIC_ORIGIN; null makes the link a bare path (decision 028: such a message never leaves without SMTP). */
  origin: string | null;
  inquiry: {
    name: string;
    email: string;
    phone: string | null;
    source: InquirySource;
    message: string;
    /** yyyy-mm-dd. */
    moveInDate: string | null;
    /** The community the person asked about, if any. */
    communityName: string | null;
  };
  /** Why this reader gets it: they are the client's locator, or nobody is and they are an administrator. */
  recipient: "assigned" | "unassigned";
}

export function composeNewLeadEmail({ clientId, origin, inquiry, recipient }: NewLeadEmailInput): ComposedEmail {
  const source = INQUIRY_SOURCE_LABELS[inquiry.source] ?? inquiry.source;
  const details: EmailDetail[] = [
    { label: "Name", value: inquiry.name },
    { label: "E-mail", value: inquiry.email, href: mailtoHref(inquiry.email) },
    ...(inquiry.phone ? [{ label: "Phone", value: inquiry.phone, href: telHref(inquiry.phone) }] : []),
    { label: "How they reached us", value: source },
    ...(inquiry.communityName ? [{ label: "Asked about", value: inquiry.communityName }] : []),
    ...(inquiry.moveInDate ? [{ label: "Move-in", value: formatCalendarDate(inquiry.moveInDate) }] : []),
  ];
  return composeEmail({
    subject: `New lead: ${inquiry.name} (${source})`,
    blocks: [
      { kind: "heading", text: `New lead: ${oneLine(inquiry.name)}` },
      { kind: "paragraph", text: `${inquiry.name} wrote to us${inquiry.communityName ? ` about ${inquiry.communityName}` : ""}.` },
      { kind: "details", rows: details },
      { kind: "paragraph", text: "Their message:" },
      { kind: "quote", text: inquiry.message },
      { kind: "button", label: "Open the client", href: `${origin ?? ""}${adminClientPath(clientId)}` },
      {
        kind: "small",
        text:
          recipient === "assigned"
            ? "You get this e-mail because you are this client's locator."
            : "You get this e-mail because nobody is assigned to this client yet; every administrator gets it. Assign the client to stop the others' copies of the next one.",
      },
    ],
  });
}
