/**
 * /admin/import/{id} (issue 29): an import's page. While it is a preview: what it would write, in four groups, with
 * Apply (all or nothing, under the versions the preview read; conflicts are shown and nothing is written) and
 * Discard. Once applied: what was written, and Undo while nothing it wrote changed since.
 */
import { data, Link } from "react-router";
import { PREVIEW_LIMITS, previewView } from "../../../core/catalogue/import-view.ts";
import { rowIdSchema } from "../../../core/row-id.ts";
import { formatHoustonDateTime } from "../../../core/format/dates.ts";
import { findImport } from "../../../db/queries/catalogue/list-imports.ts";
import { previewSample } from "../../../db/queries/catalogue/import-changes.ts";
import { importRecordAction } from "../../admin/catalogue-import/import-actions.server.ts";
import { UPLOAD_PARAM } from "../../admin/catalogue-import/import-form.ts";

const UPLOAD_KEY = /^[0-9a-f]{32}$/;
import { requireAdminPage } from "../../auth/guards.server.ts";
import { ApplyDiscardForm, IMPORT_KIND_LABELS, PreviewGroups, StatusBadge, UndoForm } from "../../components/admin/catalogue-import-view.tsx";
import { dbContext } from "../../context.ts";
import { pageMeta } from "../../lib/site.ts";
import type { Route } from "./+types/catalogue-import-preview";

export function meta({ params }: Route.MetaArgs) {
  return pageMeta(`Import #${params.id} (admin)`, "A catalogue import's preview and result.");
}

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const id = rowIdSchema("The import id").safeParse(params.id);
  if (!id.success) throw data("There is no such import.", { status: 404 });
  const db = context.get(dbContext);
  const record = await findImport(db, id.data);
  if (!record) throw data("There is no such import.", { status: 404 });
  const { plan, createdAt, appliedAt, undoneAt, ...rest } = record;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    appliedAt: appliedAt?.toISOString() ?? null,
    undoneAt: undoneAt?.toISOString() ?? null,
    // The page gets the plan cut to what it shows, never a huge file's whole change set.
    view: record.status === "preview" && plan ? previewView(plan, await previewSample(db, record.id, PREVIEW_LIMITS)) : null,
    // The kept file's key (from the address the upload redirected to), for the offer to create missing names.
    upload: UPLOAD_KEY.test(url.searchParams.get(UPLOAD_PARAM) ?? "") ? url.searchParams.get(UPLOAD_PARAM) : null,
  };
}

export function action(args: Route.ActionArgs) {
  return importRecordAction(args);
}

const n = (value: number | undefined) => (value ?? 0).toLocaleString("en-US");

export default function CatalogueImportPreview({ loaderData: record, actionData }: Route.ComponentProps) {
  const counts = record.counts;
  const writes = (counts.newCommunities ?? 0) + (counts.changedCommunities ?? 0) + (counts.newPlans ?? 0) + (counts.changedPlans ?? 0);
  return (
    <div className="max-w-6xl">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/admin/import" className="font-medium text-brand-700 hover:underline">
          Import
        </Link>
        <span aria-hidden="true"> / </span>
        <span>#{record.id}</span>
      </nav>
      <h1 className="mt-1 flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight">
        <span className="break-words">Import #{record.id}: {record.fileName}</span> <StatusBadge status={record.status} />
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        {IMPORT_KIND_LABELS[record.kind]} from “{record.source}”, uploaded by {record.actorUsername} on {formatHoustonDateTime(record.createdAt)}
        {record.appliedAt ? `; applied ${formatHoustonDateTime(record.appliedAt)}` : ""}
        {record.undoneAt ? `; undone ${formatHoustonDateTime(record.undoneAt)}` : ""}.
      </p>

      {actionData && "message" in actionData ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      {actionData && "conflicts" in actionData ? (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="import-conflicts">
          <p className="font-semibold">Nothing was written: these records changed after the preview.</p>
          <ul className="mt-1 list-disc pl-5">
            {actionData.conflicts.map((conflict) => (
              <li key={`${conflict.record}-${conflict.reason}`}>
                {conflict.record}: {conflict.reason}
              </li>
            ))}
          </ul>
          <p className="mt-1">Discard this preview and import the file again to see it against the catalogue as it is now.</p>
        </div>
      ) : null}
      {actionData && "undo" in actionData ? (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="undo-refused">
          <p className="font-semibold">{actionData.undo.reason}</p>
          {actionData.undo.records.length ? (
            <ul className="mt-1 list-disc pl-5">
              {actionData.undo.records.map((name, i) => (
                // Names repeat (every community has its "A1"): the position keeps the keys apart.
                <li key={`${i}-${name}`}>{name}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6" data-testid="import-counts">
        {(
          [
            ["Rows read", counts.rows],
            ["New communities", counts.newCommunities],
            ["New floor plans", counts.newPlans],
            ["Changed communities", counts.changedCommunities],
            ["Changed floor plans", counts.changedPlans],
            ["Rejected rows", counts.rejectedRows],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{n(value)}</dd>
          </div>
        ))}
      </dl>

      {record.status === "preview" && record.view ? (
        <>
          <ApplyDiscardForm nothingToWrite={writes === 0} />
          <PreviewGroups view={record.view} upload={record.upload} />
          {writes > 0 ? <ApplyDiscardForm nothingToWrite={false} /> : null}
        </>
      ) : null}

      {record.status === "applied" ? (
        <section aria-labelledby="applied-heading" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-ink-900" data-testid="import-applied">
          <h2 id="applied-heading" className="text-base font-semibold">
            Applied
          </h2>
          <p className="mt-1">
            Written in one transaction: {n(counts.newCommunities)} new and {n(counts.changedCommunities)} changed communities, {n(counts.newPlans)} new and{" "}
            {n(counts.changedPlans)} changed floor plans, each with its audit entry. {counts.rejectedRows ? `${n(counts.rejectedRows)} rejected rows were not imported.` : ""}
          </p>
          <p className="mt-1 text-slate-700">Undo restores every record it wrote, while none of them has changed since.</p>
          <div className="mt-3">
            <UndoForm importId={record.id} />
          </div>
        </section>
      ) : null}
      {record.status === "undone" ? <p className="mt-4 text-sm text-slate-700">This import was undone: the records it wrote are as they were before it.</p> : null}
      {record.status === "discarded" ? <p className="mt-4 text-sm text-slate-700">This preview was discarded: nothing was written.</p> : null}
    </div>
  );
}
