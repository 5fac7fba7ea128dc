/**
 * Exports the catalogue in the import's layout (README "Catalogue spreadsheets"), from the embedded database or
 * PostgreSQL (DATABASE_URL), like the other db scripts:
 *   npm run catalogue:export -- catalogue.csv
 *   npm run catalogue:export -- catalogue.xlsx
 * Public catalogue and lease terms only; the locator's commission terms are not in it.
 */
import { createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { catalogueCsv, writeCatalogueXlsx } from "../db/queries/catalogue/export-catalogue.ts";
import { exitWith, loadEnv, withDatabase } from "./cli.ts";

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || !/\.(csv|xlsx)$/i.test(file)) exitWith("Usage: npm run catalogue:export -- file.csv|file.xlsx");
const out = path.resolve(file);
const env = loadEnv();

await withDatabase(env, async (database) => {
  await database.migrate();
  if (/\.xlsx$/i.test(out)) {
    const stream = createWriteStream(out);
    const rows = await writeCatalogueXlsx(database.db, stream);
    await new Promise<void>((resolve, reject) => stream.on("close", () => resolve()).on("error", reject));
    console.log(`Exported ${rows.toLocaleString("en-US")} rows to ${out}`);
  } else {
    let rows = -1;
    async function* counted() {
      for await (const line of catalogueCsv(database.db)) {
        rows++;
        yield line;
      }
    }
    await pipeline(Readable.from(counted()), createWriteStream(out));
    console.log(`Exported ${rows.toLocaleString("en-US")} rows to ${out}`);
  }
});
