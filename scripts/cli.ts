/**
 * Shared set-up for the command-line scripts: environment, the data-directory
 * lock in embedded mode, and the database handle.
 */
import type { DatabaseHandle } from "../db/client.ts";
import { DataDirLockedError, lockDataDir, type DataDirLock } from "../server/data-dir-lock.ts";
import { openDatabaseFromEnv } from "../server/database.ts";
import { EnvError, parseEnv, type Env } from "../server/env.ts";
import { boundHeapGrowth } from "../server/heap.ts";

// The scripts work through whole catalogues: their heap is bounded as the server's is.
boundHeapGrowth();

export function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

export function loadEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) exitWith(error.message);
    throw error;
  }
}

/** Takes the embedded database's lock (so no server runs on it meanwhile), then runs `work`. */
export async function withDataDirLock<T>(env: Env, work: () => Promise<T>): Promise<T> {
  let lock: DataDirLock | null = null;
  if (!env.DATABASE_URL) {
    try {
      lock = await lockDataDir(env.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) exitWith(error.message);
      throw error;
    }
  }
  try {
    return await work();
  } finally {
    await lock?.release();
  }
}

export async function withDatabase<T>(env: Env, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  return withDataDirLock(env, async () => {
    const database = await openDatabaseFromEnv(env);
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  });
}
