/**
 * The locator's business with the properties (issue 28, decision 036): each community's locator terms over time,
 * referral registrations sent for a client, and the property's verification of a lease through a private link.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { LocatorTerms } from "../../core/money/locator-terms.ts";
import { apartments } from "./catalog.ts";
import { clients, leases } from "./clients.ts";
import { editVersion, timestamps } from "./columns.ts";
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

/**
 * A commission invoice to the property for one lease (decision 037): numbered, for the amount computed from the
 * VERIFIED rent (core/money/invoice-rules.ts, never above it), dated the day it is sent, due after the property's pay
 * terms. What it was sent with (the bill-to, the resident, the figures) is kept on the row, so the document stays
 * what the property received. A financial record: a sent invoice is never deleted (a lease with one cannot be), and a
 * renter who deletes their account leaves it with the resident's name anonymised.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    /** "INV-00042": from the id, never reused (a deleted draft leaves a gap). */
    number: text("number").notNull(),
    leaseId: integer("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "restrict" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    apartmentId: integer("apartment_id").references(() => apartments.id, { onDelete: "set null" }),
    communityName: text("community_name").notNull(),
    residentName: text("resident_name").notNull(),
    unit: text("unit"),
    moveIn: date("move_in", { mode: "string" }).notNull(),
    rent: integer("rent").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The basis in words ("100% of one month's rent of $1,450"), the invoice's line. */
    explanation: text("explanation").notNull(),
    status: text("status").notNull().default("draft"),
    payTermsDays: integer("pay_terms_days").notNull(),
    /** Whom it goes to: the leasing contact from the terms, editable before sending. */
    billToName: text("bill_to_name"),
    billToEmail: text("bill_to_email"),
    /** The day it was sent (its date) and the day it is due; null while a draft. */
    invoiceDate: date("invoice_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the 31-day and 61-day reminders were queued. */
    firstReminderAt: timestamp("first_reminder_at", { withTimezone: true }),
    secondReminderAt: timestamp("second_reminder_at", { withTimezone: true }),
    /** Why it is disputed or written off. */
    statusNote: text("status_note"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    ...editVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.number),
    // One invoice per lease: a double submit or two admins at once cannot make a second.
    uniqueIndex("invoices_lease_key").on(t.leaseId),
    index("invoices_client_idx").on(t.clientId),
    index("invoices_created_idx").on(t.createdAt),
    check("invoices_status", sql`${t.status} IN ('draft', 'sent', 'receipt-confirmed', 'paid', 'partly-paid', 'disputed', 'written-off')`),
    check("invoices_amount", sql`${t.amountCents} BETWEEN 1 AND 100000000`),
    check("invoices_rent", sql`${t.rent} BETWEEN 100 AND 100000`),
    check("invoices_pay_terms", sql`${t.payTermsDays} BETWEEN 1 AND 365`),
    check("invoices_sent", sql`(${t.status} = 'draft') = (${t.sentAt} IS NULL) AND (${t.sentAt} IS NULL) = (${t.invoiceDate} IS NULL)`),
    check("invoices_bill_to_email_length", sql`char_length(${t.billToEmail}) <= 254`),
    check("invoices_bill_to_name_length", sql`char_length(${t.billToName}) <= 120`),
    check("invoices_status_note_length", sql`char_length(${t.statusNote}) <= 1000`),
  ],
);

/** A payment the property made on an invoice: the day it arrived, the amount, and its reference (check number). */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    reference: text("reference"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId),
    index("invoice_payments_received_idx").on(t.receivedOn),
    check("invoice_payments_amount", sql`${t.amountCents} BETWEEN 1 AND 100000000`),
    check("invoice_payments_reference_length", sql`char_length(${t.reference}) <= 120`),
  ],
);

/**
 * A rebate: part of the commission given back to the client (core/money/rebate-status.ts). Promised on the client,
 * owed once a lease is recorded, payable only after the property paid and with both written consents on file
 * (22 TAC 535.147), cancelled by a skip within the refund window. Amounts stay when the renter deletes their account.
 */
export const rebates = pgTable(
  "rebates",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** The lease it is owed on; null while only promised (a client deleted then takes it along; a lease with one cannot be). */
    leaseId: integer("lease_id").references(() => leases.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    /** What the client was told: when it is paid and what cancels it. */
    conditions: text("conditions").notNull(),
    status: text("status").notNull().default("promised"),
    clientConsentAt: timestamp("client_consent_at", { withTimezone: true }),
    /** How the client's written consent was given ("signed rebate agreement, e-mail of Dec 3"). */
    clientConsentNote: text("client_consent_note"),
    brokerConsentAt: timestamp("broker_consent_at", { withTimezone: true }),
    brokerConsentNote: text("broker_consent_note"),
    paidOn: date("paid_on", { mode: "string" }),
    cancelledReason: text("cancelled_reason"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("rebates_client_idx").on(t.clientId),
    uniqueIndex("rebates_lease_key").on(t.leaseId),
    check("rebates_status", sql`${t.status} IN ('promised', 'owed', 'payable', 'paid', 'cancelled')`),
    check("rebates_amount", sql`${t.amountCents} BETWEEN 1 AND 100000000`),
    check("rebates_conditions_length", sql`char_length(${t.conditions}) BETWEEN 1 AND 2000`),
    check("rebates_consent_note_length", sql`char_length(${t.clientConsentNote}) <= 500 AND char_length(${t.brokerConsentNote}) <= 500`),
  ],
);
