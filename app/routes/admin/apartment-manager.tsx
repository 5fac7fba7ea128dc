/**
 * /admin/apartment-manager/{id}: the locator's workbench for options list {id}.
 * The loader reads the list and searches the catalogue with the client's saved
 * preferences (the URL's search over them); the action takes one form per
 * intent (add, update, remove, up, down, share) with the version the page was
 * opened at: 400 with the messages beside the fields, 409 when the list moved
 * on or the change is refused, 404 for a list that is not there.
 */
import { data, redirect } from "react-router";
import { parseOptionIntent } from "../../../core/admin/option-items.ts";
import { ExpectedVersionSchema } from "../../../core/admin/expected-version.ts";
import { RowIdSchema } from "../../../core/row-id.ts";
import { readOptionList, runOptionIntent } from "../../../db/queries/admin/client-option-items.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { ApartmentManagerView } from "../../components/admin/apartment-manager/apartment-manager-view.tsx";
import type { ManagerActionData } from "../../components/admin/apartment-manager/manager-action.ts";
import { searchManagerCatalogue } from "../../components/admin/apartment-manager/manager-catalogue.server.ts";
import { dbContext } from "../../context.ts";
import { readForm } from "../../http/form.server.ts";
import { setFlash } from "../../lib/flash.server.ts";
import { pageMeta } from "../../lib/site.ts";
import type { Route } from "./+types/apartment-manager";

const NOT_FOUND = "This options list does not exist (any more).";
const STALE = "This list changed in another tab or by another admin; reload to see it.";
const DONE: Record<string, string> = {
  add: "Added to the list",
  update: "Saved",
  remove: "Removed from the list",
  up: "Moved up",
  down: "Moved down",
  share: "Shared with the client",
};

function listIdOf(raw: string | undefined): number {
  const parsed = RowIdSchema.safeParse(raw);
  if (!parsed.success || !/^\d+$/.test(raw ?? "")) throw data(NOT_FOUND, { status: 404 });
  return parsed.data;
}

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const db = context.get(dbContext);
  const list = await readOptionList(db, listIdOf(params.id));
  if (!list) throw data(NOT_FOUND, { status: 404 });
  const catalogue = await searchManagerCatalogue(db, list.account?.id ?? null, url.searchParams);
  return { list, catalogue };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { user } = requireAdminPage(context, request);
  const db = context.get(dbContext);
  const id = listIdOf(params.id);
  const form = await readForm(request);
  const raw = Object.fromEntries(["note", "special", "rebate"].map((name) => [name, String(form.get(name) ?? "")]));
  const apartment = RowIdSchema.safeParse(form.get("apartmentId"));
  const answer = (status: 400 | 409, message: string, errors: Record<string, string> = {}) =>
    data<ManagerActionData>({ intent: String(form.get("intent") ?? ""), apartmentId: apartment.success ? apartment.data : null, message, errors, raw }, { status });

  const version = ExpectedVersionSchema.safeParse(form.get("version"));
  if (!version.success) return answer(400, "The form is missing the version of the list you opened. Reload the page.");
  const parsed = parseOptionIntent(form);
  if (!parsed.ok) return answer(400, "Nothing was changed: see the message beside the field.", parsed.errors);

  const result = await runOptionIntent(db, { id: user.id, username: user.username }, id, version.data, parsed.input);
  if (!result.ok) {
    switch (result.reason) {
      case "not-found":
        throw data(NOT_FOUND, { status: 404 });
      case "conflict":
        return answer(409, STALE);
      case "refused":
        return answer(409, result.message, result.field ? { [result.field]: result.message } : {});
      case "constraint":
        return answer(400, "One of the values is outside what the list may hold.");
    }
  }
  const title = parsed.input.intent === "update" && result.entryId === null ? "Nothing to save: nothing changed" : DONE[parsed.input.intent]!;
  // Back to the same page and search (the form posts to the page's own URL; `url` is it without the single-fetch suffix).
  return redirect(url.pathname + url.search, { status: 303, headers: { "Set-Cookie": setFlash(request, { title }) } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? `Apartment manager: ${loaderData.list.clientName} (admin)` : "Apartment manager (admin)", "Build a client's options list.");
}

export default function ApartmentManager({ loaderData, actionData }: Route.ComponentProps) {
  return <ApartmentManagerView list={loaderData.list} catalogue={loaderData.catalogue} actionData={actionData} />;
}
