/**
 * Invoicing a property for a commission (issue 28): when an invoice may be sent, for how much, when it is due,
 * when to remind, what status its payments give it, and how old its open balance is.
 *
 * - May invoice: only once the property has verified the lease AND the move-in date has passed (the day after it
 *   at the earliest).
 * - Amount: recomputed from the VERIFIED rent at the terms' rate, never above it, and never above the amount the
 *   property confirmed when it states one. The expected amount (from the rent at application) is only compared.
 * - Due: the invoice date + the property's pay terms in days. Reminders: 31 and 61 days after it was sent.
 * - Aging: an open balance is aged from the date the invoice was SENT, which is the invoice's date (an invoice is
 *   dated the day it goes out; drafts are not aged), as NAAL practice ages from the invoice date; not from the
 *   move-in or the due date. Buckets: 0-30, 31-60, 61-90 and 90+ (91 days and more) days since then.
 */
import { z } from "zod";
import { checkArgument } from "./argument-check.ts";
import { type Cents, CentsSchema, MAX_CENTS, type SignedCents, formatCents } from "./cents.ts";
import { CalendarDateSchema, addDays, assertCalendarDate, daysBetween } from "./calendar-days.ts";
import { RentDollarsSchema, commissionFromRent, describeCommissionBasis } from "./commission.ts";
import { type LocatorTerms, MAX_BEDROOMS, commissionRateFor } from "./locator-terms.ts";
import { formatCalendarDate } from "../format/dates.ts";

export const INVOICE_STATUSES = ["draft", "sent", "receipt-confirmed", "paid", "partly-paid", "disputed", "written-off"] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES, { error: "Choose an invoice status." });
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** Statuses whose balance is still owed, and aged. */
export const OPEN_INVOICE_STATUSES = ["sent", "receipt-confirmed", "partly-paid", "disputed"] as const satisfies readonly InvoiceStatus[];

/** Days after an invoice is sent on which the property is reminded. */
export const REMINDER_DAYS = [31, 61] as const;

export type MayInvoice = { may: true } | { may: false; reason: string };

/** Whether an invoice may be sent today: the property verified the lease, and the move-in date has passed. */
export function mayInvoice({ verified, moveIn, today }: { verified: boolean; moveIn: string; today: string }): MayInvoice {
  if (typeof verified !== "boolean") throw new Error("mayInvoice's verified must be a boolean.");
  assertCalendarDate(moveIn, "mayInvoice's moveIn");
  assertCalendarDate(today, "mayInvoice's today");
  if (!verified) return { may: false, reason: "The property has not verified the lease yet: invoice once it confirms the move-in." };
  if (today <= moveIn) {
    return { may: false, reason: `The move-in date (${formatCalendarDate(moveIn)}) has not passed yet: invoice from ${formatCalendarDate(addDays(moveIn, 1))}.` };
  }
  return { may: true };
}

const InvoiceAmountInputSchema = z.object({
  verifiedRentDollars: RentDollarsSchema,
  bedrooms: z.int().min(0).max(MAX_BEDROOMS),
  expectedCents: CentsSchema,
  confirmedCents: CentsSchema.min(1).nullable().optional(),
});

export interface InvoiceAmount {
  /** What to invoice: the amount from the verified rent, or the property's confirmed amount when lower. */
  amountCents: Cents;
  /** The terms' rate applied to the verified rent. */
  fromVerifiedRentCents: Cents;
  expectedCents: Cents;
  /** amountCents - expectedCents: negative when the invoice is less than expected. */
  differenceCents: SignedCents;
  /** The basis and any difference, in words, for the locator. */
  explanation: string;
  /** The invoice's line for the property: the basis only (what the locator expected is none of its business). */
  line: string;
}

/**
 * The amount to invoice, recomputed from the verified rent with the terms in effect (the same rate and rounding
 * as the expected commission), capped by the property's confirmed amount when it gave one. Never above the
 * amount from the verified rent. Throws when the terms do not pay locators (check expectedCommission first).
 */
export function invoiceAmount({
  terms,
  bedrooms,
  verifiedRentDollars,
  expectedCents,
  confirmedCents = null,
}: {
  terms: LocatorTerms;
  bedrooms: number;
  verifiedRentDollars: number;
  expectedCents: Cents;
  /** The commission the property stated when verifying (at least a cent: a property that pays nothing is not invoiced), if it stated one. */
  confirmedCents?: Cents | null;
}): InvoiceAmount {
  checkArgument(InvoiceAmountInputSchema, { verifiedRentDollars, bedrooms, expectedCents, confirmedCents }, "invoiceAmount");
  const rateFor = commissionRateFor(terms, bedrooms);
  if (rateFor === null) throw new Error("invoiceAmount: these terms do not pay locators; check expectedCommission before invoicing.");
  const fromVerifiedRentCents = commissionFromRent(rateFor.rate, verifiedRentDollars);
  const capped = confirmedCents !== null && confirmedCents < fromVerifiedRentCents;
  const amountCents = capped ? confirmedCents : fromVerifiedRentCents;
  const differenceCents = amountCents - expectedCents;
  const basis = describeCommissionBasis(rateFor.rate, verifiedRentDollars, rateFor.source, bedrooms);
  const parts = [`${formatCents(amountCents)}: ${basis}${capped ? `, capped at the ${formatCents(confirmedCents)} the property confirmed` : ""}.`];
  if (differenceCents !== 0) {
    parts.push(`That is ${formatCents(Math.abs(differenceCents))} ${differenceCents < 0 ? "less" : "more"} than the ${formatCents(expectedCents)} expected.`);
  }
  const line = `Locator commission: ${basis}${capped ? `, capped at the ${formatCents(confirmedCents)} the property confirmed` : ""}`;
  return { amountCents, fromVerifiedRentCents, expectedCents, differenceCents, explanation: parts.join(" "), line };
}

/** The date an invoice is due: its date + the property's pay terms (1 to 365 days). */
export function dueDate(invoiceDate: string, payTermsDays: number): string {
  assertCalendarDate(invoiceDate, "dueDate's invoiceDate");
  if (!Number.isSafeInteger(payTermsDays) || payTermsDays < 1 || payTermsDays > 365) {
    throw new Error(`dueDate's payTermsDays must be a whole number from 1 to 365; got ${String(payTermsDays)}.`);
  }
  return addDays(invoiceDate, payTermsDays);
}

/** The days to remind the property of an unpaid invoice: 31 and 61 days after it was sent. */
export function reminderDates(sentDate: string): [string, string] {
  assertCalendarDate(sentDate, "reminderDates's sentDate");
  return [addDays(sentDate, REMINDER_DAYS[0]), addDays(sentDate, REMINDER_DAYS[1])];
}

export type PaymentsOutcome = { ok: true; status: InvoiceStatus; paidCents: Cents; openCents: Cents } | { ok: false; message: string };

/**
 * The status an invoice has once `paymentsCents` (every payment recorded on it, each > 0) are counted:
 * - paid when they sum to the amount exactly, from any status but a draft;
 * - partly paid when they sum to less (a disputed or written-off invoice keeps that status: the dispute or the
 *   write-off is still the fact to act on);
 * - no payment: the status stays, except that a paid or partly paid invoice whose payments were all removed
 *   is sent again;
 * - refused, with a message: payments over the amount (an overpayment), or payments on an unsent draft.
 */
export function invoiceStatusAfterPayments({
  status,
  amountCents,
  paymentsCents,
}: {
  status: InvoiceStatus;
  amountCents: Cents;
  paymentsCents: readonly Cents[];
}): PaymentsOutcome {
  checkArgument(InvoiceStatusSchema, status, "invoiceStatusAfterPayments's status");
  checkArgument(CentsSchema.min(1), amountCents, "invoiceStatusAfterPayments's amountCents");
  checkArgument(z.array(CentsSchema.min(1)), paymentsCents, "invoiceStatusAfterPayments's paymentsCents");
  const paidCents = paymentsCents.reduce((sum, cents) => sum + cents, 0);
  if (paidCents > 0 && status === "draft") return { ok: false, message: "Send the invoice before recording a payment on it." };
  if (paidCents > amountCents) {
    const total = paidCents > MAX_CENTS ? `more than ${formatCents(MAX_CENTS)}` : `${formatCents(paidCents)}, ${formatCents(paidCents - amountCents)} more than the invoice's ${formatCents(amountCents)}`;
    return { ok: false, message: `These payments total ${total}: an invoice can't be overpaid; record the extra as a credit or a refund to the property.` };
  }
  const openCents = amountCents - paidCents;
  let next: InvoiceStatus = status;
  if (paidCents === amountCents) next = "paid";
  else if (paidCents > 0) next = status === "disputed" || status === "written-off" ? status : "partly-paid";
  else if (status === "paid" || status === "partly-paid") next = "sent";
  return { ok: true, status: next, paidCents, openCents };
}

export const AGING_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Each bucket's days since the invoice was sent: from, to (inclusive; null: no end). The list's aging filter uses the same. */
export const AGING_BUCKET_DAYS: Record<AgingBucket, readonly [number, number | null]> = { "0-30": [0, 30], "31-60": [31, 60], "61-90": [61, 90], "90+": [91, null] };

/** The aging bucket of an invoice sent on `sentDate`, as of `today` (days since it was sent). */
export function agingBucket(sentDate: string, today: string): AgingBucket {
  const days = daysBetween(sentDate, today);
  if (days < 0) throw new Error(`agingBucket: the invoice was sent on ${sentDate}, after today (${today}).`);
  return AGING_BUCKETS.find((bucket) => {
    const [from, to] = AGING_BUCKET_DAYS[bucket];
    return days >= from && (to === null || days <= to);
  })!;
}

const AgedInvoiceSchema = z
  .object({
    status: InvoiceStatusSchema,
    /** When it was sent; null for a draft. */
    sentDate: CalendarDateSchema.nullable(),
    amountCents: CentsSchema,
    paidCents: CentsSchema,
  })
  .refine((invoice) => invoice.paidCents <= invoice.amountCents, { error: "paidCents is more than amountCents" })
  .refine((invoice) => invoice.status === "draft" || invoice.sentDate !== null, { error: "a sent invoice has a sentDate" });
export type AgedInvoice = z.input<typeof AgedInvoiceSchema>;

export interface AgingReport {
  buckets: Record<AgingBucket, { count: number; openCents: number }>;
  /** The open balance of every open invoice: the sum of the buckets' amounts. */
  totalOpenCents: number;
}

/**
 * Open balances by age as of `today`: invoices whose status is open (sent, receipt confirmed, partly paid,
 * disputed) with money still owed, each counted once in the bucket of its sent date. Totals are integers of cents
 * that may pass MAX_CENTS (they add many invoices).
 */
export function agingReport(invoices: readonly AgedInvoice[], today: string): AgingReport {
  assertCalendarDate(today, "agingReport's today");
  const buckets = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, { count: 0, openCents: 0 }])) as AgingReport["buckets"];
  let totalOpenCents = 0;
  for (const [index, raw] of invoices.entries()) {
    const invoice = checkArgument(AgedInvoiceSchema, raw, `agingReport's invoice ${index}`);
    const open = invoice.amountCents - invoice.paidCents;
    if (!(OPEN_INVOICE_STATUSES as readonly string[]).includes(invoice.status) || open === 0 || invoice.sentDate === null) continue;
    const bucket = buckets[agingBucket(invoice.sentDate, today)];
    bucket.count += 1;
    bucket.openCents += open;
    totalOpenCents += open;
  }
  if (!Number.isSafeInteger(totalOpenCents)) throw new Error("agingReport: the total open is beyond a safe integer.");
  return { buckets, totalOpenCents };
}
