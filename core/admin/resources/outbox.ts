/**
 * The outbox section (decision 028): every message the product has queued (alerts, verification links, new leads,
 * tour confirmations: the kinds and their names are core/mail/outbox-kinds.ts), whether it went out, and why not.
 * Read only: the sender (server/mail) writes it. The list never shows a message's body, text or HTML: a verification
 * link or a guest's tour link in it is the renter's key, not the staff's.
 */
import { OUTBOX_KIND_LABELS } from "../../mail/outbox-kinds.ts";
import type { ResourceSpec } from "../resource.ts";

export const OUTBOX_STATES = { queued: "Waiting to send", sent: "Sent", failed: "Gave up" } as const;
export type OutboxState = keyof typeof OUTBOX_STATES;

export const outboxResource: ResourceSpec = {
  key: "outbox",
  title: "Outbox",
  singular: "message",
  plural: "messages",
  searchHint: "address or subject",
  columns: [
    { key: "createdAt", label: "Queued", kind: "datetime", sortable: true },
    { key: "kind", label: "Kind", kind: "text", sortable: true },
    { key: "toAddress", label: "To", kind: "text", sortable: true },
    { key: "subject", label: "Subject", kind: "text", sortable: false },
    { key: "state", label: "State", kind: "text", sortable: true },
    { key: "attempts", label: "Attempts", kind: "number", sortable: true, align: "end" },
    { key: "sentAt", label: "Sent", kind: "datetime", sortable: true },
    { key: "lastError", label: "Last error", kind: "text", sortable: false },
  ],
  filters: [
    { key: "kind", label: "Kind", options: Object.entries(OUTBOX_KIND_LABELS).map(([value, label]) => ({ value, label })) },
    { key: "state", label: "State", options: Object.entries(OUTBOX_STATES).map(([value, label]) => ({ value, label })) },
  ],
  defaultSort: { key: "createdAt", dir: "desc" },
  bulkActions: [],
  fields: [],
  publicPath: null,
  creatable: false,
  recordPages: false,
};
