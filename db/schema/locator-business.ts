/**
 * The locator's business with the properties (issue 28, decision 036): each community's locator terms over time,
 * referral registrations sent for a client, and the property's verification of a lease through a private link.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { LocatorTerms } from "../../core/money/locator-terms.ts";
import { apartments } from "./catalog.ts";
import { clients, leases } from "./clients.ts";
import { users } from "./people.ts";

/**
 * A community's locator terms from a date on (core/money/locator-terms.ts, parsed with LocatorTermsSchema on every
 * read): whether it pays, how much, for which leases, when, and whom to write to. A change is a new row: the terms a
 * lease earned under stay readable.
 */
export const communityTerms = pgTable(
  "community_terms",
  {
    id: serial("id").primaryKey(),
    apartmentId: integer("apartment_id")
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    terms: jsonb("terms").$type<LocatorTerms>().notNull(),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("community_terms_apartment_date_key").on(t.apartmentId, t.effectiveFrom)],
);

/** A client registered with a property as the locator's referral, by e-mail to its leasing contact. */
export const referralRegistrations = pgTable(
  "referral_registrations",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    apartmentId: integer("apartment_id").references(() => apartments.id, { onDelete: "set null" }),
    communityName: text("community_name").notNull(),
    toAddress: text("to_address").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last day the property honours it (Houston calendar date). */
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("referral_registrations_client_idx").on(t.clientId, t.sentAt)],
);

/**
 * A request to the property to verify a lease: a private link (only the SHA-256 of its token is kept) that its
 * leasing contact opens without an account, to confirm or correct move-in, rent and unit. It answers once, expires,
 * and every answer is on the client's timeline and in the audit log.
 */
export const leaseVerifications = pgTable(
  "lease_verifications",
  {
    id: serial("id").primaryKey(),
    leaseId: integer("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    toAddress: text("to_address").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** 'confirmed' (as recorded) or 'corrected' (with the property's figures). */
    answer: text("answer"),
    moveIn: date("move_in", { mode: "string" }),
    rent: integer("rent"),
    unit: text("unit"),
    contactName: text("contact_name"),
    note: text("note"),
  },
  (t) => [
    uniqueIndex("lease_verifications_token_key").on(t.tokenHash),
    index("lease_verifications_lease_idx").on(t.leaseId),
    check("lease_verifications_answer", sql`${t.answer} IS NULL OR ${t.answer} IN ('confirmed', 'corrected')`),
    check("lease_verifications_answered", sql`(${t.answer} IS NULL) = (${t.answeredAt} IS NULL)`),
    check("lease_verifications_rent", sql`${t.rent} IS NULL OR ${t.rent} BETWEEN 100 AND 100000`),
    check("lease_verifications_note_length", sql`char_length(${t.note}) <= 1000`),
  ],
);
