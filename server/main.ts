/**
 * Start-up: environment, data-directory lock, build check, database (migrate,
 * seed an empty one, first administrator), HTTP server, graceful shutdown.
 *
 *   tsx server/main.ts          production (builds first when needed)
 *   tsx server/main.ts --dev    development with Vite hot reload
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type * as serverBundle from "./app.ts";
import type { AppDependencies } from "./app.ts";
import { bootstrapAdmin } from "./bootstrap-admin.ts";
import { DataDirLockedError, lockDataDir, type DataDirLock } from "./data-dir-lock.ts";
import { openDatabaseFromEnv } from "./database.ts";
import { ensureBuild, SERVER_BUILD } from "./ensure-build.ts";
import { EnvError, parseEnv, type Env } from "./env.ts";
import { createHttpApp } from "./http-app.ts";
import { createLogger } from "./logger.ts";
import { deleteExpiredGuests } from "../db/queries/guests.ts";
import { deleteExpiredRateLimits } from "../db/queries/rate-limits.ts";
import { deleteExpiredSessions } from "../db/queries/sessions.ts";
import { isDatabaseEmpty, seedDatabase } from "../db/seed/load.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
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

  let lock: DataDirLock | null = null;
  if (!env.DATABASE_URL) {
    try {
      lock = await lockDataDir(env.DATA_DIR, (error) => {
        logger.fatal({ err: error }, "lost the data directory lock; stopping to protect the data");
        process.exit(1);
      });
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  if (!development) ensureBuild(ROOT, (message) => logger.info(message));

  const database = await openDatabaseFromEnv(env);
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) {
    logger.info({ apartments: env.SEED_APARTMENTS }, "empty database: loading the Houston demo data");
    const summary = await seedDatabase(database.db, { apartments: env.SEED_APARTMENTS });
    logger.info(summary, "demo data loaded");
  }
  await bootstrapAdmin(database.db, {
    username: env.ADMIN_USERNAME,
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    announce: (message) => console.log(message),
  });

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

  const config = {
    guestMessageLimit: env.GUEST_MESSAGE_LIMIT,
    guestDailyAddressLimit: env.GUEST_DAILY_ADDRESS_LIMIT,
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    publicOrigin: env.PUBLIC_ORIGIN ?? null,
    languageModel:
      env.LLM_BASE_URL && env.LLM_MODEL && env.LLM_API_KEY ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY } : null,
  };
  const { handler, devMiddleware, closeDev } = await loadRequestHandler(development, { db: database.db, config });
  const app = createHttpApp({
    logger,
    development,
    trustProxy: env.TRUST_PROXY,
    clientDir: development ? undefined : path.join(ROOT, "build/client"),
    devMiddleware,
    ping: database.ping,
    handler,
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
    server.close(async () => {
      await closeDev?.();
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
