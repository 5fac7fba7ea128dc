/**
 * The desktop header's account menu on Radix DropdownMenu. It is a chunk of its
 * own, loaded by AccountMenu (account-menu.tsx) only when someone is signed in.
 */
import { Heart, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { ACCOUNT_PATH, ADMIN_DASHBOARD_PATH, FAVORITES_PATH } from "./site-navigation.ts";
import { AccountTriggerFace, ACCOUNT_TRIGGER_CLASS, accountMenuLabel } from "./account-trigger.tsx";
import { AdminBadge, greetingName, type HeaderUser } from "./user-avatar.tsx";

/** The avatar button of the desktop header and the account menu it opens. */
export function UserMenu({
  user,
  onLogout,
  defaultOpen = false,
}: {
  user: HeaderUser;
  onLogout: () => void;
  /** Open on mount: the trigger was used before this chunk had loaded. */
  defaultOpen?: boolean;
}) {
  const name = greetingName(user);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={accountMenuLabel(user)} className={ACCOUNT_TRIGGER_CLASS}>
        <AccountTriggerFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block text-xs text-slate-600">Signed in</span>
          <span className="block truncate font-semibold text-ink-900">Hi, {name}</span>
          {user.isAdmin ? <AdminBadge className="mt-1.5" /> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to={ADMIN_DASHBOARD_PATH}>
              <LayoutDashboard aria-hidden="true" />
              Admin Dashboard
            </Link>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem asChild>
            <Link to={FAVORITES_PATH}>
              <Heart aria-hidden="true" />
              My Favorites
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={ACCOUNT_PATH}>
            <UserRound aria-hidden="true" />
            Account settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
