import { Bell } from "lucide-react";
import { Link } from "react-router";
import { useViewerState } from "../../hooks/use-viewer.ts";

export const SAVED_SEARCHES_ANCHOR = "/account#saved-searches";

/**
 * The header's count of saved-search alerts (new or cheaper listings since the renter last looked), linking to them
 * in /account. Part of the viewer (app/auth/viewer-state.ts), which keeps it to one indexed read (decision 027).
 * Nothing when there are none.
 */
export function SavedSearchAlertsLink() {
  const count = useViewerState()?.savedSearchAlerts ?? 0;
  if (count <= 0) return null;
  const label = `${count} new or cheaper ${count === 1 ? "listing" : "listings"} in your saved searches`;
  return (
    <Link
      to={SAVED_SEARCHES_ANCHOR}
      aria-label={label}
      title={label}
      data-testid="saved-search-alerts"
      className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Bell aria-hidden="true" className="size-5" />
      <span
        aria-hidden="true"
        className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-5 font-bold text-white"
      >
        {count > 99 ? "99+" : count}
      </span>
    </Link>
  );
}
