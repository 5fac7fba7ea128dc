/**
 * Saved searches and their alerts (issue 17, decision 027): a renter's named /listings searches, what they last saw
 * of each (the snapshot core/alerts/detect-changes.ts compares with), the alerts found at the last catalogue
 * revision looked at, and the server's own generated secrets (the e-mail itself goes through db/schema/outbox.ts).
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

/** Secrets the server generates for itself when configuration gives none (the unsubscribe links' key). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
