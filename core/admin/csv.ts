/**
 * CSV export of a list's filtered rows (RFC 4180: comma-separated, CRLF line
 * ends, quotes doubled). A cell that a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe: an exported description must never run as a formula on the
 * locator's machine. Numbers stay numbers.
 */
export type CsvCell = string | number | boolean | null | undefined | readonly (string | number)[];

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = typeof value === "string" ? value : value.join("; ");
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header.map(csvCell), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(",")).join("\r\n") + "\r\n";
}
