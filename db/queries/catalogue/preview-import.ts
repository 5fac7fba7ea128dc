/**
 * From a file's rows to an import's preview, the one path of the admin's upload and the command line: the header
 * mapped (the source's remembered mapping, then the layout's names), then every row planned against the
 * catalogue as it is now (core/catalogue/import-plan.ts). The preview is stored as it is made: an import row in
 * "preview" holding the plan's summary, its changes streamed into catalogue_import_changes for Apply.
 */
import { eq, sql } from "drizzle-orm";
import { houstonCalendarDate } from "../../../core/format/dates.ts";
import { importKind, planCounts, planImport, type ImportPlan } from "../../../core/catalogue/import-plan.ts";
import { mapHeaders, mappingProblems, normalizeHeader, type HeaderMapping, type MappedHeader, type MappingProblem } from "../../../core/catalogue/layout.ts";
import type { SheetRow } from "../../../core/catalogue/read-sheet.ts";
import type { Database } from "../../client-types.ts";
import { catalogueImportMappings, catalogueImports } from "../../schema/index.ts";
import type { ImportActor } from "./apply-import.ts";
import { changeSink } from "./import-changes.ts";
import { loadCatalogueSnapshot } from "./snapshot.ts";
import { loadZipCentres } from "./zip-centres.ts";

export type PreviewResult =
  | { ok: true; importId: number; plan: ImportPlan; headers: MappedHeader[] }
  /** The header needs the mapping step: unknown columns, a column twice, or none naming the community. */
  | { ok: false; kind: "mapping"; headers: MappedHeader[]; problems: MappingProblem[] }
  | { ok: false; kind: "empty" };

/** The mapping remembered for a source ({} when none). */
export async function rememberedMapping(db: Database, source: string): Promise<HeaderMapping> {
  const [row] = await db.select({ mapping: catalogueImportMappings.mapping }).from(catalogueImportMappings).where(eq(catalogueImportMappings.source, source));
  return row?.mapping ?? {};
}

/** Remembers a file's header mapping for its source: the next file from it maps itself. */
export async function rememberMapping(db: Database, source: string, headers: readonly MappedHeader[]): Promise<void> {
  const mapping: HeaderMapping = Object.fromEntries(headers.flatMap((h) => (h.key === null || normalizeHeader(h.header) === "" ? [] : [[normalizeHeader(h.header), h.key]])));
  await db
    .insert(catalogueImportMappings)
    .values({ source, mapping })
    .onConflictDoUpdate({ target: catalogueImportMappings.source, set: { mapping, updatedAt: sql`now()` } });
}

/**
 * Reads the rows (the first is the header), plans the import and stores it as a preview. `override` maps headers
 * the admin chose in the mapping step (normalised header -> layout key, "" to ignore), over the remembered mapping.
 * A file that fails part-way (a broken row in a CSV) leaves no preview behind.
 */
export async function previewImport(
  db: Database,
  options: { rows: AsyncIterable<SheetRow>; source: string; fileName: string; actor: ImportActor; notices?: string[]; override?: HeaderMapping; now?: Date },
): Promise<PreviewResult> {
  const iterator = options.rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return { ok: false, kind: "empty" };
  const headerCells = first.value.cells.map((cell) => (typeof cell === "string" ? cell : cell.formula));
  const mapping = { ...(await rememberedMapping(db, options.source)), ...options.override };
  const headers = mapHeaders(headerCells, mapping);
  const problems = mappingProblems(headers);
  if (problems.length) return { ok: false, kind: "mapping", headers, problems };
  const snapshot = await loadCatalogueSnapshot(db);
  const rest: AsyncIterable<SheetRow> = { [Symbol.asyncIterator]: () => iterator };
  const [row] = await db
    .insert(catalogueImports)
    .values({ kind: importKind(headers), source: options.source, fileName: options.fileName, actorId: options.actor.id, actorUsername: options.actor.username, counts: {} })
    .returning({ id: catalogueImports.id });
  const importId = row!.id;
  try {
    const plan = await planImport(headers, rest, snapshot, { today: houstonCalendarDate(options.now ?? new Date()), zipCentre: await loadZipCentres() }, changeSink(db, importId), options.notices ?? []);
    await db.update(catalogueImports).set({ counts: planCounts(plan), plan }).where(eq(catalogueImports.id, importId));
    return { ok: true, importId, plan, headers };
  } catch (error) {
    await db.delete(catalogueImports).where(eq(catalogueImports.id, importId));
    throw error;
  }
}
