/** A list cell as the admin reads it, by the column's kind. */
import { formatHoustonDateTime, formatLongDate, isCalendarDate } from "../format/dates.ts";
import { centsAsDecimal, formatCents, MAX_CENTS } from "../money/cents.ts";
import type { ColumnKind } from "./resource.ts";

export type CellValue = string | number | boolean | null | string[];

export function formatCell(kind: ColumnKind, value: CellValue): string {
  if (value === null || value === "") return "—";
  switch (kind) {
    case "money":
      return typeof value === "number" ? `$${value.toLocaleString("en-US")}` : String(value);
    case "cents":
      return typeof value === "number" && Number.isSafeInteger(value) && Math.abs(value) <= MAX_CENTS ? formatCents(value) : String(value);
    case "number":
      return typeof value === "number" ? value.toLocaleString("en-US") : String(value);
    case "boolean":
      return value ? "Yes" : "No";
    case "date":
      // A calendar date (a follow-up, a move-in) is that day, read at midday in Houston; an instant is its Houston day.
      if (typeof value === "string" && isCalendarDate(value)) return formatLongDate(`${value}T18:00:00Z`);
      return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? formatLongDate(value) : String(value);
    case "datetime":
      return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? formatHoustonDateTime(value) : String(value);
    case "tags":
      return Array.isArray(value) ? value.join(", ") || "—" : String(value);
    default:
      return Array.isArray(value) ? value.join(", ") : String(value);
  }
}

/** A cell as the CSV export writes it: raw, except cents, which an accountant's spreadsheet reads as dollars (1234.50). */
export function exportCell(kind: ColumnKind, value: CellValue): CellValue {
  if (kind === "cents" && typeof value === "number" && Number.isSafeInteger(value)) return centsAsDecimal(value);
  return value;
}
