import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { LazyCompareTray } from "../compare/lazy-compare-tray.tsx";
import { LazyToaster } from "./lazy-toaster.tsx";
import { cn } from "~/lib/cn";
import { DEMO_DATA_NOTICE } from "~/lib/site";
import { NavigationProgress } from "./navigation-progress.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { showsSiteFooter } from "./site-navigation.ts";
import { SkipLink } from "./skip-link.tsx";
import type { HeaderUser } from "./user-avatar.tsx";

export interface AppShellProps {
  user: HeaderUser | null;
  onLogout?: () => void;
  /**
   * True while the chat side panel (24rem, fixed at the right) is open: on
   * large screens the page content then makes room for it.
   */
  sidePanelOpen?: boolean;
  children: ReactNode;
}

/** Everything around a page: skip link, loading indicator, header, <main>, footer, toasts. */
export function AppShell({ user, onLogout, sidePanelOpen = false, children }: AppShellProps) {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <SiteHeader user={user} onLogout={onLogout} />
      <div
        className={cn(
          "flex min-h-[calc(100dvh-4rem)] flex-col transition-[padding] duration-300",
          sidePanelOpen && "lg:pr-96",
        )}
      >
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {showsSiteFooter(pathname) ? (
          <SiteFooter />
        ) : (
          // The demo-data notice stays visible on screens without the footer.
          <aside
            aria-label="Demo data notice"
            className="border-t border-slate-200 bg-slate-50 px-4 py-1.5 text-center text-xs text-slate-600"
          >
            {DEMO_DATA_NOTICE}
          </aside>
        )}
      </div>
      <LazyCompareTray />
      <LazyToaster />
    </>
  );
}
