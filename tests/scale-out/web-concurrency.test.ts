/**
 * WEB_CONCURRENCY through real processes of the compiled server: refused on the
 * embedded database with a message naming DATABASE_URL; on PostgreSQL a worker
 * that dies is replaced, and SIGTERM stops the workers and then the primary.
 */
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COMPILED_SERVER, ensureBuild } from "../../server/ensure-build.ts";
import { freePort } from "../e2e/own-server.ts";
import { createThrowawayPostgres, type ThrowawayDatabase } from "../throwaway-postgres.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // Field 4 of /proc/PID/stat is the parent; the command name (field 2) may hold spaces, so count from its ')'.
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe("WEB_CONCURRENCY", () => {
  let dataDir: string;
  beforeAll(() => {
    ensureBuild(ROOT, () => {});
    dataDir = mkdtempSync(path.join(os.tmpdir(), "has-web-concurrency-"));
  }, 240_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is refused on the embedded database, naming DATABASE_URL", async () => {
    const failure = await promisify(execFile)(process.execPath, [COMPILED_SERVER], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: "0", WEB_CONCURRENCY: "2" },
      timeout: 60_000,
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/WEB_CONCURRENCY=2/);
    expect(failure?.stderr).toMatch(/DATABASE_URL/);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
    let database: ThrowawayDatabase;
    beforeAll(async () => {
      database = await createThrowawayPostgres("h_so_workers");
    });
    afterAll(async () => {
      await database?.drop();
    });

    it("replaces a worker that dies, and SIGTERM stops every worker and then the primary", async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const primary = spawn(process.execPath, [COMPILED_SERVER], {
        cwd: ROOT,
        env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATABASE_URL: database.url, DATA_DIR: dataDir, WEB_CONCURRENCY: "2", SEED_APARTMENTS: "20", ADMIN_PASSWORD: "workers-admin-password", LOG_LEVEL: "warn" },
        stdio: "ignore",
      });
      const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));
      try {
        const healthy = () => fetch(`${base}/healthz`, { headers: { Connection: "close" } }).then((response) => response.ok, () => false);
        await vi.waitFor(async () => expect(await healthy()).toBe(true), { timeout: 150_000, interval: 250 });
        await vi.waitFor(() => expect(childrenOf(primary.pid!)).toHaveLength(2), { timeout: 30_000 });
        const [victim, survivor] = childrenOf(primary.pid!);
        process.kill(victim!, "SIGKILL");
        await vi.waitFor(
          () => {
            const now = childrenOf(primary.pid!);
            expect(now).toHaveLength(2);
            expect(now).not.toContain(victim);
            expect(now).toContain(survivor);
          },
          { timeout: 60_000, interval: 250 },
        );
        await vi.waitFor(async () => expect(await healthy()).toBe(true), { timeout: 60_000, interval: 250 });
        const workers = childrenOf(primary.pid!);
        primary.kill("SIGTERM");
        expect(await exited).toBe(0);
        // The primary exits only after its workers have: none is left running.
        expect(workers.filter((pid) => readdirSync("/proc").includes(String(pid)))).toEqual([]);
      } finally {
        if (primary.exitCode === null) primary.kill("SIGKILL");
      }
    }, 300_000);
  });
});
