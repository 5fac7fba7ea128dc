/**
 * The one line an audit entry is listed by, on the dashboard and in a record's
 * history: who is not in it (the list shows the actor beside it), what happened
 * to which record is. Written once, at write time, so it still names a record
 * that has since been renamed or deleted.
 */
import type { AuditAction } from "./audit-actions.ts";
import { ADMIN_RESOURCE_NAMES, type AdminResource } from "./resource-names.ts";

/** Fields named in an update's line; the rest are counted. */
export const SUMMARY_FIELD_LIMIT = 3;

/** A record's name longer than this is cut with an ellipsis. */
export const SUMMARY_LABEL_LIMIT = 80;

export interface AuditSummaryInput {
  action: AuditAction;
  resource: AdminResource;
  /** The record's name (title, display name) at the time of the write. */
  label: string;
  /** An update's changed fields, in the order they are to be named. */
  fields?: readonly string[];
  /** How to say a field; fields without one are spelled from their name ("petRent": "pet rent"). */
  fieldLabels?: Readonly<Record<string, string>>;
  /** What an upload added ("3 photos", "a cover image"). */
  uploaded?: string;
  /** The bulk action this write was one record of. */
  bulk?: { action: string; count: number };
  /** Wording the fair-housing checker flagged and the admin confirmed before saving (core/fair-housing). */
  confirmedWording?: readonly string[];
}

export function summarizeAuditEntry(input: AuditSummaryInput): string {
  const names = ADMIN_RESOURCE_NAMES[input.resource];
  const record = `${names.singular} ${quote(input.label)}`;
  let line: string;
  switch (input.action) {
    case "create":
      line = `Created ${record}`;
      break;
    case "delete":
      line = `Deleted ${record}`;
      break;
    case "publish":
      line = `Published ${record}`;
      break;
    case "upload":
      line = `Uploaded ${input.uploaded?.trim() || "a file"} to ${record}`;
      break;
    case "update": {
      const fields = (input.fields ?? []).map((field) => input.fieldLabels?.[field] ?? spellField(field));
      line = fields.length === 0 ? `Updated ${record}` : `Updated ${record}: ${listFields(fields)}`;
      break;
    }
  }
  if (input.bulk) {
    const noun = input.bulk.count === 1 ? names.singular : names.plural;
    line += ` (bulk ${quote(input.bulk.action)} on ${input.bulk.count} ${noun})`;
  }
  if (input.confirmedWording?.length) line += `; fair-housing wording confirmed: ${input.confirmedWording.map(quote).join(", ")}`;
  return line;
}

/** "petRent" -> "pet rent", "imageUrl" -> "image URL", "postalCode" -> "postal code". */
export function spellField(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .replace(/\b(url|id|zip)\b/g, (word) => word.toUpperCase())
    .trim();
}

function listFields(fields: readonly string[]): string {
  if (fields.length <= SUMMARY_FIELD_LIMIT) return joinWithAnd(fields);
  const rest = fields.length - SUMMARY_FIELD_LIMIT;
  return `${fields.slice(0, SUMMARY_FIELD_LIMIT).join(", ")} and ${rest} more ${rest === 1 ? "field" : "fields"}`;
}

function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function quote(label: string): string {
  const clean = label.replace(/\s+/g, " ").trim() || "untitled";
  // By characters, so an emoji is never cut in half.
  const chars = Array.from(clean);
  const cut = chars.length > SUMMARY_LABEL_LIMIT ? `${chars.slice(0, SUMMARY_LABEL_LIMIT - 1).join("").trimEnd()}…` : clean;
  return `“${cut}”`;
}
