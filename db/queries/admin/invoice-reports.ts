/**
 * The money section of the admin dashboard (issue 28): how old the open commission balances are, and the money
 * received (cash basis: payments by the day they arrived) over the last 12 months, by month, by the source of the
 * client's first inquiry and by locator. The aging buckets are core's (core/money/invoice-rules.ts): SQL only reads
 * each invoice with the sum of its payments.
 */
import { and, count, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { INQUIRY_SOURCE_LABELS } from "../../../core/admin/resources/client-inquiries.ts";
import type { InquirySource } from "../../../core/inquiries/inquiry-schema.ts";
import { assertCalendarDate } from "../../../core/money/calendar-days.ts";
import { agingReport, type AgingReport, type InvoiceStatus } from "../../../core/money/invoice-rules.ts";
import type { Database } from "../../client-types.ts";
import { clients, invoicePayments, invoices, leases, users } from "../../schema/index.ts";

/** How many calendar months the revenue figures cover, the current one included. */
export const REVENUE_MONTHS = 12;

/** The source of a client with no inquiry on file (a client entered by hand). */
export const UNKNOWN_SOURCE = "unknown";

/** The locator of a client assigned to nobody whose lease's creator is gone. */
export const UNASSIGNED_LOCATOR = "Unassigned";

export interface RevenueMonth {
  /** "2026-12". */
  month: string;
  cents: number;
  /** How many payments arrived that month. */
  payments: number;
}

export interface MoneyOverview {
  /** Open balances of sent invoices by days since they were sent. */
  aging: AgingReport;
  /** Every invoice, drafts included: none means the money section has nothing to show yet. */
  invoiceCount: number;
  /** The last REVENUE_MONTHS calendar months (whole months), the current one last, months without a payment at 0. */
  revenueByMonth: RevenueMonth[];
  /** Payments of the same months by the source of the client's first inquiry, most money first. */
  revenueBySource: { source: InquirySource | typeof UNKNOWN_SOURCE; label: string; cents: number }[];
  /** Payments of the same months by locator (assigned admin, else the lease's creator), most money first. */
  revenueByLocator: { locator: string; cents: number }[];
  /** The amounts of the invoices sent this calendar year (any status since). */
  invoicedThisYearCents: number;
  /** The payments received this calendar year. */
  receivedThisYearCents: number;
}

/** A sum or count from the driver (a string for bigint and numeric) as a whole number; throws on anything else. */
function wholeNumber(value: unknown, what: string): number {
  const n = value === null || value === undefined ? 0 : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`getMoneyOverview: ${what} is not a whole number (${String(value)}).`);
  return n;
}

const monthKey = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

/** The month keys from REVENUE_MONTHS - 1 months before today's month to today's month, and the dates bounding them. */
function revenueWindow(today: string) {
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  const months = Array.from({ length: REVENUE_MONTHS }, (_, i) => monthKey(current - (REVENUE_MONTHS - 1) + i));
  return { months, from: `${months[0]}-01`, until: `${monthKey(current + 1)}-01` };
}

const sumCents = (column: typeof invoicePayments.amountCents) => sql<string>`coalesce(sum(${column}), 0)`;

/** The dashboard's money figures as of `today`, Houston's calendar date (yyyy-mm-dd). */
export async function getMoneyOverview(db: Database, today: string): Promise<MoneyOverview> {
  assertCalendarDate(today, "getMoneyOverview's today");
  const period = revenueWindow(today);
  const year = Number(today.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const nextYearStart = `${year + 1}-01-01`;
  const inWindow = and(gte(invoicePayments.receivedOn, period.from), lt(invoicePayments.receivedOn, period.until));

  const paid = db
    .select({ invoiceId: invoicePayments.invoiceId, cents: sumCents(invoicePayments.amountCents).as("paid_cents") })
    .from(invoicePayments)
    .groupBy(invoicePayments.invoiceId)
    .as("paid");

  // Grouped expressions carry no bound parameter (the fallbacks are literals), so PostgreSQL matches the GROUP BY
  // and ORDER BY to the selected expression. The source is the client's first inquiry's (the lower id on a tie).
  const month = sql<string>`to_char(${invoicePayments.receivedOn}, 'YYYY-MM')`;
  const firstSource = sql<string>`coalesce((select ci.source from client_inquiries ci where ci.client_id = "invoices"."client_id" order by ci.created_at, ci.id limit 1), ${sql.raw(`'${UNKNOWN_SOURCE}'`)})`;
  const assigned = alias(users, "assigned_admin");
  const creator = alias(users, "lease_creator");
  const locator = sql<string>`coalesce(${assigned.username}, ${creator.username}, ${sql.raw(`'${UNASSIGNED_LOCATOR}'`)})`;

  const [aged, byMonth, bySource, byLocator, [totals]] = await Promise.all([
    db
      .select({ status: invoices.status, sentDate: invoices.invoiceDate, amountCents: invoices.amountCents, paidCents: paid.cents })
      .from(invoices)
      .leftJoin(paid, eq(paid.invoiceId, invoices.id))
      .where(ne(invoices.status, "draft")),
    db
      .select({
        month,
        cents: sumCents(invoicePayments.amountCents),
        payments: count(),
      })
      .from(invoicePayments)
      .where(inWindow)
      .groupBy(month),
    db
      .select({ source: firstSource, cents: sumCents(invoicePayments.amountCents) })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(inWindow)
      .groupBy(firstSource)
      .orderBy(desc(sql`sum(${invoicePayments.amountCents})`), firstSource),
    db
      .select({ locator, cents: sumCents(invoicePayments.amountCents) })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .innerJoin(clients, eq(clients.id, invoices.clientId))
      .innerJoin(leases, eq(leases.id, invoices.leaseId))
      .leftJoin(assigned, eq(assigned.id, clients.assignedAdminId))
      .leftJoin(creator, eq(creator.id, leases.createdById))
      .where(inWindow)
      .groupBy(locator)
      .orderBy(desc(sql`sum(${invoicePayments.amountCents})`), locator),
    db
      .select({
        invoices: sql<number>`(select count(*)::int from ${invoices})`,
        invoiced: sql<string>`(select coalesce(sum(i.amount_cents), 0) from invoices i where i.invoice_date >= ${yearStart} and i.invoice_date < ${nextYearStart})`,
        received: sql<string>`(select coalesce(sum(p.amount_cents), 0) from invoice_payments p where p.received_on >= ${yearStart} and p.received_on < ${nextYearStart})`,
      })
      .from(sql`(select 1) as one`),
  ]);

  const aging = agingReport(
    aged.map((row) => ({
      status: row.status as InvoiceStatus,
      sentDate: row.sentDate,
      amountCents: row.amountCents,
      paidCents: wholeNumber(row.paidCents, "an invoice's payments"),
    })),
    today,
  );
  const monthRows = new Map(byMonth.map((row) => [row.month, row]));
  return {
    aging,
    invoiceCount: wholeNumber(totals?.invoices, "the invoice count"),
    revenueByMonth: period.months.map((month) => {
      const row = monthRows.get(month);
      return { month, cents: wholeNumber(row?.cents, `${month}'s revenue`), payments: wholeNumber(row?.payments, `${month}'s payments`) };
    }),
    revenueBySource: bySource.map((row) => {
      const source = row.source as InquirySource | typeof UNKNOWN_SOURCE;
      const label = source === UNKNOWN_SOURCE ? "Unknown" : (INQUIRY_SOURCE_LABELS[source] ?? source);
      return { source, label, cents: wholeNumber(row.cents, `the revenue from ${source}`) };
    }),
    revenueByLocator: byLocator.map((row) => ({ locator: row.locator, cents: wholeNumber(row.cents, `${row.locator}'s revenue`) })),
    invoicedThisYearCents: wholeNumber(totals?.invoiced, "the amount invoiced this year"),
    receivedThisYearCents: wholeNumber(totals?.received, "the amount received this year"),
  };
}
