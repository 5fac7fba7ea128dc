/**
 * Moving between the two databases as a person does it (issue 16): the demo data plus an account with a
 * session, a favorite and saved preferences, exported from the embedded database with db:export, imported
 * into an empty PostgreSQL database with db:import, then back again into a fresh data directory; every table
 * arrives whole, the session still signs the renter in, the derived figures agree, and new rows get new ids.
 * A second import into a database with data, and a damaged file, are refused with a message.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import type { Database } from "../db/client-types.ts";
import { addFavorite } from "../db/queries/favorites.ts";
import { findSessionWithUser, insertSession } from "../db/queries/sessions.ts";
import { tablesInDependencyOrder } from "../db/transfer.ts";
import { createTestUser } from "../tests/route-harness.ts";
import { createThrowawayPostgres, type ThrowawayDatabase } from "../tests/throwaway-postgres.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const work = mkdtempSync(path.join(os.tmpdir(), "has-transfer-"));

function script(name: string, env: { DATA_DIR: string; DATABASE_URL: string }, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", path.join(root, "scripts", name), ...args], { cwd: root, env: { ...process.env, LOG_LEVEL: "silent", ...env } });
}

/**
 * Every table's rows as sorted JSON text: equal across the two databases when nothing was lost. Generated columns
 * (the full-text vectors) are left out: each engine computes them anew, and PostgreSQL 15's and PGlite's 18's
 * dictionaries may split a word differently.
 */
async function contents(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tablesInDependencyOrder(db)) {
    const columns = ((await db.execute(sql`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'`)) as unknown as { rows: { name: string }[] }).rows;
    const list = columns.map((c) => `"${c.name}"`).join(", ");
    const rows = ((await db.execute(sql.raw(`SELECT row_to_json(t)::jsonb AS row FROM (SELECT ${list} FROM "${table}") t`))) as unknown as { rows: { row: unknown }[] }).rows;
    out[table] = rows.map((r) => JSON.stringify(typeof r.row === "string" ? JSON.parse(r.row) : r.row, Object.keys(r.row as object).sort())).sort();
  }
  return out;
}

let postgres: ThrowawayDatabase | null = null;
afterAll(async () => {
  await postgres?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DATABASE_URL)("db:export and db:import between the embedded database and PostgreSQL", () => {
  it("moves the demo data and an account there and back, whole", { timeout: 240_000 }, async () => {
    const embedded = { DATA_DIR: path.join(work, "first"), DATABASE_URL: "" };
    await script("db-seed.ts", embedded);
    const sessionId = "transfer-session-0123456789abcdef";
    let original: Record<string, string[]>;
    {
      const handle = await openDatabase({ kind: "pglite", dataDir: path.join(embedded.DATA_DIR, "pglite") });
      const user = await createTestUser(handle.db);
      await insertSession(handle.db, { id: sessionId, userId: user.id, now: new Date(), expiresAt: new Date(Date.now() + 86_400_000) });
      await addFavorite(handle.db, user.id, 1);
      original = await contents(handle.db);
      await handle.close();
    }
    expect(original.apartments!.length).toBe(320);
    expect(original.users!.length).toBe(1);
    // Parking options travel with their Parking amenity links as rows of their own (migration 0033's triggers stand aside).
    expect(original.apartments!.some((row) => (JSON.parse(row) as { parking_options: unknown[] }).parking_options.length > 0)).toBe(true);

    const toPostgres = path.join(work, "to-postgres.jsonl.gz");
    await script("db-export.ts", embedded, "--out", toPostgres);
    postgres = await createThrowawayPostgres("has_transfer");
    const onPostgres = { DATA_DIR: path.join(work, "unused"), DATABASE_URL: postgres.url };
    const imported = await script("db-import.ts", onPostgres, toPostgres);
    expect(imported.stdout).toMatch(/Imported [\d,]+ rows into \d+ tables \(PostgreSQL\)/);

    const pg: DatabaseHandle = await openDatabase({ kind: "postgres", url: postgres.url, poolSize: 2 });
    try {
      expect(await contents(pg.db)).toEqual(original);
      expect((await findSessionWithUser(pg.db, sessionId))?.user.username).toMatch(/^renter_/);
      // The counters continue after the moved ids.
      const next = await createTestUser(pg.db);
      expect(next.id).toBeGreaterThan(Math.max(...original.users!.map((row) => (JSON.parse(row) as { id: number }).id)));
      await pg.db.execute(sql`DELETE FROM users WHERE id = ${next.id}`);
    } finally {
      await pg.close();
    }
    // Importing again into a database with data is refused, and changes nothing.
    await expect(script("db-import.ts", onPostgres, toPostgres)).rejects.toMatchObject({ stderr: expect.stringMatching(/not empty/) });

    // And back: PostgreSQL to a fresh embedded database.
    const back = path.join(work, "back.jsonl.gz");
    await script("db-export.ts", onPostgres, "--out", back);
    const second = { DATA_DIR: path.join(work, "second"), DATABASE_URL: "" };
    await script("db-import.ts", second, back);
    const again = await openDatabase({ kind: "pglite", dataDir: path.join(second.DATA_DIR, "pglite") });
    try {
      expect(await contents(again.db)).toEqual(original);
    } finally {
      await again.close();
    }
  });

  it("refuses a file that is not an export, saying so", { timeout: 60_000 }, async () => {
    const bogus = path.join(work, "bogus.jsonl.gz");
    writeFileSync(bogus, "not gzip at all");
    await expect(script("db-import.ts", { DATA_DIR: path.join(work, "third"), DATABASE_URL: "" }, bogus)).rejects.toMatchObject({ stderr: expect.stringMatching(/not a readable export file/) });
  });
});
