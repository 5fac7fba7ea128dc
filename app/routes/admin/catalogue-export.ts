/**
 * /admin/import/catalogue.csv and /admin/import/catalogue.xlsx: the whole catalogue in the import's layout
 * (core/catalogue/layout.ts), streamed as it is written: the file to edit and import back, or to start a price
 * sheet from.
 */
import { PassThrough, Readable } from "node:stream";
import { houstonCalendarDate } from "../../../core/format/dates.ts";
import { catalogueCsv, writeCatalogueXlsx } from "../../../db/queries/catalogue/export-catalogue.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/catalogue-export";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function loader({ request, context, url }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const db = context.get(dbContext);
  const excel = url.pathname.endsWith(".xlsx");
  const file = `catalogue-${houstonCalendarDate(new Date())}.${excel ? "xlsx" : "csv"}`;
  const headers = { "Content-Disposition": `attachment; filename="${file}"`, "Cache-Control": "private, no-store" };
  if (!excel) {
    const lines = Readable.from(encoded(catalogueCsv(db)));
    return new Response(Readable.toWeb(lines) as ReadableStream<Uint8Array>, { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" } });
  }
  const out = new PassThrough();
  // The workbook's zip ends the stream when it is written; a failure half-way destroys it with the error, so the
  // download breaks rather than looking complete.
  writeCatalogueXlsx(db, out).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, { headers: { ...headers, "Content-Type": XLSX_TYPE } });
}

async function* encoded(lines: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const line of lines) yield Buffer.from(line, "utf8");
}
