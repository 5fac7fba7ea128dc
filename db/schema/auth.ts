/**
 * Who is asking: sign-in sessions, guests and their free-message allowance,
 * and the rate-limit counters (failed sign-ins, anonymous writes). All in the
 * database, so they hold across restarts and across several server processes.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
  (t) => [
    check("guests_messages_used", sql`${t.messagesUsed} >= 0`),
    index("guests_last_seen_idx").on(t.lastSeenAt),
    // The hourly sweep deletes guests whose cookie has expired (it lives GUEST_IDENTITY_MS from creation).
    index("guests_created_idx").on(t.createdAt),
  ],
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

/**
 * Fixed-window counters of every rate limit (sign-in attempts, registrations,
 * new guests, inquiries, feedback, chat turns): one row per bucket and key
 * (a client address, an account and address, a user), counted by one atomic
 * upsert so that concurrent requests and several processes agree.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** Which limit ("sign-in", "registration", ...; core/limits/rate-limits.ts). */
    bucket: text("bucket").notNull(),
    /** Whom it counts: a client address, "user:{id}", or an account and an address. */
    key: text("key").notNull(),
    /** Hits in the current window, including refused ones. */
    count: integer("count").notNull(),
    /** The window began at its first hit and ends here; the next hit after it starts a new one. */
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index("rate_limits_window_ends_idx").on(t.windowEndsAt)],
);
