/**
 * The embedded database's first run (server/first-run.ts, decision 021 "Memory"): a server on a new data
 * directory has a child process create, migrate and seed it, then serves from it; `--prepare-database`
 * by hand takes the data-directory lock like any other process that opens the embedded database.
 */
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lockDataDir } from "../../server/data-dir-lock.ts";
import { pgliteDirectory } from "../../server/database.ts";
import { COMPILED_SERVER, ensureBuild } from "../../server/ensure-build.ts";
import { holdsParentsLock, isNewEmbeddedDatabase, PREPARE_DATABASE_FLAG } from "../../server/first-run.ts";
import { freePort } from "../e2e/own-server.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

function serverEnv(dataDir: string, extra: Record<string, string> = {}) {
  return { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, SEED_APARTMENTS: "12", ADMIN_PASSWORD: "first-run-admin-password", LOG_LEVEL: "info", ...extra };
}

describe("isNewEmbeddedDatabase", () => {
  it("is true until the data directory holds a PostgreSQL cluster, and never on PostgreSQL", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "has-first-run-unit-"));
    try {
      expect(isNewEmbeddedDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir })).toBe(true);
      mkdirSync(pgliteDirectory(dataDir), { recursive: true });
      expect(isNewEmbeddedDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir })).toBe(true);
      writeFileSync(path.join(pgliteDirectory(dataDir), "PG_VERSION"), "17\n");
      expect(isNewEmbeddedDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir })).toBe(false);
      expect(isNewEmbeddedDatabase({ DATABASE_URL: "postgres://x@127.0.0.1/y", DATA_DIR: path.join(dataDir, "none") })).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("does not let a process that was not forked by the lock's holder skip the lock", () => {
    expect(holdsParentsLock()).toBe(false);
  });
});

describe("the first run on a new embedded data directory", () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "has-first-run-"));
    dataDirs.push(dir);
    return dir;
  };
  beforeAll(() => ensureBuild(ROOT, () => {}), 240_000);
  afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("is prepared by a child process, and the server then serves the seeded data", async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const server = spawn(process.execPath, [COMPILED_SERVER], { cwd: ROOT, env: serverEnv(dataDir, { HOST: "127.0.0.1", PORT: String(port) }), stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      await vi.waitFor(
        async () => {
          const response = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { Connection: "close" } });
          expect(response.status).toBe(200);
        },
        { timeout: 150_000, interval: 250 },
      );
      const body = (await (await fetch(`http://127.0.0.1:${port}/api/apartments`, { headers: { Connection: "close" } })).json()) as { total: number };
      expect(body.total).toBe(12);
      const loaded = output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg?: string; pid?: number; task?: string })
        .find((entry) => entry.msg === "demo data loaded");
      expect(loaded?.task).toBe("prepare-database");
      expect(loaded?.pid).toEqual(expect.any(Number));
      expect(loaded?.pid).not.toBe(server.pid);
      expect(existsSync(path.join(pgliteDirectory(dataDir), "PG_VERSION"))).toBe(true);
    } finally {
      server.kill("SIGTERM");
      await exited;
    }
  }, 200_000);

  it("by hand: prepares a new directory once, and refuses while a server holds the lock", async () => {
    const dataDir = newDataDir();
    const first = await run(process.execPath, [COMPILED_SERVER, PREPARE_DATABASE_FLAG], { cwd: ROOT, env: serverEnv(dataDir), timeout: 150_000 });
    expect(first.stdout).toMatch(/demo data loaded/);
    const again = await run(process.execPath, [COMPILED_SERVER, PREPARE_DATABASE_FLAG], { cwd: ROOT, env: serverEnv(dataDir), timeout: 150_000 });
    expect(again.stdout).not.toMatch(/demo data loaded/);

    const lock = await lockDataDir(dataDir);
    try {
      const refused = await run(process.execPath, [COMPILED_SERVER, PREPARE_DATABASE_FLAG], { cwd: ROOT, env: serverEnv(dataDir), timeout: 60_000 }).then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toMatch(/in use by another process/);
    } finally {
      await lock.release();
    }
  }, 400_000);
});
