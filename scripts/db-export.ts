/**
 * Exports the whole database (the embedded one, or PostgreSQL with DATABASE_URL) to one compressed file of
 * JSON lines, for db:import into the other kind (decision 021, "Moving between the two databases"):
 *   npm run db:export                               # -> backups/houston-export-<timestamp>.jsonl.gz
 *   npm run db:export -- --out move.jsonl.gz
 * Stop the server first on the embedded database (its lock is taken); on PostgreSQL the export reads
 * one consistent snapshot.
 */
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client-types.ts";
import { exportDatabase } from "../db/transfer.ts";
import { loadEnv, withDatabase } from "./cli.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const env = loadEnv();
const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..+/, "");
const out = path.resolve(values.out ?? path.join("backups", `houston-export-${stamp}.jsonl.gz`));

let rows = 0;
await withDatabase(env, async (database) => {
  await database.migrate();
  mkdirSync(path.dirname(out), { recursive: true });
  // One snapshot for every table, so rows written meanwhile (a running server on PostgreSQL) cannot tear the export.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    async function* lines() {
      for await (const line of exportDatabase(tx as unknown as Database)) {
        if ("rows" in line) rows += line.rows.length;
        yield `${JSON.stringify(line)}\n`;
      }
    }
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(out));
  });
});
console.log(`Exported ${rows.toLocaleString("en-US")} rows to ${out}`);
