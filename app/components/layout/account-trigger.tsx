import { AdminBadge, greetingName, UserAvatar, type HeaderUser } from "./user-avatar.tsx";

/** The account menu button's look, shared by the placeholder and the Radix trigger. */
export const ACCOUNT_TRIGGER_CLASS =
  "flex items-center gap-2 rounded-full p-0.5 pr-1 outline-none hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export function accountMenuLabel(user: HeaderUser): string {
  return `Account menu for ${greetingName(user)}`;
}

/** What the account menu button shows: the avatar, and the Admin badge on wide screens. */
export function AccountTriggerFace({ user }: { user: HeaderUser }) {
  return (
    <>
      <UserAvatar user={user} />
      {user.isAdmin ? <AdminBadge wideScreensOnly /> : null}
    </>
  );
}
