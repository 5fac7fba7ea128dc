import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "../ui/button.tsx";

/**
 * Asks before leaving a page with unsaved changes: in-app navigations to another page through the
 * router (a dialog), tab closes and reloads through the browser's own prompt.
 */
export function LeaveGuard({ dirty, message = "Your changes on this page are not saved yet." }: { dirty: boolean; message?: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  if (blocker.state !== "blocked") return null;
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby="leave-title" aria-describedby="leave-message" className="fixed inset-0 z-50 flex items-center justify-center bg-ink-900/40 p-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-5 shadow-xl">
        <h2 id="leave-title" className="text-base font-semibold">
          Leave without saving?
        </h2>
        <p id="leave-message" className="mt-1 text-sm text-slate-600">
          {message}
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => blocker.reset()} autoFocus>
            Stay on the page
          </Button>
          <Button variant="destructive" size="sm" onClick={() => blocker.proceed()}>
            Leave
          </Button>
        </div>
      </div>
    </div>
  );
}
