/**
 * The user profiles section: every account, renters and administrators. The
 * list is the generic one; a profile is the generic edit page (display name and
 * e-mail) with a panel of the account's facts and its actions (disable, enable,
 * make or remove admin, delete with everything). "New account" is a page of
 * its own (app/routes/admin/user-profile-new.tsx): its form is not the
 * profile's (username, password, administrator or not).
 */
import type { ResourceSpec } from "../resource.ts";

/** The "Signed up" filter's choices, in days. */
export const SIGNED_UP_WITHIN_DAYS = [7, 30, 365] as const;

/**
 * The one-button actions of a profile (the edit page's `intent`), with the
 * flash after each. Removing one's own admin rights needs the confirmation
 * field as well (SELF_CONFIRM_FIELD): a second step, like a bulk confirmation.
 */
export const USER_ACTIONS = {
  disable: "Account disabled: its sessions have ended",
  enable: "Account enabled",
  "make-admin": "Now an administrator",
  "remove-admin": "No longer an administrator",
  "verify-email": "E-mail address marked verified: what was sent with it now links to this account",
} as const;

export type UserAction = keyof typeof USER_ACTIONS;

/** Sent with remove-admin on one's own account, to confirm it (value "yes"). */
export const SELF_CONFIRM_FIELD = "confirmSelf";

export const userProfilesResource: ResourceSpec = {
  key: "user-profiles",
  title: "User profiles",
  singular: "account",
  plural: "accounts",
  searchHint: "username, e-mail or display name",
  columns: [
    { key: "username", label: "Username", kind: "text", sortable: true },
    { key: "email", label: "E-mail", kind: "text", sortable: true },
    { key: "displayName", label: "Display name", kind: "text", sortable: true },
    { key: "role", label: "Role", kind: "text", sortable: true },
    { key: "disabled", label: "Disabled", kind: "boolean", sortable: true },
    { key: "createdAt", label: "Signed up", kind: "date", sortable: true },
    { key: "favorites", label: "Favorites", kind: "number", sortable: true, align: "end" },
  ],
  filters: [
    {
      key: "role",
      label: "Role",
      options: [
        { value: "admin", label: "Administrators" },
        { value: "renter", label: "Renters" },
      ],
    },
    {
      key: "disabled",
      label: "Disabled",
      options: [
        { value: "yes", label: "Yes" },
        { value: "no", label: "No" },
      ],
    },
    {
      key: "signedUp",
      label: "Signed up",
      options: SIGNED_UP_WITHIN_DAYS.map((days) => ({ value: String(days), label: `Last ${days} days` })),
    },
  ],
  defaultSort: { key: "createdAt", dir: "desc" },
  bulkActions: [],
  fields: [
    { name: "displayName", label: "Display name", kind: "text", help: "What the site calls them; blank for none." },
    { name: "email", label: "E-mail", kind: "text", required: true, help: "They sign in with it as well as with the username." },
    { name: "phone", label: "Phone (locators)", kind: "text", help: "An administrator's phone, shown to the clients they prepare lists for; blank for none." },
  ],
  publicPath: null,
  creatable: true,
};
