/**
 * The alert e-mail of a saved search: subject, plain text with its HTML alternative, and the unsubscribe headers of
 * RFC 2369 and RFC 8058 (List-Unsubscribe with the https link, List-Unsubscribe-Post for one-click). Pure: the job
 * fills in the origin and the token, and the outbox keeps the result as it will be sent.
 */
import { composeEmail, type EmailBlock } from "../mail/email-body.ts";
import type { ComposedEmail } from "../mail/outbox-kinds.ts";
import { alertHref, describeAlert } from "./alert-wording.ts";
import type { SearchAlert } from "./detect-changes.ts";

export type AlertEmail = ComposedEmail;

export interface AlertEmailInput {
  searchName: string;
  /** The site's origin, for absolute links. */
  origin: string;
  /** The saved search on /listings (path and query). */
  searchPath: string;
  alerts: readonly SearchAlert[];
  unsubscribeUrl: string;
  /** yyyy-mm-dd, Houston: the day the e-mail is written (a date within the year goes without its year). */
  today: string;
}

/** At most this many alerts are written out; the rest are counted. */
export const MAX_ALERTS_IN_EMAIL = 20;

export function composeAlertEmail({ searchName, origin, searchPath, alerts, unsubscribeUrl, today }: AlertEmailInput): AlertEmail {
  const count = alerts.length;
  const more: EmailBlock[] = count > MAX_ALERTS_IN_EMAIL ? [{ kind: "paragraph", text: `…and ${count - MAX_ALERTS_IN_EMAIL} more.` }] : [];
  return composeEmail({
    subject: `${count} new or cheaper for "${searchName}"`,
    blocks: [
      { kind: "paragraph", text: `Your saved search "${searchName}" has ${count} new or cheaper ${count === 1 ? "listing" : "listings"}:` },
      { kind: "list", items: alerts.slice(0, MAX_ALERTS_IN_EMAIL).map((alert) => ({ text: `${alert.title}: ${describeAlert(alert, today)}`, href: `${origin}${alertHref(alert)}` })) },
      ...more,
      { kind: "button", label: "See the whole search", href: `${origin}${searchPath}` },
      { kind: "small", text: "You get this e-mail because you turned on e-mail alerts for this saved search." },
      { kind: "small-link", label: "Stop these e-mails (no sign-in needed)", href: unsubscribeUrl },
    ],
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
