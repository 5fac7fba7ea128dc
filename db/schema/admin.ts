/**
 * The back office's record of what administrators did: one row per record an
 * admin write touched, written in the same transaction as the write
 * (db/queries/admin/admin-write.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./people.ts";

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** Null once the account is deleted; the row stays, named by actorUsername. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The username at the time of the write, so history still says who after the account is gone. */
    actorUsername: text("actor_username").notNull(),
    /** The transaction's start: every entry of one write (a bulk action) has the same instant. */
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** What happened to the record; core/admin/audit-actions.ts holds the same list. */
    action: text("action").notNull(),
    /** Which kind of record: the admin section's key ("neighborhoods", "blog-posts", ...). */
    resource: text("resource").notNull(),
    /** Text, so that any key fits. */
    recordId: text("record_id").notNull(),
    /** The record's version after the write (for a delete: the version it had), so a stale save can be told what happened since. */
    recordVersion: integer("record_version").notNull(),
    /** Shared by the entries of one bulk action (one entry per record). */
    batchId: text("batch_id"),
    summary: text("summary").notNull(),
    /** Updates: only the changed fields. Create: null before, the whole record after; delete: the reverse. */
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [
    check("audit_log_action", sql`${t.action} IN ('create', 'update', 'delete', 'publish', 'upload')`),
    // The dashboard's latest actions, paged by (at, id).
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    // A record's history on its page.
    index("audit_log_record_idx").on(t.resource, t.recordId, t.at.desc(), t.id.desc()),
    // Deleting an account sets its entries' actor to null: without this, a scan of the whole log.
    index("audit_log_actor_idx").on(t.actorId),
  ],
);
