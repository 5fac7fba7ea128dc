/**
 * People and what they keep: accounts, favorites, chat history, preference
 * profiles, feedback on suggestions, and the inquiries and client option lists
 * that administrators work with.
 */
import type { PlanFit } from "../../core/search/fitting-plans.ts";
import type { ConversationState } from "../../core/assistant/query/schema.ts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { editVersion, timestamps } from "./columns.ts";
import { apartments, amenities, neighborhoods } from "./catalog.ts";
import { guests } from "./auth.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    displayName: text("display_name"),
    /** A locator's phone, shown to the clients they prepare lists for (administrators only; renters give theirs per inquiry). */
    phone: text("phone"),
    photoUrl: text("photo_url"),
    /** argon2id PHC string; nothing else about a password is stored. */
    passwordHash: text("password_hash").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** Set by an administrator: the account cannot sign in and its sessions are ended. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /**
     * When the owner opened the verification link sent to `email` (or an administrator vouched for it, audited).
     * Until then the address proves nothing: nothing is attached to the account by address (decision 028).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    check("users_username_format", sql`${t.username} ~ '^[A-Za-z0-9_.-]{3,32}$'`),
    check("users_phone_length", sql`char_length(${t.phone}) <= 20`),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    apartmentId: integer("apartment_id")
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.apartmentId] })],
);

export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionName: text("session_name").notNull(),
    /** 'sidebar' = the assistant chat; 'general' = the side panel's chat. */
    type: text("type").notNull(),
    ...timestamps,
  },
  (t) => [
    index("chat_sessions_user_updated_idx").on(t.userId, t.type, t.updatedAt),
    check("chat_sessions_type", sql`${t.type} IN ('sidebar', 'general')`),
    check("chat_sessions_name_length", sql`char_length(${t.sessionName}) BETWEEN 1 AND 200`),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    /** Slugs of cards attached to the message. */
    apartments: jsonb("apartments").$type<string[]>(),
    neighborhoods: jsonb("neighborhoods").$type<string[]>(),
    blogs: jsonb("blogs").$type<string[]>(),
    updateNotification: text("update_notification"),
    /** A search reply's plan-level criteria (core/search/fitting-plans.ts PlanFit): its cards show the plans that fit. */
    cardPlanFit: jsonb("card_plan_fit").$type<PlanFit>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_session_idx").on(t.sessionId, t.createdAt, t.id),
    check("chat_messages_role", sql`${t.role} IN ('user', 'assistant')`),
  ],
);

/**
 * What A.L.I. remembers of a chat to answer follow-ups ("cheapest of those?"): the last typed
 * query and the communities it showed (core/assistant/query/schema.ts ConversationState).
 * One row per owner and chat family, guests included (they have no saved sessions); it goes with
 * the account, the guest identity, or the chat session it belongs to (decision 030).
 */
export const assistantConversationStates = pgTable(
  "assistant_conversation_states",
  {
    id: serial("id").primaryKey(),
    /** Exactly one owner: an account, or a guest (moved to the account on sign-in). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: text("guest_id").references(() => guests.id, { onDelete: "cascade" }),
    /** The chat family (core/chat/chat-schemas.ts ChatSessionType). */
    family: text("family").notNull(),
    /** The chat session the state belongs to; null until the chat has one (a guest's never does). */
    sessionId: integer("session_id").references(() => chatSessions.id, { onDelete: "cascade" }),
    /** Parsed with ConversationStateSchema on every read: a value that does not parse counts as none. */
    state: jsonb("state").$type<ConversationState>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("assistant_conversation_states_user_key").on(t.userId, t.family),
    uniqueIndex("assistant_conversation_states_guest_key").on(t.guestId, t.family),
    index("assistant_conversation_states_session_idx").on(t.sessionId),
    check("assistant_conversation_states_one_owner", sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
    check("assistant_conversation_states_family", sql`${t.family} IN ('sidebar', 'general')`),
    // Chat sessions belong to accounts only.
    check("assistant_conversation_states_guest_no_session", sql`${t.guestId} IS NULL OR ${t.sessionId} IS NULL`),
  ],
);

export const preferences = pgTable(
  "preferences",
  {
    id: serial("id").primaryKey(),
    /** Exactly one owner: an account, or a guest (moved to the account on sign-in). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: text("guest_id").references(() => guests.id, { onDelete: "cascade" }),
    name: text("name"),
    phone: text("phone"),
    commuteTo: text("commute_to"),
    /** The renter said any neighborhood will do: the Location stage is complete without one. */
    anyNeighborhood: boolean("any_neighborhood").notNull().default(false),
    /** Optional questions the renter chose to skip ("skip", "no preference"), so nobody asks again. */
    skippedFields: text("skipped_fields").array().notNull().default(sql`'{}'::text[]`),
    maxBudget: integer("max_budget"),
    bedrooms: integer("bedrooms"),
    bathrooms: numeric("bathrooms", { precision: 3, scale: 1, mode: "number" }),
    sqft: integer("sqft"),
    moveInDate: date("move_in_date", { mode: "string" }),
    leaseLength: text("lease_length"),
    customLeaseLength: text("custom_lease_length"),
    isUserFeelFineWithProfilePreferences: boolean("is_user_feel_fine_with_profile_preferences")
      .notNull()
      .default(false),
    previousRouteAgent: text("previous_route_agent"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("preferences_user_key").on(t.userId),
    uniqueIndex("preferences_guest_key").on(t.guestId),
    check("preferences_one_owner", sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
    check("preferences_max_budget", sql`${t.maxBudget} IS NULL OR ${t.maxBudget} >= 0`),
    check("preferences_bedrooms", sql`${t.bedrooms} IS NULL OR ${t.bedrooms} >= 0`),
    check(
      "preferences_bathrooms",
      sql`${t.bathrooms} IS NULL OR (${t.bathrooms} >= 0 AND mod(${t.bathrooms} * 2, 1) = 0)`,
    ),
    check("preferences_sqft", sql`${t.sqft} IS NULL OR ${t.sqft} >= 0`),
  ],
);

export const preferenceNeighborhoods = pgTable(
  "preference_neighborhoods",
  {
    preferenceId: integer("preference_id")
      .notNull()
      .references(() => preferences.id, { onDelete: "cascade" }),
    neighborhoodId: integer("neighborhood_id")
      .notNull()
      .references(() => neighborhoods.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.preferenceId, t.neighborhoodId] })],
);

export const preferenceAmenities = pgTable(
  "preference_amenities",
  {
    preferenceId: integer("preference_id")
      .notNull()
      .references(() => preferences.id, { onDelete: "cascade" }),
    amenityId: integer("amenity_id")
      .notNull()
      .references(() => amenities.id, { onDelete: "cascade" }),
    /** The renter's own note, e.g. "must allow a 60 lb dog". */
    requirement: text("requirement"),
  },
  (t) => [primaryKey({ columns: [t.preferenceId, t.amenityId] })],
);

/**
 * What a chat message saved to a profile (decision 034): the changed fields' values before the save
 * and the values it set (core/preferences/profile-change.ts ProfileChange, parsed on every read),
 * so the reply's Undo can put them back, for the change's owner only and only while those fields
 * still hold what it set. A guest's move to the account at sign-in; the newest few per owner are kept.
 */
export const preferenceChanges = pgTable(
  "preference_changes",
  {
    id: serial("id").primaryKey(),
    /** Exactly one owner: an account, or a guest (moved to the account on sign-in). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: text("guest_id").references(() => guests.id, { onDelete: "cascade" }),
    before: jsonb("before").notNull(),
    after: jsonb("after").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the one undo that put the before values back; an undone change is never applied again. */
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    index("preference_changes_user_idx").on(t.userId, t.id),
    index("preference_changes_guest_idx").on(t.guestId, t.id),
    check("preference_changes_one_owner", sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
  ],
);

export const apartmentFeedback = pgTable(
  "apartment_feedback",
  {
    id: serial("id").primaryKey(),
    apartmentId: integer("apartment_id")
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    feedback: text("feedback").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("apartment_feedback_apartment_idx").on(t.apartmentId),
    check("apartment_feedback_length", sql`char_length(${t.feedback}) BETWEEN 1 AND 500`),
  ],
);
