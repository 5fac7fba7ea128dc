/**
 * The catalogue import's screens (issue 29): the recent imports, the mapping step, and a preview's groups (new,
 * changed field by field, unchanged, rejected). Plain forms and dense tables: they work without JavaScript, and a
 * wide table scrolls inside its own box on a phone.
 */
import { Check, Trash2, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { LAYOUT } from "../../../core/catalogue/layout.ts";
import { CREATE_AMENITIES_INTENT, IGNORE_COLUMN, UPLOAD_PARAM } from "../../admin/catalogue-import/import-form.ts";
import type { PreviewView } from "../../../core/catalogue/import-view.ts";
import { formatHoustonDateTime } from "../../../core/format/dates.ts";
import { Button } from "../ui/button.tsx";
import { inputClass } from "./form-styles.ts";

export interface ImportRow {
  id: number;
  kind: "catalogue" | "price-sheet";
  source: string;
  fileName: string;
  status: "preview" | "applied" | "undone" | "discarded";
  actorUsername: string;
  counts: Record<string, number>;
  createdAt: string;
}

export const IMPORT_KIND_LABELS = { catalogue: "Catalogue", "price-sheet": "Price sheet" } as const;
export const IMPORT_STATUS_LABELS = { preview: "Preview", applied: "Applied", undone: "Undone", discarded: "Discarded" } as const;

const STATUS_STYLES: Record<ImportRow["status"], string> = {
  preview: "bg-amber-100 text-amber-900",
  applied: "bg-emerald-100 text-emerald-900",
  undone: "bg-slate-100 text-slate-800",
  discarded: "bg-slate-100 text-slate-800",
};

// relative: the screen-reader-only text of a scrolled cell stays inside the box, not widening the page.
export const tableBox = "relative overflow-x-auto rounded-lg border border-slate-200 bg-white";
export const tableClass = "min-w-full text-sm";
export const headClass = "bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
export const th = "px-3 py-2 whitespace-nowrap";
export const td = "px-3 py-1.5 align-top";

export function StatusBadge({ status }: { status: ImportRow["status"] }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLES[status]}`}>{IMPORT_STATUS_LABELS[status]}</span>;
}

const n = (value: number | undefined) => (value ?? 0).toLocaleString("en-US");

/** "2 new, 14 changed, 1 rejected": communities and plans together, the unchanged left out. */
export function countsText(counts: Record<string, number>): string {
  const created = (counts.newCommunities ?? 0) + (counts.newPlans ?? 0);
  const changed = (counts.changedCommunities ?? 0) + (counts.changedPlans ?? 0);
  return `${n(created)} new, ${n(changed)} changed, ${n(counts.rejectedRows)} rejected (${n(counts.rows)} ${counts.rows === 1 ? "row" : "rows"})`;
}

/** The recent imports, newest first, with Undo on the applied ones. */
export function ImportList({ imports }: { imports: ImportRow[] }) {
  if (!imports.length) return <p className="mt-2 text-sm text-slate-700">No import yet.</p>;
  return (
    <div className={`mt-2 ${tableBox}`} tabIndex={0} role="group" aria-label={"Recent imports, newest first, scrolls sideways"}>
      <table className={tableClass}>
        <caption className="sr-only">Recent imports, newest first</caption>
        <thead className={headClass}>
          <tr>
            <th scope="col" className={th}>
              Import
            </th>
            <th scope="col" className={th}>
              When
            </th>
            <th scope="col" className={th}>
              Who
            </th>
            <th scope="col" className={th}>
              File
            </th>
            <th scope="col" className={th}>
              Kind
            </th>
            <th scope="col" className={th}>
              Counts
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {imports.map((row) => (
            <tr key={row.id} data-testid="import-row">
              <td className={td}>
                <Link to={`/admin/import/${row.id}`} className="font-medium text-brand-700 underline">
                  #{row.id}
                </Link>
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatHoustonDateTime(row.createdAt)}</td>
              <td className={td}>{row.actorUsername}</td>
              <td className={`${td} max-w-56 break-words`}>
                {row.fileName}
                <span className="block text-xs text-slate-600">{row.source}</span>
              </td>
              <td className={`${td} whitespace-nowrap`}>{IMPORT_KIND_LABELS[row.kind]}</td>
              <td className={`${td} min-w-44`}>{countsText(row.counts)}</td>
              <td className={td}>
                <StatusBadge status={row.status} />
              </td>
              <td className={td}>
                {row.status === "applied" ? (
                  <UndoForm importId={row.id} compact />
                ) : row.status === "preview" ? (
                  <Link to={`/admin/import/${row.id}`} className="text-sm font-medium whitespace-nowrap text-brand-700 underline">
                    Review<span className="sr-only"> import #{row.id}</span>
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function UndoForm({ importId, compact = false }: { importId: number; compact?: boolean }) {
  return (
    <Form method="post" action={`/admin/import/${importId}`}>
      <Button type="submit" name="intent" value="undo" size="sm" variant="outline">
        <Undo2 aria-hidden="true" />
        {compact ? "Undo" : "Undo this import"}
        {compact ? <span className="sr-only"> import #{importId}</span> : null}
      </Button>
    </Form>
  );
}

export interface MappingStepProps {
  upload: string;
  fileName: string;
  source: string;
  headers: { index: number; header: string; key: string | null; problem: boolean }[];
  problems: string[];
}

/** Each of the file's columns with the catalogue column it fills; the ones in question first and marked. */
export function MappingStep({ upload, fileName, source, headers, problems }: MappingStepProps) {
  const ordered = [...headers.filter((h) => h.problem), ...headers.filter((h) => !h.problem)];
  return (
    <section aria-labelledby="mapping-heading" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm" data-testid="mapping-step">
      <h2 id="mapping-heading" className="text-base font-semibold">
        Map the columns of {fileName}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-900" role="alert">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p className="mt-2 text-slate-700">
        The file is kept for an hour, so there is no need to choose it again. The mapping is remembered for the source “{source}”: its next file maps itself.
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="map" />
        <input type="hidden" name="upload" value={upload} />
        <input type="hidden" name="source" value={source} />
        <div className={`max-w-3xl ${tableBox}`} tabIndex={0} role="group" aria-label={"The file's columns and the catalogue columns they fill, scrolls sideways"}>
          <table className={tableClass}>
            <caption className="sr-only">The file's columns and the catalogue columns they fill</caption>
            <thead className={headClass}>
              <tr>
                <th scope="col" className={th}>
                  Column in the file
                </th>
                <th scope="col" className={th}>
                  Catalogue column
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {ordered.map((h) => (
                <tr key={h.index} className={h.problem ? "bg-amber-50" : undefined}>
                  <td className={td}>
                    <label htmlFor={`map-${h.index}`} className="font-medium">
                      {h.header || `(column ${h.index + 1}, no header)`}
                    </label>
                    {h.problem ? <span className="ml-2 text-xs font-semibold text-amber-900">needs a choice</span> : null}
                  </td>
                  <td className={`${td} min-w-52`}>
                    <select id={`map-${h.index}`} name={`map.${h.index}`} defaultValue={h.key === null ? "" : h.key === "" ? IGNORE_COLUMN : h.key} className={inputClass}>
                      <option value="">Choose…</option>
                      <option value={IGNORE_COLUMN}>Ignore this column</option>
                      {LAYOUT.map((column) => (
                        <option key={column.key} value={column.key}>
                          {column.header}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm">
            Preview with this mapping
          </Button>
          <Link to="/admin/import" className="text-sm font-medium text-brand-700 underline">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

function Group({ id, title, count, children }: { id: string; title: string; count: string; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="font-normal text-slate-600">({count})</span>
      </h2>
      {children}
    </section>
  );
}

function More({ count, what }: { count: number; what: string }) {
  if (!count) return null;
  return (
    <p className="mt-2 text-sm text-slate-700">
      And {n(count)} more {what} not shown here: they are applied all the same. For files this large, the command line (npm run catalogue:import) prints the whole preview.
    </p>
  );
}

/**
 * Names the file uses that the catalogue lacks, offered for creation and never created silently: the amenities in
 * one step (then the kept file is previewed again), each neighborhood through its form with the name filled in (a
 * neighborhood needs a centre, a description and a photo that a file does not give).
 */
function UnknownNames({ unknown, upload }: { unknown: PreviewView["unknown"]; upload: string | null }) {
  const amenities = unknown.amenities;
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-ink-900" data-testid="import-unknown">
      <p className="font-semibold">Names the catalogue does not have</p>
      <p className="mt-1 text-slate-700">Their rows are rejected below: an import never creates them silently. Create them here, and the file is previewed again with them.</p>
      {amenities.length ? (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
          <span>Amenities: {amenities.join(", ")}</span>
          {upload ? <input type="hidden" name={UPLOAD_PARAM} value={upload} /> : null}
          <Button type="submit" name="intent" value={CREATE_AMENITIES_INTENT} size="sm" variant="outline">
            Create {amenities.length === 1 ? "this amenity" : `these ${amenities.length} amenities`}
          </Button>
        </Form>
      ) : null}
      {unknown.neighborhoods.length ? (
        <div className="mt-2">
          <p>Neighborhoods (each needs its centre, description and photo: its form opens with the name filled in; then upload the file again):</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {unknown.neighborhoods.map((name) => (
              <li key={name}>
                <Link to={`/admin/neighborhoods/new?${new URLSearchParams({ name })}`} className="text-brand-700 underline">
                  Create “{name}”
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The preview's groups: notices, unknown names, then new, changed, unchanged and rejected. */
export function PreviewGroups({ view, upload }: { view: PreviewView; upload: string | null }) {
  const newCount = view.totals.newCommunities + view.totals.newPlans;
  const changedCount = view.totals.changedCommunities + view.totals.changedPlans;
  return (
    <div data-testid="import-preview">
      {view.notices.length ? (
        <div role="status" className="mt-4 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
          {view.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      ) : null}
      {view.unknown.neighborhoods.length || view.unknown.amenities.length ? <UnknownNames unknown={view.unknown} upload={upload} /> : null}

      <Group id="group-new" title="New" count={`${n(view.totals.newCommunities)} communities, ${n(view.totals.newPlans)} floor plans`}>
        {newCount === 0 ? <p className="mt-1 text-sm text-slate-700">Nothing new.</p> : null}
        {view.newCommunities.length ? (
          <div className={`mt-2 ${tableBox}`} tabIndex={0} role="group" aria-label={"New communities, scrolls sideways"}>
            <table className={tableClass} data-testid="new-communities">
              <caption className="sr-only">New communities</caption>
              <thead className={headClass}>
                <tr>
                  <th scope="col" className={th}>
                    Community
                  </th>
                  <th scope="col" className={th}>
                    Slug
                  </th>
                  <th scope="col" className={th}>
                    Floor plans
                  </th>
                  <th scope="col" className={th}>
                    Lines
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {view.newCommunities.map((c) => (
                  <tr key={c.slug}>
                    <td className={td}>
                      {c.title}
                      {c.placedAt ? <span className="block text-xs text-slate-600">No coordinates: placed at its {c.placedAt === "zip" ? "ZIP code's" : "neighborhood's"} centre</span> : null}
                    </td>
                    <td className={td}>{c.slug}</td>
                    <td className={`${td} tabular-nums`}>{c.plans}</td>
                    <td className={`${td} tabular-nums`}>{c.lines.join(", ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <More count={view.more.newCommunities} what="new communities" />
        {view.newPlans.length ? (
          <div className={`mt-2 ${tableBox}`} tabIndex={0} role="group" aria-label={"New floor plans, scrolls sideways"}>
            <table className={tableClass} data-testid="new-plans">
              <caption className="sr-only">New floor plans</caption>
              <thead className={headClass}>
                <tr>
                  {["Community", "Floor plan", "Beds", "Baths", "Sq ft", "Rent", "Available", "Units", "Line"].map((label) => (
                    <th key={label} scope="col" className={th}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {view.newPlans.map((p) => (
                  <tr key={`${p.community}-${p.line}`}>
                    <td className={td}>{p.community}</td>
                    <td className={td}>{p.name}</td>
                    <td className={`${td} tabular-nums`}>{p.beds}</td>
                    <td className={`${td} tabular-nums`}>{p.baths}</td>
                    <td className={`${td} tabular-nums`}>{p.sqft}</td>
                    <td className={`${td} tabular-nums`}>${Number(p.rent).toLocaleString("en-US")}</td>
                    <td className={`${td} whitespace-nowrap`}>{p.availableFrom}</td>
                    <td className={`${td} tabular-nums`}>{p.unitsAvailable}</td>
                    <td className={`${td} tabular-nums`}>{p.line}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <More count={view.more.newPlans} what="new floor plans" />
      </Group>

      <Group id="group-changed" title="Changed" count={`${n(view.totals.changedCommunities)} communities, ${n(view.totals.changedPlans)} floor plans`}>
        {changedCount === 0 ? <p className="mt-1 text-sm text-slate-700">Nothing changed.</p> : null}
        {view.changed.length ? (
          <div className={`mt-2 ${tableBox}`} tabIndex={0} role="group" aria-label={"Changed records, field by field, scrolls sideways"}>
            <table className={tableClass} data-testid="changed-records">
              <caption className="sr-only">Changed records, field by field</caption>
              <thead className={headClass}>
                <tr>
                  <th scope="col" className={th}>
                    Record
                  </th>
                  <th scope="col" className={th}>
                    Field
                  </th>
                  <th scope="col" className={th}>
                    Before
                  </th>
                  <th scope="col" className={th}>
                    After
                  </th>
                  <th scope="col" className={th}>
                    Line
                  </th>
                </tr>
              </thead>
              {view.changed.map((record) => (
                <tbody key={`${record.kind}-${record.label}-${record.lines[0]}`} className="border-t border-slate-200">
                  {record.changes.map((change, i) => (
                    <tr key={change.column}>
                      {i === 0 ? (
                        <th scope="rowgroup" rowSpan={record.changes.length} className={`${td} min-w-40 text-left font-medium`}>
                          {record.label}
                        </th>
                      ) : null}
                      <td className={`${td} whitespace-nowrap text-slate-700`}>{change.column}</td>
                      <td className={`${td} max-w-72 min-w-24 break-words text-slate-700`}>
                        <del className="decoration-slate-400">{change.before || "(blank)"}</del>
                      </td>
                      <td className={`${td} max-w-72 min-w-24 font-medium break-words`}>
                        <ins className="no-underline">{change.after || "(blank)"}</ins>
                      </td>
                      {i === 0 ? (
                        <td rowSpan={record.changes.length} className={`${td} tabular-nums`}>
                          {record.lines.length > 3 ? `${record.lines.slice(0, 3).join(", ")}…` : record.lines.join(", ")}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        ) : null}
        <More count={view.more.changed} what="changed records" />
      </Group>

      <Group id="group-unchanged" title="Unchanged" count={`${n(view.unchanged.communities)} communities, ${n(view.unchanged.plans)} floor plans`}>
        <p className="mt-1 text-sm text-slate-700">Listed in the file exactly as the catalogue has them: nothing to write.</p>
      </Group>

      <Group id="group-rejected" title="Rejected" count={`${n(view.rejected.length + view.more.rejected)} rows`}>
        {view.rejected.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">No row was rejected.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">These rows are not imported. Correct them in the file and import it again (the rows already imported show as unchanged).</p>
            <div className={`mt-2 ${tableBox}`} tabIndex={0} role="group" aria-label={"Rejected rows, scrolls sideways"}>
              <table className={tableClass} data-testid="rejected-rows">
                <caption className="sr-only">Rejected rows</caption>
                <thead className={headClass}>
                  <tr>
                    <th scope="col" className={th}>
                      Line
                    </th>
                    <th scope="col" className={th}>
                      Cell
                    </th>
                    <th scope="col" className={th}>
                      Column
                    </th>
                    <th scope="col" className={th}>
                      Reason
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {view.rejected.map((row) => (
                    <tr key={`${row.line}-${row.cell ?? ""}`}>
                      <td className={`${td} tabular-nums`}>{row.line}</td>
                      <td className={`${td} font-mono`}>{row.cell ?? "row"}</td>
                      <td className={`${td} whitespace-nowrap`}>{row.column ?? ""}</td>
                      <td className={`${td} min-w-64`}>{row.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <More count={view.more.rejected} what="rejected rows" />
      </Group>
    </div>
  );
}

export function ApplyDiscardForm({ nothingToWrite }: { nothingToWrite: boolean }) {
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-center gap-2">
      <Button type="submit" name="intent" value="apply" disabled={nothingToWrite}>
        <Check aria-hidden="true" />
        Apply
      </Button>
      <Button type="submit" name="intent" value="discard" variant="outline">
        <Trash2 aria-hidden="true" />
        Discard
      </Button>
      {nothingToWrite ? <span className="text-sm text-slate-700">Nothing to write: the file matches the catalogue (or every row was rejected).</span> : null}
    </Form>
  );
}
