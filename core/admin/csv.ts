/**
 * CSV of a list's filtered rows (RFC 4180: comma-separated, CRLF line ends,
 * quotes doubled), and reading it back. Every CSV the site writes goes through
 * `toCsv`.
 *
 * No cell may run as a formula on the locator's machine, however the
 * spreadsheet splits the line: on commas, on semicolons (Excel where the
 * comma is the decimal mark), on tabs. So a cell is quoted when it holds any of
 * those separators, a quote or a line break; and a cell in which a formula
 * character (=, +, -, @) comes at its start or right after one of those
 * separators (spaces and quotes in between do not count), or that starts with a
 * tab or a carriage return, gets a leading apostrophe, and is quoted too.
 *
 * The apostrophe is reversible: a cell whose own text starts with an apostrophe
 * gets one more, so `restoreCsvCell` (and `parseCsv`, which applies it) removes
 * exactly the one the export added, and a catalogue import reads an export back
 * unchanged. Numbers stay numbers.
 */
export type CsvCell = string | number | boolean | null | undefined | readonly (string | number)[];

/** Where a spreadsheet may see a formula: the cell's start, or just after a separator it may split on. */
const FORMULA_START = /(?:^|[,;\t\r\n])[ "]*[=+\-@]|^[\t\r]/;
/** What keeps a cell together only inside quotes. */
const NEEDS_QUOTES = /[",;\t\r\n]/;
const NEUTRALISER = "'";

/** True when the exporter puts an apostrophe in front of this text. */
function needsNeutraliser(text: string): boolean {
  return FORMULA_START.test(text) || text.startsWith(NEUTRALISER);
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = typeof value === "string" ? value : value.join("; ");
  const neutralised = needsNeutraliser(text);
  const safe = neutralised ? `${NEUTRALISER}${text}` : text;
  return neutralised || NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of CSV with its line end: for writing a file a row at a time. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map(csvLine).join("");
}

/**
 * A cell's text as it was before the export: without the apostrophe `csvCell`
 * added. An apostrophe the export cannot have added (a file typed by hand:
 * `'90s loft`) is kept.
 */
export function restoreCsvCell(cell: string): string {
  const rest = cell.slice(NEUTRALISER.length);
  return cell.startsWith(NEUTRALISER) && needsNeutraliser(rest) ? rest : cell;
}

/**
 * The rows of a CSV text (RFC 4180; a line may also end with LF alone), every
 * cell restored by `restoreCsvCell`: `parseCsv(toCsv(header, rows))` gives the
 * header and the rows' text back. Lenient where a file was edited by hand: an
 * unclosed quote runs to the end, text after a closing quote is kept.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close === -1) {
          cell += text.slice(i);
          i = text.length;
          break;
        }
        cell += text.slice(i, close);
        i = close + 1;
        if (text[i] !== '"') break;
        cell += '"';
        i++;
      }
    }
    const end = fieldEnd(text, i);
    cell += text.slice(i, end);
    i = end;
    row.push(restoreCsvCell(cell));
    if (text[i] === ",") {
      i++;
      // A comma as the text's last character still opens one more (empty) cell.
      if (i === text.length) row.push("");
      else continue;
    } else if (text[i] === "\r" && text[i + 1] === "\n") i += 2;
    else if (i < text.length) i++;
    rows.push(row);
    row = [];
  }
  return rows;
}

/** The index of the comma or line end after an unquoted field starting at `from` (or the text's end). */
function fieldEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === "," || char === "\r" || char === "\n") return i;
  }
  return text.length;
}
