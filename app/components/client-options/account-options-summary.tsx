/**
 * The account page's "Your apartment options": a link to the renter's shared
 * list, how many communities it holds, when it was shared, and "New" until
 * they open it.
 */
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { formatLongDate } from "../../../core/format/dates.ts";
import type { AccountListSummary } from "../../../db/queries/client-options.ts";
import { Button } from "../ui/button.tsx";

export function AccountOptionsSummary({ list }: { list: AccountListSummary }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
        <span className="font-medium text-ink-900">
          {list.communities} {list.communities === 1 ? "community" : "communities"}
        </span>
        <span aria-hidden="true">·</span>
        <span>shared {formatLongDate(list.sharedAt)}</span>
        {list.unseen ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">New</span>
        ) : null}
      </p>
      <Button asChild>
        <Link to={`/clients/${list.id}`}>
          See your options
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
