/**
 * Sends what the one outbox holds (decision 028): each due message is claimed for one attempt, sent, and marked sent,
 * or retried later with a growing delay, and given up after MAX_ATTEMPTS. Every kind alike (alerts, verification links,
 * new leads, tour confirmations...).
 */
import type { Transporter } from "nodemailer";
import type { Database } from "../../db/client-types.ts";
import { claimDueMessages, markMessageFailed, markMessageSent } from "../../db/queries/outbox.ts";

export const MAX_ATTEMPTS = 5;
/** Delay before the next attempt after the n-th failure (n = 1..MAX_ATTEMPTS-1). */
const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60];
const SEND_LEASE_SECONDS = 120;
const BATCH = 25;

export type MailTransport = Pick<Transporter, "sendMail">;

/** Returns how many were sent. */
export async function drainOutbox(db: Database, transport: MailTransport, from: string): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDueMessages(db, BATCH, SEND_LEASE_SECONDS);
    for (const message of claimed) {
      try {
        // With an HTML body nodemailer sends multipart/alternative: the text first, the HTML as the richer choice.
        await transport.sendMail({
          from,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          ...(message.htmlBody === null ? {} : { html: message.htmlBody }),
          ...(message.attachments.length
            ? { attachments: message.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.contentBase64, "base64") })) }
            : {}),
          headers: message.headers,
        });
        await markMessageSent(db, message.id);
        sent += 1;
      } catch (error) {
        const delay = message.attempts < MAX_ATTEMPTS ? RETRY_DELAYS_SECONDS[message.attempts - 1] : undefined;
        await markMessageFailed(db, message.id, error instanceof Error ? error.message : String(error), delay === undefined ? null : new Date(Date.now() + delay * 1000));
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}
