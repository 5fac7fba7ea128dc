/**
 * A back-office resource, declared once: what its list shows (columns, filters,
 * search, sort keys, bulk actions) and what its edit form holds (fields, the
 * zod schema that parses them). One list view, one edit view and one action
 * handler serve every declaration (app/routes/admin/resource-*.tsx); the
 * database side of each resource is its store (db/queries/admin/resources/).
 *
 * Framework-free and without zod at the top level of the module, so the
 * browser bundle of the list view only carries the labels it renders.
 */
import type { AdminResource, ListedResource } from "./resource-names.ts";

/** "money": whole dollars (rents); "cents": an integer of cents (commissions, invoices), shown as $1,234.50. */
export type ColumnKind = "text" | "number" | "money" | "cents" | "date" | "datetime" | "boolean" | "tags" | "status";

export interface ColumnSpec {
  key: string;
  label: string;
  kind: ColumnKind;
  /** May the list be sorted by it (the store maps the key to SQL). */
  sortable?: boolean;
  /** Shown unless the admin picks columns; the first column is always shown and links to the record. */
  shown?: boolean;
  /** Numbers and money read best right-aligned. */
  align?: "end";
  /** Words for stored keys ("not-for-me" -> "Not for me"), for a status or text column of codes. */
  labels?: Readonly<Record<string, string>>;
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSpec {
  key: string;
  label: string;
  /** The choices besides "Any". */
  options: readonly FilterOption[];
}

export interface BulkActionSpec {
  key: string;
  /** The button's words: "Delete", "Mark verified today". */
  label: string;
  /** What the confirmation asks, for this many records: "Delete 3 neighborhoods?" */
  confirm: (count: number) => string;
  destructive?: boolean;
}

export type FieldKind =
  | "text"
  | "slug"
  | "textarea"
  | "markdown"
  | "integer"
  | "decimal"
  | "money"
  | "checkbox"
  | "select"
  /** One value per line (aliases, highlights, synonyms, tags, ZIP codes). */
  | "lines"
  /** Several of the options, as checkboxes (lease terms). */
  | "choices"
  | "date"
  | "datetime";

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  /** A short hint under the field. */
  help?: string;
  required?: boolean;
  /** Choices of a select (a store may fill them from the database: the field's `optionsFrom`). */
  options?: readonly FilterOption[];
  /** Where a select's choices come from when they are records ("neighborhoods"). */
  optionsFrom?: AdminResource;
  /** A group heading the field is shown under. */
  group?: string;
  /** For numbers: the input's min/max/step. */
  min?: number;
  max?: number;
  step?: number;
  /** Wider fields take the whole row of the form's grid. */
  wide?: boolean;
  /** What a new record's input starts with, as the input's text ("on" for a ticked checkbox). */
  defaultValue?: string;
  /**
   * A text the public or a client reads: checked for fair-housing wording before it is saved (core/fair-housing/
   * wording-check.ts); a flag is shown and confirmed, never a silent block.
   */
  published?: boolean;
}

export interface SortOrder {
  key: string;
  dir: "asc" | "desc";
}

export interface ResourceSpec {
  key: ListedResource;
  /** The section's heading: "Neighborhoods". */
  title: string;
  singular: string;
  plural: string;
  /** Words the search box looks in, for its placeholder: "name, slug or alias". */
  searchHint: string;
  columns: readonly ColumnSpec[];
  filters: readonly FilterSpec[];
  defaultSort: SortOrder;
  bulkActions: readonly BulkActionSpec[];
  fields: readonly FieldSpec[];
  /** The public page of a record, for Save-and-view and the "View on site" link; null where there is none. */
  publicPath: ((record: { slug: string }) => string) | null;
  /** May admins create records here ("New …")? */
  creatable: boolean;
  /** false: a record has no page of its own (the outbox), so the list names rows without linking them. */
  recordPages?: boolean;
  /** Another view of the same records beside the list (the clients' stage board). */
  otherView?: { label: string; path: string };
}

/** Rows per list page; the admin may ask for up to MAX_PAGE_SIZE. */
export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [25, 50, 100] as const;

export function sortableKeys(spec: Pick<ResourceSpec, "columns">): string[] {
  return spec.columns.filter((column) => column.sortable).map((column) => column.key);
}

/** The columns a list shows: the admin's choice when given (the first column always), otherwise the default ones. */
export function visibleColumns(spec: Pick<ResourceSpec, "columns">, chosen: readonly string[] | null): ColumnSpec[] {
  const [first, ...rest] = spec.columns;
  if (!first) return [];
  const picked = chosen ? rest.filter((column) => chosen.includes(column.key)) : rest.filter((column) => column.shown !== false);
  return [first, ...picked];
}
