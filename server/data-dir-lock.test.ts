import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { DataDirLockedError, lockDataDir, type LockOwner } from "./data-dir-lock.ts";

const MODULE = path.join(import.meta.dirname, "data-dir-lock.ts");

/**
 * A process of its own that takes and releases the lock when told, so that the
 * tests race real processes. Takers wait for a common instant before trying.
 */
const WORKER = `
import { lockDataDir } from ${JSON.stringify(MODULE)};
let held = null;
process.on("message", async (m) => {
  if (m.type === "take") {
    while (Date.now() < m.at);
    try {
      held = await lockDataDir(m.dir);
      process.send({ won: true });
    } catch (error) {
      process.send({ won: false, name: error.name, message: error.message });
    }
  } else if (m.type === "release") {
    await held?.release();
    held = null;
    process.send({ released: true });
  }
});
process.send({ ready: true });
`;

interface Reply {
  ready?: boolean;
  won?: boolean;
  released?: boolean;
  name?: string;
  message?: string;
}

class Worker {
  readonly child: ChildProcess;
  private replies: Reply[] = [];
  private waiting: ((reply: Reply) => void) | null = null;

  constructor() {
    this.child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", WORKER], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.child.on("message", (reply: Reply) => {
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(reply);
      } else this.replies.push(reply);
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  next(): Promise<Reply> {
    const queued = this.replies.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  async ready(): Promise<this> {
    expect(await this.next()).toEqual({ ready: true });
    return this;
  }

  take(dir: string, at = Date.now()): Promise<Reply> {
    this.child.send({ type: "take", dir, at });
    return this.next();
  }

  async release(): Promise<void> {
    this.child.send({ type: "release" });
    expect(await this.next()).toEqual({ released: true });
  }

  /** kill -9, resolved once the process has exited (and been reaped). */
  kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once("exit", () => resolve());
      this.child.kill("SIGKILL");
    });
  }
}

/** A pid that no process has any more: a process that has run and exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

const lockDir = (dir: string) => path.join(dir, ".lock");

function ownerFiles(dir: string): string[] {
  return existsSync(lockDir(dir)) ? readdirSync(lockDir(dir)) : [];
}

function readOwner(dir: string): LockOwner {
  const [file] = ownerFiles(dir);
  return JSON.parse(readFileSync(path.join(lockDir(dir), file!), "utf8")) as LockOwner;
}

/** Leaves a lock as a process would that took it and then vanished (or as another host's process). */
function plantLock(dir: string, owner: LockOwner): void {
  mkdirSync(lockDir(dir), { recursive: true });
  writeFileSync(path.join(lockDir(dir), `owner-planted-${owner.pid}.json`), JSON.stringify(owner));
}

/** This process's own record, as the lock writes it. */
async function ownRecord(dir: string): Promise<LockOwner> {
  const lock = await lockDataDir(dir);
  const owner = readOwner(dir);
  await lock.release();
  return owner;
}

describe("lockDataDir", () => {
  const dirs: string[] = [];
  const workers: Worker[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.kill()));
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
    dirs.push(dir);
    return dir;
  };
  const startWorkers = (count: number) => {
    const started = Array.from({ length: count }, () => new Worker());
    workers.push(...started);
    return Promise.all(started.map((worker) => worker.ready()));
  };

  it("lets only one holder in, and the next one after release", async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another process/);
    await first.release();
    const second = await lockDataDir(dir);
    await second.release();
  });

  it("creates the directory when it does not exist", async () => {
    const dir = path.join(tempDir(), "nested", "data");
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it("refuses while the owning process lives, naming its pid", async () => {
    const dir = tempDir();
    const [owner] = await startWorkers(1);
    expect(await owner!.take(dir)).toEqual({ won: true });

    const refusal = lockDataDir(dir);
    await expect(refusal).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(refusal).rejects.toThrow(new RegExp(`in use by another process \\(pid ${owner!.pid} on this host`));
    await owner!.release();
  });

  it("takes over at once when the owner was killed with kill -9", async () => {
    const dir = tempDir();
    const owner = new Worker();
    workers.push(owner);
    await owner.ready();
    expect(await owner.take(dir)).toEqual({ won: true });
    await owner.kill();

    // At once: no waiting for the lock to go stale.
    const lock = await lockDataDir(dir);
    expect(readOwner(dir).pid).toBe(process.pid);
    await lock.release();
  });

  it("takes over a lock whose pid now belongs to a different process (the pid was reused)", async () => {
    const dir = tempDir();
    const self = await ownRecord(dir);
    expect(self.startTime, "this test needs /proc (Linux)").not.toBeNull();
    // Same live pid, another start time: the process that wrote the lock is gone and the pid was handed out again.
    plantLock(dir, { ...self, startTime: String(Number(self.startTime) - 1) });

    const lock = await lockDataDir(dir);
    expect(readOwner(dir)).toMatchObject({ pid: process.pid, startTime: self.startTime });
    await lock.release();
  });

  it("takes over a lock from before the machine restarted", async () => {
    const dir = tempDir();
    const self = await ownRecord(dir);
    plantLock(dir, { ...self, bootId: "00000000-0000-0000-0000-000000000000" });
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it("never takes over a lock written on another host, and says so", async () => {
    const dir = tempDir();
    const self = await ownRecord(dir);
    plantLock(dir, { ...self, pid: await deadPid(), host: "other-host.example" });

    const refusal = lockDataDir(dir);
    await expect(refusal).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(refusal).rejects.toThrow(/pid \d+ on host other-host\.example/);
    await expect(refusal).rejects.toThrow(/never taken over automatically/);
    expect(readOwner(dir).host).toBe("other-host.example");
  });

  it("refuses a lock it cannot read, telling what to delete", async () => {
    const dir = tempDir();
    mkdirSync(lockDir(dir));
    writeFileSync(path.join(lockDir(dir), "owner-x.json"), "{ not json");
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`delete ${lockDir(dir).replace(/[.\\/]/g, "\\$&")}`));
  });

  it("treats an empty lock directory (a holder died while releasing) as free", async () => {
    const dir = tempDir();
    mkdirSync(lockDir(dir));
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it("exactly one of several processes wins a stale, empty or absent lock, every time", { timeout: 60_000 }, async () => {
    const takers = await startWorkers(4);
    const stale = { ...(await ownRecord(tempDir())), pid: await deadPid() };
    for (let round = 0; round < 90; round++) {
      const dir = tempDir();
      if (round % 3 === 0) plantLock(dir, stale);
      if (round % 3 === 1) mkdirSync(lockDir(dir));
      const at = Date.now() + 30;
      const replies = await Promise.all(takers.map((taker) => taker.take(dir, at)));

      const winners = takers.filter((_, i) => replies[i]!.won);
      expect(winners, `round ${round}: ${JSON.stringify(replies)}`).toHaveLength(1);
      for (const reply of replies.filter((r) => !r.won)) {
        expect(reply.name).toBe("DataDirLockedError");
        expect(reply.message).toMatch(new RegExp(`pid ${winners[0]!.pid} on this host`));
      }
      expect(readOwner(dir).pid).toBe(winners[0]!.pid);
      expect(readdirSync(dir).filter((entry) => entry !== ".lock"), "no staging directory is left behind").toEqual([]);
      await winners[0]!.release();
      expect(existsSync(lockDir(dir))).toBe(false);
    }
  });

  it("none of several processes gets in while the owner lives", { timeout: 30_000 }, async () => {
    const dir = tempDir();
    const owner = await lockDataDir(dir);
    const takers = await startWorkers(4);
    for (let round = 0; round < 10; round++) {
      const at = Date.now() + 30;
      const replies = await Promise.all(takers.map((taker) => taker.take(dir, at)));
      expect(replies.every((reply) => reply.won === false && reply.name === "DataDirLockedError")).toBe(true);
    }
    expect(readOwner(dir).pid).toBe(process.pid);
    await owner.release();
  });

  it("release removes the lock, is idempotent, and never removes a lock that is no longer its own", async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    await lock.release();
    await lock.release();
    expect(existsSync(lockDir(dir))).toBe(false);

    const stale = await lockDataDir(dir);
    // Judged dead by a taker (here: its file replaced), the old holder's release must leave the new lock alone.
    const [file] = ownerFiles(dir);
    rmSync(path.join(lockDir(dir), file!));
    const successor = await lockDataDir(dir);
    await stale.release();
    expect(ownerFiles(dir)).toHaveLength(1);
    await successor.release();
    expect(existsSync(lockDir(dir))).toBe(false);
  });

  it("removes staging directories left by takers that died mid-way", async () => {
    const dir = tempDir();
    const self = await ownRecord(dir);
    const leftover = path.join(dir, ".lock-staging-dead");
    mkdirSync(leftover);
    writeFileSync(path.join(leftover, "owner-dead.json"), JSON.stringify({ ...self, pid: await deadPid() }));
    const empty = path.join(dir, `.lock-staging-${await deadPid()}-0123`);
    mkdirSync(empty);
    const live = path.join(dir, `.lock-staging-${process.ppid}-4567`);
    mkdirSync(live);
    const lock = await lockDataDir(dir);
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(empty)).toBe(false);
    expect(existsSync(live), "a taker that is still running keeps its staging directory").toBe(true);
    await lock.release();
  });

  it("reports when its lock is removed under it", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const dir = tempDir();
    const compromised = vi.fn();
    const lock = await lockDataDir(dir, compromised);
    vi.advanceTimersByTime(10_000);
    expect(compromised).not.toHaveBeenCalled();
    rmSync(lockDir(dir), { recursive: true });
    vi.advanceTimersByTime(10_000);
    expect(compromised).toHaveBeenCalledTimes(1);
    expect(compromised.mock.calls[0]![0]).toBeInstanceOf(Error);
    await lock.release();
  });
});
