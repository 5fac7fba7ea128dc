/**
 * Many rows in one INSERT, sent as a single JSON parameter and spread into the table's own row type by
 * jsonb_populate_recordset (PostgreSQL and PGlite alike). For bulk writes of thousands of rows (a catalogue import):
 * the query builder's per-value work (a parameter and a type check for every cell) cost more than the database's,
 * and the statement text grew with the rows; here the statement is the same for every batch and the rows are one
 * string. Every row gives the same keys (a missing key would be NULL, not the column's default: refused).
 */
import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "./admin/audited-tables.ts";
import type { Database } from "../client-types.ts";

/** A cell as JSON: a json/jsonb column takes the value itself, an array column a JSON array, a timestamp ISO text. */
function jsonCell(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return value instanceof Date ? value.toISOString() : value;
}

export async function insertJsonRows<T extends PgTable, K extends keyof T["$inferSelect"] & string = never>(
  db: Database | Tx,
  table: T,
  rows: readonly T["$inferInsert"][],
  returning: readonly K[] = [],
): Promise<Pick<T["$inferSelect"], K>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!).filter((key) => (rows[0] as Record<string, unknown>)[key] !== undefined);
  const signature = keys.join(",");
  const payload = rows.map((row) => {
    const record = row as Record<string, unknown>;
    const present = Object.keys(record).filter((key) => record[key] !== undefined);
    if (present.join(",") !== signature) throw new Error(`insertJsonRows: every row must give the same columns (${signature} / ${present.join(",")})`);
    return Object.fromEntries(keys.map((key) => [columns[key]!.name, jsonCell(record[key])]));
  });
  const list = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const back = returning.length
    ? sql` RETURNING ${sql.join(
        returning.map((key) => sql`${sql.identifier(columns[key]!.name)} AS ${sql.identifier(key)}`),
        sql`, `,
      )}`
    : sql``;
  const result = await db.execute(sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(payload)}::jsonb)${back}`);
  return (result as unknown as { rows: Pick<T["$inferSelect"], K>[] }).rows;
}
