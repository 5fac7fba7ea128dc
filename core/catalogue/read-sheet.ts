/**
 * A spreadsheet's rows as text, from a CSV or an Excel (.xlsx) file, streamed: the command line reads files of
 * any size, the admin an upload within its limit. What comes out is the header and then every row's cells as the
 * file holds them; the catalogue import (./import-rows.ts) maps and validates them.
 *
 * Bad files are answered, never half-read:
 * - encoding: a byte-order mark is dropped (UTF-8) or followed (UTF-16); a CSV that is not valid UTF-8 is read as
 *   Windows-1252 (what Excel's "CSV" writes on Windows) and the preview says so;
 * - formulas: a CSV cell our export wrote starting with a formula character carries an apostrophe, which
 *   restoreCsvCell removes, so a round trip is exact; any other cell that starts as a formula (=, @) and every
 *   Excel formula cell is flagged, never evaluated or imported;
 * - an .xlsx is a zip: its directory is read first and a file with too many entries, or entries that unpack to
 *   more than the limit or at a ratio no spreadsheet has (a zip bomb), is refused before anything is unpacked.
 */
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import yauzl from "yauzl";
import { restoreCsvCell } from "../admin/csv.ts";

export class SheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SheetError";
  }
}

export type SheetFormat = "csv" | "xlsx";

/** A row of the file: its line (1 is the header) and cells. A cell that held a formula is `{ formula }`. */
export interface SheetRow {
  line: number;
  cells: SheetCell[];
}
export type SheetCell = string | { formula: string };

export interface ZipLimits {
  /** Most entries an .xlsx may have. */
  entries: number;
  /** Most bytes its entries may unpack to, together. */
  unpackedBytes: number;
}

/** An upload in the admin: a spreadsheet of thousands of rows fits with room to spare. */
export const ADMIN_ZIP_LIMITS: ZipLimits = { entries: 500, unpackedBytes: 200 * 1024 * 1024 };
/** The command line: files of any real size (50,000 communities unpack to well under this). */
export const CLI_ZIP_LIMITS: ZipLimits = { entries: 2_000, unpackedBytes: 4 * 1024 * 1024 * 1024 };
/** No spreadsheet's XML compresses better than this; a bomb's does by orders of magnitude. */
const MAX_RATIO = 400;

/** The format a file name says: .csv or .xlsx; anything else is refused with what is accepted. */
export function sheetFormatOf(fileName: string): SheetFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".csv") || lower.endsWith(".txt")) return "csv";
  if (lower.endsWith(".xlsx")) return "xlsx";
  if (lower.endsWith(".xls")) throw new SheetError("This is an old Excel file (.xls): save it as Excel Workbook (.xlsx) or CSV UTF-8 and import that.");
  throw new SheetError("Import a CSV (.csv) or an Excel workbook (.xlsx).");
}

export type Encoding = "utf-8" | "utf-16le" | "windows-1252";

/**
 * The CSV's encoding, from its bytes: a UTF-16 byte-order mark, else UTF-8 when every byte sequence is valid
 * UTF-8, else Windows-1252. Reads the stream to its end (the command line reads a file twice; an upload is a
 * buffer) and keeps nothing of it.
 */
export async function detectEncoding(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<Encoding> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let first = true;
  try {
    for await (const chunk of chunks) {
      if (first && chunk.length >= 2 && chunk[0] === 0xff && chunk[1] === 0xfe) return "utf-16le";
      first = false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** What the preview says about how the file was read; null when nothing needs saying. */
export function encodingNotice(encoding: Encoding): string | null {
  if (encoding === "windows-1252") return "The file is not UTF-8: it was read as Windows-1252 (Excel's “CSV” on Windows). Check accented letters in the preview; saving as “CSV UTF-8” avoids this.";
  if (encoding === "utf-16le") return "The file is UTF-16 (Excel's “Unicode text”): it was read as such.";
  return null;
}

/** A cell a spreadsheet would run: "=SUM(A1)", "@cmd"; "+1 713 ..." and "-5" are text and numbers. */
const FORMULA_CELL = /^[=@]|^[+-][A-Za-z(]/;

/** The rows of a CSV stream in the given encoding, a byte-order mark dropped, cells as the export wrote them restored. */
export async function* csvRows(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, encoding: Encoding): AsyncGenerator<SheetRow> {
  const decoder = new TextDecoder(encoding);
  async function* text() {
    for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true });
    const rest = decoder.decode();
    if (rest) yield rest;
  }
  const parser = Readable.from(text()).pipe(parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true }));
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    // A line of only empty cells (a spreadsheet's trailing commas) is no row.
    if (record.record.every((cell) => cell.trim() === "")) continue;
    yield {
      line: record.info.lines,
      cells: record.record.map((cell) => (FORMULA_CELL.test(cell) ? { formula: cell } : restoreCsvCell(cell))),
    };
  }
}

/**
 * Refuses an .xlsx whose zip directory lists too many entries, unpacks to too much, or compresses an entry at a
 * ratio only a bomb has: before anything is unpacked.
 */
export async function checkZip(bytes: Buffer, limits: ZipLimits): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) => (error || !file ? reject(new SheetError("This is not an Excel workbook: the file is damaged or not an .xlsx.")) : resolve(file))),
  );
  try {
    if (zip.entryCount > limits.entries) throw new SheetError(`This workbook has ${zip.entryCount.toLocaleString("en-US")} parts; a spreadsheet has far fewer. It was not read.`);
    let unpacked = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on("entry", (entry: yauzl.Entry) => {
        unpacked += entry.uncompressedSize;
        if (unpacked > limits.unpackedBytes) return reject(new SheetError(`This workbook unpacks to more than ${Math.round(limits.unpackedBytes / 1024 / 1024).toLocaleString("en-US")} MB. It was not read.`));
        if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > entry.compressedSize * MAX_RATIO) {
          return reject(new SheetError("This workbook is packed like a zip bomb (one part unpacks hundreds of times larger than it is stored). It was not read."));
        }
        zip.readEntry();
      });
      zip.on("end", () => resolve());
      zip.on("error", () => reject(new SheetError("This is not an Excel workbook: the file is damaged or not an .xlsx.")));
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/** An Excel cell's text: dates as YYYY-MM-DD, numbers as typed, yes/no for booleans; a formula flagged. */
function excelCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return value;
  if (typeof value === "object") {
    if ("formula" in value || "sharedFormula" in value) return { formula: String((value as { formula?: string }).formula ?? (value as { sharedFormula?: string }).sharedFormula ?? "") };
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("error" in value) return { formula: String(value.error) };
  }
  return String(value);
}

/** The first worksheet's rows of an .xlsx (checked by checkZip first). */
export async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", worksheets: "emit", entries: "emit" });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from({ length: values.length }, (_, i) => excelCell(values[i] as ExcelJS.CellValue));
        if (cells.every((cell) => typeof cell === "string" && cell.trim() === "")) continue;
        yield { line: row.number, cells };
      }
      // The catalogue is the first sheet; others (notes, a legend) are not read.
      break;
    }
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError("This Excel workbook could not be read: it is damaged or not an .xlsx.");
  }
}

/** The rows of a file held in memory (an upload): encoding and zip checks included. */
export async function* rowsOfBytes(bytes: Buffer, format: SheetFormat, notices: string[], limits: ZipLimits = ADMIN_ZIP_LIMITS): AsyncGenerator<SheetRow> {
  if (format === "xlsx") {
    await checkZip(bytes, limits);
    yield* xlsxRows(bytes);
    return;
  }
  const encoding = await detectEncoding([bytes]);
  const notice = encodingNotice(encoding);
  if (notice) notices.push(notice);
  yield* csvRows([bytes], encoding);
}
