/**
 * The outbox section's database side (decision 028): every queued message, read only. Without SMTP nothing is sent,
 * and this is where staff see what would have gone out. Every write method refuses.
 */
import { sql } from "drizzle-orm";
import { OUTBOX_STATES } from "../../../../core/admin/resources/outbox.ts";
import { OUTBOX_KIND_LABELS, OUTBOX_KINDS } from "../../../../core/mail/outbox-kinds.ts";
import { outbox } from "../../../schema/index.ts";
import type { AdminWriteFailure } from "../admin-write.ts";
import type { ResourceStore } from "../resource-store.ts";

const state = sql<string>`case when ${outbox.sentAt} is not null then 'sent' when ${outbox.failedAt} is not null then 'failed' else 'queued' end`;
const stateLabel = sql<string>`case ${state} ${sql.join(
  Object.entries(OUTBOX_STATES).map(([key, label]) => sql`when ${key} then ${label}`),
  sql` `,
)} end`;
const kindLabel = sql<string>`case ${outbox.kind} ${sql.join(
  Object.entries(OUTBOX_KIND_LABELS).map(([key, label]) => sql`when ${key} then ${label}`),
  sql` `,
)} else ${outbox.kind} end`;

const READ_ONLY: AdminWriteFailure = { ok: false, reason: "refused", message: "The outbox is read-only: the mail sender writes it." };

export const outboxStore: ResourceStore = {
  resource: "outbox",
  source: {
    table: outbox,
    id: outbox.id,
    version: sql<number>`0`,
    columns: {
      createdAt: outbox.createdAt,
      kind: kindLabel,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      state: stateLabel,
      attempts: outbox.attempts,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
    },
    search: [outbox.toAddress, outbox.subject],
    filters: {
      kind: (value) => ((OUTBOX_KINDS as readonly string[]).includes(value) ? sql`${outbox.kind} = ${value}` : undefined),
      state: (value) => (Object.hasOwn(OUTBOX_STATES, value) ? sql`${state} = ${value}` : undefined),
    },
  },
  read: async () => null,
  create: async () => READ_ONLY,
  update: async () => READ_ONLY,
  remove: async () => READ_ONLY,
  bulk: {},
  constraints: {},
};
