/**
 * The embedded database's first run happens in a short-lived child process (decision 021, "Memory").
 *
 * Creating a PGlite data directory (initdb), building the schema from the migrations and loading the
 * demo data leave about 100 MB in the process that did them: WebAssembly memory never shrinks, and
 * the allocator keeps the arenas it grew. A server that did all that would carry it for its whole
 * life, so on a new data directory the server forks itself with `--prepare-database` (migrate, seed,
 * first administrator, exit) and opens the prepared directory afterwards, as on any later start.
 *
 * The child works under the parent's data-directory lock (server/data-dir-lock.ts): the parent holds
 * it and waits, so nothing else can open the directory meanwhile. Run by hand, `--prepare-database`
 * takes the lock itself like every other process that opens the embedded database.
 */
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env.ts";
import { pgliteDirectory } from "./database.ts";

/** Asks `node build/main.js` (or `tsx server/main.ts`) to prepare the database and exit. */
export const PREPARE_DATABASE_FLAG = "--prepare-database";

/** Names the parent that holds the data-directory lock for the child it forked. */
const LOCK_HOLDER_VARIABLE = "HOUSTON_DATA_DIR_LOCK_HOLDER";

/** True in the child that a server forked: its parent holds the lock. Run by hand, the flag takes the lock itself. */
export function holdsParentsLock(): boolean {
  return process.env[LOCK_HOLDER_VARIABLE] === String(process.ppid);
}

/** True when the embedded database has no data directory yet (PostgreSQL: never). */
export function isNewEmbeddedDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): boolean {
  return !env.DATABASE_URL && !existsSync(path.join(pgliteDirectory(env.DATA_DIR), "PG_VERSION"));
}

/**
 * Runs this same entry point with PREPARE_DATABASE_FLAG (plus the given arguments) and resolves when it
 * has finished; rejects when it fails (its own error is already on stderr).
 */
export function prepareInChildProcess(extraArgs: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    // The same script and Node options (a TypeScript loader in development, none in production).
    const child = fork(process.argv[1]!, [PREPARE_DATABASE_FLAG, ...extraArgs], {
      stdio: "inherit",
      env: { ...process.env, [LOCK_HOLDER_VARIABLE]: String(process.pid) },
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`preparing the new database failed (${signal ? `signal ${signal}` : `exit code ${code}`}); its error is printed above`));
    });
  });
}
