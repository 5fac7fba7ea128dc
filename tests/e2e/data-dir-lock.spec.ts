import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

const run = promisify(execFile);

test("a second server on the same data directory refuses to start", async ({ isMobile }) => {
  test.skip(isMobile, "one run is enough");
  const root = path.resolve(import.meta.dirname, "../..");
  const error = await run(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PORT: "0" },
    timeout: 60_000,
  }).then(
    () => null,
    (e: { code?: number; stderr?: string }) => e,
  );
  expect(error?.code).toBe(1);
  expect(error?.stderr).toMatch(/in use by another process/);
});
