/**
 * Who is asking: sign-in sessions, guests and their free-message allowance,
 * and the failed sign-in counters that stop password guessing. All in the
 * database, so they hold across restarts and across several server processes.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./people.ts";

/** A signed-in session. The id is the SHA-256 of the cookie's 256-bit token, so a leaked table signs no one in. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** A visitor who is not signed in, known by a cookie (stored hashed, like sessions). */
export const guests = pgTable(
  "guests",
  {
    id: text("id").primaryKey(),
    messagesUsed: integer("messages_used").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("guests_messages_used", sql`${t.messagesUsed} >= 0`), index("guests_last_seen_idx").on(t.lastSeenAt)],
);

/** Guest messages per client address and day: the backstop against throwing the guest cookie away. */
export const guestAddressUsage = pgTable(
  "guest_address_usage",
  {
    address: text("address").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    messages: integer("messages").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.address, t.day] })],
);

/** One row per failed sign-in; rows older than the window are pruned as new ones arrive. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    /** "user:{id}" for an existing account, else "login:{name as typed}" (lower-cased). */
    account: text("account").notNull(),
    address: text("address").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_key_idx").on(t.account, t.address, t.failedAt)],
);
