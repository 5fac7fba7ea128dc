import { LoaderCircle } from "lucide-react";
import { useNavigation } from "react-router";

/**
 * Shows that a page is loading: a slim bar across the top at once, and a small
 * spinner if the wait lasts (its fade-in is delayed so quick navigations do
 * not flash it). Pure CSS transitions, so nothing to clean up.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <div role="status" className="sr-only">
        {busy ? "Loading page…" : ""}
      </div>
      {busy ? (
        <>
          <div
            aria-hidden="true"
            className="fixed inset-x-0 top-0 z-[60] h-0.5 origin-left scale-x-90 bg-brand-600 transition-transform duration-[6000ms] ease-out starting:scale-x-0"
          />
          <div
            aria-hidden="true"
            className="fixed bottom-4 left-4 z-[60] flex items-center gap-2 rounded-full bg-ink-900/90 px-3 py-1.5 text-xs font-medium text-white shadow-lg transition-opacity delay-500 duration-300 starting:opacity-0"
          >
            <LoaderCircle className="size-4 animate-spin" />
            Loading…
          </div>
        </>
      ) : null}
    </>
  );
}
