/**
 * /admin/import (issue 29, decision 039): upload a catalogue spreadsheet or a weekly price sheet, map its columns
 * when they are not the layout's, and see the recent imports (with Undo on the applied ones). A file that reads
 * goes on to its preview, /admin/import/{id}, where it is applied or discarded. The work is in
 * app/admin/catalogue-import/ and db/queries/catalogue/.
 */
import { Download, Upload } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { describeBytes } from "../../../core/photos/limits.ts";
import { CATALOGUE_UPLOAD_MAX_BYTES } from "../../../core/catalogue/upload-limit.ts";
import { recentImports } from "../../../db/queries/catalogue/list-imports.ts";
import { importPageAction } from "../../admin/catalogue-import/import-actions.server.ts";
import { IMPORT_FILE_FIELD } from "../../admin/catalogue-import/import-form.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { ImportList, MappingStep } from "../../components/admin/catalogue-import-view.tsx";
import { inputClass } from "../../components/admin/form-styles.ts";
import { Button } from "../../components/ui/button.tsx";
import { dbContext } from "../../context.ts";
import { pageMeta } from "../../lib/site.ts";
import type { Route } from "./+types/catalogue-import";

export function meta() {
  return pageMeta("Import (admin)", "Import the catalogue or a price sheet from a spreadsheet.");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const imports = await recentImports(context.get(dbContext));
  return { imports: imports.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), maxBytes: CATALOGUE_UPLOAD_MAX_BYTES };
}

export function action(args: Route.ActionArgs) {
  return importPageAction(args);
}

export default function CatalogueImport({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const mapping = actionData?.step === "mapping" ? actionData : null;
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold tracking-tight">Import</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Update the catalogue from a spreadsheet: the whole catalogue, or a property's weekly price sheet. Nothing is written until you have seen the preview and
        applied it, and an applied import can be undone.
      </p>

      {actionData?.step === "refused" ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="import-error">
          {actionData.message}
        </p>
      ) : null}

      {mapping ? (
        <MappingStep {...mapping} />
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <section aria-labelledby="upload-heading" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <h2 id="upload-heading" className="text-base font-semibold">
              Upload a file
            </h2>
            <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
              <div>
                <label htmlFor="import-file" className="block font-medium">
                  CSV or Excel file
                </label>
                <input
                  id="import-file"
                  name={IMPORT_FILE_FIELD}
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  required
                  aria-describedby="import-file-hint"
                  className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
                />
                <p id="import-file-hint" className="mt-1 text-slate-600">
                  Up to {describeBytes(loaderData.maxBytes)}. Larger files: <code className="text-xs">npm run catalogue:import -- file</code> on the server.
                </p>
              </div>
              <div>
                <label htmlFor="import-source" className="block font-medium">
                  Source
                </label>
                <input
                  id="import-source"
                  name="source"
                  defaultValue={actionData?.step === "refused" ? actionData.source : "manual"}
                  maxLength={80}
                  aria-describedby="import-source-hint"
                  className={`mt-1 ${inputClass}`}
                />
                <p id="import-source-hint" className="mt-1 text-slate-600">
                  Where the file comes from, e.g. “Greystar weekly”: a column mapping is remembered per source.
                </p>
              </div>
              <Button type="submit" disabled={busy}>
                <Upload aria-hidden="true" />
                {busy ? "Reading the file…" : "Preview the import"}
              </Button>
            </Form>
          </section>

          <section aria-labelledby="layout-heading" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <h2 id="layout-heading" className="text-base font-semibold">
              The layout
            </h2>
            <p className="mt-2 text-slate-700">
              One row per floor plan, the community's columns repeated on each of its rows. A column the file leaves out leaves that field as it is. A
              community is found by its slug, else its name; a floor plan by its name within its community. An import creates and changes, it never
              deletes.
            </p>
            <p className="mt-2 text-slate-700">
              A <strong>price sheet</strong> has only Community, Floor plan and some of Rent, Available from and Units available: it updates those plans and
              marks their communities' availability as checked today.
            </p>
            <p className="mt-2 text-slate-700">Start from the current catalogue, in the same layout:</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a href="/admin/import/catalogue.csv" download>
                  <Download aria-hidden="true" />
                  Catalogue as CSV
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href="/admin/import/catalogue.xlsx" download>
                  <Download aria-hidden="true" />
                  Catalogue as Excel
                </a>
              </Button>
            </div>
          </section>
        </div>
      )}

      <section aria-labelledby="recent-heading" className="mt-8">
        <h2 id="recent-heading" className="text-lg font-semibold">
          Recent imports
        </h2>
        <ImportList imports={loaderData.imports} />
        {loaderData.imports.some((row) => row.status === "preview") ? (
          <p className="mt-2 text-sm text-slate-700">
            A preview waits for Apply or Discard on its own page; <Link to={`/admin/import/${loaderData.imports.find((row) => row.status === "preview")!.id}`} className="text-brand-700 underline">open the latest</Link>.
          </p>
        ) : null}
      </section>
    </div>
  );
}
