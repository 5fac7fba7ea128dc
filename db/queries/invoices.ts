/**
 * Commission invoices (issue 28, decision 037): made from a verified lease whose move-in has passed, for the amount
 * core computes from the verified rent (never above it); sent to the property's contact with the PDF attached through
 * the one outbox; then receipt, dispute, write-off and payments, each one transaction with its audit entry (resource
 * "invoices") and a line on the client's timeline. Reminders go out 31 and 61 days after sending while money is owed.
 * One invoice per lease: the unique index on lease_id refuses a second, whoever races.
 */
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { z } from "zod";
import { renderInvoicePdf, type InvoiceDocumentInput } from "../../core/invoices/invoice-document.ts";
import { composeInvoiceEmail, composeInvoiceReminderEmail } from "../../core/mail/invoice-email.ts";
import { INVOICE_NOTE_MAX, PAYMENT_REFERENCE_MAX } from "../../core/admin/resources/invoices.ts";
import { ACTIONS_WITH_REASON, INVOICE_ACTION_LABELS, INVOICE_STATUS_LABELS, invoiceStatusAfterAction, type InvoiceAction } from "../../core/money/invoice-actions.ts";
import { dueDate, invoiceAmount, invoiceStatusAfterPayments, mayInvoice, OPEN_INVOICE_STATUSES, REMINDER_DAYS, type InvoiceStatus } from "../../core/money/invoice-rules.ts";
import { formatCents, parseMoneyInput } from "../../core/money/cents.ts";
import { addDays } from "../../core/money/calendar-days.ts";
import { formatCalendarDate, isCalendarDate } from "../../core/format/dates.ts";
import { SITE_NAME } from "../../core/reference/site.ts";
import type { Database } from "../client-types.ts";
import { clients, floorPlans, invoicePayments, invoices, leases, users } from "../schema/index.ts";
import { adminWrite, AdminWriteRefusal, type AdminActor, type AdminWriteResult } from "./admin/admin-write.ts";
import type { Tx } from "./admin/audited-tables.ts";
import { communityTermsOn } from "./admin/community-terms.ts";
import { addClientEvent } from "./clients.ts";
import { enqueueEmail } from "./outbox.ts";

/** The brokerage an invoice is from: the trade name, and the broker as the server is configured (null where unset). */
export interface InvoiceIssuer {
  company: string;
  broker: { name: string | null; licenseNumber: string | null; address: string | null; phone: string | null; email: string | null };
}
export const UNCONFIGURED_ISSUER: InvoiceIssuer = { company: SITE_NAME, broker: { name: null, licenseNumber: null, address: null, phone: null, email: null } };

/** The issuer from the server's BROKER_* settings (the Texas broker the notice pages name). */
export function issuerOf(broker: InvoiceIssuer["broker"]): InvoiceIssuer {
  return { company: SITE_NAME, broker: { name: broker.name, licenseNumber: broker.licenseNumber, address: broker.address, phone: broker.phone, email: broker.email } };
}

export type InvoiceRow = typeof invoices.$inferSelect;

/** A change of one invoice: locked, version-checked (null: whatever the admin saw) and audited by adminWrite. */
function writeInvoice(db: Database, actor: AdminActor, id: number, expectedVersion: number | null, apply: (tx: Tx, current: InvoiceRow) => Promise<void>) {
  return adminWrite(db, { action: "update", actor, resource: "invoices", recordId: id, expectedVersion, apply: (tx, current) => apply(tx, current as InvoiceRow) });
}

/** "INV-00042": the invoice's id, never reused. */
export function invoiceNumberOf(id: number): string {
  return `INV-${String(id).padStart(5, "0")}`;
}

async function paymentsOf(db: Database | Tx, invoiceId: number) {
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(asc(invoicePayments.receivedOn), asc(invoicePayments.id));
}

/** What the PDF shows of an invoice as it stands. */
export function invoiceDocumentOf(invoice: InvoiceRow, paidCents: number, issuer: InvoiceIssuer): InvoiceDocumentInput {
  return {
    number: invoice.number,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    payTermsDays: invoice.payTermsDays,
    company: issuer.company,
    broker: issuer.broker,
    billTo: { community: invoice.communityName, contactName: invoice.billToName, email: invoice.billToEmail },
    resident: invoice.residentName,
    unit: invoice.unit,
    moveIn: invoice.moveIn,
    rentDollars: invoice.rent,
    line: invoice.explanation,
    amountCents: invoice.amountCents,
    paidCents,
  };
}

/** The invoice's PDF as it stands now (the admin's download), or null when there is no such invoice. */
export async function invoicePdf(db: Database, id: number, issuer: InvoiceIssuer): Promise<{ number: string; pdf: Buffer } | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) return null;
  const paid = (await paymentsOf(db, id)).reduce((sum, payment) => sum + payment.amountCents, 0);
  return { number: invoice.number, pdf: await renderInvoicePdf(invoiceDocumentOf(invoice, paid, issuer)) };
}

/**
 * Creates the draft invoice of a client's lease: the property verified it, the move-in has passed, the terms in
 * effect at the verified move-in pay, and the lease has none yet. The amount is core's (invoiceAmount).
 */
export function createInvoice(db: Database, actor: AdminActor, clientId: number, leaseId: number, today: string): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "create",
    actor,
    resource: "invoices",
    apply: async (tx) => {
      const [lease] = await tx.select().from(leases).where(and(eq(leases.id, leaseId), eq(leases.clientId, clientId))).for("update");
      if (!lease) throw new AdminWriteRefusal("This lease is not one of this client's.", "invoice");
      const [existing] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.leaseId, leaseId));
      if (existing) throw new AdminWriteRefusal(`This lease already has invoice ${existing.number}.`, "invoice");
      const verified = lease.verifiedAt !== null && lease.verifiedRent !== null && lease.verifiedMoveIn !== null;
      const may = mayInvoice({ verified, moveIn: lease.verifiedMoveIn ?? lease.moveIn, today });
      if (!may.may) throw new AdminWriteRefusal(may.reason, "invoice");
      if (lease.expectedCommissionCents === null) throw new AdminWriteRefusal(`No commission is due on this lease: ${lease.commissionNote ?? "the property's terms pay nothing for it"}.`, "invoice");
      if (lease.apartmentId === null) throw new AdminWriteRefusal("The lease's community was deleted: its terms are gone.", "invoice");
      const terms = await communityTermsOn(tx, lease.apartmentId, lease.verifiedMoveIn!);
      if (!terms?.paysLocators) throw new AdminWriteRefusal("The property's terms in effect at the verified move-in pay no commission.", "invoice");
      const [plan] = lease.floorPlanId !== null ? await tx.select({ beds: floorPlans.beds }).from(floorPlans).where(eq(floorPlans.id, lease.floorPlanId)) : [];
      if (Object.keys(terms.byBedrooms).length > 0 && !plan) throw new AdminWriteRefusal("This property pays by bedroom count, and the lease has no floor plan.", "invoice");
      const amount = invoiceAmount({ terms, bedrooms: plan?.beds ?? 1, verifiedRentDollars: lease.verifiedRent!, expectedCents: lease.expectedCommissionCents });
      const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
      const [row] = await tx
        .insert(invoices)
        .values({
          // A placeholder until the id is known (the number is the id's): unique, and replaced in this transaction.
          number: `pending-${leaseId}`,
          leaseId,
          clientId,
          apartmentId: lease.apartmentId,
          communityName: lease.communityName,
          residentName: client?.name ?? "Client",
          unit: lease.verifiedUnit ?? lease.unit,
          moveIn: lease.verifiedMoveIn!,
          rent: lease.verifiedRent!,
          amountCents: amount.amountCents,
          explanation: amount.line,
          payTermsDays: terms.payTermsDays,
          billToName: terms.leasingContactName,
          billToEmail: terms.leasingContactEmail,
          createdById: actor.id,
        })
        .returning({ id: invoices.id });
      const number = invoiceNumberOf(row!.id);
      await tx.update(invoices).set({ number }).where(eq(invoices.id, row!.id));
      await addClientEvent(tx, { clientId, actor, kind: "invoice", body: `Invoice ${number} drafted to ${lease.communityName}: ${amount.explanation}` });
      return row!.id;
    },
  });
}

const EmailSchema = z.email({ error: "Enter the property's e-mail address, like accounting@example.com." }).max(254, { error: "This e-mail address is too long." });

/** The form on the invoice's page: whom it is billed to, while a draft. */
export function updateBillTo(db: Database, actor: AdminActor, id: number, expectedVersion: number, values: { billToName: string | null; billToEmail: string | null }) {
  const name = values.billToName?.trim() || null;
  const email = values.billToEmail?.trim() || null;
  return writeInvoice(db, actor, id, expectedVersion, async (tx, current) => {
    if (current.status !== "draft" && (name !== current.billToName || email !== current.billToEmail)) {
      throw new AdminWriteRefusal("The invoice was sent to this contact: the document can't be readdressed now.", "billToEmail");
    }
    if (name !== null && name.length > 120) throw new AdminWriteRefusal("The contact's name may be at most 120 characters.", "billToName");
    if (email !== null && !EmailSchema.safeParse(email).success) throw new AdminWriteRefusal(EmailSchema.safeParse(email).error!.issues[0]!.message, "billToEmail");
    await tx.update(invoices).set({ billToName: name, billToEmail: email }).where(eq(invoices.id, id));
  });
}

/** Deletes a draft; a sent invoice is a financial record and stays (write it off instead). */
export function deleteDraftInvoice(tx: Tx, current: { id: number; status: string; number: string }) {
  if (current.status !== "draft") throw new AdminWriteRefusal(`Invoice ${current.number} was sent: it stays on record. Write it off instead.`);
  return tx.delete(invoices).where(eq(invoices.id, current.id));
}

/** Queues the invoice's e-mail with its PDF (in the caller's transaction). */
async function queueInvoiceEmail(tx: Tx, invoice: InvoiceRow, issuer: InvoiceIssuer, reminder: { kind: "first" | "second"; today: string } | null) {
  const payments = await paymentsOf(tx, invoice.id);
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const pdf = await renderInvoicePdf(invoiceDocumentOf(invoice, paidCents, issuer));
  const common = {
    number: invoice.number,
    community: invoice.communityName,
    contactName: invoice.billToName,
    resident: invoice.residentName,
    unit: invoice.unit,
    moveIn: invoice.moveIn,
    amountCents: invoice.amountCents,
    invoiceDate: invoice.invoiceDate!,
    dueDate: invoice.dueDate!,
    company: issuer.company,
    pdf,
  };
  const email = reminder
    ? composeInvoiceReminderEmail({ ...common, kind: reminder.kind, paidCents, sentOn: reminder.today })
    : composeInvoiceEmail({ ...common, rentDollars: invoice.rent, line: invoice.explanation, payTermsDays: invoice.payTermsDays });
  await enqueueEmail(tx, { kind: reminder ? "invoice-reminder" : "invoice", userId: null, clientId: invoice.clientId, toAddress: invoice.billToEmail! }, email);
}

/** Sends a draft: dated today, due after the pay terms, e-mailed to the contact with the PDF. */
export function sendInvoice(db: Database, actor: AdminActor, id: number, expectedVersion: number, issuer: InvoiceIssuer, today: string, now = new Date()) {
  return writeInvoice(db, actor, id, expectedVersion, async (tx, current) => {
    const outcome = invoiceStatusAfterAction(current.status as InvoiceStatus, "send", { amountCents: current.amountCents, paymentsCents: [] });
    if (!outcome.ok) throw new AdminWriteRefusal(outcome.message);
    if (!current.billToEmail) throw new AdminWriteRefusal("Enter the property's e-mail address to send the invoice to, and save, first.", "billToEmail");
    const [sent] = await tx
      .update(invoices)
      .set({ status: outcome.status, invoiceDate: today, dueDate: dueDate(today, current.payTermsDays), sentAt: now })
      .where(eq(invoices.id, id))
      .returning();
    await queueInvoiceEmail(tx, sent!, issuer, null);
    await addClientEvent(tx, { clientId: current.clientId, actor, kind: "invoice", body: `Invoice ${current.number} (${formatCents(current.amountCents)}) sent to ${current.billToEmail}, due ${formatCalendarDate(sent!.dueDate!)}` });
  });
}

/** Receipt confirmed, disputed, written off, reopened: the status the rules give, with the reason where one is asked. */
export function invoiceStatusAction(db: Database, actor: AdminActor, id: number, expectedVersion: number, action: Exclude<InvoiceAction, "send">, reason: string) {
  const note = reason.trim();
  return writeInvoice(db, actor, id, expectedVersion, async (tx, current) => {
    if (ACTIONS_WITH_REASON.includes(action) && !note) throw new AdminWriteRefusal("Say why, for the record.", "reason");
    if (note.length > INVOICE_NOTE_MAX) throw new AdminWriteRefusal(`The reason may be at most ${INVOICE_NOTE_MAX.toLocaleString("en-US")} characters.`, "reason");
    const payments = await paymentsOf(tx, id);
    const outcome = invoiceStatusAfterAction(current.status as InvoiceStatus, action, { amountCents: current.amountCents, paymentsCents: payments.map((p) => p.amountCents) });
    if (!outcome.ok) throw new AdminWriteRefusal(outcome.message);
    const statusNote = ACTIONS_WITH_REASON.includes(action) ? note : action === "reopen" ? null : current.statusNote;
    await tx.update(invoices).set({ status: outcome.status, statusNote }).where(eq(invoices.id, id));
    const words = `Invoice ${current.number}: ${INVOICE_ACTION_LABELS[action].toLowerCase()} (now ${INVOICE_STATUS_LABELS[outcome.status].toLowerCase()})`;
    await addClientEvent(tx, { clientId: current.clientId, actor, kind: "invoice", body: note ? `${words}. ${note}` : words });
  });
}

export type PaymentInput = { receivedOn: string; amount: string; reference: string };
export type InvoiceFormResult = AdminWriteResult | { ok: false; reason: "invalid"; errors: Record<string, string>; raw?: Record<string, string> };

/** Records a payment: dated (not before the invoice, not after today), in cents, never more than what is open. */
export async function recordPayment(db: Database, actor: AdminActor, id: number, input: PaymentInput, today: string): Promise<InvoiceFormResult> {
  const raw = { receivedOn: input.receivedOn, amount: input.amount, reference: input.reference };
  const errors: Record<string, string> = {};
  const amount = parseMoneyInput(input.amount);
  if (!amount.ok) errors.amount = amount.message;
  else if (amount.cents === 0) errors.amount = "Enter the amount received (more than $0.00).";
  if (!isCalendarDate(input.receivedOn)) errors.receivedOn = "Enter the day the payment arrived.";
  else if (input.receivedOn > today) errors.receivedOn = "A payment can't be received in the future.";
  const reference = input.reference.trim() || null;
  if (reference && reference.length > PAYMENT_REFERENCE_MAX) errors.reference = `The reference may be at most ${PAYMENT_REFERENCE_MAX} characters.`;
  if (Object.keys(errors).length || !amount.ok) return { ok: false, reason: "invalid", errors, raw };
  return writeInvoice(db, actor, id, null, async (tx, current) => {
    if (current.invoiceDate !== null && input.receivedOn < current.invoiceDate) {
      throw new AdminWriteRefusal(`The invoice was sent on ${formatCalendarDate(current.invoiceDate)}: a payment can't arrive before it.`, "receivedOn");
    }
    const payments = await paymentsOf(tx, id);
    const outcome = invoiceStatusAfterPayments({
      status: current.status as InvoiceStatus,
      amountCents: current.amountCents,
      paymentsCents: [...payments.map((p) => p.amountCents), amount.cents],
    });
    if (!outcome.ok) throw new AdminWriteRefusal(outcome.message, "amount");
    await tx.insert(invoicePayments).values({ invoiceId: id, receivedOn: input.receivedOn, amountCents: amount.cents, reference, createdById: actor.id });
    await tx.update(invoices).set({ status: outcome.status }).where(eq(invoices.id, id));
    const rest = outcome.openCents === 0 ? "paid in full" : `${formatCents(outcome.openCents)} still open`;
    await addClientEvent(tx, { clientId: current.clientId, actor, kind: "invoice", body: `Payment of ${formatCents(amount.cents)} on invoice ${current.number} received ${formatCalendarDate(input.receivedOn)}: ${rest}` });
  });
}

/** Removes a payment recorded by mistake; the status follows the payments left. */
export function removePayment(db: Database, actor: AdminActor, id: number, paymentId: number): Promise<AdminWriteResult> {
  return writeInvoice(db, actor, id, null, async (tx, current) => {
    const payments = await paymentsOf(tx, id);
    const removed = payments.find((p) => p.id === paymentId);
    if (!removed) throw new AdminWriteRefusal("This payment is not on this invoice (any more).", "payment");
    const outcome = invoiceStatusAfterPayments({
      status: current.status as InvoiceStatus,
      amountCents: current.amountCents,
      paymentsCents: payments.filter((p) => p.id !== paymentId).map((p) => p.amountCents),
    });
    if (!outcome.ok) throw new AdminWriteRefusal(outcome.message, "payment");
    await tx.delete(invoicePayments).where(eq(invoicePayments.id, paymentId));
    await tx.update(invoices).set({ status: outcome.status }).where(eq(invoices.id, id));
    await addClientEvent(tx, { clientId: current.clientId, actor, kind: "invoice", body: `Payment of ${formatCents(removed.amountCents)} removed from invoice ${current.number}` });
  });
}

/**
 * Queues the reminders due on `today`: an open invoice with money owed gets the first 31 days after it was sent and
 * the second 61 days after (only the second when both are due at once, after a pause of the server). Each invoice is
 * claimed under its row lock, so two processes never queue one reminder twice. Returns how many were queued.
 */
export async function queueInvoiceReminders(db: Database, issuer: InvoiceIssuer, today: string, now = new Date()): Promise<number> {
  const [first, second] = REMINDER_DAYS.map((days) => addDays(today, -days)) as [string, string];
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        inArray(invoices.status, [...OPEN_INVOICE_STATUSES]),
        or(and(isNull(invoices.firstReminderAt), lte(invoices.invoiceDate, first)), and(isNull(invoices.secondReminderAt), lte(invoices.invoiceDate, second))),
      ),
    )
    .orderBy(asc(invoices.id));
  let queued = 0;
  for (const { id } of due) {
    queued += await db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
      if (!invoice || !(OPEN_INVOICE_STATUSES as readonly string[]).includes(invoice.status) || invoice.invoiceDate === null || !invoice.billToEmail) return 0;
      const paid = (await paymentsOf(tx, id)).reduce((sum, payment) => sum + payment.amountCents, 0);
      if (paid >= invoice.amountCents) return 0;
      const kind = invoice.secondReminderAt === null && invoice.invoiceDate <= second ? "second" : invoice.firstReminderAt === null && invoice.invoiceDate <= first ? "first" : null;
      if (kind === null) return 0;
      await queueInvoiceEmail(tx, invoice, issuer, { kind, today });
      await tx
        .update(invoices)
        .set(kind === "second" ? { secondReminderAt: now, firstReminderAt: invoice.firstReminderAt ?? now } : { firstReminderAt: now })
        .where(eq(invoices.id, id));
      await addClientEvent(tx, { clientId: invoice.clientId, actor: null, actorName: "site", kind: "invoice", body: `Reminder ${kind === "first" ? "1" : "2"} of invoice ${invoice.number} sent to ${invoice.billToEmail}`, at: now });
      return 1;
    });
  }
  return queued;
}

/** An invoice's page: the record, its payments, and who made it. */
export async function readInvoiceWorkspace(db: Database, id: number) {
  const [row] = await db.select({ invoice: invoices, createdBy: users.username }).from(invoices).leftJoin(users, eq(users.id, invoices.createdById)).where(eq(invoices.id, id));
  if (!row) return null;
  const payments = await paymentsOf(db, id);
  return { ...row, payments };
}

/** The invoice of each lease of a client (for the client's page). */
export async function invoicesOfClient(db: Database, clientId: number) {
  return db
    .select({ id: invoices.id, leaseId: invoices.leaseId, number: invoices.number, status: invoices.status, amountCents: invoices.amountCents })
    .from(invoices)
    .where(eq(invoices.clientId, clientId));
}
