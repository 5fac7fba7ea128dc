import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { NOBODY, type ViewerState } from "../auth/viewer-state.ts";
import type { loader as rootLoader } from "../root.tsx";

/**
 * The viewer in the browser (app/auth/viewer-state.ts). A kept page comes without it (`viewer: null` in the root's
 * data, decision 020); the browser then asks GET /api/viewer once, and until the answer the chrome shows its
 * neutral state, with the `member:` CSS variant hiding "Sign In" for a browser that was signed in last time (the
 * hint below). Every navigation's data carries the viewer, and that always wins over the fetched one.
 */
let fetched: ViewerState | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The viewer asked of GET /api/viewer; a failure leaves the neutral chrome (the next navigation carries it). */
function fetchViewer(): Promise<void> {
  pending ??= fetch("/api/viewer", { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) return;
      fetched = (await response.json()) as ViewerState;
      for (const listener of listeners) listener();
    })
    .catch(() => {})
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The viewer, or null while a kept page's viewer is still being asked for. */
export function useViewerState(): ViewerState | null {
  const fromRoot = useRouteLoaderData<typeof rootLoader>("root")?.viewer;
  // During hydration the server's snapshot (nobody known yet) keeps the markup equal to the kept page's.
  const fromFetch = useSyncExternalStore(subscribe, () => fetched, () => null);
  return fromRoot ?? fromFetch;
}

/** The signed-in user as the server decided it; null for visitors, guests, and while a kept page's viewer is asked for. */
export function useSignedInUser() {
  return useViewerState()?.user ?? null;
}

/** Ids of the signed-in user's favorite apartments (empty for visitors), refreshed with every navigation. */
export function useFavoriteIds(): readonly number[] {
  return (useViewerState() ?? NOBODY).favoriteIds;
}

/** Where the browser remembers that it was signed in, for the first paint of the next kept page (VIEWER_HINT_SCRIPT). */
const HINT_KEY = "has:signed-in";

/**
 * Run before the body is painted (root.tsx's <head>): marks <html data-viewer="member"> when this browser was
 * signed in the last time it knew, so the `member:` variant shows an account placeholder instead of "Sign In"
 * until the viewer arrives. Storage may be refused (private modes): then the neutral chrome shows.
 */
export const VIEWER_HINT_SCRIPT = `try{localStorage.getItem(${JSON.stringify(HINT_KEY)})&&document.documentElement.setAttribute("data-viewer","member")}catch(e){}`;

/** Root layout: asks for a kept page's viewer, and keeps the hint and <html data-viewer> in step with what is known. */
export function useViewerSync(): void {
  const viewer = useViewerState();
  const missing = useRouteLoaderData<typeof rootLoader>("root")?.viewer === null && viewer === null;
  useEffect(() => {
    if (missing) void fetchViewer();
  }, [missing]);
  const signedIn = viewer === null ? null : viewer.user !== null;
  useEffect(() => {
    if (signedIn === null) return;
    const root = document.documentElement;
    try {
      if (signedIn) localStorage.setItem(HINT_KEY, "1");
      else localStorage.removeItem(HINT_KEY);
    } catch {
      // Storage refused: the first paint stays neutral.
    }
    if (signedIn) root.setAttribute("data-viewer", "member");
    else root.removeAttribute("data-viewer");
  }, [signedIn]);
}
