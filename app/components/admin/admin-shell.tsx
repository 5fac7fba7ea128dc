import { ExternalLink, LogOut, Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { SITE_NAME } from "~/lib/site";
import { cn } from "~/lib/cn";
import { BrandMark } from "../layout/brand-mark.tsx";
import { LazyToaster } from "../layout/lazy-toaster.tsx";
import { NavigationProgress } from "../layout/navigation-progress.tsx";
import { ADMIN_DASHBOARD_PATH } from "../layout/site-navigation.ts";
import { SkipLink } from "../layout/skip-link.tsx";
import { greetingName, UserAvatar, type HeaderUser } from "../layout/user-avatar.tsx";
import { ADMIN_NAV, activeAdminNavSlug } from "./admin-sections.ts";

const MENU_ID = "admin-menu";

/**
 * The back office's whole viewport: a fixed sidebar from lg, a top bar with a Menu
 * disclosure below it. The disclosure is a <details>, so without JavaScript the
 * sidebar is still a list of links behind "Menu"; with it, opening moves focus to the
 * first link, Escape, a click outside and a navigation close it and focus returns.
 */
export function AdminShell({ user, children }: { user: HeaderUser | null; children: ReactNode }) {
  const { pathname } = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);

  // A navigation closes the menu (the page it leads to is what the admin wants to see).
  useEffect(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, [pathname]);

  // A press outside closes it. Listening all along (not from the toggle event, which comes a task
  // later) means a quick press right after opening is not missed.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = detailsRef.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const onToggle = () => {
    const details = detailsRef.current;
    if (!details) return;
    setOpen(details.open);
    // Only where Menu is a real control (below lg); the desktop sidebar never moves focus.
    const summaryShown = summaryRef.current?.offsetParent !== null;
    if (details.open && summaryShown) details.querySelector<HTMLElement>(`#${MENU_ID} a`)?.focus();
  };

  // A link to the page already shown changes no path: close for it too.
  const onMenuClick = (event: MouseEvent) => {
    if (detailsRef.current && (event.target as Element).closest("a")) detailsRef.current.open = false;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !detailsRef.current?.open) return;
    event.preventDefault();
    detailsRef.current.open = false;
    summaryRef.current?.focus();
  };

  return (
    <div className="min-h-dvh bg-slate-50 text-ink-900 lg:pl-60">
      <SkipLink />
      <NavigationProgress />
      <header className="sticky top-0 z-40 flex h-14 items-center border-b border-slate-200 bg-white px-4 lg:fixed lg:inset-y-0 lg:left-0 lg:h-auto lg:w-60 lg:flex-col lg:items-stretch lg:border-r lg:border-b-0 lg:px-0">
        <Link
          to={ADMIN_DASHBOARD_PATH}
          className="-m-1 flex min-w-0 items-center gap-2.5 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-brand-700 lg:m-0 lg:h-14 lg:shrink-0 lg:rounded-none lg:border-b lg:border-slate-200 lg:px-4"
        >
          <BrandMark small />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-sm font-semibold">Admin</span>
            <span className="truncate text-[11px] text-slate-600">{SITE_NAME}</span>
          </span>
        </Link>

        <details
          ref={detailsRef}
          onToggle={onToggle}
          onKeyDown={onKeyDown}
          className="ml-auto lg:ml-0 lg:details-content:[content-visibility:visible]"
        >
          <summary
            ref={summaryRef}
            aria-controls={MENU_ID}
            aria-expanded={open}
            className="flex cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 select-none hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:hidden [&::-webkit-details-marker]:hidden"
          >
            {open ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
            Menu
          </summary>
          <div
            id={MENU_ID}
            onClick={onMenuClick}
            className="absolute inset-x-0 top-full flex max-h-[calc(100dvh-3.5rem)] flex-col overflow-y-auto border-b border-slate-200 bg-white shadow-lg lg:fixed lg:top-14 lg:bottom-0 lg:left-0 lg:max-h-none lg:w-60 lg:border-r lg:border-b-0 lg:shadow-none"
          >
            <SidebarNav pathname={pathname} />
            <SidebarFooter user={user} />
          </div>
        </details>
      </header>

      <main id="main" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
        {children}
      </main>
      <LazyToaster />
    </div>
  );
}

function SidebarNav({ pathname }: { pathname: string }) {
  const active = activeAdminNavSlug(pathname);
  return (
    <nav aria-label="Admin sections" className="px-3 py-3 lg:flex-1">
      <ul className="space-y-0.5">
        {ADMIN_NAV.map(({ slug, to, label, icon: Icon }) => {
          const isActive = slug === active;
          return (
            <li key={slug}>
              <Link
                to={to}
                // "page" on the section's own list; inside it (an item page) the entry is the current location.
                aria-current={isActive ? (pathname === to ? "page" : "location") : undefined}
                className={cn(
                  "flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700 lg:py-1.5",
                  isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink-900",
                )}
              >
                <Icon aria-hidden="true" className={cn("size-4 shrink-0", isActive ? "text-brand-700" : "text-slate-500")} />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SidebarFooter({ user }: { user: HeaderUser | null }) {
  return (
    <div className="space-y-1 border-t border-slate-200 px-3 py-3">
      {user ? (
        <div className="flex items-center gap-2.5 px-2.5 py-1.5">
          <UserAvatar user={user} size="sm" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-sm font-semibold">{greetingName(user)}</span>
            {/* The username too when a display name is shown: it is what the admin signs in with. */}
            <span className="truncate text-xs text-slate-600">{user.displayName ? `@${user.username}` : "Administrator"}</span>
          </span>
        </div>
      ) : null}
      <Link
        to="/"
        className="flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700 lg:py-1.5"
      >
        <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        View public site
      </Link>
      {/* A plain form, so signing out works before (or without) JavaScript; the endpoint sends a form home. */}
      <form method="post" action="/api/logout">
        <button
          type="submit"
          className="flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700 lg:py-1.5"
        >
          <LogOut aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          Log out
        </button>
      </form>
    </div>
  );
}
