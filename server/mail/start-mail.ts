/**
 * The mail worker of a server process, started only when SMTP is configured (decisions 027, 028). Once a minute: due
 * saved searches are checked for alerts (each at most every ALERTS_CHECK_MINUTES), then the one outbox is drained
 * (alerts, verification links: everything queued since). A tick never overlaps the previous one; a failing tick is
 * logged and the next one tries again. Several processes may run it: the queries claim their rows.
 */
import type { Database } from "../../db/client-types.ts";
import { unsubscribeSecret } from "../../db/queries/server-secrets.ts";
import { queueAlertEmails } from "../alerts/alert-email-job.ts";
import type { smtpSettingsOf } from "../env.ts";
import type { Logger } from "../logger.ts";
import { drainOutbox } from "./drain-outbox.ts";

const TICK_MS = 60_000;

export interface MailWorkerOptions {
  db: Database;
  smtp: NonNullable<ReturnType<typeof smtpSettingsOf>>;
  origin: string;
  secret: string | null;
  intervalMinutes: number;
  logger: Logger;
  /** Milliseconds between ticks (tests use a short one). */
  tickMs?: number;
}

export function startMailWorker({ db, smtp, origin, secret, intervalMinutes, logger, tickMs = TICK_MS }: MailWorkerOptions): { stop: () => void } {
  // Loaded only here, with SMTP configured: nodemailer costs a process about 12 MB it would not use otherwise.
  const transport = import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtp.transport));
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const queued = await queueAlertEmails(db, { origin, secret: await unsubscribeSecret(db, secret), intervalMinutes });
      const sent = await drainOutbox(db, await transport, smtp.from);
      if (queued > 0 || sent > 0) logger.info({ queued, sent }, "e-mail");
    } catch (error) {
      logger.warn({ err: error }, "e-mail tick failed; trying again at the next one");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  void tick();
  return {
    stop: () => {
      clearInterval(timer);
      transport.then((t) => t.close()).catch(() => {});
    },
  };
}
