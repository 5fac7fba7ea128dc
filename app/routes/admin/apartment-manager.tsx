/**
 * /admin/apartment-manager/{id}: the locator's workbench for options list {id}.
 * The loader reads the list and searches the catalogue with the client's saved
 * preferences (the URL's search over them); the action takes the page's one
 * form, whichever button was pressed (save, add, remove, up, down, share), with
 * every card's typed fields and the version the page was opened at, and saves
 * those with what the button does in one write: 400 with the messages beside
 * the fields, 409 when the list moved on or the change is refused, both with
 * what was typed sent back; 404 for a list that is not there.
 */
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { ExpectedVersionSchema } from "../../../core/admin/expected-version.ts";
import { INTENT_INPUT } from "../../../core/admin/option-form-names.ts";
import { parseOptionForm } from "../../../core/admin/option-items.ts";
import { fixFieldsFirstMessage, optionOutcome, staleMessage } from "../../../core/admin/option-outcome.ts";
import { RowIdSchema } from "../../../core/row-id.ts";
import { readOptionList, submitOptionForm } from "../../../db/queries/admin/client-option-items.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { ApartmentManagerView } from "../../components/admin/apartment-manager/apartment-manager-view.tsx";
import type { ManagerActionData } from "../../components/admin/apartment-manager/manager-action.ts";
import { searchManagerCatalogue } from "../../components/admin/apartment-manager/manager-catalogue.server.ts";
import { dbContext } from "../../context.ts";
import { readForm } from "../../http/form.server.ts";
import { setFlash } from "../../lib/flash.server.ts";
import { pageMeta, SITE_NAME } from "../../lib/site.ts";
import { appConfigContext } from "../../request-context.ts";
import type { Route } from "./+types/apartment-manager";

const NOT_FOUND = "This options list does not exist (any more).";

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
  const parsed = parseOptionForm(form);
  const kept = Object.keys(parsed.typed).length > 0;
  const answer = (status: 400 | 409, message: string, errors: Record<string, string> = {}, stale = false) =>
    data<ManagerActionData>({ intent: String(form.get(INTENT_INPUT) ?? ""), message, errors, typed: parsed.typed, stale }, { status });

  const version = ExpectedVersionSchema.safeParse(form.get("version"));
  if (!version.success) return answer(400, "The form is missing the version of the list you opened. Reload the page.");
  if (!parsed.ok) {
    const { intent, apartmentId, item } = parsed.errors;
    return answer(400, intent ?? apartmentId ?? item ?? fixFieldsFirstMessage([]), parsed.errors);
  }

  // A share e-mails the client its private link (decision 038): absolute under PUBLIC_ORIGIN, with the brokerage's name.
  const config = context.get(appConfigContext);
  const env = { origin: config.publicOrigin, company: config.texasBroker.name ?? SITE_NAME };
  const result = await submitOptionForm(db, { id: user.id, username: user.username }, id, version.data, { action: parsed.action, changes: parsed.changes }, env);
  if (!result.ok) {
    switch (result.reason) {
      case "not-found":
        throw data(NOT_FOUND, { status: 404 });
      case "conflict":
        return answer(409, staleMessage(kept), {}, true);
      case "refused":
        return answer(409, result.message, result.field ? { [result.field]: result.message } : {});
      case "constraint":
        return answer(400, "One of the values is outside what the list may hold.");
    }
  }
  const flash = optionOutcome(parsed.action.intent, result.saved, result.entryId !== null);
  // Back to the same page and search (the form posts to the page's own URL; `url` is it without the single-fetch suffix).
  return redirect(url.pathname + url.search, { status: 303, headers: { "Set-Cookie": setFlash(request, flash) } });
}

/** After a 409 the list is read again, so the page shows what changed, with what was typed kept in the fields. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? `Apartment manager: ${loaderData.list.clientName} (admin)` : "Apartment manager (admin)", "Build a client's options list.");
}

export default function ApartmentManager({ loaderData, actionData }: Route.ComponentProps) {
  return <ApartmentManagerView list={loaderData.list} catalogue={loaderData.catalogue} actionData={actionData} />;
}
