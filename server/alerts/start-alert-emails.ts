/**
 * Runs the alert e-mail job (alert-email-job.ts) in this server process once a minute: due saved searches are checked
 * (each at most every ALERTS_CHECK_MINUTES) and the outbox is drained. A tick never overlaps the previous one; a
 * failing tick is logged and the next one tries again. Several processes may run it: the queries claim their rows.
 */
import type { Database } from "../../db/client-types.ts";
import { unsubscribeSecret } from "../../db/queries/server-secrets.ts";
import type { smtpSettingsOf } from "../env.ts";
import type { Logger } from "../logger.ts";
import { drainOutbox, queueAlertEmails } from "./alert-email-job.ts";

const TICK_MS = 60_000;

export interface AlertEmailsOptions {
  db: Database;
  smtp: NonNullable<ReturnType<typeof smtpSettingsOf>>;
  origin: string;
  secret: string | null;
  intervalMinutes: number;
  logger: Logger;
}

export function startAlertEmails({ db, smtp, origin, secret, intervalMinutes, logger }: AlertEmailsOptions): { stop: () => void } {
  // Loaded only here, with SMTP configured: nodemailer costs a process about 12 MB it would not use otherwise.
  const transport = import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtp.transport));
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const queued = await queueAlertEmails(db, { origin, secret: await unsubscribeSecret(db, secret), intervalMinutes });
      const sent = await drainOutbox(db, await transport, smtp.from);
      if (queued > 0 || sent > 0) logger.info({ queued, sent }, "alert e-mails");
    } catch (error) {
      logger.warn({ err: error }, "alert e-mail tick failed; trying again at the next one");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  void tick();
  return {
    stop: () => {
      clearInterval(timer);
      transport.then((t) => t.close()).catch(() => {});
    },
  };
}
