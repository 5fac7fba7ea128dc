/**
 * The catalogue exported in the import's layout (core/catalogue/layout.ts), as CSV through the one CSV module
 * (core/admin/csv.ts: formula characters neutralised, which the import undoes) or as an Excel workbook written
 * as a stream. Public catalogue and lease terms only: the locator's commission terms never leave in this file.
 */
import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { csvLine } from "../../../core/admin/csv.ts";
import { communityRows, EXPORT_HEADER, typedCells } from "../../../core/catalogue/export-rows.ts";
import { LAYOUT } from "../../../core/catalogue/layout.ts";
import { snapshotCommunities } from "../../../core/catalogue/import-plan.ts";
import type { Database } from "../../client-types.ts";
import { loadCatalogueSnapshot } from "./snapshot.ts";


/** The catalogue's CSV, a line at a time (header first). */
export async function* catalogueCsv(db: Database): AsyncGenerator<string> {
  const snapshot = await loadCatalogueSnapshot(db);
  yield csvLine(EXPORT_HEADER);
  for await (const community of snapshotCommunities(snapshot)) for (const row of communityRows(community, snapshot)) yield csvLine(typedCells(row));
}

/** Writes the catalogue as an .xlsx to `output`; returns the number of rows written (header not counted). */
export async function writeCatalogueXlsx(db: Database, output: Writable): Promise<number> {
  const snapshot = await loadCatalogueSnapshot(db);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet("Catalogue", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = LAYOUT.map((column) => ({ header: column.header, key: column.key, width: Math.min(40, Math.max(10, column.header.length + 2)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rows = 0;
  for await (const community of snapshotCommunities(snapshot)) {
    for (const cells of communityRows(community, snapshot)) {
      sheet.addRow(typedCells(cells)).commit();
      rows++;
    }
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
