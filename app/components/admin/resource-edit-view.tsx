import { AlertTriangle, ExternalLink, History, Save, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { toRawValue } from "../../../core/admin/form-raw.ts";
import type { FieldSpec, FilterOption, ResourceSpec } from "../../../core/admin/resource.ts";
import { CONFIRM_WORDING_FIELD, type FieldWording } from "../../../core/fair-housing/wording-check.ts";
import { spellField } from "../../../core/admin/audit-summary.ts";
import { formatLongDate } from "../../../core/format/dates.ts";
import type { AuditPage } from "../../../db/queries/admin/audit-log.ts";
import type { EditRecord } from "../../../db/queries/admin/resource-store.ts";
import type { SerializedConflict } from "../../admin/write-results.server.ts";
import type { PhotoOwner } from "../../../core/photos/owners.ts";
import type { Photo } from "../../../db/queries/photos.ts";
import { Button } from "../ui/button.tsx";
import { CommissionTerms } from "./commission-terms.tsx";
import { PhotoManager } from "./photo-manager.tsx";
import { EditExtras, FieldAssist, RecordPanels } from "./resource-extras.tsx";
import { inputClass } from "./form-styles.ts";
import { LeaveGuard } from "./leave-guard.tsx";
import { resourceSpec } from "./resource-specs.ts";

export interface EditActionData {
  message: string;
  errors: Record<string, string>;
  raw: Record<string, string>;
  conflict: SerializedConflict | null;
  /** Fair-housing wording to confirm before the save goes through (decision 040). */
  wording?: { fields: FieldWording[]; fingerprint: string } | null;
}

export interface ResourceEditProps {
  resource: string;
  record: EditRecord | null;
  options: Record<string, FilterOption[]>;
  history: AuditPage | null;
  /** The record's photos and whose they are; null where the resource has none. */
  photos: { owner: PhotoOwner; list: Photo[] } | null;
  /** A "new" page's text fields filled from its address (core/admin/form-raw.ts prefillFromQuery). */
  prefill?: Record<string, string>;
  actionData: EditActionData | null;
}


export function ResourceEditView({ resource: resourceKey, record, options, history, photos, prefill, actionData }: ResourceEditProps) {
  const spec = resourceSpec(resourceKey);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const formId = useId();
  const [dirty, setDirty] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  if (!spec) return null;

  // After a refused save, the form shows what was typed; otherwise the stored record.
  // What was typed comes back after a refused save; a refused record action (the Commission form) brings back its own
  // fields only, so the main form's fields keep their stored values beside them.
  const raw: Record<string, string> = { ...storedRaw(spec.fields, record), ...(record ? {} : (prefill ?? {})), ...(actionData?.raw ?? {}) };
  const errors = actionData?.errors ?? {};
  const conflict = actionData?.conflict ?? null;
  // Saving again after a conflict means: mine over theirs, knowingly. The form then carries the version it was told about.
  const version = conflict?.currentVersion ?? record?.version ?? null;
  const sectionPath = `/admin/${spec.key}`;
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const groups = groupFields(spec.fields);
  const publicHref = record && spec.publicPath ? spec.publicPath({ slug: record.slug }) : null;

  return (
    <div className="max-w-5xl">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={sectionPath} className="font-medium text-brand-700 hover:underline">
          {spec.title}
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{record ? record.label : `New ${spec.singular}`}</span>
      </nav>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{record ? record.label : `New ${spec.singular}`}</h1>
        {publicHref ? (
          <a href={publicHref} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline" target="_blank" rel="noreferrer">
            View on the site
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </div>

      {actionData?.message && !conflict ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      {conflict ? <ConflictPanel conflict={conflict} spec={spec} message={actionData!.message} reloadHref={pathname} /> : null}

      {record ? <RecordPanels resource={spec.key} record={record} errors={errors} options={options} /> : null}

      {record?.closed ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700" data-testid="record-closed">
          {record.closed}
        </p>
      ) : (
        <Form
          method="post"
          id={formId}
          ref={formRef}
          noValidate
          onChange={() => setDirty(true)}
          onSubmit={() => setDirty(false)}
          className="mt-6 space-y-6"
          aria-describedby={actionData?.message ? `${formId}-message` : undefined}
        >
          {version !== null ? <input type="hidden" name="version" value={version} /> : null}
          {actionData?.wording ? <WordingPanel wording={actionData.wording} /> : null}
          {groups.map(([group, fields]) => (
            <fieldset key={group ?? "main"} className="rounded-lg border border-slate-200 bg-white p-4">
              <legend className="px-1 text-sm font-semibold text-slate-700">{group ?? "Details"}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {fields.map((field) => (
                  <Field
                    key={field.name}
                    field={field}
                    raw={raw[field.name] ?? ""}
                    error={errors[field.name]}
                    options={options[field.name] ?? field.options ?? []}
                    assist={<FieldAssist resource={spec.key} field={field.name} onChange={() => setDirty(true)} />}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <EditExtras resource={spec.key} record={record} raw={actionData?.raw && Object.keys(actionData.raw).length ? actionData.raw : null} errors={errors} options={options} onChange={() => setDirty(true)} />

          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
            <Button type="submit" name="intent" value="save" disabled={saving}>
              <Save aria-hidden="true" />
              {saving ? "Saving…" : "Save"}
            </Button>
            {spec.publicPath ? (
              <Button type="submit" name="then" value="view" variant="outline" disabled={saving}>
                Save and view
              </Button>
            ) : null}
            <Button asChild variant="ghost">
              <Link to={sectionPath}>Cancel</Link>
            </Button>
            {dirty ? <span className="text-sm text-slate-600">Unsaved changes</span> : null}
          </div>
        </Form>
      )}

      {photos ? (
        <div className="mt-8">
          <PhotoManager owner={photos.owner} photos={photos.list} returnTo={pathname} title={spec.key === "apartments" ? "Photos" : "Cover photo"} />
        </div>
      ) : !record && spec.key !== "amenities" ? (
        <p className="mt-6 text-sm text-slate-600">Photos can be added once the {spec.singular} is saved.</p>
      ) : null}
      {record && spec.key === "apartments" ? <CommissionTerms record={record} errors={errors} raw={actionData?.raw ?? {}} /> : null}
      {record && !record.closed ? <DeleteRecord spec={spec} record={record} version={version ?? record.version} /> : null}
      {history ? <HistoryList history={history} /> : null}
      <LeaveGuard dirty={dirty} />
    </div>
  );
}

function storedRaw(fields: readonly FieldSpec[], record: EditRecord | null): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const field of fields) raw[field.name] = toRawValue(field, record ? record.values[field.name] : undefined);
  return raw;
}

function groupFields(fields: readonly FieldSpec[]): [string | undefined, FieldSpec[]][] {
  const groups = new Map<string | undefined, FieldSpec[]>();
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  return [...groups];
}

export function Field({
  field,
  raw,
  error,
  options,
  name = field.name,
  assist,
}: {
  field: FieldSpec;
  raw: string;
  error?: string;
  options: readonly FilterOption[];
  name?: string;
  /** A helper shown under the control (FieldAssist). */
  assist?: ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, field.help ? `${id}-help` : null].filter(Boolean).join(" ") || undefined;
  const common = { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, required: field.required };
  const wide = field.wide || field.kind === "markdown" || field.kind === "textarea" || field.kind === "choices";
  let control: ReactNode;
  switch (field.kind) {
    case "textarea":
    case "lines":
      control = <textarea {...common} defaultValue={raw} rows={field.kind === "lines" ? 4 : 5} className={inputClass} />;
      break;
    case "markdown":
      control = <textarea {...common} defaultValue={raw} rows={18} className={`${inputClass} font-mono`} />;
      break;
    case "checkbox":
      return (
        <div className={wide ? "sm:col-span-2" : undefined}>
          <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input {...common} required={undefined} type="checkbox" defaultChecked={raw !== ""} className="size-4 accent-brand-700" />
            {field.label}
          </label>
          <FieldNotes id={id} field={field} error={error} />
        </div>
      );
    case "choices": {
      const chosen = new Set(raw.split("\n"));
      return (
        <fieldset className="sm:col-span-2" aria-describedby={describedBy}>
          <legend className="text-sm font-medium text-slate-800">{field.label}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {options.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.has(option.value)} className="size-4 accent-brand-700" />
                {option.label}
              </label>
            ))}
          </div>
          <FieldNotes id={id} field={field} error={error} />
        </fieldset>
      );
    }
    case "select":
      control = (
        <select {...common} defaultValue={raw} className={inputClass}>
          <option value="">{field.required ? `Choose…` : "None"}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    default: {
      const type = field.kind === "date" ? "date" : field.kind === "datetime" ? "datetime-local" : "text";
      const inputMode = field.kind === "integer" || field.kind === "money" ? "numeric" : field.kind === "decimal" ? "decimal" : undefined;
      control = <input {...common} type={type} inputMode={inputMode} defaultValue={raw} className={inputClass} autoComplete="off" />;
    }
  }
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {field.label}
        {field.required ? <span className="text-red-700"> *</span> : null}
      </label>
      <div className="mt-1">{control}</div>
      <FieldNotes id={id} field={field} error={error} />
      {assist}
    </div>
  );
}

function FieldNotes({ id, field, error }: { id: string; field: FieldSpec; error?: string }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {field.help ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
          {field.help}
        </p>
      ) : null}
    </>
  );
}

function ConflictPanel({ conflict, spec, message, reloadHref }: { conflict: SerializedConflict; spec: ResourceSpec; message: string; reloadHref: string }) {
  const labels = new Map(spec.fields.map((field) => [field.name, field.label]));
  const who = [...new Set(conflict.saves.map((save) => save.username))].join(", ");
  return (
    <section role="alert" aria-labelledby="conflict-heading" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <h2 id="conflict-heading" className="flex items-center gap-2 text-base font-semibold text-ink-900">
        <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" />
        {message}
      </h2>
      {conflict.saves.length ? (
        <p className="mt-1 text-slate-700">
          {who ? `${who} saved it` : "It was saved"} {conflict.saves.length === 1 ? "once" : `${conflict.saves.length} times`}; the last save was on{" "}
          {formatLongDate(conflict.saves[conflict.saves.length - 1]!.at)}. Nothing of yours was saved.
        </p>
      ) : null}
      {conflict.fields.length ? (
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">What changed since you opened it</caption>
          <thead className="text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-1 pr-3">Field</th>
              <th scope="col" className="py-1 pr-3">When you opened it</th>
              <th scope="col" className="py-1">Now</th>
            </tr>
          </thead>
          <tbody>
            {conflict.fields.map((field) => (
              <tr key={field.field} className="border-t border-amber-200 align-top">
                <th scope="row" className="py-1 pr-3 font-medium">{labels.get(field.field) ?? spellField(field.field)}</th>
                <td className="py-1 pr-3 break-words">{showValue(field.then)}</td>
                <td className="py-1 break-words">{showValue(field.now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {!conflict.deleted ? (
        <p className="mt-3 text-slate-700">
          Your changes are still in the form below. <Link to={reloadHref} reloadDocument className="font-medium text-brand-700 underline">Open the latest version</Link> to start from
          theirs, or save again to replace their changes with yours.
        </p>
      ) : null}
    </section>
  );
}

function showValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "(none)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function DeleteRecord({ spec, record, version }: { spec: ResourceSpec; record: EditRecord; version: number }) {
  return (
    <details className="mt-8 rounded-lg border border-red-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-semibold text-red-800">Delete this {spec.singular}…</summary>
      <Form method="post" className="mt-3 text-sm">
        <input type="hidden" name="version" value={version} />
        <p className="text-slate-700">
          Delete “{record.label}”? {consequence(spec.key, Number(record.extra?.communities ?? 0))}This cannot be undone.
        </p>
        <Button type="submit" name="intent" value="delete" variant="destructive" size="sm" className="mt-3">
          <Trash2 aria-hidden="true" />
          Delete permanently
        </Button>
      </Form>
    </details>
  );
}

/** What else a delete does, said before it is confirmed. */
function consequence(resource: string, communities: number): string {
  const n = `${communities} ${communities === 1 ? "community" : "communities"}`;
  if (resource === "amenities" && communities > 0) return `${n} ${communities === 1 ? "has" : "have"} it and will lose it. `;
  if (resource === "neighborhoods" && communities > 0) return `It still has ${n}, so it cannot be deleted until they are moved or deleted. `;
  if (resource === "apartments") return "Its floor plans and photos go with it. ";
  if (resource === "user-profiles") return "Its sessions, preferences, favorites, chats, inquiries and options lists go with it, as when people delete their own account. ";
  return "";
}

function HistoryList({ history }: { history: AuditPage }) {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden="true" className="size-5 text-slate-500" />
        History
      </h2>
      {history.entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No administrator has changed it yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {history.entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3 text-sm">
              <p>
                <span className="font-medium text-ink-900">{entry.summary}</span>
                <span className="text-slate-600">
                  {" "}
                  · {entry.actor.username} · <time dateTime={new Date(entry.at).toISOString()}>{formatLongDate(new Date(entry.at).toISOString())}</time> · version {entry.recordVersion}
                </span>
              </p>
              {entry.action === "update" || entry.action === "publish" ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-xs font-medium text-brand-700">What changed</summary>
                  <dl className="mt-1 grid gap-x-3 gap-y-1 text-xs sm:grid-cols-[max-content_1fr]">
                    {entry.changes.map((change) => (
                      <div key={change.field} className="contents">
                        <dt className="font-medium text-slate-700">{spellField(change.field)}</dt>
                        <dd className="break-words text-slate-600">
                          {showValue(change.before)} → {showValue(change.after)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {history.nextCursor ? (
        <Link to={`${pathname}?history-after=${history.nextCursor}#history-heading`} className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
          Older entries
        </Link>
      ) : null}
    </section>
  );
}

/**
 * The fair-housing checker's flags (decision 040), inside the form: each flagged phrase with its field, why and the
 * rule, and the confirmation that lets the same words be saved. Changing the words and saving checks them again.
 */
function WordingPanel({ wording }: { wording: { fields: FieldWording[]; fingerprint: string } }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="wording-flags">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4" />
        Check the wording: describe the place, not who lives there
      </h2>
      <ul className="mt-2 space-y-2">
        {wording.fields.flatMap((field) =>
          field.flags.map((flag, i) => (
            <li key={`${field.field}-${i}`}>
              <span className="font-medium">{field.label}:</span> “{flag.phrase}”. {flag.reason}
            </li>
          )),
        )}
      </ul>
      <p className="mt-2 text-amber-900">Rule: {wording.fields[0]?.flags[0]?.rule}.</p>
      <label className="mt-3 flex items-start gap-2 font-medium">
        <input type="checkbox" name={CONFIRM_WORDING_FIELD} value={wording.fingerprint} className="mt-0.5 size-4" />
        <span>I have checked this wording and it describes the place, not the people: save it as it is.</span>
      </label>
    </section>
  );
}
