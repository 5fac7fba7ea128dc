/**
 * The invoices section's database side (decision 037): the list with what was paid and what is open (the aging and
 * overdue filters use core's bucket days), one invoice for its page, the bill-to form while a draft, and deletion of
 * drafts only. The status actions, payments and sending are record actions (db/queries/invoices.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import { AGING_BUCKET_DAYS, AGING_BUCKETS, OPEN_INVOICE_STATUSES, INVOICE_STATUSES, type AgingBucket, type InvoiceStatus } from "../../../../core/money/invoice-rules.ts";
import { invoiceActionsFor } from "../../../../core/money/invoice-actions.ts";
import { formatCalendarDate, houstonCalendarDate } from "../../../../core/format/dates.ts";
import { invoices } from "../../../schema/index.ts";
import { adminBulkWrite, adminWrite } from "../admin-write.ts";
import { deleteDraftInvoice, readInvoiceWorkspace, updateBillTo } from "../../invoices.ts";
import type { ResourceStore } from "../resource-store.ts";

// Drizzle leaves a lone table's columns unqualified; inside the subquery "id" would be the payment's: spelled out.
const paid = sql<number>`(select coalesce(sum(p.amount_cents), 0)::int from invoice_payments p where p.invoice_id = "invoices"."id")`.mapWith(Number);
const open = sql<number>`(${invoices.amountCents} - ${paid})`.mapWith(Number);
const isOpen = sql`${invoices.status} in (${sql.join(
  OPEN_INVOICE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}) and ${open} > 0`;

function agingCondition(bucket: AgingBucket) {
  const today = houstonCalendarDate(new Date());
  const [from, to] = AGING_BUCKET_DAYS[bucket];
  const days = sql`(${today}::date - ${invoices.invoiceDate})`;
  return and(isOpen, sql`${days} >= ${from}`, to === null ? undefined : sql`${days} <= ${to}`);
}

export const invoicesStore: ResourceStore = {
  resource: "invoices",
  source: {
    table: invoices,
    id: invoices.id,
    version: invoices.version,
    columns: {
      number: invoices.number,
      status: invoices.status,
      communityName: invoices.communityName,
      residentName: invoices.residentName,
      amount: invoices.amountCents,
      paid,
      open,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      moveIn: invoices.moveIn,
      billToEmail: invoices.billToEmail,
      createdAt: invoices.createdAt,
    },
    search: [invoices.number, invoices.communityName, invoices.residentName],
    filters: {
      status: (value) => ((INVOICE_STATUSES as readonly string[]).includes(value) ? eq(invoices.status, value) : sql`false`),
      aging: (value) => ((AGING_BUCKETS as readonly string[]).includes(value) ? agingCondition(value as AgingBucket) : sql`false`),
      due: () => and(isOpen, sql`${invoices.dueDate} < ${houstonCalendarDate(new Date())}`),
    },
  },
  async read(db, id) {
    const found = await readInvoiceWorkspace(db, id);
    if (!found) return null;
    const { invoice, createdBy, payments } = found;
    const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
    return {
      id: invoice.id,
      version: invoice.version,
      label: `Invoice ${invoice.number}`,
      slug: String(invoice.id),
      values: { billToName: invoice.billToName, billToEmail: invoice.billToEmail },
      closed:
        invoice.status === "draft"
          ? undefined
          : `Sent on ${formatCalendarDate(invoice.invoiceDate!)} to ${invoice.billToName ? `${invoice.billToName}, ` : ""}${invoice.billToEmail ?? "the property"}. A sent invoice is a financial record: it keeps its address and is never deleted (write it off instead).`,
      extra: {
        invoice: {
          number: invoice.number,
          status: invoice.status,
          clientId: invoice.clientId,
          communityName: invoice.communityName,
          residentName: invoice.residentName,
          unit: invoice.unit,
          moveIn: invoice.moveIn,
          rent: invoice.rent,
          amountCents: invoice.amountCents,
          paidCents,
          openCents: invoice.amountCents - paidCents,
          explanation: invoice.explanation,
          payTermsDays: invoice.payTermsDays,
          invoiceDate: invoice.invoiceDate,
          dueDate: invoice.dueDate,
          sentAt: invoice.sentAt?.toISOString() ?? null,
          firstReminderAt: invoice.firstReminderAt?.toISOString() ?? null,
          secondReminderAt: invoice.secondReminderAt?.toISOString() ?? null,
          statusNote: invoice.statusNote,
          createdBy,
          actions: invoiceActionsFor(invoice.status as InvoiceStatus),
        },
        payments: payments.map((payment) => ({ id: payment.id, receivedOn: payment.receivedOn, amountCents: payment.amountCents, reference: payment.reference })),
      },
    };
  },
  create() {
    return Promise.resolve({ ok: false, reason: "refused", message: "Invoices are made from a verified lease, on the client's page." });
  },
  update(db, actor, id, expectedVersion, values) {
    return updateBillTo(db, actor, id, expectedVersion, { billToName: (values.billToName as string | null) ?? null, billToEmail: (values.billToEmail as string | null) ?? null });
  },
  remove(db, actor, id, expectedVersion) {
    return adminWrite(db, { action: "delete", actor, resource: "invoices", recordId: id, expectedVersion, apply: async (tx, current) => void (await deleteDraftInvoice(tx, current)) });
  },
  bulk: {
    delete: (db, actor, records) =>
      adminBulkWrite(db, {
        actor,
        resource: "invoices",
        action: "delete",
        bulkAction: "Delete drafts",
        records,
        apply: async (tx, current) => void (await deleteDraftInvoice(tx, current)),
      }),
  },
  constraints: {
    invoices_lease_key: { field: "invoice", message: "This lease already has an invoice." },
    invoices_bill_to_email_length: { field: "billToEmail", message: "This e-mail address is too long." },
    invoices_bill_to_name_length: { field: "billToName", message: "The contact's name may be at most 120 characters." },
  },
};

