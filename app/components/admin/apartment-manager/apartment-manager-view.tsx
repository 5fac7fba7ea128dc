/**
 * The apartment manager's page: the list's header (client, state, links), the
 * catalogue searched with the client's preferences on the left and the list
 * being built on the right (below it on a phone). Plain forms that work
 * without JavaScript; with it, each form is a fetcher that keeps the scroll.
 */
import { ArrowDown, ArrowLeft, ClipboardList, Inbox, UserRound } from "lucide-react";
import { Link } from "react-router";
import { OPTION_LIST_STATE_LABELS } from "../../../../core/admin/client-options.ts";
import { formatLongDate } from "../../../../core/format/dates.ts";
import type { ManagerList } from "../../../../db/queries/admin/client-option-items.ts";
import { CatalogueSearchPanel } from "./catalogue-search-panel.tsx";
import type { ManagerActionData } from "./manager-action.ts";
import type { ManagerCatalogue } from "./manager-catalogue.server.ts";
import { OptionListPanel } from "./option-list-panel.tsx";

const linkClass = "inline-flex items-center gap-1 font-medium text-brand-700 hover:underline";

function stateLine(list: ManagerList): string {
  const label = OPTION_LIST_STATE_LABELS[list.state];
  const at = list.state === "responded" ? list.respondedAt : list.state === "viewed" ? list.viewedAt : list.sharedAt;
  if (list.state === "draft" || !at) return label;
  return `${label} on ${formatLongDate(at)}`;
}

export function ApartmentManagerView({ list, catalogue, actionData }: { list: ManagerList; catalogue: ManagerCatalogue; actionData: ManagerActionData | undefined }) {
  const onList = new Set(list.items.map((item) => item.apartmentId));
  return (
    <div>
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
        {list.inquiryId !== null ? (
          <Link to={`/admin/client-inquiries/${list.inquiryId}`} className={linkClass}>
            <Inbox aria-hidden="true" className="size-4" />
            The inquiry
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
        <OptionListPanel list={list} actionData={actionData} />
      </div>
    </div>
  );
}
