/**
 * The embedded database's data-directory lock, through real server processes:
 * a second server on a directory in use refuses, and a server killed with
 * kill -9 can be restarted at once (a supervisor's restart must not loop).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { COMPILED_SERVER } from "../../server/ensure-build.ts";
import { startOwnServer } from "./own-server.ts";

const run = promisify(execFile);

test.skip(({ isMobile }) => isMobile, "one run is enough");

test("a second server on the same data directory refuses to start", async () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const error = await run(process.execPath, [COMPILED_SERVER], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PORT: "0" },
    timeout: 60_000,
  }).then(
    () => null,
    (e: { code?: number; stderr?: string }) => e,
  );
  expect(error?.code).toBe(1);
  expect(error?.stderr).toMatch(/in use by another process \(pid \d+ on this host/);
});

test("after kill -9 the server restarts at once", async () => {
  test.setTimeout(120_000);
  const server = await startOwnServer({ database: "pglite" });
  try {
    for (let cycle = 1; cycle <= 2; cycle++) {
      await server.kill();
      const started = performance.now();
      // At once: the first attempt, right after the process exited, must start (start() throws if it exits).
      await server.start();
      console.log(`restart ${cycle} after kill -9: ${((performance.now() - started) / 1000).toFixed(2)} s`);
      expect(server.stderr()).not.toMatch(/in use by another process/);
      expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
    }
  } finally {
    await server.dispose();
  }
});
