/**
 * Imports a catalogue spreadsheet or a weekly price sheet (CSV or .xlsx; README "Catalogue spreadsheets") into the
 * embedded database or PostgreSQL (DATABASE_URL), through the same preview and apply as /admin/import:
 *   npm run catalogue:import -- file.csv --dry-run      # the preview only: nothing is written
 *   npm run catalogue:import -- file.xlsx [--source "Greystar weekly"]
 * Files of any size: a CSV is streamed (read twice: once to learn its encoding); an .xlsx is checked as a zip
 * before it is unpacked. Exits non-zero when the header needs mapping (map it once in the admin for the source)
 * or when the apply meets a conflict.
 */
import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { ImportPlan } from "../core/catalogue/import-plan.ts";
import { planCounts } from "../core/catalogue/import-plan.ts";
import type { PreviewSample } from "../core/catalogue/import-view.ts";
import { COLUMNS_BY_KEY, mappingProblemText } from "../core/catalogue/layout.ts";
import { checkZip, CLI_ZIP_LIMITS, csvRows, detectEncoding, encodingNotice, sheetFormatOf, SheetError, xlsxRows, type SheetRow } from "../core/catalogue/read-sheet.ts";
import { applyImport, discardImport } from "../db/queries/catalogue/apply-import.ts";
import { previewSample } from "../db/queries/catalogue/import-changes.ts";
import { previewImport } from "../db/queries/catalogue/preview-import.ts";
import { exitWith, loadEnv, withDatabase } from "./cli.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { "dry-run": { type: "boolean" }, source: { type: "string" } } });
const file = positionals[0];
if (!file) exitWith("Usage: npm run catalogue:import -- file.csv|file.xlsx [--dry-run] [--source NAME]");
const fullPath = path.resolve(file);
const source = values.source ?? "command line";
const env = loadEnv();
const actor = { id: null, username: "command line" };

async function rowsOfFile(notices: string[]): Promise<AsyncIterable<SheetRow>> {
  const format = sheetFormatOf(fullPath);
  if (format === "xlsx") {
    const bytes = readFileSync(fullPath);
    await checkZip(bytes, CLI_ZIP_LIMITS);
    return xlsxRows(bytes);
  }
  const encoding = await detectEncoding(createReadStream(fullPath));
  const notice = encodingNotice(encoding);
  if (notice) notices.push(notice);
  return csvRows(createReadStream(fullPath), encoding);
}

const SHOWN = { changed: 20, created: 0, rejected: 50 };

function report(plan: ImportPlan, sample: PreviewSample) {
  const counts = planCounts(plan);
  console.log(`${plan.kind === "price-sheet" ? "Price sheet" : "Catalogue"}: ${counts.rows!.toLocaleString("en-US")} rows, columns ${plan.columns.map((key) => COLUMNS_BY_KEY.get(key)!.header).join(", ")}`);
  for (const notice of plan.notices) console.log(`Note: ${notice}`);
  console.log(`Communities: ${counts.newCommunities} new, ${counts.changedCommunities} changed, ${counts.unchangedCommunities} unchanged`);
  console.log(`Floor plans: ${counts.newPlans} new, ${counts.changedPlans} changed, ${counts.unchangedPlans} unchanged`);
  for (const { resource, change } of sample.changed) {
    const name = resource === "community" ? change.title : `${change.communityTitle} / ${String(change.values.name)}`;
    console.log(`  changed ${name}: ${change.changes.map((c) => `${c.column} ${c.before || "(blank)"} -> ${c.after || "(blank)"}`).join("; ")}`);
  }
  if (sample.changedTotal > sample.changed.length) console.log(`  … and ${sample.changedTotal - sample.changed.length} more changed records`);
  console.log(`Rejected rows: ${counts.rejectedRows}`);
  for (const row of plan.rejected.slice(0, 50)) console.log(`  row ${row.line}${row.cell ? ` (${row.cell})` : ""}: ${row.reason}`);
  if (plan.rejected.length > 50) console.log(`  … and ${plan.rejected.length - 50} more`);
  if (plan.unknown.neighborhoods.length) console.log(`Unknown neighborhoods (not created): ${plan.unknown.neighborhoods.join(", ")}`);
  if (plan.unknown.amenities.length) console.log(`Unknown amenities (not created): ${plan.unknown.amenities.join(", ")}`);
}

await withDatabase(env, async (database) => {
  await database.migrate();
  const notices: string[] = [];
  let result;
  try {
    result = await previewImport(database.db, { rows: await rowsOfFile(notices), source, fileName: path.basename(fullPath), actor, notices });
  } catch (error) {
    if (error instanceof SheetError) exitWith(error.message);
    throw error;
  }
  if (!result.ok) {
    if (result.kind === "empty") exitWith("The file is empty.");
    exitWith(result.problems.map(mappingProblemText).join("\n"));
  }
  report(result.plan, await previewSample(database.db, result.importId, SHOWN));
  if (values["dry-run"]) {
    await discardImport(database.db, result.importId);
    console.log(`Dry run: nothing was written to the catalogue (preview #${result.importId} discarded).`);
    return;
  }
  const applied = await applyImport(database.db, { importId: result.importId, actor });
  if (!applied.ok) {
    await discardImport(database.db, result.importId);
    exitWith(`Nothing was written: ${applied.conflicts.map((c) => `${c.record}: ${c.reason}`).join("\n")}`);
  }
  console.log(`Applied as import #${applied.importId} (undo it in the admin, Import).`);
});
