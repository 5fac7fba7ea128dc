/**
 * A catalogue value as a spreadsheet cell's text, and a cell's text as the admin form's input: the export writes
 * the first, the import reads the second and then compares values by writing them as cells again. So an unchanged
 * export reads back unchanged (a round trip), and "$1,200" in a property's price sheet equals 1200 in the catalogue.
 */
import { LEASE_LENGTH_LABELS, OFFERED_LEASE_TERMS } from "../reference/lease-lengths.ts";
import type { FieldValue } from "../admin/form.ts";
import type { LayoutColumn } from "./layout.ts";

/** Separates the items of a list cell (lease terms, amenities, parking). */
export const LIST_SEPARATOR = "; ";

const YES = new Set(["yes", "y", "true", "1", "x", "on"]);
const NO = new Set(["no", "n", "false", "0", "off", ""]);

export type CellRead = { ok: true; text: string } | { ok: false; message: string };

/** A neighborhood as the import knows it: by slug and by name. */
export interface NeighborhoodRef {
  id: number;
  slug: string;
  name: string;
}

export interface CellContext {
  neighborhoodById: ReadonlyMap<number, NeighborhoodRef>;
  /** Lower-cased slug and name -> neighborhood. */
  neighborhoodByName: ReadonlyMap<string, NeighborhoodRef>;
}

export function cellContext(neighborhoods: readonly NeighborhoodRef[]): CellContext {
  return {
    neighborhoodById: new Map(neighborhoods.map((n) => [n.id, n])),
    neighborhoodByName: new Map(neighborhoods.flatMap((n) => [[n.slug.toLowerCase(), n] as const, [n.name.toLowerCase(), n] as const])),
  };
}

/** The cell an export writes for a form value of the column's field. */
export function cellText(column: LayoutColumn, value: FieldValue | undefined, context: CellContext): string {
  if (value === null || value === undefined) return "";
  if (column.key === "neighborhood") return context.neighborhoodById.get(Number(value))?.slug ?? "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return (value as string[]).join(LIST_SEPARATOR);
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

const LEASE_TERM_BY_WORDS: ReadonlyMap<string, string> = new Map(
  OFFERED_LEASE_TERMS.flatMap((term) => [
    [term, term],
    [LEASE_LENGTH_LABELS[term].toLowerCase(), term],
  ]),
);

/** "12/31/2026" or "2026-12-31" -> "2026-12-31"; anything else as typed (the form's rule then says it is no date). */
export function isoDateOfCell(cell: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  if (us) return `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}`;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(cell);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, "0")}-${iso[3]!.padStart(2, "0")}`;
  return cell;
}

/** A list cell's items: split on semicolons or line breaks, trimmed, blanks dropped. */
export function listItems(cell: string): string[] {
  return cell
    .split(/[;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The text the form's field reads for a cell, or why the cell cannot be read (named with the column). */
export function formTextOfCell(column: LayoutColumn, cell: string, fieldKind: string, context: CellContext): CellRead {
  const text = cell.trim();
  if (column.key === "neighborhood") {
    if (text === "") return { ok: true, text: "" };
    const found = context.neighborhoodByName.get(text.toLowerCase());
    return found ? { ok: true, text: String(found.id) } : { ok: false, message: `Unknown neighborhood “${text}”.` };
  }
  switch (fieldKind) {
    case "checkbox": {
      const lower = text.toLowerCase();
      if (YES.has(lower)) return { ok: true, text: "on" };
      if (NO.has(lower)) return { ok: true, text: "" };
      return { ok: false, message: `${column.header} must be yes or no (not “${text}”).` };
    }
    case "choices": {
      const terms = listItems(text).map((item) => LEASE_TERM_BY_WORDS.get(item.toLowerCase()) ?? item);
      return { ok: true, text: terms.join("\n") };
    }
    case "lines":
      return { ok: true, text: listItems(text).join("\n") };
    case "date":
      return { ok: true, text: isoDateOfCell(text) };
    default:
      return { ok: true, text };
  }
}
