/**
 * One list query for every admin resource: the store names, per column key,
 * the SQL that yields the value, which expressions the search looks in and
 * what each filter value means; this builds the page (or the whole filtered
 * set, for the CSV export) with its total in one round trip.
 */
import { and, asc, desc, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { CellValue } from "../../../core/admin/format-cell.ts";
import type { ListQuery } from "../../../core/admin/list-query.ts";
import type { Database } from "../../client-types.ts";

export type { CellValue };

export interface ListRow {
  id: number;
  version: number;
  cells: Record<string, CellValue>;
}

export interface ListPage {
  rows: ListRow[];
  total: number;
}

/** The most rows one CSV export holds: far above the catalogue, a bound on a request's work. */
export const EXPORT_MAX = 20_000;

export interface ListSource {
  table: PgTable;
  /** Joins the columns need (a community's neighborhood name), applied to the list and its count. */
  join?: (query: PgSelect) => PgSelect;
  id: PgColumn;
  /** The optimistic-lock version a bulk action checks; a read-only resource without one gives a constant. */
  version: PgColumn | SQL;
  /** The value of each column key; also what sorting by the key orders by. */
  columns: Record<string, SQL | PgColumn>;
  /** What the search box looks in (case-insensitive substring). */
  search: (SQL | PgColumn)[];
  /**
   * Conditions of the search beyond one expression per row (a chat's message
   * text, in an EXISTS over its messages), given the escaped ILIKE pattern.
   */
  searchWhere?: (pattern: string) => SQL;
  /** Per filter key, the condition a chosen value stands for. */
  filters: Record<string, (value: string) => SQL | undefined>;
  /** Rows the section never lists (a client merged into another). */
  where?: SQL;
}

/** `%`, `_` and `\` typed by the admin are literal characters, not patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listRecords(db: Database, source: ListSource, query: ListQuery, options: { all?: boolean } = {}): Promise<ListPage> {
  const conditions: SQL[] = source.where ? [source.where] : [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const matches = or(
      ...source.search.map((expression) => ilike(expression as PgColumn, pattern)),
      ...(source.searchWhere ? [source.searchWhere(pattern)] : []),
    );
    if (matches) conditions.push(matches);
  }
  for (const [key, value] of Object.entries(query.filters)) {
    const condition = source.filters[key]?.(value);
    if (condition) conditions.push(condition);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const sortExpression = source.columns[query.sort.key] ?? source.id;
  const order =
    query.sort.dir === "desc"
      ? [sql`${sortExpression} desc nulls last`, desc(source.id)]
      : [sql`${sortExpression} asc nulls last`, asc(source.id)];

  const selection = {
    __id: source.id,
    __version: source.version,
    __total: sql<number>`count(*) over ()`.mapWith(Number),
    ...source.columns,
  };
  const joined = (statement: PgSelect) => (source.join ? source.join(statement) : statement);
  const rows = (await joined(db.select(selection).from(source.table).$dynamic())
    .where(where)
    .orderBy(...order)
    .limit(options.all ? EXPORT_MAX : query.pageSize)
    .offset(options.all ? 0 : (query.page - 1) * query.pageSize)) as Record<string, unknown>[];

  let total = rows.length ? Number(rows[0]!.__total) : 0;
  // A page past the end has no row to carry the total: count alone.
  if (!rows.length && query.page > 1) {
    const [row] = (await joined(db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(source.table).$dynamic()).where(where)) as { total: number }[];
    total = row?.total ?? 0;
  }
  return {
    total,
    rows: rows.map((row) => {
      const cells: Record<string, CellValue> = {};
      for (const key of Object.keys(source.columns)) cells[key] = toCell(row[key]);
      return { id: Number(row.__id), version: Number(row.__version), cells };
    }),
  };
}

function toCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return value;
  return String(value);
}
