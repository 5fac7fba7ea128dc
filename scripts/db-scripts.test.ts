/**
 * The database scripts as a person runs them: seed a fresh data directory,
 * back it up, lose data, restore, and see the data back. Also: the lock.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { lockDataDir } from "../server/data-dir-lock.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "has-scripts-"));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" };

function script(name: string, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", path.join(root, "scripts", name), ...args], { cwd: root, env });
}

async function countApartments(): Promise<number> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    const result = await database.pglite!.query<{ n: number }>("select count(*)::int as n from apartments");
    return result.rows[0]?.n ?? -1;
  } finally {
    await database.close();
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("database scripts", () => {
  it("seeds at a chosen scale, backs up and restores", { timeout: 120_000 }, async () => {
    const seeded = await script("db-seed.ts", "--apartments", "40");
    expect(seeded.stdout).toMatch(/apartments: 40/);
    await expect(script("db-seed.ts")).rejects.toMatchObject({ stderr: expect.stringMatching(/already has data/) });

    const backupFile = path.join(dataDir, "backup.tar.gz");
    await script("db-backup.ts", "--out", backupFile);

    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    await database.db.execute(sql`delete from apartments`);
    await database.close();
    expect(await countApartments()).toBe(0);

    const restored = await script("db-restore.ts", backupFile);
    expect(restored.stdout).toMatch(/Restored/);
    expect(await countApartments()).toBe(40);
  });

  it("refuses to run while another process holds the data directory", { timeout: 60_000 }, async () => {
    const lock = await lockDataDir(dataDir);
    try {
      await expect(script("db-backup.ts")).rejects.toMatchObject({ stderr: expect.stringMatching(/in use by another process/) });
    } finally {
      await lock.release();
    }
  });

  it("rejects bad arguments with a message", async () => {
    await expect(script("db-seed.ts", "--apartments", "lots")).rejects.toMatchObject({
      stderr: expect.stringMatching(/--apartments/),
    });
  });
});
