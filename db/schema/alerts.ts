/**
 * Saved searches and their alerts (issue 17, decision 027): a renter's named /listings searches, what they last saw
 * of each (the snapshot core/alerts/detect-changes.ts compares with), the alerts found at the last catalogue
 * revision looked at, the e-mail outbox, and the server's own generated secrets.
 */
import type { SearchAlert, SearchSnapshot } from "../../core/alerts/detect-changes.ts";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { users } from "./people.ts";

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The canonical /listings query without page or order (core/alerts/saved-search.ts); "" for every apartment. */
    query: text("query").notNull(),
    /** The renter opted in to e-mail for this search; off by default. */
    emailAlerts: boolean("email_alerts").notNull().default(false),
    /** What the renter last saw: per community, the fitting plans' rents and availability. */
    seen: jsonb("seen").$type<SearchSnapshot>().notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The alerts against `seen` as of catalogue revision `checkedRevision`; the header sums alert_count. */
    alerts: jsonb("alerts").$type<SearchAlert[]>().notNull().default(sql`'[]'::jsonb`),
    alertCount: integer("alert_count").notNull().default(0),
    checkedRevision: integer("checked_revision").notNull().default(0),
    /** Keys (core/alerts alertKey) of the alerts already e-mailed since the renter last looked: each goes out once. */
    emailedKeys: text("emailed_keys").array().notNull().default(sql`'{}'::text[]`),
    /** When the e-mail job last checked this search; a process claims due searches (FOR UPDATE SKIP LOCKED) by setting it. */
    emailCheckedAt: timestamp("email_checked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("saved_searches_user_query_key").on(t.userId, t.query),
    // The e-mail job's work list.
    index("saved_searches_email_idx").on(t.emailCheckedAt, t.id).where(sql`${t.emailAlerts}`),
    check("saved_searches_name_length", sql`char_length(${t.name}) BETWEEN 1 AND 80`),
    check("saved_searches_alert_count", sql`${t.alertCount} >= 0`),
  ],
);

/**
 * Alert e-mails waiting to go out (or sent); deleting the search (or the account) deletes its mail. The sender claims rows by moving `nextAttemptAt` forward
 * (FOR UPDATE SKIP LOCKED), so two processes never send the same row; a failure is retried later, up to a limit.
 */
export const alertEmailOutbox = pgTable(
  "alert_email_outbox",
  {
    id: serial("id").primaryKey(),
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the sender gave up after its last attempt. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("alert_email_outbox_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`)],
);

/** Secrets the server generates for itself when configuration gives none (the unsubscribe links' key). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
