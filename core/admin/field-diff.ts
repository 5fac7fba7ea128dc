/**
 * What an admin write changed: the fields whose value differs between the
 * record before and after, each with both values, in one stable order (by field
 * name), in the form the audit log stores (JSON).
 *
 * Values are compared by what they mean, not by how they arrived: a date read
 * from the database and the same instant read back from the log as text are the
 * same value, and so are a number and its digits.
 */

/** A value as the audit log stores it (jsonb): dates become ISO strings. */
export type AuditValue = null | boolean | number | string | AuditValue[] | { [key: string]: AuditValue };

export type AuditRecord = { [field: string]: AuditValue };

export interface FieldChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** The JSON form of a value read from the database or a form. */
export function toAuditValue(value: unknown): AuditValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      // JSON has no NaN or Infinity; -0 is 0 to every reader of the log.
      return Number.isFinite(value) ? (Object.is(value, -0) ? 0 : value) : null;
    case "bigint":
      return value.toString();
    case "object":
      if (Array.isArray(value)) return value.map(toAuditValue);
      return toAuditRecord(value as Record<string, unknown>);
    default:
      throw new TypeError(`An audit value cannot be a ${typeof value}`);
  }
}

/** The JSON form of a record, its fields in name order. */
export function toAuditRecord(record: Readonly<Record<string, unknown>>): AuditRecord {
  const out: AuditRecord = {};
  for (const field of sortedFields(Object.keys(record))) out[field] = toAuditValue(record[field]);
  return out;
}

/** Whether two values mean the same: dates by instant, numbers by value, arrays and objects field by field. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a instanceof Date || b instanceof Date) {
    const ta = instant(a);
    const tb = instant(b);
    return ta !== null && ta === tb;
  }
  if (typeof a === "number" || typeof b === "number") {
    const na = numberOf(a);
    const nb = numberOf(b);
    return na !== null && nb !== null && (na === nb || (Number.isNaN(na) && Number.isNaN(nb)));
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const field of fields) if (!sameValue(a[field], b[field])) return false;
    return true;
  }
  return a === b;
}

/**
 * The fields that differ between two versions of a record, by field name. A
 * field present on one side only counts as null on the other. `ignore` names
 * fields that are not the admin's to change (timestamps, the version, derived
 * columns).
 */
export function diffFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  options: { ignore?: readonly string[] } = {},
): FieldChange[] {
  const ignored = new Set(options.ignore ?? []);
  const fields = sortedFields([...new Set([...Object.keys(before), ...Object.keys(after)])]).filter((f) => !ignored.has(f));
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (sameValue(before[field], after[field])) continue;
    changes.push({ field, before: toAuditValue(before[field]), after: toAuditValue(after[field]) });
  }
  return changes;
}

/** The stored form of an update's changes: two objects with the same fields. */
export function splitChanges(changes: readonly FieldChange[]): { before: AuditRecord; after: AuditRecord } {
  const before: AuditRecord = {};
  const after: AuditRecord = {};
  for (const change of changes) {
    before[change.field] = change.before;
    after[change.field] = change.after;
  }
  return { before, after };
}

/**
 * The changes of a stored entry, by field name. A create has no before and a
 * delete no after: every field of the other side is listed, against null.
 */
export function changesOfEntry(before: AuditRecord | null, after: AuditRecord | null): FieldChange[] {
  const fields = sortedFields([...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]);
  return fields.map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

/** Code-unit order, the same on every machine and locale. */
function sortedFields(fields: string[]): string[] {
  return fields.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function instant(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

function numberOf(value: unknown): number | null {
  if (typeof value === "number") return value;
  if (typeof value === "string" && NUMERIC_TEXT.test(value.trim())) return Number(value);
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
