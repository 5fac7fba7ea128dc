import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cn } from "~/lib/cn";
import { initialsOf } from "~/lib/initials";
import { greetingName } from "../../../core/auth/greeting.ts";

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
