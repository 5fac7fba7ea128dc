/**
 * The alert e-mails of a server process (decision 027), checked only when SMTP is configured: the opted-in saved
 * searches that are due (claimed with FOR UPDATE SKIP LOCKED, so several processes on one PostgreSQL database split
 * them) get their alerts against what the renter last saw, minus those already e-mailed; anything left becomes one
 * row of the outbox, which server/mail/drain-outbox.ts sends.
 */
import { alertKey } from "../../core/alerts/detect-changes.ts";
import { composeAlertEmail } from "../../core/alerts/alert-email.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { savedSearchHref } from "../../core/alerts/saved-search.ts";
import { signUnsubscribeToken, unsubscribeUrl } from "../../core/alerts/unsubscribe-token.ts";
import type { Database } from "../../db/client-types.ts";
import { claimDueEmailSearches, enqueueAlertEmail } from "../../db/queries/alert-email.ts";
import { alertsOf } from "../../db/queries/saved-searches.ts";

const BATCH = 25;

export interface CheckOptions {
  origin: string;
  secret: string;
  intervalMinutes: number;
}

/** Returns how many e-mails were queued. */
export async function queueAlertEmails(db: Database, { origin, secret, intervalMinutes }: CheckOptions): Promise<number> {
  let queued = 0;
  for (;;) {
    const due = await claimDueEmailSearches(db, intervalMinutes, BATCH);
    for (const search of due) {
      const alerts = await alertsOf(db, search.query, search.seen, search.seenAt);
      const sent = new Set(search.emailedKeys);
      const fresh = alerts.filter((alert) => !sent.has(alertKey(alert)));
      if (fresh.length === 0) continue;
      const email = composeAlertEmail({
        searchName: search.name,
        origin,
        searchPath: savedSearchHref(search.query),
        alerts: fresh,
        unsubscribeUrl: unsubscribeUrl(origin, signUnsubscribeToken(search.id, secret)),
        today: houstonCalendarDate(new Date()),
      });
      // Keys of alerts still standing, so an alert that went away and comes back is news again.
      const keys = alerts.map(alertKey);
      await enqueueAlertEmail(db, search, email, keys);
      queued += 1;
    }
    if (due.length < BATCH) return queued;
  }
}
