/**
 * Opens the database: embedded PGlite under a data directory (the default), or a
 * PostgreSQL server through a node-postgres pool when a URL is given. One schema,
 * one set of migrations, one Drizzle type for both.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import { fileURLToPath } from "node:url";
import * as schema from "./schema/index.ts";
import type { Database } from "./client-types.ts";

export type { Database } from "./client-types.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseTarget =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | { kind: "postgres"; url: string; poolSize?: number };

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget["kind"];
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The PGlite instance in embedded mode (for dumps); null on PostgreSQL. */
  pglite: PGlite | null;
  /**
   * Runs `work` holding the start-up lock. On PostgreSQL a session advisory
   * lock on a connection of its own: of several processes starting at once
   * (workers, machines), one migrates and seeds while the others wait, then
   * find nothing left to do. The lock ends with its connection, so a process
   * that dies holding it frees it. Embedded: the data-directory lock already
   * makes this process the only one.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock's key: any constant bigint that nothing else on the database uses. */
const STARTUP_LOCK_KEY = "7416041890225160016";

async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock, also when the unlock is never reached.
    await client.end().catch(() => {});
  }
}

/** Every PGlite instance (app, tests, scripts) must carry pg_trgm, or the migrations fail. */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "pglite") {
    const client = await createPglite(target);
    const db = drizzlePglite(client, { schema, casing: undefined });
    return {
      db: db as unknown as Database,
      target: "pglite",
      pglite: client,
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: () => ping(db as unknown as Database),
      close: () => client.close(),
      withStartupLock: (work) => work(),
    };
  }
  // No parallel workers for the app's statements (decision 007, issue 16): its queries are short, and on a server
  // whose cores are busy a Gather waits for a worker process to start and get a core, which made a 50 ms search take
  // 200-400 ms. A URL's own `options` parameter takes precedence.
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, options: "-c max_parallel_workers_per_gather=0" });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    target: "postgres",
    pglite: null,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db as unknown as Database),
    close: () => pool.end(),
    withStartupLock: (work) => withAdvisoryLock(target.url, work),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
