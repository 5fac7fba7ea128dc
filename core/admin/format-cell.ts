/** A list cell as the admin reads it, by the column's kind. */
import { formatLongDate } from "../format/dates.ts";
import type { ColumnKind } from "./resource.ts";

export type CellValue = string | number | boolean | null | string[];

export function formatCell(kind: ColumnKind, value: CellValue): string {
  if (value === null || value === "") return "—";
  switch (kind) {
    case "money":
      return typeof value === "number" ? `$${value.toLocaleString("en-US")}` : String(value);
    case "number":
      return typeof value === "number" ? value.toLocaleString("en-US") : String(value);
    case "boolean":
      return value ? "Yes" : "No";
    case "date":
    case "datetime":
      return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? formatLongDate(value) : String(value);
    case "tags":
      return Array.isArray(value) ? value.join(", ") || "—" : String(value);
    default:
      return Array.isArray(value) ? value.join(", ") : String(value);
  }
}
