/**
 * /admin/{section}.csv: the list's filtered rows (every page, in the list's
 * order, up to EXPORT_MAX) as CSV, with the same search and filters as the
 * list URL it was linked from.
 */
import { toCsv } from "../../../core/admin/csv.ts";
import { exportCell } from "../../../core/admin/format-cell.ts";
import { parseListQuery } from "../../../core/admin/list-query.ts";
import { houstonCalendarDate } from "../../../core/format/dates.ts";
import { listRecords } from "../../../db/queries/admin/list-records.ts";
import { resolvedSpec, resourceOfPath } from "../../admin/registry.server.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/resource-csv";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const resource = resourceOfPath(url.pathname);
  const db = context.get(dbContext);
  const { spec } = await resolvedSpec(resource, db);
  const query = parseListQuery(spec, url.searchParams);
  const page = await listRecords(db, resource.store.source, query, { all: true });
  const columns = resource.spec.columns;
  const body = toCsv(
    ["id", ...columns.map((column) => column.label)],
    page.rows.map((row) => [row.id, ...columns.map((column) => exportCell(column.kind, row.cells[column.key] ?? null))]),
  );
  const file = `${resource.spec.key}-${houstonCalendarDate(new Date())}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
