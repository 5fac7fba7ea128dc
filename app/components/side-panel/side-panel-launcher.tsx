import { SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { CHAT_PATH, useSidePanel } from "./side-panel-state.tsx";

const SidePanel = lazy(() => import("./side-panel.tsx"));

/** Starts downloading the panel's chunk early (hover, focus), so opening feels instant. */
function preloadPanel() {
  void import("./side-panel.tsx");
}

/**
 * The round floating button (signed-in users only; not on /chat) and, once the panel has
 * been opened, the panel itself. The panel's code is a chunk of its own:
 * pages where nobody opens it never download it.
 */
export function SidePanelLauncher({ signedIn }: { signedIn: boolean }) {
  const { open, openPanel } = useSidePanel();
  const { pathname } = useLocation();
  // On /chat the button would cover the chat's send button; the chat's bar has a 'Preferences' button instead.
  const onChatPage = pathname.replace(/\/+$/, "") === CHAT_PATH;
  // Once opened, the panel stays mounted (closed panels render nothing), so reopening needs no download.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  return (
    <>
      {signedIn && !open && !onChatPage ? (
        <button
          type="button"
          onClick={() => openPanel("preferences")}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          aria-label="Open your preferences"
          data-side-panel-launcher=""
          title="Your preferences"
          className="fixed right-4 bottom-4 z-40 print:hidden inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:right-6 sm:bottom-6"
        >
          <SlidersHorizontal aria-hidden="true" className="size-6" />
        </button>
      ) : null}
      {mounted ? (
        <Suspense fallback={null}>
          <SidePanel />
        </Suspense>
      ) : null}
    </>
  );
}
