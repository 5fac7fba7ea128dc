/**
 * Imports a db:export file into an empty database (the embedded one, or PostgreSQL with DATABASE_URL),
 * in one transaction: everything or nothing.
 *   DATABASE_URL=postgres://user@host:5432/houston npm run db:import -- move.jsonl.gz
 * The target is migrated first; it must hold no data. Stop the server on the embedded database.
 */
import { createReadStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { createGunzip } from "node:zlib";
import { importDatabase, TransferError, type TransferLine } from "../db/transfer.ts";
import { exitWith, loadEnv, withDatabase } from "./cli.ts";

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file) exitWith("Usage: npm run db:import -- <export.jsonl.gz>");
if (!existsSync(file)) exitWith(`No such export file: ${file}`);
const env = loadEnv();

async function* lines(): AsyncGenerator<TransferLine> {
  const input = createInterface({ input: createReadStream(file!).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of input) if (line.trim()) yield JSON.parse(line) as TransferLine;
}

try {
  const summary = await withDatabase(env, async (database) => {
    await database.migrate();
    return importDatabase(database.db, lines());
  });
  console.log(`Imported ${summary.rows.toLocaleString("en-US")} rows into ${summary.tables} tables (${env.DATABASE_URL ? "PostgreSQL" : "the embedded database"}).`);
} catch (error) {
  if (error instanceof TransferError) exitWith(error.message);
  if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code === "Z_DATA_ERROR") exitWith(`${file} is not a readable export file.`);
  throw error;
}
