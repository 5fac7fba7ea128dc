/**
 * A stored value as its form input shows it (the edit page's first render):
 * apart from form.ts so the browser bundle carries no zod.
 */
import { toHoustonLocalInput } from "../format/dates.ts";
import type { FieldSpec } from "./resource.ts";

export function toRawValue(field: FieldSpec, value: unknown): string {
  if (value === null || value === undefined) return field.defaultValue ?? "";
  if (field.kind === "checkbox") return value ? "on" : "";
  if (Array.isArray(value)) return value.join("\n");
  if (field.kind === "datetime") return toHoustonLocalInput(value instanceof Date ? value : new Date(String(value)));
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** The longest text a "new" page takes from its address. */
const PREFILL_MAX = 200;

/**
 * A "new" page's text fields filled from its address (/admin/neighborhoods/new?name=Gulfton: the import's offer
 * to create a name a file uses). Only text fields, trimmed and cut to a length; anything else in the address is
 * ignored, and the form's own checks still judge the save.
 */
export function prefillFromQuery(fields: readonly FieldSpec[], query: URLSearchParams): Record<string, string> {
  const prefill: Record<string, string> = {};
  for (const field of fields) {
    const value = field.kind === "text" ? query.get(field.name)?.trim() : undefined;
    if (value) prefill[field.name] = value.slice(0, PREFILL_MAX);
  }
  return prefill;
}
