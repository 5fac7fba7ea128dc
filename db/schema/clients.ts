/**
 * The locator's clients (issue 28, decision 035): one record per person, and what hangs on it: the inquiries that
 * person sent (from any form), the timeline, the options list, booked tours and leases. Inquiries with the same
 * e-mail address (any letter case) join one client automatically; an account is attached only through the same
 * signed-in session or an address the account verified (decision 028); the pipeline stage is the client's.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { editVersion, timestamps } from "./columns.ts";
import { apartments, floorPlans } from "./catalog.ts";
import { chatSessions, users } from "./people.ts";

/**
 * A person the locator works with. The stage (core/admin/client-stages.ts) belongs to the client's current search,
 * not to each message they sent. Deleting the renter's account anonymises a client with leases (the amounts are the
 * company's records) and deletes one without.
 */
export const clients = pgTable(
  "clients",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** The address the client gave (their newest inquiry's); mail about the client goes only to an address they gave. */
    email: text("email"),
    phone: text("phone"),
    /** The client's account: attached by a signed-in inquiry or a verified address, or confirmed by a locator. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The pipeline stage: new, contacted, touring, applied, leased, lost. */
    status: text("status").notNull().default("new"),
    /** Why the search was lost; required for that stage. */
    lostReason: text("lost_reason"),
    assignedAdminId: integer("assigned_admin_id").references(() => users.id, { onDelete: "set null" }),
    /** The next follow-up the locator planned (Houston calendar date); overdue ones are flagged on the dashboard. */
    nextFollowUp: date("next_follow_up", { mode: "string" }),
    /** When the client entered the stage: the dashboard's funnel counts by it. */
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a locator merged this client into another (hidden from lists; the merge can be undone). */
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => clients.id, { onDelete: "set null" }),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("clients_user_key").on(t.userId),
    index("clients_status_idx").on(t.status, t.stageChangedAt),
    index("clients_follow_up_idx").on(t.nextFollowUp),
    index("clients_email_lower_idx").on(sql`lower(${t.email})`),
    index("clients_phone_digits_idx").on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10)`),
    check("clients_status", sql`${t.status} IN ('new', 'contacted', 'touring', 'applied', 'leased', 'lost')`),
    check("clients_lost_reason", sql`${t.status} <> 'lost' OR ${t.lostReason} IS NOT NULL`),
    check("clients_name_length", sql`char_length(${t.name}) BETWEEN 1 AND 200`),
    check("clients_not_merged_into_itself", sql`${t.mergedIntoId} IS NULL OR ${t.mergedIntoId} <> ${t.id}`),
  ],
);

/** A message a person sent us (contact page, apartment page, tour booking, /get-matched, a chat hand-off): part of a client. */
export const clientInquiries = pgTable(
  "client_inquiries",
  {
    id: serial("id").primaryKey(),
    /** The client it belongs to; deleting the client deletes its inquiries. */
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** The account that sent it while signed in. Deleting an account deletes its inquiries too: they hold the person's contact details. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    apartmentId: integer("apartment_id").references(() => apartments.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    moveInDate: date("move_in_date", { mode: "string" }),
    /**
     * Where it came from: 'contact', 'apartment', 'tour' (a booked tour), 'get-matched' (the guided profile sent to a
     * locator) or 'chat' (a hand-off from A.L.I.).
     */
    source: text("source").notNull(),
    /** The conversation a chat hand-off came from, for the locator to read. */
    chatSessionId: integer("chat_session_id").references(() => chatSessions.id, { onDelete: "set null" }),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    index("client_inquiries_created_idx").on(t.createdAt),
    index("client_inquiries_client_idx").on(t.clientId, t.createdAt),
    index("client_inquiries_email_lower_idx").on(sql`lower(${t.email})`, t.createdAt),
    check("client_inquiries_source", sql`${t.source} IN ('contact', 'apartment', 'tour', 'get-matched', 'chat')`),
  ],
);

/**
 * A client's timeline: inquiries received, the locator's notes, stage moves, assignment and follow-ups, the client's
 * reactions and tour changes, merges and splits; oldest first.
 */
export const clientEvents = pgTable(
  "client_events",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** The inquiry the event is about, if any (an inquiry received, a tour's reaction). */
    inquiryId: integer("inquiry_id").references(() => clientInquiries.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the client's own doings, or once the admin's account is gone (the username stays). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorUsername: text("actor_username").notNull(),
    kind: text("kind").notNull(),
    body: text("body").notNull(),
    /** Staff-only notes are never shown to the client. */
    staffOnly: boolean("staff_only").notNull().default(true),
  },
  (t) => [
    index("client_events_client_idx").on(t.clientId, t.at, t.id),
    check(
      "client_events_kind",
      sql`${t.kind} IN ('inquiry', 'note', 'stage', 'assignment', 'follow-up', 'reaction', 'merge', 'split', 'linked', 'lease', 'email', 'registration', 'verification', 'invoice', 'rebate')`,
    ),
  ],
);

/**
 * A merge of one client into another, kept so it can be undone: what moved (inquiries, timeline events, leases, the
 * options list, the account) and back where it came from on undo.
 */
export const clientMerges = pgTable(
  "client_merges",
  {
    id: serial("id").primaryKey(),
    /** The client that stayed. */
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** The client merged into it (kept, hidden, with merged_into_id set). */
    mergedId: integer("merged_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    inquiryIds: integer("inquiry_ids").array().notNull(),
    eventIds: integer("event_ids").array().notNull(),
    leaseIds: integer("lease_ids").array().notNull(),
    /** Referral registrations and rebates moved with it (empty for merges made before they moved). */
    registrationIds: integer("registration_ids").array().notNull().default(sql`'{}'::integer[]`),
    rebateIds: integer("rebate_ids").array().notNull().default(sql`'{}'::integer[]`),
    optionsListId: integer("options_list_id"),
    /** The merged client's account moved to the one that stayed. */
    movedUserId: integer("moved_user_id"),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorUsername: text("actor_username").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("client_merges_client_idx").on(t.clientId, t.at), index("client_merges_merged_idx").on(t.mergedId)],
);

/**
 * A lease a client signed through us: where, which plan and unit, from when, for how long, at what rent (whole
 * dollars, as the catalogue's rents). Recorded by the Leased stage move; a move back to Applied (recorded by
 * mistake) deletes it, a new search keeps it.
 */
export const leases = pgTable(
  "leases",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    apartmentId: integer("apartment_id").references(() => apartments.id, { onDelete: "set null" }),
    /** The community's name when the lease was recorded: it stays readable if the community is deleted. */
    communityName: text("community_name").notNull(),
    floorPlanId: integer("floor_plan_id").references(() => floorPlans.id, { onDelete: "set null" }),
    unit: text("unit"),
    moveIn: date("move_in", { mode: "string" }).notNull(),
    leaseMonths: integer("lease_months"),
    rent: integer("rent").notNull(),
    /** A renewal usually earns nothing (the property's terms decide). */
    renewal: boolean("renewal").notNull().default(false),
    /** The community the client moved from, when we placed them there before: a sister property's move may earn nothing. */
    previousApartmentId: integer("previous_apartment_id").references(() => apartments.id, { onDelete: "set null" }),
    /** What the property should pay under its terms in effect at move-in, in cents; null with the reason when none is due. */
    expectedCommissionCents: integer("expected_commission_cents"),
    commissionNote: text("commission_note"),
    /** The property's verification: when, and the figures it confirmed or corrected. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedMoveIn: date("verified_move_in", { mode: "string" }),
    verifiedRent: integer("verified_rent"),
    verifiedUnit: text("verified_unit"),
    /** A skip: the day the client moved out, and the prorated refund the property is owed (core/money/skip-refund.ts). */
    movedOutOn: date("moved_out_on", { mode: "string" }),
    skipRefundCents: integer("skip_refund_cents"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    index("leases_client_idx").on(t.clientId),
    index("leases_created_idx").on(t.createdAt),
    check("leases_rent", sql`${t.rent} BETWEEN 100 AND 100000`),
    check("leases_months", sql`${t.leaseMonths} IS NULL OR ${t.leaseMonths} BETWEEN 1 AND 60`),
    check("leases_unit_length", sql`char_length(${t.unit}) <= 40`),
    check("leases_expected_commission", sql`${t.expectedCommissionCents} IS NULL OR ${t.expectedCommissionCents} BETWEEN 0 AND 100000000`),
    check("leases_verified_rent", sql`${t.verifiedRent} IS NULL OR ${t.verifiedRent} BETWEEN 100 AND 100000`),
    check("leases_skip_refund", sql`${t.skipRefundCents} IS NULL OR ${t.skipRefundCents} BETWEEN 0 AND 100000000`),
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
    /** The client the list is for: their reactions reach the client's timeline. One list per client. */
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
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
    uniqueIndex("client_options_client_key").on(t.clientId),
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
    check("client_option_events_kind", sql`${t.kind} IN ('created', 'shared', 'viewed', 'reaction', 'note', 'linked', 'message', 'revoked')`),
  ],
);

/**
 * A shared list's private links (decision 038): one per share that e-mailed the list, opening it without an account.
 * Only the SHA-256 of the token is kept. A link works until expires_at (each later share of the list moves every live
 * link's expiry on) and stops for good when the locator revokes the list's links.
 */
export const clientOptionLinks = pgTable(
  "client_option_links",
  {
    id: serial("id").primaryKey(),
    clientOptionId: integer("client_option_id")
      .notNull()
      .references(() => clientOptions.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the link's token; the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull(),
    /** The address the link was sent to. */
    sentTo: text("sent_to").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("client_option_links_token_key").on(t.tokenHash), index("client_option_links_list_idx").on(t.clientOptionId)],
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
