/**
 * The client options section: every client's shortlist with where it stands
 * (core/admin/client-options.ts). The list is the generic one; a list's page is
 * the generic edit page (client, a word to the client, staff notes) with the
 * apartments and the client's reactions, the account link and the list's
 * history above it. The communities themselves are chosen in the apartment
 * manager (/admin/apartment-manager/{id}). A list is usually opened from an
 * client, an inquiry, a profile or a transcript (POST /admin/client-options/open); "New"
 * makes one for a client by name and e-mail.
 */
import { OPTION_LIMITS, OPTION_LIST_STATE_LABELS } from "../client-options.ts";
import type { ResourceSpec } from "../resource.ts";

const lists = (n: number) => `${n} options ${n === 1 ? "list" : "lists"}`;

/** Where POST /admin/client-options/open comes from: the record whose person the list is for. */
export const OPEN_LIST_SOURCES = ["client", "inquiry", "user", "chat"] as const;
export type OpenListSource = (typeof OPEN_LIST_SOURCES)[number];

export const clientOptionsResource: ResourceSpec = {
  key: "client-options",
  title: "Client options",
  singular: "options list",
  plural: "options lists",
  searchHint: "client name, e-mail or username",
  columns: [
    { key: "clientName", label: "Client", kind: "text", sortable: true },
    { key: "state", label: "State", kind: "status", sortable: true, labels: OPTION_LIST_STATE_LABELS },
    { key: "account", label: "Account", kind: "text", sortable: true },
    { key: "locator", label: "Locator", kind: "text", sortable: true },
    { key: "apartments", label: "Apartments", kind: "number", sortable: true, align: "end" },
    { key: "sharedAt", label: "Shared", kind: "datetime", sortable: true },
    { key: "viewedAt", label: "Viewed", kind: "datetime", sortable: true },
    { key: "clientEmail", label: "E-mail", kind: "text", shown: false },
    { key: "updatedAt", label: "Last change", kind: "datetime", sortable: true },
  ],
  filters: [
    { key: "state", label: "State", options: Object.entries(OPTION_LIST_STATE_LABELS).map(([value, label]) => ({ value, label })) },
    { key: "locator", label: "Locator", options: [] },
    {
      key: "account",
      label: "Account",
      options: [
        { value: "linked", label: "Linked" },
        { value: "none", label: "Not linked yet" },
      ],
    },
  ],
  defaultSort: { key: "updatedAt", dir: "desc" },
  bulkActions: [{ key: "delete", label: "Delete", destructive: true, confirm: (n) => `Delete ${lists(n)}? Their clients will no longer see them. This cannot be undone.` }],
  fields: [
    { name: "clientName", label: "Client name", kind: "text", required: true },
    { name: "clientEmail", label: "Client e-mail", kind: "text", help: "A new list links to the renter account with this e-mail, if there is one." },
    {
      name: "message",
      label: "A word to the client",
      kind: "textarea",
      wide: true,
      published: true,
      help: `Shown at the top of their list (at most ${OPTION_LIMITS.message.toLocaleString("en-US")} characters).`,
    },
    {
      name: "notes",
      label: "Staff notes",
      kind: "textarea",
      wide: true,
      help: `Never shown to the client (at most ${OPTION_LIMITS.notes.toLocaleString("en-US")} characters).`,
    },
  ],
  publicPath: null,
  creatable: true,
};
