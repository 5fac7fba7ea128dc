import { ExternalLink, LayoutDashboard, LogOut } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SITE_NAME } from "~/lib/site";
import { BrandMark } from "./brand-mark.tsx";
import { ADMIN_DASHBOARD_PATH } from "./site-navigation.ts";
import { AdminBadge, greetingName, UserAvatar, type HeaderUser } from "./user-avatar.tsx";

/**
 * The admin area's own top bar (the site header is hidden on /admin paths):
 * the site name, "Admin", who is signed in, Log out, and a way back to the site.
 */
export function AdminBar({ user, onLogout }: { user: HeaderUser | null; onLogout?: () => void }) {
  const signedInAdmin = user?.isAdmin ? user : null;
  return (
    <header className="sticky top-0 z-40 border-b border-ink-900 bg-ink-900 text-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to={signedInAdmin ? ADMIN_DASHBOARD_PATH : "/"}
          className="-m-1 flex min-w-0 items-center gap-2.5 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <BrandMark small />
          <span className="sr-only truncate text-sm font-semibold sm:not-sr-only">{SITE_NAME}</span>
          <span className="rounded-md bg-white/15 px-2 py-0.5 text-xs font-semibold tracking-wide uppercase">Admin</span>
        </Link>

        <nav aria-label="Admin" className="ml-auto flex items-center gap-1 sm:gap-2">
          {signedInAdmin ? (
            <Link
              to={ADMIN_DASHBOARD_PATH}
              className="hidden items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-500 md:inline-flex"
            >
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Dashboard
            </Link>
          ) : null}
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            <span>
              <span className="sm:hidden">Site</span>
              <span className="hidden sm:inline">View site</span>
            </span>
          </Link>
        </nav>

        {signedInAdmin ? (
          <div className="flex items-center gap-2 border-l border-white/15 pl-2 sm:gap-3 sm:pl-3">
            <UserAvatar user={signedInAdmin} size="sm" onDark />
            <span className="hidden min-w-0 flex-col leading-tight lg:flex">
              <span className="max-w-40 truncate text-sm font-semibold">{greetingName(signedInAdmin)}</span>
              <AdminBadge className="mt-0.5 self-start" />
            </span>
            <Button variant="ghostOnDark" size="sm" onClick={onLogout}>
              <LogOut aria-hidden="true" />
              Log out
            </Button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
