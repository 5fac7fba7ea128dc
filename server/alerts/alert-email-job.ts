/**
 * The alert e-mail job of a server process (decision 027), started only when SMTP is configured. Each tick:
 * 1. check the opted-in saved searches that are due (claimed with FOR UPDATE SKIP LOCKED, so several processes on
 *    one PostgreSQL database split them): alerts against what the renter last saw, minus those already e-mailed;
 *    anything left becomes one outbox row;
 * 2. drain the outbox: each due message is claimed for one attempt, sent, and marked sent, or retried later with a
 *    growing delay, and given up after MAX_ATTEMPTS.
 */
import type { Transporter } from "nodemailer";
import { alertKey } from "../../core/alerts/detect-changes.ts";
import { composeAlertEmail } from "../../core/alerts/alert-email.ts";
import { savedSearchHref } from "../../core/alerts/saved-search.ts";
import { signUnsubscribeToken, unsubscribeUrl } from "../../core/alerts/unsubscribe-token.ts";
import type { Database } from "../../db/client-types.ts";
import { claimDueEmails, claimDueEmailSearches, enqueueAlertEmail, markEmailFailed, markEmailSent } from "../../db/queries/alert-email.ts";
import { alertsOf } from "../../db/queries/saved-searches.ts";

export const MAX_ATTEMPTS = 5;
/** Delay before the next attempt after the n-th failure (n = 1..MAX_ATTEMPTS-1). */
const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60];
const SEND_LEASE_SECONDS = 120;
const BATCH = 25;

export interface CheckOptions {
  origin: string;
  secret: string;
  intervalMinutes: number;
}

/** Step 1; returns how many e-mails were queued. */
export async function queueAlertEmails(db: Database, { origin, secret, intervalMinutes }: CheckOptions): Promise<number> {
  let queued = 0;
  for (;;) {
    const due = await claimDueEmailSearches(db, intervalMinutes, BATCH);
    for (const search of due) {
      const alerts = await alertsOf(db, search.query, search.seen);
      const sent = new Set(search.emailedKeys);
      const fresh = alerts.filter((alert) => !sent.has(alertKey(alert)));
      if (fresh.length === 0) continue;
      const email = composeAlertEmail({
        searchName: search.name,
        origin,
        searchPath: savedSearchHref(search.query),
        alerts: fresh,
        unsubscribeUrl: unsubscribeUrl(origin, signUnsubscribeToken(search.id, secret)),
      });
      // Keys of alerts still standing, so an alert that went away and comes back is news again.
      const keys = alerts.map(alertKey);
      await enqueueAlertEmail(db, { savedSearchId: search.id, toAddress: search.email, subject: email.subject, textBody: email.text, headers: email.headers }, keys);
      queued += 1;
    }
    if (due.length < BATCH) return queued;
  }
}

export type AlertTransport = Pick<Transporter, "sendMail">;

/** Step 2; returns how many were sent. */
export async function drainOutbox(db: Database, transport: AlertTransport, from: string): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDueEmails(db, BATCH, SEND_LEASE_SECONDS);
    for (const message of claimed) {
      try {
        await transport.sendMail({ from, to: message.toAddress, subject: message.subject, text: message.textBody, headers: message.headers });
        await markEmailSent(db, message.id);
        sent += 1;
      } catch (error) {
        const delay = message.attempts < MAX_ATTEMPTS ? RETRY_DELAYS_SECONDS[message.attempts - 1] : undefined;
        await markEmailFailed(db, message.id, error instanceof Error ? error.message : String(error), delay === undefined ? null : new Date(Date.now() + delay * 1000));
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}
