/**
 * The alert e-mail of a saved search: subject, plain text and the unsubscribe headers of RFC 2369 and RFC 8058
 * (List-Unsubscribe with the https link, List-Unsubscribe-Post for one-click). Pure: the job fills in the origin
 * and the token, and the outbox keeps the result as it will be sent.
 */
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
}

/** At most this many alerts are written out; the rest are counted. */
export const MAX_ALERTS_IN_EMAIL = 20;

export function composeAlertEmail({ searchName, origin, searchPath, alerts, unsubscribeUrl }: AlertEmailInput): AlertEmail {
  const count = alerts.length;
  const lines = alerts.slice(0, MAX_ALERTS_IN_EMAIL).map((alert) => `- ${alert.title}: ${describeAlert(alert)}\n  ${origin}${alertHref(alert)}`);
  const more = count > MAX_ALERTS_IN_EMAIL ? [`…and ${count - MAX_ALERTS_IN_EMAIL} more.`] : [];
  const text = [
    `Your saved search "${searchName}" has ${count} new or cheaper ${count === 1 ? "listing" : "listings"}:`,
    "",
    ...lines,
    ...more,
    "",
    `See the whole search: ${origin}${searchPath}`,
    "",
    "You get this e-mail because you turned on e-mail alerts for this saved search.",
    `Stop these e-mails (no sign-in needed): ${unsubscribeUrl}`,
  ].join("\n");
  return {
    subject: `${count} new or cheaper for "${searchName}"`,
    text,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
