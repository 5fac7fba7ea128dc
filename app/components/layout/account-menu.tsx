import { useEffect, useState } from "react";
import { AccountTriggerFace, ACCOUNT_TRIGGER_CLASS, accountMenuLabel } from "./account-trigger.tsx";
import type { HeaderUser } from "./user-avatar.tsx";
import type { UserMenu as UserMenuType } from "./user-menu.tsx";

type UserMenuComponent = typeof UserMenuType;

/** Tailwind's lg breakpoint, from which the desktop header shows this menu. */
const DESKTOP_QUERY = "(min-width: 64rem)";

let loaded: UserMenuComponent | null = null;
let loading: Promise<UserMenuComponent> | null = null;

function loadUserMenu(): Promise<UserMenuComponent> {
  loading ??= import("./user-menu.tsx").then((module) => (loaded = module.UserMenu));
  return loading;
}

/**
 * The desktop header's account menu. Its Radix DropdownMenu is a chunk of its
 * own: only signed-in users on a desktop-wide screen download it, right after
 * the page has hydrated.
 * Until it is there (and on the server, and without JavaScript) a button that
 * looks the same stands in; using it opens the menu as soon as it has loaded.
 */
export function AccountMenu({ user, onLogout }: { user: HeaderUser; onLogout: () => void }) {
  // Always null on the first render, so that hydration matches the server's markup.
  const [UserMenu, setUserMenu] = useState<UserMenuComponent | null>(null);
  const [openRequested, setOpenRequested] = useState(false);

  const [needed, setNeeded] = useState(false);

  // The menu only shows from the lg breakpoint (the mobile menu takes over below it).
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) setNeeded(true);
    };
    onChange();
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!needed) return;
    let active = true;
    const show = (component: UserMenuComponent) => {
      if (active) setUserMenu(() => component);
    };
    if (loaded) show(loaded);
    else void loadUserMenu().then(show);
    return () => {
      active = false;
    };
  }, [needed]);

  if (UserMenu) return <UserMenu user={user} onLogout={onLogout} defaultOpen={openRequested} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={accountMenuLabel(user)}
      className={ACCOUNT_TRIGGER_CLASS}
      onPointerEnter={() => setNeeded(true)}
      onFocus={() => setNeeded(true)}
      onClick={() => {
        setNeeded(true);
        setOpenRequested(true);
      }}
    >
      <AccountTriggerFace user={user} />
    </button>
  );
}
