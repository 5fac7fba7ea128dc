/**
 * Start-up: environment, data-directory lock, database (migrate, seed an empty
 * one, first administrator: server/prepare-database.ts), HTTP server, graceful
 * shutdown. With WEB_CONCURRENCY=N > 1 (PostgreSQL only) this process prepares
 * the database and then supervises N worker processes (server/workers.ts) that
 * share the port; each worker serves.
 *
 *   node build/main.js          production: the compiled form of this file (`npm start` builds it, server/ensure-build.ts)
 *   tsx server/main.ts --dev    development with Vite hot reload
 *   node build/main.js --prepare-database   migrate, seed an empty database, first administrator; then exit
 */
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type * as serverBundle from "./app.ts";
import type { AppDependencies } from "./app.ts";
import { DataDirLockedError, lockDataDir, type DataDirLock } from "./data-dir-lock.ts";
import { openDatabaseFromEnv } from "./database.ts";
import { SERVER_BUILD } from "./ensure-build.ts";
import { EnvError, parseEnv, smtpSettingsOf, type Env } from "./env.ts";
import { startMailWorker } from "./mail/start-mail.ts";
import { createHttpApp } from "./http-app.ts";
import { boundHeapGrowth } from "./heap.ts";
import { createLogger, type Logger } from "./logger.ts";
import { holdsParentsLock, isNewEmbeddedDatabase, PREPARE_DATABASE_FLAG, prepareInChildProcess } from "./first-run.ts";
import { prepareDatabase } from "./prepare-database.ts";
import { createPublicRenderCache } from "./public-render-cache.ts";
import { superviseWorkers } from "./workers.ts";
import { startCatalogueRevisionFeed, startEmbeddedCatalogueRevisionFeed } from "../db/catalogue-revision-feed.ts";
import { deleteExpiredGuests } from "../db/queries/guests.ts";
import { deleteExpiredRateLimits } from "../db/queries/rate-limits.ts";
import { deleteExpiredSessions } from "../db/queries/sessions.ts";
import { issuerOf, queueInvoiceReminders } from "../db/queries/invoices.ts";
import { houstonCalendarDate } from "../core/format/dates.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

boundHeapGrowth();
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function main() {
  const development = process.argv.includes("--dev");
  let env: Env;
  try {
    env = parseEnv(development ? { NODE_ENV: "development", ...process.env } : process.env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  process.env.NODE_ENV = env.NODE_ENV;
  const logger = createLogger(env.LOG_LEVEL);

  if (process.argv.includes(PREPARE_DATABASE_FLAG)) {
    // By hand, or for a server on a new embedded data directory, which holds the lock meanwhile (server/first-run.ts).
    const lock = holdsParentsLock() ? null : await takeDataDirLock(env, logger);
    const database = await openDatabaseFromEnv(env);
    await prepareDatabase(database, prepareOptions(env, logger.child({ pid: process.pid, task: "prepare-database" })));
    await database.close();
    await lock?.release();
    process.exit(0);
  }

  const processes = development ? 1 : env.WEB_CONCURRENCY;
  if (processes > 1 && !env.DATABASE_URL) {
    fail(
      `WEB_CONCURRENCY=${processes} asks for ${processes} server processes, but the embedded database serves one process only.\n` +
        "Set DATABASE_URL to a PostgreSQL database (postgres://user@host:5432/name) to run several, or leave WEB_CONCURRENCY unset.",
    );
  }
  if (processes > 1 && cluster.isPrimary) {
    // The primary prepares the database once, then only supervises: the workers serve.
    const database = await openDatabaseFromEnv(env);
    await prepareDatabase(database, prepareOptions(env, logger));
    await database.close();
    superviseWorkers({ count: processes, logger, graceMs: SHUTDOWN_GRACE_MS });
    return;
  }
  await serve(env, logger, development);
}

function prepareOptions(env: Env, logger: Logger) {
  return {
    seedApartments: env.SEED_APARTMENTS,
    admin: { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, announce: (message: string) => console.log(message) },
    log: (message: string, details?: object) => logger.info(details ?? {}, message),
  };
}

/** Embedded mode: the exclusive lock on DATA_DIR, or exit (PostgreSQL: none needed). */
async function takeDataDirLock(env: Env, logger: Logger): Promise<DataDirLock | null> {
  if (env.DATABASE_URL) return null;
  try {
    return await lockDataDir(env.DATA_DIR, (error) => {
      logger.fatal({ err: error }, "lost the data directory lock; stopping to protect the data");
      process.exit(1);
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}

async function serve(env: Env, logger: Logger, development: boolean) {
  const lock = await takeDataDirLock(env, logger);

  // A worker's primary prepared the database before forking it; a new embedded database is prepared by a
  // child process, so that this one does not carry what creating it cost (server/first-run.ts).
  let prepared = cluster.isWorker;
  if (!prepared && isNewEmbeddedDatabase(env)) {
    await prepareInChildProcess(development ? ["--dev"] : []).catch((error: Error) => fail(error.message));
    prepared = true;
  }
  const database = await openDatabaseFromEnv(env);
  if (!prepared) await prepareDatabase(database, prepareOptions(env, logger));
  // The catalogue revision, announced by NOTIFY, so that requests need not read it (decision 021).
  const catalogueRevision = env.DATABASE_URL
    ? startCatalogueRevisionFeed({ url: env.DATABASE_URL, onError: (error) => logger.warn({ err: error }, "catalogue revision feed: connection lost, reading per request until it is back") })
    : database.pglite && (await startEmbeddedCatalogueRevisionFeed(database.pglite));

  // Housekeeping: expired sessions are refused anyway, guests past their cookie's lifetime and
  // ended rate-limit windows count for nothing; this keeps the tables small.
  const pruneExpired = async () => {
    const now = new Date();
    await Promise.all([
      deleteExpiredSessions(database.db, now).catch((error: unknown) => logger.warn({ err: error }, "session pruning failed")),
      deleteExpiredGuests(database.db, now).catch((error: unknown) => logger.warn({ err: error }, "guest pruning failed")),
      deleteExpiredRateLimits(database.db, now).catch((error: unknown) => logger.warn({ err: error }, "rate-limit pruning failed")),
    ]);
  };
  await pruneExpired();
  const pruneTimer = setInterval(pruneExpired, 60 * 60_000);
  pruneTimer.unref();

  const smtp = smtpSettingsOf(env);
  const config = {
    guestMessageLimit: env.GUEST_MESSAGE_LIMIT,
    guestDailyAddressLimit: env.GUEST_DAILY_ADDRESS_LIMIT,
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    publicOrigin: env.PUBLIC_ORIGIN ?? null,
    languageModel:
      env.LLM_BASE_URL && env.LLM_MODEL && env.LLM_API_KEY ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY } : null,
    texasBroker: {
      name: env.BROKER_NAME ?? null,
      licenseNumber: env.BROKER_LICENSE_NUMBER ?? null,
      email: env.BROKER_EMAIL ?? null,
      phone: env.BROKER_PHONE ?? null,
      address: env.BROKER_ADDRESS ?? null,
      iabsUrl: env.TREC_IABS_URL ?? null,
      consumerProtectionUrl: env.TREC_CONSUMER_PROTECTION_URL ?? null,
    },
    alerts: { emailEnabled: smtp !== null, secret: env.ALERTS_SECRET ?? null },
  };
  // Commission invoices' reminders (decision 037): queued hourly, each once, on day 31 and 61 after sending; the outbox
  // sends them with SMTP and keeps them for the back office without.
  const remindInvoices = () =>
    queueInvoiceReminders(database.db, issuerOf(config.texasBroker), houstonCalendarDate(new Date()))
      .then((queued) => (queued > 0 ? logger.info({ queued }, "invoice reminders queued") : undefined))
      .catch((error: unknown) => logger.warn({ err: error }, "invoice reminders failed; trying again in an hour"));
  void remindInvoices();
  const reminderTimer = setInterval(remindInvoices, 60 * 60_000);
  reminderTimer.unref();
  // E-mail only with SMTP settings (decisions 027, 028); without them alerts stay in the app and the outbox keeps
  // every message for administrators to see.
  const mailWorker = smtp
    ? startMailWorker({
        db: database.db,
        smtp,
        origin: env.PUBLIC_ORIGIN!,
        secret: env.ALERTS_SECRET ?? null,
        intervalMinutes: env.ALERTS_CHECK_MINUTES,
        logger,
        tickMs: env.MAIL_TICK_SECONDS * 1000,
      })
    : null;
  // Public renders are kept only while the feed vouches for the revision; never in development (hot reload).
  const publicRenders = !development && catalogueRevision ? createPublicRenderCache({ revision: () => catalogueRevision.current() }) : null;
  const { handler, devMiddleware, closeDev } = await loadRequestHandler(development, { db: database.db, config, catalogueRevision, publicRenders, warmAssistant: !development });
  const app = createHttpApp({
    logger,
    development,
    trustProxy: env.TRUST_PROXY,
    clientDir: development ? undefined : path.join(ROOT, "build/client"),
    devMiddleware,
    ping: database.ping,
    handler,
    publicRenders: publicRenders?.serve,
  });

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, database: database.target }, "listening");
    console.log(`\n  Houston Apartment Specialist is running at http://localhost:${port}\n`);
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") fail(`Port ${env.PORT} is already in use. Set PORT to another port.`);
    throw error;
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("connections did not close in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(pruneTimer);
    clearInterval(reminderTimer);
    mailWorker?.stop();
    server.close(async () => {
      await closeDev?.();
      await catalogueRevision?.close();
      await database.close();
      await lock?.release();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

type ServerBundle = typeof serverBundle;

interface LoadedHandler {
  handler: RequestHandler;
  devMiddleware?: RequestHandler;
  closeDev?: () => Promise<void>;
}


async function loadRequestHandler(development: boolean, deps: AppDependencies): Promise<LoadedHandler> {
  if (!development) {
    if (!existsSync(path.join(ROOT, SERVER_BUILD))) fail(`The production build is missing (${SERVER_BUILD}). Run \`npm run build\`, or start with \`npm start\`, which builds it.`);
    const bundle = (await import(pathToFileURL(path.join(ROOT, SERVER_BUILD)).href)) as ServerBundle;
    return { handler: bundle.createReactRouterHandler(deps) };
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  return {
    devMiddleware: devServer.middlewares,
    // Reloaded per request so that edits show up without a restart.
    handler: async (req, res, next) => {
      try {
        const bundle = (await devServer.ssrLoadModule("./server/app.ts")) as ServerBundle;
        await bundle.createReactRouterHandler(deps)(req, res, next);
      } catch (error) {
        next(error);
      }
    },
    closeDev: () => devServer.close(),
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
