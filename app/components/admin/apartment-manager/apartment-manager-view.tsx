/**
 * The apartment manager's page: the list's header (client, state, links), the
 * catalogue searched with the client's preferences on the left and the list
 * being built on the right (below it on a phone). One POST form for every
 * button and card field (manager-form.tsx), which works without JavaScript;
 * the catalogue's search is a GET form of its own.
 */
import { ArrowDown, ArrowLeft, ClipboardList, Inbox, UserRound } from "lucide-react";
import { Link } from "react-router";
import { OPTION_LIST_STATE_LABELS } from "../../../../core/admin/client-options.ts";
import { intentValue, ITEMS_INPUT } from "../../../../core/admin/option-form-names.ts";
import { fixFieldsFirstMessage } from "../../../../core/admin/option-outcome.ts";
import { formatLongDate } from "../../../../core/format/dates.ts";
import type { ManagerList } from "../../../../db/queries/admin/client-option-items.ts";
import { CatalogueSearchPanel } from "./catalogue-search-panel.tsx";
import type { ManagerActionData } from "./manager-action.ts";
import type { ManagerCatalogue } from "./manager-catalogue.server.ts";
import { ManagerForm } from "./manager-form.tsx";
import { OptionListPanel } from "./option-list-panel.tsx";

const linkClass = "inline-flex items-center gap-1 font-medium text-brand-700 hover:underline";

function stateLine(list: ManagerList): string {
  const label = OPTION_LIST_STATE_LABELS[list.state];
  const at = list.state === "responded" ? list.respondedAt : list.state === "viewed" ? list.viewedAt : list.sharedAt;
  if (list.state === "draft" || !at) return label;
  return `${label} on ${formatLongDate(at)}`;
}

/** The page's buttons, by value: a refusal is shown beside the one pressed, if the page still has it. */
function buttonsOf(list: ManagerList, catalogue: ManagerCatalogue, onList: ReadonlySet<number>): Set<string> {
  const buttons = new Set([intentValue("share")]);
  for (const item of list.items) for (const action of ["save", "up", "down", "remove"] as const) buttons.add(intentValue(action, item.apartmentId));
  for (const result of catalogue.results) if (!onList.has(result.apartmentId)) buttons.add(intentValue("add", result.apartmentId));
  return buttons;
}

/**
 * The action's answer as the page shows it: a card's field refused names the
 * cards to fix (the button pressed may be far from them), and what was typed
 * on a community no longer on the list (a stale list) is said to be lost.
 */
function pageRefusal(actionData: ManagerActionData | undefined, list: ManagerList): ManagerActionData | undefined {
  if (!actionData) return undefined;
  const cardIds = new Set(
    Object.keys(actionData.errors)
      .filter((name) => name.startsWith(`${ITEMS_INPUT}.`))
      .map((name) => Number(name.split(".")[1])),
  );
  if (cardIds.size) {
    const titles = list.items.filter((item) => cardIds.has(item.apartmentId)).map((item) => item.title);
    return { ...actionData, message: fixFieldsFirstMessage(titles) };
  }
  const gone = Object.keys(actionData.typed).some((id) => !list.items.some((item) => String(item.apartmentId) === id));
  return gone ? { ...actionData, message: `${actionData.message} What you typed on a community taken off the list meanwhile could not be kept.` } : actionData;
}

export function ApartmentManagerView({ list, catalogue, actionData: answer }: { list: ManagerList; catalogue: ManagerCatalogue; actionData: ManagerActionData | undefined }) {
  const onList = new Set(list.items.map((item) => item.apartmentId));
  const actionData = pageRefusal(answer, list);
  // A stale list's message, or a refusal whose button is not on the page (any more), goes above the list.
  const above = actionData && (actionData.stale || !buttonsOf(list, catalogue, onList).has(actionData.intent)) ? actionData.message : null;
  return (
    <div>
      <ManagerForm version={list.version} />
      <Link to="/admin/client-options" className={`${linkClass} text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Client options
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">Apartment manager: {list.clientName}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-800" data-testid="list-state">
          {stateLine(list)}
        </span>
        {list.sharedAt && list.state !== "shared" ? <span className="text-slate-600">Last shared on {formatLongDate(list.sharedAt)}</span> : null}
        <Link to={`/admin/client-options/${list.id}`} className={linkClass}>
          <ClipboardList aria-hidden="true" className="size-4" />
          The list&rsquo;s page
        </Link>
        {list.clientId !== null ? (
          <Link to={`/admin/clients/${list.clientId}`} className={linkClass}>
            <Inbox aria-hidden="true" className="size-4" />
            The client
          </Link>
        ) : null}
        {/* On a phone the list comes after the catalogue: a way straight to it. */}
        <a href="#options-list" className={`${linkClass} lg:hidden`}>
          <ArrowDown aria-hidden="true" className="size-4" />
          The list ({list.items.length})
        </a>
        {list.account ? (
          <Link to={`/admin/user-profiles/${list.account.id}`} className={linkClass}>
            <UserRound aria-hidden="true" className="size-4" />
            Account: {list.account.username}
          </Link>
        ) : (
          <span className="text-slate-600">No account linked yet</span>
        )}
      </div>
      <div className="mt-5 grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <CatalogueSearchPanel catalogue={catalogue} list={list} onList={onList} actionData={actionData} />
        <OptionListPanel
          list={list}
          actionData={actionData}
          notice={
            above ? (
              <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="list-notice">
                {above}
              </p>
            ) : null
          }
        />
      </div>
    </div>
  );
}
