/**
 * The one outbox (decision 028): every message the product sends (a saved search's alert, an e-mail address's
 * verification link) is a row here, written in the same transaction as the change that caused it and sent by the
 * sender (server/mail) when SMTP is configured. The sender claims rows by moving `nextAttemptAt` forward
 * (FOR UPDATE SKIP LOCKED), so two processes never send the same row; a failure is retried later, up to a limit.
 * Without SMTP the rows stay unsent, and administrators see them in the back office.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { savedSearches } from "./alerts.ts";
import { clients } from "./clients.ts";
import { users } from "./people.ts";
import type { OutboxAttachment } from "../../core/mail/outbox-kinds.ts";

export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** What the message is (core/mail/outbox-kinds.ts). */
    kind: text("kind").notNull(),
    /** The account it is about; deleting the account deletes its mail. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** An alert's saved search; deleting the search deletes its mail. */
    savedSearchId: integer("saved_search_id").references(() => savedSearches.id, { onDelete: "cascade" }),
    /** The client a message is about (a new lead, a shared list, a tour); deleting the client deletes its unsent mail. */
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** The same message as HTML (sent as the alternative to the text); null for text-only messages. */
    htmlBody: text("html_body"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    /** Files sent with it (an invoice's PDF), base64. */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the sender gave up after its last attempt. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    index("outbox_user_idx").on(t.userId),
    index("outbox_created_idx").on(t.createdAt, t.id),
    index("outbox_client_idx").on(t.clientId),
    check(
      "outbox_kind",
      sql`${t.kind} IN ('search-alert', 'verify-email', 'new-lead', 'tour-confirmation', 'list-shared', 'locator-message', 'referral-registration', 'guest-card', 'lease-verification', 'invoice', 'invoice-reminder')`,
    ),
  ],
);
