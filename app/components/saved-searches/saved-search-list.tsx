import { BellRing, Check, Pencil, Search, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { alertHref, describeAlert, newOrCheaperSummary } from "../../../core/alerts/alert-wording.ts";
import { SAVED_SEARCH_NAME_MAX } from "../../../core/alerts/saved-search.ts";
import type { SavedSearchSummary } from "../../../db/queries/saved-searches.ts";
import { inputClass } from "../auth/form-field.tsx";
import { Button } from "../ui/button.tsx";

const ACTION = "/saved-searches";

/** /account's saved searches: each with its alerts since the last visit, linking to the listing, and its controls. */
/** `today` (yyyy-mm-dd, Houston) words the alerts' dates. */
export function SavedSearchList({ searches, emailEnabled, today }: { searches: SavedSearchSummary[]; emailEnabled: boolean; today: string }) {
  if (searches.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No saved searches yet. Filter <Link to="/listings" className="font-medium text-brand-700 underline">the apartment search</Link> and choose
        “Save this search” to hear about new and cheaper matches.
      </p>
    );
  }
  return (
    <ul className="grid gap-4">
      {searches.map((search) => (
        <li key={search.id}>
          <SavedSearchItem search={search} emailEnabled={emailEnabled} today={today} />
        </li>
      ))}
    </ul>
  );
}

function Intent({ intent, id }: { intent: string; id: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

function SavedSearchItem({ search, emailEnabled, today }: { search: SavedSearchSummary; emailEnabled: boolean; today: string }) {
  const headingId = `saved-search-${search.id}`;
  const count = search.alerts.length;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-ink-900">
            {search.name}
          </h3>
          <p className={`mt-1 flex items-center gap-1.5 text-sm ${count > 0 ? "font-medium text-brand-800" : "text-slate-600"}`}>
            {count > 0 ? <BellRing aria-hidden="true" className="size-4 shrink-0" /> : null}
            {count > 0 ? newOrCheaperSummary(count) : "Nothing new or cheaper since your last visit"}
          </p>
        </div>
        <Form method="post" action={ACTION}>
          <Intent intent="open" id={search.id} />
          <Button type="submit" size="sm" aria-describedby={headingId}>
            <Search aria-hidden="true" />
            Open search
          </Button>
        </Form>
      </div>

      {count > 0 ? (
        <>
          <ul className="mt-3 grid gap-2 text-sm" aria-label={`Alerts for ${search.name}`}>
            {search.alerts.map((alert) => (
              <li key={`${alert.kind}-${alert.communityId}-${"planId" in alert ? alert.planId : ""}`} className="rounded-lg bg-brand-50/60 px-3 py-2">
                <Link to={alertHref(alert)} className="font-medium text-brand-800 underline underline-offset-2">
                  {alert.title}
                </Link>
                <span className="text-slate-700"> · {describeAlert(alert, today)}</span>
              </li>
            ))}
          </ul>
          <Form method="post" action={ACTION} className="mt-2">
            <Intent intent="mark-seen" id={search.id} />
            <Button type="submit" variant="ghost" size="sm" aria-describedby={headingId}>
              <Check aria-hidden="true" />
              Mark as seen
            </Button>
          </Form>
        </>
      ) : null}

      <div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-2 border-t border-slate-100 pt-3">
        <details className="min-w-0 flex-1 basis-64">
          <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded text-sm font-medium text-slate-700 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700">
            <Pencil aria-hidden="true" className="size-4" />
            Rename
          </summary>
          <Form method="post" action={ACTION} className="mt-2 flex flex-wrap items-end gap-2">
            <Intent intent="rename" id={search.id} />
            <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium text-slate-800">
              New name
              <input name="name" required maxLength={SAVED_SEARCH_NAME_MAX} defaultValue={search.name} className={inputClass} />
            </label>
            <Button type="submit" size="sm" variant="outline">
              Save name
            </Button>
          </Form>
        </details>
        {emailEnabled || search.emailAlerts ? (
          <Form method="post" action={ACTION} className="flex items-center gap-2 text-sm">
            <Intent intent="email" id={search.id} />
            {search.emailAlerts ? null : <input type="hidden" name="emailAlerts" value="on" />}
            <span className="text-slate-700">E-mail alerts {search.emailAlerts ? "on" : "off"}</span>
            <Button type="submit" size="sm" variant="outline" aria-describedby={headingId}>
              {search.emailAlerts ? "Turn off" : "Turn on"}
            </Button>
          </Form>
        ) : null}
        <Form method="post" action={ACTION}>
          <Intent intent="delete" id={search.id} />
          <Button type="submit" size="sm" variant="ghost" className="text-red-700 hover:text-red-800" aria-describedby={headingId}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </Form>
      </div>
    </article>
  );
}
