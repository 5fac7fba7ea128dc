/**
 * The one edit page of every declared admin resource (/admin/{section}/{id},
 * /admin/{section}/new). The form's fields come from the declaration and are
 * parsed on the server by kind; an error keeps what was typed and shows each
 * message beside its field; a save of an older version than the record's is
 * refused with what changed since (409), never applied over it. The record's
 * history is on the page.
 */
import { data, redirect } from "react-router";
import { ExpectedVersionSchema } from "../../../core/admin/expected-version.ts";
import { RowIdSchema } from "../../../core/row-id.ts";
import { prefillFromQuery } from "../../../core/admin/form-raw.ts";
import { CONFIRM_WORDING_FIELD, confirmedPhrases, wordingFingerprint, wordingOfFields } from "../../../core/fair-housing/wording-check.ts";
import { listRecordHistory } from "../../../db/queries/admin/audit-log.ts";
import { listPhotos } from "../../../db/queries/photos.ts";
import { issuerOf } from "../../../db/queries/invoices.ts";
import type { AdminWriteResult } from "../../../db/queries/admin/admin-write.ts";
import { parseSubmittedForm, resolvedSpec, resourceOfPath } from "../../admin/registry.server.ts";
import { describeFailure, type WriteProblem } from "../../admin/write-results.server.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { ResourceEditView, type EditActionData } from "../../components/admin/resource-edit-view.tsx";
import { resourceSpec } from "../../components/admin/resource-specs.ts";
import { dbContext } from "../../context.ts";
import { readForm } from "../../http/form.server.ts";
import { setFlash } from "../../lib/flash.server.ts";
import { pageMeta, SITE_NAME } from "../../lib/site.ts";
import { appConfigContext } from "../../request-context.ts";
import type { Route } from "./+types/resource-edit";

const NOT_FOUND = "This admin page does not exist.";

/** "new", or a record id; anything else is a 404. */
function recordIdOf(raw: string | undefined): number | "new" {
  if (raw === "new") return "new";
  const parsed = RowIdSchema.safeParse(raw);
  if (!parsed.success || !/^\d+$/.test(raw ?? "")) throw data(NOT_FOUND, { status: 404 });
  return parsed.data;
}

export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const resource = resourceOfPath(url.pathname);
  const db = context.get(dbContext);
  const id = recordIdOf(params.id);
  const { options } = await resolvedSpec(resource, db);
  if (id === "new") {
    if (!resource.spec.creatable) throw data(NOT_FOUND, { status: 404 });
    return { resource: resource.spec.key, record: null, options, history: null, photos: null, prefill: prefillFromQuery(resource.spec.fields, url.searchParams) };
  }
  const record = await resource.store.read(db, id);
  if (!record) throw data(`This ${resource.spec.singular} does not exist (any more).`, { status: 404 });
  if (record.redirectTo) throw redirect(record.redirectTo);
  const cursor = RowIdSchema.safeParse(url.searchParams.get("history-after"));
  const [history, photos] = await Promise.all([
    listRecordHistory(db, { resource: resource.store.resource, recordId: id }, cursor.success ? { after: cursor.data } : {}),
    resource.photoOwner ? listPhotos(db, { kind: resource.photoOwner, id }) : null,
  ]);
  return { resource: resource.spec.key, record, options, history, photos: resource.photoOwner ? { owner: { kind: resource.photoOwner, id }, list: photos ?? [] } : null, prefill: {} };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const { user } = requireAdminPage(context, request);
  const resource = resourceOfPath(url.pathname);
  const { spec, store } = resource;
  const db = context.get(dbContext);
  const id = recordIdOf(params.id);
  const actor = { id: user.id, username: user.username };
  const form = await readForm(request);
  const intent = form.get("intent") ?? "save";
  const section = `/admin/${spec.key}`;

  const fail = (problem: WriteProblem, raw: Record<string, string>): ReturnType<typeof data<EditActionData>> =>
    data({ message: problem.message, errors: problem.fieldErrors, raw, conflict: problem.conflict }, { status: problem.status });

  let version: number | null = null;
  if (id !== "new") {
    const parsed = ExpectedVersionSchema.safeParse(form.get("version"));
    if (!parsed.success) return data<EditActionData>({ message: "The form is missing the version you opened. Reload the page.", errors: {}, raw: {}, conflict: null }, { status: 400 });
    version = parsed.data;
  }

  if (intent === "delete") {
    if (id === "new" || version === null) throw data(NOT_FOUND, { status: 404 });
    const result = await store.remove(db, actor, id, version);
    if (!result.ok) return fail(describeFailure(result, store, spec.singular), {});
    return redirect(section, { status: 303, headers: { "Set-Cookie": setFlash(request, { title: `Deleted the ${spec.singular}` }) } });
  }

  const recordAction = typeof intent === "string" && intent !== "save" ? resource.recordActions?.[intent] : undefined;
  if (recordAction) {
    if (id === "new") throw data(NOT_FOUND, { status: 404 });
    const config = context.get(appConfigContext);
    const result = await recordAction.run(db, actor, id, form, version!, {
      origin: config.publicOrigin,
      company: config.texasBroker.name ?? SITE_NAME,
      issuer: issuerOf(config.texasBroker),
    });
    if (!result.ok && result.reason === "invalid") {
      return data<EditActionData>({ message: "Nothing was changed: see the message beside the field.", errors: result.errors, raw: result.raw ?? {}, conflict: null }, { status: 400 });
    }
    if (!result.ok) return fail(describeFailure(result, store, spec.singular), {});
    return redirect(`${section}/${id}`, { status: 303, headers: { "Set-Cookie": setFlash(request, { title: recordAction.done }) } });
  }
  if (intent !== "save") return data<EditActionData>({ message: "This action does not exist here.", errors: {}, raw: {}, conflict: null }, { status: 400 });

  const parsed = parseSubmittedForm(resource, form);
  if (!parsed.ok) {
    const count = Object.keys(parsed.errors).length;
    return data<EditActionData>(
      { message: `Nothing was saved: ${count === 1 ? "one field needs" : `${count} fields need`} a change.`, errors: parsed.errors, raw: parsed.raw, conflict: null },
      { status: 400 },
    );
  }

  // Fair-housing wording (decision 040): flagged words in a published field are shown with their reasons and saved
  // only once the admin confirms those very words; the audit entry names them.
  const wording = wordingOfFields(spec.fields, parsed.values);
  if (wording.length > 0 && form.get(CONFIRM_WORDING_FIELD) !== wordingFingerprint(wording)) {
    const count = confirmedPhrases(wording).length;
    return data<EditActionData>(
      {
        message: `Nothing was saved yet: ${count === 1 ? "one phrase" : `${count} phrases`} may describe who lives there rather than the place. Check the wording below, change it or confirm it.`,
        errors: {},
        raw: parsed.raw,
        conflict: null,
        wording: { fields: wording, fingerprint: wordingFingerprint(wording) },
      },
      { status: 422 },
    );
  }
  const summary = wording.length > 0 ? { confirmedWording: confirmedPhrases(wording) } : undefined;
  const result: AdminWriteResult =
    id === "new" ? await store.create(db, actor, parsed.values, summary) : await store.update(db, actor, id, version!, parsed.values, summary);
  if (!result.ok) return fail(describeFailure(result, store, spec.singular), parsed.raw);

  const saved = await store.read(db, result.recordId);
  const title = id === "new" ? `Created the ${spec.singular}` : result.entryId === null ? "Nothing to save: no field changed" : "Saved";
  const then = form.get("then") === "view" && spec.publicPath && saved ? spec.publicPath({ slug: saved.slug }) : `${section}/${result.recordId}`;
  return redirect(then, { status: 303, headers: { "Set-Cookie": setFlash(request, { title }) } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const spec = loaderData ? resourceSpec(loaderData.resource) : null;
  const name = loaderData?.record?.label ?? `New ${spec?.singular ?? "record"}`;
  return pageMeta(`${name} (admin)`, `Edit the ${spec?.singular ?? "record"}.`);
}

export default function ResourceEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <ResourceEditView {...loaderData} actionData={actionData ?? null} />;
}
