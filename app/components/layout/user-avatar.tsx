import * as AvatarPrimitive from "@radix-ui/react-avatar";
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
import { cn } from "~/lib/cn";
import { initialsOf } from "~/lib/initials";
import { greetingName } from "../../../core/auth/greeting.ts";
import { ACCOUNT_PATH, ADMIN_DASHBOARD_PATH, FAVORITES_PATH } from "./site-navigation.ts";

/** What the header needs to know about the signed-in user. */
export interface HeaderUser {
  displayName: string | null;
  username: string;
  photoUrl: string | null;
  isAdmin: boolean;
}

/** The name the menus greet the user by (display name, else username). */
export { greetingName };

/**
 * Round avatar: the photo, else up to two initials of the display name, else
 * "?". Radix shows the fallback as well when the photo fails to load.
 */
export function UserAvatar({ user, className }: { user: HeaderUser; className?: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-bayou-700 text-sm ring-2 ring-white",
        className,
      )}
    >
      {user.photoUrl ? (
        <AvatarPrimitive.Image src={user.photoUrl} alt="" className="size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback className="flex size-full items-center justify-center font-semibold text-white">
        {initialsOf(user.displayName)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export function AdminBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-bayou-700 px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap text-white",
        className,
      )}
    >
      Admin User
    </span>
  );
}

/** The avatar button of the desktop header and the account menu it opens. */
export function UserMenu({ user, onLogout }: { user: HeaderUser; onLogout: () => void }) {
  const name = greetingName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1 outline-none hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <UserAvatar user={user} />
        {user.isAdmin ? <AdminBadge className="hidden xl:inline-flex" /> : null}
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
