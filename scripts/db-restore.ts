/**
 * Restores the embedded database from a backup made by db:backup:
 *   npm run db:restore -- backups/houston-20261122T101500.tar.gz
 * The current database is kept beside it (DATA_DIR/pglite.before-restore-<timestamp>)
 * until you delete it. The server must be stopped.
 */
import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { neighborhoods } from "../db/schema/index.ts";
import { pgliteDirectory } from "../server/database.ts";
import { exitWith, loadEnv, withDataDirLock } from "./cli.ts";

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file) exitWith("Usage: npm run db:restore -- <backup.tar.gz>");
if (!existsSync(file)) exitWith(`No such backup file: ${file}`);
const env = loadEnv();
if (env.DATABASE_URL) exitWith("DATABASE_URL is set: restore PostgreSQL with pg_restore or psql.");

await withDataDirLock(env, async () => {
  const target = pgliteDirectory(env.DATA_DIR);
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..+/, "");
  const previous = `${target}.before-restore-${stamp}`;
  if (existsSync(target)) renameSync(target, previous);
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: target, loadDataDir: new Blob([readFileSync(file)]) });
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(neighborhoods);
    await database.close();
    console.log(`Restored ${file} (${row?.n ?? 0} neighborhoods).`);
    if (existsSync(previous)) console.log(`The previous database was kept at ${previous}.`);
  } catch (error) {
    // Put the previous database back: a failed restore must not lose data.
    rmSync(target, { recursive: true, force: true });
    if (existsSync(previous)) renameSync(previous, target);
    exitWith(`Restore failed, the previous database is unchanged: ${(error as Error).message}`);
  }
});
