/**
 * WEB_CONCURRENCY=N: the primary process forks N workers that share the
 * listening port (node:cluster hands connections round-robin) and serve on one
 * PostgreSQL database; everything they share lives there (sessions, throttles,
 * allowances, rate limits, the catalogue revision). A worker that dies is
 * replaced; SIGTERM or SIGINT passes to every worker, each drains its requests
 * (server/main.ts), and the primary exits when the last one has.
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./logger.ts";

/** A worker that dies sooner than this after starting is restarted after a pause, not in a tight loop... */
const EARLY_DEATH_MS = 5_000;
const RESTART_PAUSE_MS = 1_000;
/** ...and after this many early deaths in a row (a taken port, a bad setting) the primary gives up. */
const EARLY_DEATHS_TO_GIVE_UP = 5;

export interface SuperviseOptions {
  count: number;
  logger: Logger;
  /** How long the workers get to drain before the primary gives up on them. */
  graceMs: number;
}

export function superviseWorkers({ count, logger, graceMs }: SuperviseOptions): void {
  let stopping = false;
  let exitCode = 0;
  let earlyDeathsInARow = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info("all workers stopped");
        process.exit(exitCode);
      }
      return;
    }
    earlyDeathsInARow = lived < EARLY_DEATH_MS ? earlyDeathsInARow + 1 : 0;
    if (earlyDeathsInARow >= EARLY_DEATHS_TO_GIVE_UP) {
      logger.fatal({ code, signal }, `${EARLY_DEATHS_TO_GIVE_UP} workers in a row died within ${EARLY_DEATH_MS / 1000} s of starting; stopping (see their messages above)`);
      stopping = true;
      exitCode = 1;
      for (const other of startedAt.keys()) other.process.kill("SIGTERM");
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a worker died; starting another");
    if (earlyDeathsInARow > 0) setTimeout(fork, RESTART_PAUSE_MS);
    else fork();
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, "shutting down the workers");
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    const force = setTimeout(() => {
      logger.error("workers did not stop in time; exiting");
      process.exit(1);
    }, graceMs + 2_000);
    force.unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  logger.info({ workers: count }, "starting worker processes");
  for (let i = 0; i < count; i++) fork();
}
