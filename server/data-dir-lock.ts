/**
 * PGlite has no lock of its own: two processes on one data directory silently
 * lose writes. Every process that opens the embedded database (server, seed,
 * backup, restore) takes this exclusive lock first.
 *
 * The lock is the directory DATA_DIR/.lock holding one owner file (pid, host
 * name, boot id, process start time). A lock whose owner is no longer alive on
 * this host is taken over at once, so a supervisor can restart a crashed server
 * without waiting; a lock from another host is never taken over, since its
 * owner cannot be checked from here. The host is the host name: a container
 * restarted by its runtime keeps it (and is taken over at once), two containers
 * sharing a data directory must have different ones (Docker's default).
 *
 * Race-freedom rests on three atomic filesystem steps, never on timing:
 * - taking: rename a staging directory (owner file already inside) to .lock,
 *   which fails while .lock holds a file; so exactly one of several takers wins;
 * - clearing a dead owner: unlink that owner's file by its unique name (a newer
 *   owner's file has another name, so it is never removed by mistake), then
 *   rmdir .lock, which only removes it while empty;
 * - an empty .lock means free (a holder released it or died while clearing).
 */
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const LOCK_NAME = ".lock";
const STAGING_PREFIX = ".lock-staging-";
/** How often a holder checks that its owner file is still in place. */
const COMPROMISE_CHECK_MS = 5_000;

/** Who holds the lock, as written in its owner file. */
export interface LockOwner {
  pid: number;
  host: string;
  /** Linux: /proc/sys/kernel/random/boot_id; a lock from an earlier boot has a dead owner. */
  bootId: string | null;
  /** Linux: the process start time (clock ticks since boot), which tells a reused pid apart. */
  startTime: string | null;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    message: string,
    readonly owner: LockOwner | null,
  ) {
    super(message);
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function readOrNull(read: () => string): string | null {
  try {
    return read().trim();
  } catch {
    return null;
  }
}

/** The state and start time of a process from /proc (Linux); null where it cannot be read. */
function procStat(pid: number): { state: string; startTime: string } | null {
  const stat = readOrNull(() => readFileSync(`/proc/${pid}/stat`, "utf8"));
  if (stat === null) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0]!, startTime: fields[19]! };
}

function describeSelf(): LockOwner {
  const stat = procStat(process.pid);
  return {
    pid: process.pid,
    host: os.hostname(),
    bootId: readOrNull(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8")),
    startTime: stat?.startTime ?? null,
    since: new Date().toISOString(),
  };
}

type Verdict = "alive" | "dead" | "elsewhere";

/** Whether the owner of a lock still runs; "elsewhere" when it cannot be checked from this process. */
function judgeOwner(owner: LockOwner, self: LockOwner = describeSelf()): Verdict {
  if (owner.host !== self.host) return "elsewhere";
  if (owner.bootId && self.bootId && owner.bootId !== self.bootId) return "dead"; // the machine restarted since
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return "dead";
    // EPERM: the process exists but belongs to another user.
  }
  const stat = procStat(owner.pid);
  // Without /proc (macOS, Windows) a reused pid cannot be told apart: stay on the safe side.
  if (stat === null || owner.startTime === null) return "alive";
  if (stat.state === "Z" || stat.state === "X") return "dead"; // killed, not yet reaped by its parent
  return stat.startTime === owner.startTime ? "alive" : "dead"; // else the pid now names another process
}

type Holder = { kind: "free" } | { kind: "gone" } | { kind: "owner"; file: string; owner: LockOwner } | { kind: "unreadable" };

function readHolder(lockPath: string): Holder {
  let entries: string[];
  try {
    entries = readdirSync(lockPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { kind: "gone" };
    if (code === "ENOTDIR") return { kind: "unreadable" };
    throw error;
  }
  if (entries.length === 0) return { kind: "free" };
  if (entries.length > 1) return { kind: "unreadable" };
  const file = entries[0]!;
  try {
    const owner = JSON.parse(readFileSync(path.join(lockPath, file), "utf8")) as LockOwner;
    if (!Number.isInteger(owner.pid) || owner.pid <= 0 || typeof owner.host !== "string") return { kind: "unreadable" };
    return { kind: "owner", file, owner };
  } catch (error) {
    // Released between the two reads: look again.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "gone" };
    return { kind: "unreadable" };
  }
}

function ignoring(codes: string[], step: () => void): void {
  try {
    step();
  } catch (error) {
    if (!codes.includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
  }
}

function writeDurably(file: string, text: string): void {
  const fd = openSync(file, "wx");
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function lockedError(dataDir: string, owner: LockOwner, verdict: Verdict): DataDirLockedError {
  const dir = path.resolve(dataDir);
  const who = `pid ${owner.pid} on ${verdict === "alive" ? "this host" : `host ${owner.host}`}, since ${owner.since}`;
  const advice =
    verdict === "alive"
      ? "Stop that process first, or set DATA_DIR to another directory."
      : "A lock taken on another host is never taken over automatically, as its owner cannot be checked from here. " +
        `If that process no longer runs, delete ${path.join(dir, LOCK_NAME)} and start again.`;
  return new DataDirLockedError(
    `The data directory ${dir} is in use by another process (${who}): a running server, seed, backup or restore. ${advice}`,
    owner,
  );
}

function unreadableError(dataDir: string): DataDirLockedError {
  const lockPath = path.join(path.resolve(dataDir), LOCK_NAME);
  return new DataDirLockedError(
    `The data directory ${path.resolve(dataDir)} is in use by another process, but its lock ${lockPath} does not say which. ` +
      `If no server, seed, backup or restore uses this directory, delete ${lockPath} and start again.`,
    null,
  );
}

/** Staging directories of takers that died between creating and renaming them. */
function sweepStaging(dataDir: string, self: LockOwner): void {
  for (const entry of readdirSync(dataDir)) {
    if (!entry.startsWith(STAGING_PREFIX)) continue;
    const staging = path.join(dataDir, entry);
    const holder = readHolder(staging);
    // Died before its owner file was written: the pid in the name is all there is.
    const owner = holder.kind === "owner" ? holder.owner : { ...self, pid: Number.parseInt(entry.slice(STAGING_PREFIX.length), 10), startTime: null };
    if (Number.isInteger(owner.pid) && judgeOwner(owner, self) === "dead") rmSync(staging, { recursive: true, force: true });
  }
}

export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    throw error;
  },
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_NAME);
  const self = describeSelf();
  const nonce = `${process.pid}-${randomBytes(8).toString("hex")}`;
  const ownerFile = `owner-${nonce}.json`;
  const staging = path.join(dataDir, `${STAGING_PREFIX}${nonce}`);
  try {
    mkdirSync(staging);
    writeDurably(path.join(staging, ownerFile), JSON.stringify(self));
    // Each round either takes the lock, refuses, or clears a dead or released one; a handful always suffices.
    for (let round = 0; ; round++) {
      if (round === 50) throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands.`);
      try {
        renameSync(staging, lockPath);
        break;
      } catch (error) {
        if (!["EEXIST", "ENOTEMPTY", "ENOTDIR", "EPERM"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
      }
      const holder = readHolder(lockPath);
      if (holder.kind === "unreadable") throw unreadableError(dataDir);
      if (holder.kind === "free") ignoring(["ENOENT", "ENOTEMPTY", "EEXIST"], () => rmdirSync(lockPath));
      if (holder.kind !== "owner") continue;
      const verdict = judgeOwner(holder.owner, self);
      if (verdict !== "dead") throw lockedError(dataDir, holder.owner, verdict);
      ignoring(["ENOENT"], () => unlinkSync(path.join(lockPath, holder.file)));
      ignoring(["ENOENT", "ENOTEMPTY", "EEXIST"], () => rmdirSync(lockPath));
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  sweepStaging(dataDir, self);

  const ownerPath = path.join(lockPath, ownerFile);
  // Someone deleting the lock (or the data directory) under a running server must not go unnoticed.
  const watch = setInterval(() => {
    if (existsSync(ownerPath)) return;
    clearInterval(watch);
    onCompromised(new Error(`The lock ${ownerPath} was removed by another process.`));
  }, COMPROMISE_CHECK_MS);
  watch.unref();

  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      clearInterval(watch);
      // By name, so a lock that is no longer ours stays; rmdir only if empty, so a newer holder's stays too.
      ignoring(["ENOENT"], () => unlinkSync(ownerPath));
      ignoring(["ENOENT", "ENOTEMPTY", "EEXIST"], () => rmdirSync(lockPath));
    },
  };
}
