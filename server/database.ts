import path from "node:path";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import type { Env } from "./env.ts";

/** The embedded database lives in DATA_DIR/pglite; DATA_DIR also holds the lock. */
export function pgliteDirectory(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

export function openDatabaseFromEnv(env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "DATABASE_POOL_SIZE">): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ kind: "pglite", dataDir: pgliteDirectory(env.DATA_DIR) });
}
