import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

describe("lockDataDir", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
    dirs.push(dir);
    return dir;
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
});
