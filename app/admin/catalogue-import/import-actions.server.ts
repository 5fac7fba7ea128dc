/**
 * The catalogue import's form actions over HTTP (issue 29, decision 039): the upload (a file and its source), the
 * mapping step, and Apply, Discard and Undo of one import. Identity comes from the session; every input is parsed
 * by schema; a refusal is a 4xx with what the admin can do about it, and a file is never half-imported (the engine:
 * db/queries/catalogue/).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { LAYOUT, mappingProblemText, normalizeHeader, type HeaderMapping, type MappedHeader } from "../../../core/catalogue/layout.ts";
import { rowsOfBytes, SheetError, sheetFormatOf } from "../../../core/catalogue/read-sheet.ts";
import { CATALOGUE_UPLOAD_MAX_BYTES, CATALOGUE_UPLOAD_TOO_LARGE } from "../../../core/catalogue/upload-limit.ts";
import { rowIdSchema } from "../../../core/row-id.ts";
import type { Database } from "../../../db/client-types.ts";
import { applyImport, discardImport, undoImport, type ImportActor, type ImportConflict } from "../../../db/queries/catalogue/apply-import.ts";
import { findImport, type ImportRecord } from "../../../db/queries/catalogue/list-imports.ts";
import { amenitiesResource } from "../../../core/admin/resources/amenities.ts";
import { parseResourceForm } from "../../../core/admin/form.ts";
import { amenitiesStore } from "../../../db/queries/admin/resources/amenities.ts";
import type { AdminActor } from "../../../db/queries/admin/admin-write.ts";
import { previewImport, rememberMapping } from "../../../db/queries/catalogue/preview-import.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { dbContext } from "../../context.ts";
import { readForm, readUploadForm } from "../../http/form.server.ts";
import { setFlash } from "../../lib/flash.server.ts";
import { CREATE_AMENITIES_INTENT, IGNORE_COLUMN, IMPORT_FILE_FIELD, IMPORT_PATH, UPLOAD_PARAM } from "./import-form.ts";
import { dropUpload, keepUpload, keptUpload } from "./kept-uploads.server.ts";


type Context = Readonly<RouterContextProvider>;

/** What the upload page shows after a post that did not lead to a preview. */
export type UploadStep =
  | { step: "refused"; message: string; source: string }
  | {
      step: "mapping";
      /** The kept file's key (./kept-uploads.server.ts). */
      upload: string;
      fileName: string;
      source: string;
      headers: { index: number; header: string; key: string | null; problem: boolean }[];
      problems: string[];
    };

const SourceSchema = z
  .string()
  .trim()
  .max(80, "The source is at most 80 characters.")
  .transform((value) => value || "manual");

const MappingSchema = z.object({
  upload: z.string().regex(/^[0-9a-f]{32}$/, "The mapping form lost its file: upload it again."),
  columns: z.array(z.object({ index: z.number().int().min(0), choice: z.enum([IGNORE_COLUMN, ...LAYOUT.map((c) => c.key)] as [string, ...string[]]) })),
});

const refused = (status: number, message: string, source = "manual") => data<UploadStep>({ step: "refused", message, source }, { status });

function actorOf(context: Context, request: Request): AdminActor {
  const { user } = requireAdminPage(context, request);
  return { id: user.id, username: user.username };
}

/** POST /admin/import: an upload (multipart), or the mapping step's answer (intent=map). */
export async function importPageAction({ request, context }: { request: Request; context: Context }) {
  const actor = actorOf(context, request);
  const read = await readUploadForm(request, {
    fileFields: [IMPORT_FILE_FIELD],
    maxFiles: 1,
    maxFileBytes: CATALOGUE_UPLOAD_MAX_BYTES,
    tooLargeMessage: CATALOGUE_UPLOAD_TOO_LARGE,
    tooManyFilesMessage: "Import one file at a time.",
  });
  if (!read.ok) return refused(read.status, read.message);
  const form = read.form;
  const source = SourceSchema.safeParse(typeof form.get("source") === "string" ? form.get("source") : "");
  if (!source.success) return refused(400, source.error.issues[0]!.message);
  const db = context.get(dbContext);
  if (form.get("intent") === "map") return mapAndPreview(db, request, form, actor);

  const file = form.get(IMPORT_FILE_FIELD);
  if (!(file instanceof File) || file.name === "") return refused(400, "Choose a CSV or Excel file to import.", source.data);
  let format;
  try {
    format = sheetFormatOf(file.name);
  } catch (error) {
    if (error instanceof SheetError) return refused(415, error.message, source.data);
    throw error;
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const upload = { bytes, fileName: file.name, source: source.data };
  return preview(db, request, upload, format, actor, {}, null);
}

async function mapAndPreview(db: Database, request: Request, form: FormData, actor: ImportActor) {
  const columns = [...form.entries()].flatMap(([name, value]) => {
    const match = /^map\.(\d{1,4})$/.exec(name);
    return match && typeof value === "string" && value !== "" ? [{ index: Number(match[1]), choice: value }] : [];
  });
  const parsed = MappingSchema.safeParse({ upload: form.get("upload"), columns });
  if (!parsed.success) return refused(400, parsed.error.issues[0]!.path[0] === "upload" ? parsed.error.issues[0]!.message : "Choose a catalogue column, or Ignore, for each column of the file.");
  const kept = await keptUpload(parsed.data.upload);
  if (!kept) return refused(410, "The uploaded file is no longer kept (an hour after the upload, or after a restart): choose it again.");
  try {
    const format = sheetFormatOf(kept.fileName);
    // The header row, to key the choices as the mapping is remembered: by each header's normalised text.
    let header: string[] = [];
    for await (const row of rowsOfBytes(kept.bytes, format, [])) {
      header = row.cells.map((cell) => (typeof cell === "string" ? cell : cell.formula));
      break;
    }
    const override: HeaderMapping = {};
    for (const { index, choice } of parsed.data.columns) {
      const text = header[index];
      if (text !== undefined && normalizeHeader(text) !== "") override[normalizeHeader(text)] = choice === IGNORE_COLUMN ? "" : choice;
    }
    return await preview(db, request, kept, format, actor, override, parsed.data.upload);
  } catch (error) {
    if (error instanceof SheetError) return refused(422, error.message, kept.source);
    throw error;
  }
}

async function preview(
  db: Database,
  request: Request,
  upload: { bytes: Buffer; fileName: string; source: string },
  format: "csv" | "xlsx",
  actor: ImportActor,
  override: HeaderMapping,
  keptKey: string | null,
) {
  const notices: string[] = [];
  let result;
  try {
    result = await previewImport(db, { rows: rowsOfBytes(upload.bytes, format, notices), source: upload.source, fileName: upload.fileName, actor, notices, override });
  } catch (error) {
    if (error instanceof SheetError) return refused(422, error.message, upload.source);
    throw error;
  }
  if (!result.ok && result.kind === "empty") return refused(422, "The file is empty: it has no header row.", upload.source);
  if (!result.ok) {
    const key = keptKey ?? (await keepUpload(upload));
    return data<UploadStep>({
      step: "mapping",
      upload: key,
      fileName: upload.fileName,
      source: upload.source,
      headers: result.headers.map((h) => ({ index: h.index, header: h.header, key: h.key, problem: isProblem(h, result.headers) })),
      problems: result.problems.map(mappingProblemText),
    });
  }
  // A mapping the admin chose is remembered for the source: its next file maps itself.
  if (Object.keys(override).length) await rememberMapping(db, upload.source, result.headers);
  const { importId } = result;
  // Names the catalogue lacks are offered for creation on the preview: the file is kept so that, once they exist,
  // the preview is made again without choosing it again (the key rides in the page's address; admins only).
  const { neighborhoods, amenities } = result.plan.unknown;
  if (neighborhoods.length || amenities.length) {
    const key = keptKey ?? (await keepUpload(upload));
    return redirect(`${IMPORT_PATH}/${importId}?${UPLOAD_PARAM}=${key}`, { status: 303 });
  }
  if (keptKey) await dropUpload(keptKey);
  return redirect(`${IMPORT_PATH}/${importId}`, { status: 303 });
}

/** A header the admin must look at: not mapped, or filling a column another header fills too. */
function isProblem(header: MappedHeader, all: readonly MappedHeader[]): boolean {
  if (header.key === null) return true;
  return header.key !== "" && all.some((other) => other !== header && other.key === header.key);
}

/** What the import's page shows after a post that was refused. */
export type ImportPageResult = { conflicts: ImportConflict[] } | { undo: { reason: string; records: string[] } } | { message: string };

const IntentSchema = z.object({
  intent: z.enum(["apply", "discard", "undo", CREATE_AMENITIES_INTENT], { error: "Say what to do with the import: apply, discard, undo or create its amenities." }),
});

/** POST /admin/import/:id: Apply, Discard or Undo. */
export async function importRecordAction({ request, context, params }: { request: Request; context: Context; params: { id?: string } }) {
  const actor = actorOf(context, request);
  const id = rowIdSchema("The import id").safeParse(params.id);
  if (!id.success) throw data("There is no such import.", { status: 404 });
  const form = await readForm(request);
  const parsed = IntentSchema.safeParse({ intent: form.get("intent") ?? undefined });
  if (!parsed.success) return data<ImportPageResult>({ message: parsed.error.issues[0]!.message }, { status: 400 });
  const db = context.get(dbContext);
  const record = await findImport(db, id.data);
  if (!record) throw data("There is no such import.", { status: 404 });
  const here = `${IMPORT_PATH}/${id.data}`;

  if (parsed.data.intent === "apply") {
    if (record.status !== "preview") return data<ImportPageResult>({ message: `Import #${id.data} is ${record.status}: only a preview can be applied.` }, { status: 409 });
    const result = await applyImport(db, { importId: id.data, actor });
    if (!result.ok) return data<ImportPageResult>({ conflicts: result.conflicts }, { status: 409 });
    return redirect(here, { status: 303, headers: { "Set-Cookie": setFlash(request, { title: `Applied import #${id.data}` }) } });
  }
  if (parsed.data.intent === CREATE_AMENITIES_INTENT) return createAmenitiesAndPreview(db, request, record, actor, form.get(UPLOAD_PARAM));
  if (parsed.data.intent === "discard") {
    const result = await discardImport(db, id.data);
    if (!result.ok) return data<ImportPageResult>({ message: result.reason }, { status: 409 });
    return redirect(IMPORT_PATH, { status: 303, headers: { "Set-Cookie": setFlash(request, { title: `Discarded import #${id.data}`, description: "Nothing was written." }) } });
  }
  const result = await undoImport(db, id.data, actor);
  if (!result.ok) return data<ImportPageResult>({ undo: { reason: result.reason, records: result.records ?? [] } }, { status: 409 });
  return redirect(here, { status: 303, headers: { "Set-Cookie": setFlash(request, { title: `Undid import #${id.data}`, description: "The records it wrote are as they were before it." }) } });
}

/**
 * The preview's offer: the amenities the file names and the catalogue lacks, created as the admin's Amenities form
 * would (each audited, the key made from the name), then the kept file previewed again in place of this preview.
 * The names come from the stored preview, never from the form. Neighborhoods are not made here: a neighborhood needs
 * its centre, description and photo, which a file does not give (the page links to its form, the name filled in).
 */
async function createAmenitiesAndPreview(db: Database, request: Request, record: ImportRecord, actor: AdminActor, uploadKey: FormDataEntryValue | null) {
  const names = record.status === "preview" ? (record.plan?.unknown.amenities ?? []) : [];
  if (!names.length) return data<ImportPageResult>({ message: `Import #${record.id} has no unknown amenities to create.` }, { status: 409 });
  const created: string[] = [];
  const refusals: string[] = [];
  for (const name of names) {
    const values = new Map([["displayName", name]]);
    const parsed = parseResourceForm(amenitiesResource.fields, [], { get: (field) => values.get(field) ?? "", getAll: () => [] });
    const result = parsed.ok ? await amenitiesStore.create(db, actor, parsed.values) : null;
    if (result?.ok) created.push(name);
    else refusals.push(`“${name}”: ${parsed.ok ? "an amenity with the same key exists (it may be spelled differently in the file)" : Object.values(parsed.errors)[0]}`);
  }
  if (refusals.length) return data<ImportPageResult>({ message: `Created ${created.length} of ${names.length} amenities. Not created: ${refusals.join("; ")}.` }, { status: 409 });
  const done = `Created ${created.length === 1 ? "the amenity" : `${created.length} amenities`}: ${created.join(", ")}`;
  const kept = typeof uploadKey === "string" ? await keptUpload(uploadKey) : null;
  await discardImport(db, record.id);
  const again = kept ? await preview(db, request, kept, sheetFormatOf(kept.fileName), actor, {}, uploadKey as string) : null;
  if (again instanceof Response) {
    again.headers.append("Set-Cookie", setFlash(request, { title: done, description: `The file was previewed again in place of #${record.id}.` }));
    return again;
  }
  return redirect(IMPORT_PATH, { status: 303, headers: { "Set-Cookie": setFlash(request, { title: done, description: `Preview #${record.id} was set aside: upload the file again to preview it with them.` }) } });
}
