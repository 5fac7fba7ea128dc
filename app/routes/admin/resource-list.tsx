/**
 * The one list page of every declared admin resource (/admin/{section}): the
 * section comes from the path, everything else from its declaration. Search,
 * filters, sort, page and columns live in the URL; bulk actions ask for a
 * confirmation (a second submit, so it works without JavaScript) and then run
 * in one transaction.
 */
import { data, redirect } from "react-router";
import { parseListQuery } from "../../../core/admin/list-query.ts";
import { listRecords } from "../../../db/queries/admin/list-records.ts";
import { resolvedSpec, resourceOfPath } from "../../admin/registry.server.ts";
import { describeFailure } from "../../admin/write-results.server.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { ResourceListView } from "../../components/admin/resource-list-view.tsx";
import { resourceSpec } from "../../components/admin/resource-specs.ts";
import { dbContext } from "../../context.ts";
import { readForm } from "../../http/form.server.ts";
import { setFlash } from "../../lib/flash.server.ts";
import { pageMeta } from "../../lib/site.ts";
import type { Route } from "./+types/resource-list";
import { PG_INTEGER_MAX } from "../../../core/row-id.ts";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const resource = resourceOfPath(url.pathname);
  const db = context.get(dbContext);
  const { spec, options } = await resolvedSpec(resource, db);
  const query = parseListQuery(spec, url.searchParams);
  const page = await listRecords(db, resource.store.source, query);
  return { resource: resource.spec.key, query, page, options };
}

const RecordRefSchema = /^([1-9]\d{0,9}):([1-9]\d{0,9})$/;
const BULK_MAX = 500;

export async function action({ request, context, url }: Route.ActionArgs) {
  const { user } = requireAdminPage(context, request);
  const resource = resourceOfPath(url.pathname);
  const form = await readForm(request);
  const bulkKey = form.get("bulk");
  const bulk = resource.spec.bulkActions.find((candidate) => candidate.key === bulkKey);
  const run = bulk ? resource.store.bulk[bulk.key] : undefined;
  if (!bulk || !run) return data({ error: "Choose an action for the selected rows.", confirm: null }, { status: 400 });

  const refs = form.getAll("records").filter((value): value is string => typeof value === "string");
  const records = [];
  for (const ref of refs) {
    const match = RecordRefSchema.exec(ref);
    if (!match || Number(match[1]) > PG_INTEGER_MAX || Number(match[2]) > PG_INTEGER_MAX) {
      return data({ error: "The selected rows are not valid. Reload the list and select them again.", confirm: null }, { status: 400 });
    }
    records.push({ recordId: Number(match[1]), expectedVersion: Number(match[2]) });
  }
  if (records.length === 0) return data({ error: `Select the ${resource.spec.plural} to ${bulk.label.toLowerCase()}.`, confirm: null }, { status: 400 });
  if (records.length > BULK_MAX) return data({ error: `Select at most ${BULK_MAX} rows at once.`, confirm: null }, { status: 400 });

  // The first submit asks; the confirmation's submit carries confirmed=yes.
  if (form.get("confirmed") !== "yes") {
    return { error: null, confirm: { bulk: bulk.key, records: refs, count: records.length } };
  }

  const result = await run(context.get(dbContext), { id: user.id, username: user.username }, records);
  const back = `${url.pathname}${url.search}`;
  if (!result.ok) {
    const problem = describeFailure(result, resource.store, resource.spec.singular);
    const which = `${resource.spec.singular} #${result.recordId}`;
    const message =
      result.reason === "conflict"
        ? `Nothing was changed: ${which} was changed by someone else since the list was loaded. Reload the list and try again.`
        : `Nothing was changed. ${which}: ${problem.message}`;
    return data({ error: message, confirm: null }, { status: problem.status });
  }
  const n = result.written.length;
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": setFlash(request, { title: `${bulk.label}: done`, description: `${n} ${n === 1 ? resource.spec.singular : resource.spec.plural} changed.` }) },
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const spec = loaderData ? resourceSpec(loaderData.resource) : null;
  return pageMeta(`${spec?.title ?? "Admin"} (admin)`, `Manage ${spec?.plural ?? "records"}.`);
}

export default function ResourceList({ loaderData, actionData }: Route.ComponentProps) {
  return <ResourceListView {...loaderData} actionData={actionData ?? null} />;
}
