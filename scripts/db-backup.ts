/**
 * Backs up the embedded database to a compressed file:
 *   npm run db:backup                       # -> backups/houston-<timestamp>.tar.gz
 *   npm run db:backup -- --out my-backup.tar.gz
 * The server must be stopped (the data-directory lock guarantees a consistent copy).
 * On PostgreSQL use pg_dump instead.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { exitWith, loadEnv, withDatabase } from "./cli.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const env = loadEnv();
if (env.DATABASE_URL) exitWith("DATABASE_URL is set: back up PostgreSQL with pg_dump.");

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..+/, "");
const out = path.resolve(values.out ?? path.join("backups", `houston-${stamp}.tar.gz`));

await withDatabase(env, async (database) => {
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir("gzip");
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
});
console.log(`Backup written to ${out}`);
