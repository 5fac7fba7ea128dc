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
