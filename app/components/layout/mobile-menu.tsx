import { Heart, LayoutDashboard, LogOut, Menu, UserRound, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import {
  ACCOUNT_PATH,
  ADMIN_DASHBOARD_PATH,
  FAVORITES_PATH,
  GET_MATCHED_PATH,
  MAIN_NAV,
  SIGN_IN_PATH,
  type NavItem,
} from "./site-navigation.ts";
import { AdminBadge, greetingName, UserAvatar, type HeaderUser } from "./user-avatar.tsx";

const PANEL_ID = "mobile-menu";
/** Tailwind's lg breakpoint, from which the desktop navigation takes over. */
const DESKTOP_QUERY = "(min-width: 64rem)";

const MOBILE_ITEMS: readonly NavItem[] = [{ to: "/", label: "Home" }, ...MAIN_NAV];

/**
 * The hamburger button and the menu it opens below the header (below lg).
 * It closes on Escape (focus returns to the button), on a click outside, when
 * focus leaves it, and whenever the location changes; while it is open the
 * page behind it does not scroll.
 */
export function MobileMenu({ user, onLogout }: { user: HeaderUser | null; onLogout?: () => void }) {
  const location = useLocation();
  // Remember which location the menu was opened on: any navigation closes it
  // without an effect having to watch the route.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const close = () => setOpenedAt(null);

  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panelRef.current?.querySelector<HTMLElement>("a[href], button")?.focus();

    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (panelRef.current?.contains(target) || buttonRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) setOpenedAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInside(event.target)) setOpenedAt(null);
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onBreakpoint = () => {
      if (desktop.matches) setOpenedAt(null);
    };

    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    desktop.addEventListener("change", onBreakpoint);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      desktop.removeEventListener("change", onBreakpoint);
    };
  }, [open]);

  const itemClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "flex items-center rounded-lg px-3 py-3 text-base font-medium outline-none focus-visible:outline-2 focus-visible:outline-brand-700",
      isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100",
    );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Main menu"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpenedAt(open ? null : location.key)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>

      {open ? <div aria-hidden="true" className="fixed inset-0 top-16 z-30 bg-ink-900/40 lg:hidden" /> : null}

      <div
        ref={panelRef}
        id={PANEL_ID}
        hidden={!open}
        className="fixed inset-x-0 top-16 z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl lg:hidden"
      >
        <div className="mx-auto max-w-7xl px-4 pt-3 pb-6 sm:px-6">
          <nav aria-label="Main">
            <ul className="grid gap-0.5">
              {MOBILE_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/"} className={itemClass} onClick={close}>
                    {item.mobileLabel ?? item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          {user?.isAdmin ? (
            <section aria-labelledby="mobile-admin-heading" className="mt-4 border-t border-slate-200 pt-4">
              <h2 id="mobile-admin-heading" className="px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">
                Admin Panel
              </h2>
              <NavLink to={ADMIN_DASHBOARD_PATH} className={(state) => cn(itemClass(state), "mt-1 gap-3")} onClick={close}>
                <LayoutDashboard aria-hidden="true" className="size-5 text-slate-500" />
                Admin Dashboard
              </NavLink>
            </section>
          ) : null}

          {user ? (
            <section aria-labelledby="mobile-account-heading" className="mt-4 border-t border-slate-200 pt-4">
              <h2 id="mobile-account-heading" className="px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase">
                Your Account
              </h2>
              <ul className="mt-1 grid gap-0.5">
                {user.isAdmin ? null : (
                  <li>
                    <NavLink to={FAVORITES_PATH} className={(state) => cn(itemClass(state), "gap-3")} onClick={close}>
                      <Heart aria-hidden="true" className="size-5 text-slate-500" />
                      My Favorites
                    </NavLink>
                  </li>
                )}
                <li>
                  <NavLink to={ACCOUNT_PATH} className={(state) => cn(itemClass(state), "gap-3")} onClick={close}>
                    <UserRound aria-hidden="true" className="size-5 text-slate-500" />
                    Account settings
                  </NavLink>
                </li>
              </ul>
            </section>
          ) : null}

          <div className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
            {user ? (
              <div className="flex items-center gap-3 px-1">
                <UserAvatar user={user} size="lg" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-ink-900">Hi, {greetingName(user)}</p>
                  {user.isAdmin ? <AdminBadge className="mt-0.5" /> : null}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    close();
                    onLogout?.();
                  }}
                >
                  <LogOut aria-hidden="true" />
                  Logout
                </Button>
              </div>
            ) : (
              <Button asChild variant="outline" size="lg">
                <Link to={SIGN_IN_PATH} onClick={close}>
                  Sign In
                </Link>
              </Button>
            )}
            <Button asChild size="lg">
              <Link to={GET_MATCHED_PATH} onClick={close}>
                Get Matched
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
