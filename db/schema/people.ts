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
import { apartments, amenities, floorPlans, neighborhoods } from "./catalog.ts";
import { guests } from "./auth.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    displayName: text("display_name"),
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

/** A request for information from the contact page or an apartment page. */
export const clientInquiries = pgTable(
  "client_inquiries",
  {
    id: serial("id").primaryKey(),
    /** Deleting an account deletes its inquiries too: they hold the person's contact details. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    apartmentId: integer("apartment_id").references(() => apartments.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    moveInDate: date("move_in_date", { mode: "string" }),
    /**
     * Where it came from: 'contact', 'apartment', 'tour' (Schedule Tour on a suggestion), 'get-matched'
     * (the guided profile sent to a locator) or 'chat' (a hand-off from A.L.I.).
     */
    source: text("source").notNull(),
    /** The conversation a chat hand-off came from, for the locator to read. */
    chatSessionId: integer("chat_session_id").references(() => chatSessions.id, { onDelete: "set null" }),
    /** The pipeline stage (core/admin/inquiry-stages.ts): new, contacted, touring, applied, leased, lost. */
    status: text("status").notNull().default("new"),
    /** Why a lost inquiry was lost; required for that stage. */
    lostReason: text("lost_reason"),
    assignedAdminId: integer("assigned_admin_id").references(() => users.id, { onDelete: "set null" }),
    /** The next follow-up the locator planned (Houston calendar date); overdue ones are flagged on the dashboard. */
    nextFollowUp: date("next_follow_up", { mode: "string" }),
    /** When the inquiry entered its stage: the dashboard's funnel counts by it. */
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** A lease: which community and plan, the move-in date and the monthly rent. */
    leasedApartmentId: integer("leased_apartment_id").references(() => apartments.id, { onDelete: "set null" }),
    leasedFloorPlanId: integer("leased_floor_plan_id").references(() => floorPlans.id, { onDelete: "set null" }),
    leaseMoveIn: date("lease_move_in", { mode: "string" }),
    leaseRent: integer("lease_rent"),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    index("client_inquiries_created_idx").on(t.createdAt),
    index("client_inquiries_status_idx").on(t.status, t.stageChangedAt),
    index("client_inquiries_follow_up_idx").on(t.nextFollowUp),
    check("client_inquiries_source", sql`${t.source} IN ('contact', 'apartment', 'tour', 'get-matched', 'chat')`),
    check("client_inquiries_status", sql`${t.status} IN ('new', 'contacted', 'touring', 'applied', 'leased', 'lost')`),
    check("client_inquiries_lost_reason", sql`${t.status} <> 'lost' OR ${t.lostReason} IS NOT NULL`),
    check("client_inquiries_lease_rent", sql`${t.leaseRent} IS NULL OR ${t.leaseRent} >= 0`),
  ],
);

/**
 * An inquiry's timeline: the locator's notes and what happened to it (stage
 * moves, assignment, the client's reactions to their list), newest last.
 */
export const inquiryEvents = pgTable(
  "inquiry_events",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => clientInquiries.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the client's own reactions, or once the admin's account is gone (the username stays). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorUsername: text("actor_username").notNull(),
    kind: text("kind").notNull(),
    body: text("body").notNull(),
    /** Staff-only notes are never shown to the client. */
    staffOnly: boolean("staff_only").notNull().default(true),
  },
  (t) => [
    index("inquiry_events_inquiry_idx").on(t.inquiryId, t.at, t.id),
    check("inquiry_events_kind", sql`${t.kind} IN ('note', 'stage', 'assignment', 'follow-up', 'reaction')`),
  ],
);

/**
 * A client's options list: the shortlist a locator builds for one client and shares
 * with them at /clients/{id} ({id} is this list's id everywhere, admin and client).
 * At most one list per account; a list made from a guest's inquiry waits for an
 * account to be linked before it can be shared.
 */
export const clientOptions = pgTable(
  "client_options",
  {
    id: serial("id").primaryKey(),
    /** The client's account: only they (and administrators) see the list. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email"),
    /** Staff-only notes about the client's search. */
    notes: text("notes"),
    /** A word to the client, shown at the top of their list. */
    message: text("message"),
    /** The inquiry the list answers: the client's reactions reach its timeline. */
    inquiryId: integer("inquiry_id").references(() => clientInquiries.id, { onDelete: "set null" }),
    /** The locator who prepared it (the page says who). */
    locatorId: integer("locator_id").references(() => users.id, { onDelete: "set null" }),
    /** The last share; null while the list is a draft. The client sees the apartments added up to it. */
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    /** The client's first look after the last share. */
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    /** The client's last reaction. */
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("client_options_user_key").on(t.userId),
    index("client_options_updated_idx").on(t.updatedAt),
    check("client_options_message_length", sql`char_length(${t.message}) <= 2000`),
    check("client_options_notes_length", sql`char_length(${t.notes}) <= 5000`),
  ],
);

/** One community on a client's list, with the locator's words and the client's reaction. */
export const clientOptionApartments = pgTable(
  "client_option_apartments",
  {
    clientOptionId: integer("client_option_id")
      .notNull()
      .references(() => clientOptions.id, { onDelete: "cascade" }),
    apartmentId: integer("apartment_id")
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    note: text("note"),
    position: integer("position").notNull().default(0),
    /** The floor plans that fit the client (ids of the community's plans). */
    planIds: integer("plan_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** The community's current special, as the locator heard it. */
    special: text("special"),
    /** What the locator passes back to the client on a lease, in whole dollars. */
    rebate: integer("rebate"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    /** The client's answer: 'interested' or 'not-for-me' (with an optional reason). */
    reaction: text("reaction"),
    reactionReason: text("reaction_reason"),
    reactedAt: timestamp("reacted_at", { withTimezone: true }),
    /** A tour the client asked for, with when they would like it. */
    tourWish: text("tour_wish"),
    tourRequestedAt: timestamp("tour_requested_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.clientOptionId, t.apartmentId] }),
    check("client_option_apartments_reaction", sql`${t.reaction} IS NULL OR ${t.reaction} IN ('interested', 'not-for-me')`),
    check("client_option_apartments_rebate", sql`${t.rebate} IS NULL OR ${t.rebate} BETWEEN 0 AND 10000`),
    check("client_option_apartments_note_length", sql`char_length(${t.note}) <= 1000`),
    check("client_option_apartments_special_length", sql`char_length(${t.special}) <= 300`),
    check("client_option_apartments_reason_length", sql`char_length(${t.reactionReason}) <= 500`),
    check("client_option_apartments_tour_wish_length", sql`char_length(${t.tourWish}) <= 300`),
  ],
);

/** A list's history: made, shared, viewed by the client, reactions, staff notes. */
export const clientOptionEvents = pgTable(
  "client_option_events",
  {
    id: serial("id").primaryKey(),
    clientOptionId: integer("client_option_id")
      .notNull()
      .references(() => clientOptions.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the client's own doings, or once the admin's account is gone (the username stays). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorUsername: text("actor_username").notNull(),
    kind: text("kind").notNull(),
    body: text("body").notNull(),
  },
  (t) => [
    index("client_option_events_list_idx").on(t.clientOptionId, t.at, t.id),
    check("client_option_events_kind", sql`${t.kind} IN ('created', 'shared', 'viewed', 'reaction', 'note', 'linked')`),
  ],
);

/**
 * A booked tour of a community: one slot (starts_at to ends_at) in person or virtual, with the renter's
 * contact details and the inquiry it put in the locator's pipeline. A slot is taken while a booking of it
 * is not cancelled: the partial unique index refuses a second one, however close together they arrive.
 */
export const tourBookings = pgTable(
  "tour_bookings",
  {
    id: serial("id").primaryKey(),
    apartmentId: integer("apartment_id")
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    /** The renter's account; null for a guest, who manages the booking with its link (manage_token_hash). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    inquiryId: integer("inquiry_id").references(() => clientInquiries.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    mode: text("mode").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    status: text("status").notNull().default("booked"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** SHA-256 (hex) of the guest's manage token; the token itself is only in the link we gave them. */
    manageTokenHash: text("manage_token_hash"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("tour_bookings_slot_key").on(t.apartmentId, t.startsAt).where(sql`${t.status} = 'booked'`),
    index("tour_bookings_user_idx").on(t.userId, t.startsAt),
    index("tour_bookings_inquiry_idx").on(t.inquiryId),
    check("tour_bookings_mode", sql`${t.mode} IN ('in-person', 'virtual')`),
    check("tour_bookings_status", sql`${t.status} IN ('booked', 'cancelled')`),
    check("tour_bookings_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("tour_bookings_owner", sql`${t.userId} IS NOT NULL OR ${t.manageTokenHash} IS NOT NULL`),
  ],
);
