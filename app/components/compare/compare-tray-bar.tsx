import { useEffect, useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { compareHref, COMPARE_PATH, MAX_COMPARED } from "../../../core/compare/compare-href.ts";
import { clearTray, installCompareControls, readTray, serverTray, subscribeToTray } from "~/compare/compare-tray";

/**
 * The compare tray as a small bar at the bottom left, shown once the tray holds a community (never on the
 * server: the tray is this browser's). It also installs the delegated listener behind every "Compare" control,
 * and says so when a fifth community is added.
 */
function noteKey(slugs: readonly string[], pathname: string): string {
  return `${slugs.join(",")} ${pathname}`;
}

export function CompareTrayBar() {
  const slugs = useSyncExternalStore(subscribeToTray, readTray, serverTray);
  const { pathname } = useLocation();
  // The limit note belongs to the tray and page it was raised on: it goes when either changes.
  const [fullAt, setFullAt] = useState<string | null>(null);
  const full = fullAt === noteKey(slugs, pathname);

  useEffect(() => installCompareControls(() => setFullAt(noteKey(readTray(), window.location.pathname))), []);

  if (slugs.length === 0 || pathname === COMPARE_PATH) return null;
  return (
    <div role="region" aria-label="Compare tray" className="fixed bottom-4 left-4 z-40 max-w-[calc(100vw-10rem)] sm:bottom-6 sm:left-6 print:hidden">
      {full ? (
        <p role="status" className="mb-2 rounded-lg bg-ink-900 px-3 py-2 text-sm text-white shadow-lg">
          You can compare up to {MAX_COMPARED} communities. Remove one first.
        </p>
      ) : null}
      <div className="flex items-center gap-1 rounded-full bg-white p-1 shadow-lg ring-1 ring-slate-900/10">
        <Link
          to={compareHref(slugs)}
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Compare ({slugs.length})
        </Link>
        <button
          type="button"
          onClick={clearTray}
          className="rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Clear
        </button>
      </div>
    </div>
  );
}
