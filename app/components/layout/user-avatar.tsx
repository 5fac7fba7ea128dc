import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
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

const AVATAR_SIZES = {
  sm: "size-8 text-sm",
  md: "size-9 text-sm",
  lg: "size-10 text-sm",
  xl: "size-16 text-xl",
} as const;

interface UserAvatarProps {
  user: HeaderUser;
  size?: keyof typeof AVATAR_SIZES;
  /** On a dark bar the ring takes the bar's color instead of white. */
  onDark?: boolean;
  /** Extra classes (margins, a shadow); size and ring color come from the props above. */
  className?: string;
}

/**
 * Round avatar: the photo, else up to two initials of the display name (the
 * username when there is none). The initials show until the photo has loaded, and stay when it fails.
 * The photo is asked for once the page is hydrated (the server renders the initials), so its load or
 * error event is never missed. Hand-written rather than Radix Avatar: the header is on every page, and
 * this is the whole of what it did here (its ~3 KB gzipped were in the shell chunk of every page).
 */
export function UserAvatar({ user, size = "md", onDark = false, className }: UserAvatarProps) {
  const hydrated = useHydrated();
  // Keyed by address, so that a new photo starts from the initials again without an effect.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const photo = hydrated && user.photoUrl && failed !== user.photoUrl ? user.photoUrl : null;
  const showsPhoto = photo !== null && loaded === photo;
  return (
    <span
      className={cn(
        "relative inline-flex shrink-0 overflow-hidden rounded-full bg-bayou-700 ring-2",
        AVATAR_SIZES[size],
        onDark ? "ring-ink-900" : "ring-white",
        className,
      )}
    >
      {photo ? (
        <img
          src={photo}
          alt=""
          className={cn("size-full object-cover", showsPhoto ? null : "hidden")}
          onLoad={() => setLoaded(photo)}
          onError={() => setFailed(photo)}
        />
      ) : null}
      {showsPhoto ? null : (
        <span className="flex size-full items-center justify-center font-semibold text-white">{initialsOf(greetingName(user))}</span>
      )}
    </span>
  );
}

/** The "Admin User" badge; `wideScreensOnly` hides it below the xl breakpoint. */
export function AdminBadge({ wideScreensOnly = false, className }: { wideScreensOnly?: boolean; className?: string }) {
  return (
    <span
      className={cn(
        wideScreensOnly ? "hidden xl:inline-flex" : "inline-flex",
        "items-center rounded-full bg-bayou-700 px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap text-white",
        className,
      )}
    >
      Admin User
    </span>
  );
}
