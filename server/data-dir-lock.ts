/**
 * PGlite has no lock of its own: two processes on one data directory silently
 * lose writes. Every process that opens the embedded database (server, seed,
 * backup, restore) takes this exclusive lock first.
 */
import lockfile from "proper-lockfile";
import { mkdirSync } from "node:fs";
import path from "node:path";

/** How long after its holder stops refreshing it a lock counts as abandoned (a crash). */
export const LOCK_STALE_MS = 10_000;

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${path.resolve(dataDir)} is in use by another process ` +
        `(a running server, seed, backup or restore). Stop that process first, or set DATA_DIR to another directory. ` +
        `If the other process crashed, its lock is released automatically within ${LOCK_STALE_MS / 1000} seconds.`,
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    throw error;
  },
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, ".lock"),
      stale: LOCK_STALE_MS,
      update: LOCK_STALE_MS / 2,
      retries: 0,
      realpath: false,
      onCompromised,
    });
    let released = false;
    return {
      async release() {
        if (released) return;
        released = true;
        await release();
      },
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}
