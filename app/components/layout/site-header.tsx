import { Sparkles } from "lucide-react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { SITE_NAME } from "~/lib/site";
import { StaticIsland } from "../static-island.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { GET_MATCHED_PATH, MAIN_NAV, SIGN_IN_PATH } from "./site-navigation.ts";
import { AccountMenu } from "./account-menu.tsx";
import { SavedSearchAlertsLink } from "./saved-search-alerts-link.tsx";
import type { HeaderUser } from "./user-avatar.tsx";

export interface SiteHeaderProps {
  /** The signed-in user, or null for a visitor (guests count as visitors). */
  user: HeaderUser | null;
  onLogout?: () => void;
}

export function SiteHeader({ user, onLogout }: SiteHeaderProps) {
  return (
    // No backdrop-filter here: it would make the header the containing block of the
    // mobile menu's fixed-position panel and backdrop.
    <header className="sticky top-0 z-40 print:hidden border-b border-slate-200 bg-white shadow-[0_1px_3px_rgb(15_23_42/0.05)]">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label={`${SITE_NAME}, home`}
          className="-m-1 flex shrink-0 items-center gap-2.5 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <BrandMark />
          {/* Between lg and xl the full navigation needs the room: the mark alone stands for the brand. */}
          <span className="flex flex-col leading-none lg:hidden xl:flex" aria-hidden="true">
            <span className="text-[11px] font-semibold tracking-[0.16em] text-bayou-700 uppercase">Houston</span>
            <span className="mt-1 text-[15px] font-bold tracking-tight text-ink-900">Apartment Specialist</span>
          </span>
        </Link>

        <nav aria-label="Main" className="ml-4 hidden lg:block xl:ml-6">
          {/* Not hydrated (decision 022): the server marks the current page, and the first navigation re-renders it. */}
          <StaticIsland as="ul" className="flex items-center gap-0.5">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-700 xl:px-2.5",
                      isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink-900",
                    )
                  }
                >
                  {item.to === "/chat" ? <Sparkles aria-hidden="true" className="size-4 text-bayou-700" /> : null}
                  {item.label}
                </NavLink>
              </li>
            ))}
          </StaticIsland>
        </nav>

        <div className="ml-auto hidden items-center gap-2 lg:flex">
          {user ? <SavedSearchAlertsLink /> : null}
          {user ? (
            <AccountMenu user={user} onLogout={onLogout ?? (() => {})} />
          ) : (
            <>
              {/* Until a kept page's viewer arrives, a browser signed in last time shows where the account menu will be. */}
              <span aria-hidden="true" data-account-placeholder className="hidden size-9 animate-pulse rounded-full bg-slate-200 member:block" />
              <Button asChild variant="ghost" size="sm" className="member:hidden">
                <NavLink to={SIGN_IN_PATH}>Sign In</NavLink>
              </Button>
            </>
          )}
          <Button asChild size="sm">
            <Link to={GET_MATCHED_PATH}>Get Matched</Link>
          </Button>
        </div>

        <div className="ml-auto flex items-center gap-1 lg:hidden">
          {user ? <SavedSearchAlertsLink /> : null}
          <MobileMenu user={user} onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
