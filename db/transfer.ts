/**
 * Moving the whole database between the embedded one and PostgreSQL (either
 * way): every table of the public schema, users and sessions included, as
 * JSON rows, in an order that satisfies the foreign keys. PostgreSQL converts
 * each row back itself (json_populate_recordset with the table's own row
 * type), so both ends agree on every type without a mapping here. Generated
 * columns are left out and recomputed; serial counters are moved past the
 * highest id; the triggers that keep derived values run as rows arrive and
 * compute what was copied.
 *
 * Both databases must be at the same migration (the scripts migrate both
 * before moving anything). The target must hold no data: an import never
 * merges into or overwrites a database in use.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client-types.ts";

/** The export file's format; bumped when the layout below changes. */
export const TRANSFER_FORMAT = "houston-apartments-transfer/1";
const BATCH_ROWS = 500;

export type TransferLine = { format: string; migration: string; tables: string[] } | { table: string; rows: unknown[] };

export class TransferError extends Error {}

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer execute() with {rows}.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The newest migration applied (drizzle's bookkeeping), so an import can refuse a file of another schema. */
export async function currentMigration(db: Database): Promise<string> {
  const [row] = await rowsOf<{ hash: string }>(db, sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC, id DESC LIMIT 1`);
  if (!row) throw new TransferError("The database has not been migrated.");
  return row.hash;
}

/** The public tables, each after the tables its foreign keys point to. */
export async function tablesInDependencyOrder(db: Database): Promise<string[]> {
  const tables = (await rowsOf<{ name: string }>(db, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((t) => t.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, "");
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p) || !parents.has(p)));
    if (ready.length === 0) throw new TransferError("The tables' foreign keys form a cycle; cannot order them.");
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** The columns an INSERT may set: all but generated ones. */
async function insertableColumns(db: Database, table: string): Promise<string[]> {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
  );
  return columns.map((c) => c.name);
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Every row of every public table, a batch at a time, in dependency order; the first line describes the file. */
export async function* exportDatabase(db: Database): AsyncGenerator<TransferLine> {
  const tables = await tablesInDependencyOrder(db);
  yield { format: TRANSFER_FORMAT, migration: await currentMigration(db), tables };
  for (const table of tables) {
    const columns = await insertableColumns(db, table);
    const list = sql.join(columns.map(ident), sql`, `);
    // Ordered by the primary key where there is one, so rows that point to earlier rows of the same table come after them.
    const [key] = await rowsOf<{ columns: string | null }>(
      db,
      sql`SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY array_position(i.indkey, a.attnum)) AS columns
          FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
          WHERE i.indrelid = ${`public.${table}`}::regclass AND i.indisprimary`,
    );
    const order = key?.columns ? sql.raw(key.columns) : list;
    for (let offset = 0; ; offset += BATCH_ROWS) {
      const batch = await rowsOf<{ row: unknown }>(db, sql`SELECT row_to_json(r) AS row FROM (SELECT ${list} FROM ${ident(table)} ORDER BY ${order} LIMIT ${BATCH_ROWS} OFFSET ${offset}) r`);
      if (batch.length === 0) break;
      yield { table, rows: batch.map((b) => (typeof b.row === "string" ? JSON.parse(b.row) : b.row)) };
      if (batch.length < BATCH_ROWS) break;
    }
  }
}

/**
 * One-row counters that a fresh migration fills and the triggers bump while rows arrive: written last, as
 * exported, over whatever the import's own writes made of them.
 */
const COUNTER_TABLES: readonly string[] = ["catalogue_revision"];

async function rowsBeforeImport(db: Database, tables: readonly string[]): Promise<{ table: string; rows: number }[]> {
  const counts: { table: string; rows: number }[] = [];
  for (const table of tables) {
    const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${ident(table)}`);
    if ((row?.n ?? 0) > 0) counts.push({ table, rows: row!.n });
  }
  return counts;
}

export interface ImportSummary {
  tables: number;
  rows: number;
}

/**
 * Loads an export into this database, in one transaction: all of it or nothing. Refuses a file of another
 * format or migration, and a database that holds data (beyond the counters a migration creates).
 */
export async function importDatabase(db: Database, lines: AsyncIterable<TransferLine> | Iterable<TransferLine>): Promise<ImportSummary> {
  let header: Extract<TransferLine, { format: string }> | null = null;
  let rows = 0;
  const seen = new Set<string>();
  await db.transaction(async (tx) => {
    const target = tx as unknown as Database;
    // The rows arrive as they were: triggers that write rows of other tables (rent history, the Parking amenity's
    // link) stand aside, since those rows come in the file too (migration 0033).
    await target.execute(sql`SELECT set_config('app.transfer', 'on', true)`);
    const columnsOf = new Map<string, string[]>();
    const counters: Extract<TransferLine, { table: string }>[] = [];
    const insertRows = async (line: Extract<TransferLine, { table: string }>) => {
      let columns = columnsOf.get(line.table);
      if (!columns) {
        columns = await insertableColumns(target, line.table);
        columnsOf.set(line.table, columns);
      }
      const list = sql.join(columns.map(ident), sql`, `);
      await target.execute(sql`INSERT INTO ${ident(line.table)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${ident(line.table)}, ${JSON.stringify(line.rows)}::json)`);
      rows += line.rows.length;
      seen.add(line.table);
    };
    for await (const line of lines) {
      if (!header) {
        if (!("format" in line) || line.format !== TRANSFER_FORMAT) throw new TransferError(`This is not an export of this product (expected the format ${TRANSFER_FORMAT}).`);
        header = line;
        if (line.migration !== (await currentMigration(target))) {
          throw new TransferError("The export and this database are at different migrations: run both on the same version of the product (start it once, or migrate) and export again.");
        }
        const known = new Set(await tablesInDependencyOrder(target));
        const missing = line.tables.filter((t) => !known.has(t));
        if (missing.length > 0) throw new TransferError(`This database has no table ${missing.join(", ")}.`);
        const filled = (await rowsBeforeImport(target, line.tables)).filter((c) => !COUNTER_TABLES.includes(c.table));
        if (filled.length > 0) {
          throw new TransferError(`The target database is not empty (${filled.map((c) => `${c.table}: ${c.rows} rows`).join(", ")}). Import only into a freshly migrated database.`);
        }
        continue;
      }
      if (!("table" in line) || !header.tables.includes(line.table)) throw new TransferError("The export file is damaged: a batch names a table its header does not list.");
      if (COUNTER_TABLES.includes(line.table)) {
        counters.push(line);
        continue;
      }
      await insertRows(line);
    }
    if (!header) throw new TransferError("The export file is empty.");
    for (const table of COUNTER_TABLES) if (header.tables.includes(table)) await target.execute(sql`DELETE FROM ${ident(table)}`);
    for (const line of counters) await insertRows(line);
    // Serial counters continue after the highest id moved, so the next insert does not collide.
    const serials = await rowsOf<{ table_name: string; column_name: string }>(
      target,
      sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
    );
    for (const { table_name: table, column_name: column } of serials) {
      await target.execute(
        sql`SELECT setval(pg_get_serial_sequence(${`public.${table}`}, ${column}), coalesce((SELECT max(${ident(column)}) FROM ${ident(table)}), 0) + 1, false)`,
      );
    }
  });
  return { tables: seen.size, rows };
}
