/**
 * How an alert and a count of alerts read, in /account and in e-mail: one wording for both.
 */
import { formatBeds, formatDollars } from "../format/ranges.ts";
import { describePreviousRent } from "../pricing/rent-history.ts";
import type { SearchAlert } from "./detect-changes.ts";

/** "1 new or cheaper since your last visit", "3 new or cheaper since your last visit". */
export function newOrCheaperSummary(count: number): string {
  return `${count} new or cheaper since your last visit`;
}

/**
 * What changed, without the community's name: "New match from $1,250/mo", "2 Beds A2: $1,400/mo, was $1,550 on Nov 20"
 * (`today`, yyyy-mm-dd, decides whether the day needs its year).
 */
export function describeAlert(alert: SearchAlert, today: string): string {
  switch (alert.kind) {
    case "new-community":
      return alert.fromRent === null ? "New match" : `New match from ${formatDollars(alert.fromRent)}/mo`;
    case "newly-available":
      return `${formatBeds(alert.beds)} ${alert.planName} now available at ${formatDollars(alert.rent)}/mo`;
    case "rent-drop":
      return `${formatBeds(alert.beds)} ${alert.planName}: ${formatDollars(alert.rent)}/mo, ${describePreviousRent({ previousRent: alert.previousRent, previousOn: alert.previousOn ?? null }, today)}`;
  }
}

/** The apartment page an alert links to. */
export function alertHref(alert: SearchAlert): string {
  return `/apartments/${alert.slug}`;
}
