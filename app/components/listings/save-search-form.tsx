import { BellPlus } from "lucide-react";
import { Form } from "react-router";
import { SAVED_SEARCH_NAME_MAX } from "../../../core/alerts/saved-search.ts";
import { Button } from "../ui/button.tsx";

// Not form-field.tsx's inputClass: importing it would load the form pages' chunk on /listings (vite.config.ts groups).
const nameInputClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink-900 shadow-sm focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 sm:text-sm";

interface SaveSearchFormProps {
  /** The search's canonical query (no page or order). */
  query: string;
  suggestedName: string;
  /** SMTP is configured: offer e-mail alerts. */
  emailEnabled: boolean;
}

/**
 * "Save this search": a plain form posting to /saved-searches, the same for every visitor, because /listings is one
 * render kept for all (decision 020). A guest who submits it is sent to sign in and back here (decision 027).
 * A <details> keeps it one line until opened, and works without JavaScript.
 */
export function SaveSearchForm({ query, suggestedName, emailEnabled }: SaveSearchFormProps) {
  return (
    <details className="group mb-5 rounded-xl border border-slate-200 bg-white shadow-sm open:p-4 sm:open:p-5">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-brand-800 group-open:mb-3 group-open:p-0 hover:bg-brand-50 group-open:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
        <BellPlus aria-hidden="true" className="size-4 shrink-0" />
        Save this search
        <span className="hidden font-normal text-slate-600 sm:inline">· get alerts for new or cheaper matches</span>
      </summary>
      <Form method="post" action="/saved-searches" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="search" value={query} />
        <div className="grid gap-1.5">
          <label htmlFor="saved-search-name" className="text-sm font-medium text-slate-800">
            Name this search
          </label>
          <input id="saved-search-name" name="name" required maxLength={SAVED_SEARCH_NAME_MAX} defaultValue={suggestedName} className={nameInputClass} />
        </div>
        <Button type="submit" className="w-full sm:w-auto">
          Save search
        </Button>
        {emailEnabled ? (
          <label className="flex items-start gap-2 text-sm text-slate-700 sm:col-span-2">
            <input type="checkbox" name="emailAlerts" className="mt-0.5 size-4 accent-brand-700" />
            <span>Also e-mail me when something new or cheaper matches (you can stop it from any e-mail).</span>
          </label>
        ) : null}
        <p className="text-xs text-slate-600 sm:col-span-2">Saved searches are kept in your account; you will be asked to sign in if you are not.</p>
      </Form>
    </details>
  );
}
