/**
 * The commission invoice's e-mails to a community's leasing contact (issue 28, decision 037): the invoice itself,
 * when it is sent, and the two reminders of an open balance, 31 and 61 days after (core/money/invoice-rules.ts,
 * REMINDER_DAYS). Each names the lease it is for (resident, unit, move-in, the verified rent), states the figures,
 * and carries the invoice's PDF (core/invoices/invoice-document.ts) as an attachment. The caller renders the PDF and
 * passes its bytes; nothing else about the resident leaves.
 *
 * A bad argument (an amount that is not cents, a date that is not real, a reminder before its day, a reminder of a
 * paid invoice, bytes that are not a PDF) is a programming error and throws.
 */
import { z } from "zod";
import { formatCalendarDate, isCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";
import { InvoiceNumberSchema, invoiceFileName } from "../invoices/invoice-document.ts";
import { checkArgument } from "../money/argument-check.ts";
import { CalendarDateSchema, daysBetween } from "../money/calendar-days.ts";
import { CentsSchema, formatCents } from "../money/cents.ts";
import { RentDollarsSchema } from "../money/commission.ts";
import { REMINDER_DAYS } from "../money/invoice-rules.ts";
import { type EmailDetail, composeEmail, oneLine } from "./email-body.ts";
import type { ComposedEmail, OutboxAttachment } from "./outbox-kinds.ts";

/** What both e-mails say about the invoice and its lease. */
interface InvoiceEmailCommon {
  /** "INV-00042" */
  number: string;
  /** The community billed, and its leasing contact's name when known (the greeting). */
  community: string;
  contactName: string | null;
  /** The resident whose lease earned the commission. */
  resident: string;
  unit: string | null;
  /** yyyy-mm-dd */
  moveIn: string;
  /** The amount invoiced, in cents. */
  amountCents: number;
  /** yyyy-mm-dd: the day the invoice was sent, and the day it is due (the invoice date + the pay terms). */
  invoiceDate: string;
  dueDate: string;
  /** The locating company the property pays (its trade name). */
  company: string;
  /** The invoice's PDF, as renderInvoicePdf made it (a Buffer is a Uint8Array): attached as is. */
  pdf: Uint8Array;
}

/** The invoice, as it is sent. */
export interface InvoiceEmailInput extends InvoiceEmailCommon {
  /** The monthly rent the property verified, in whole dollars. */
  rentDollars: number;
  /** The invoice's line: the basis in words, e.g. "$1,450.00: 100% of one month's rent of $1,450." */
  line: string;
  /** The property's pay terms, 1 to 365 days. */
  payTermsDays: number;
}

/** A reminder of an invoice that still has an open balance. */
export interface InvoiceReminderEmailInput extends InvoiceEmailCommon {
  /** "first": 31 days after the invoice was sent; "second": 61 days after. */
  kind: "first" | "second";
  /** What the property has paid on it so far, in cents: less than the amount (a paid invoice is not reminded). */
  paidCents: number;
  /** yyyy-mm-dd: the day the reminder goes out, at least 31 (first) or 61 (second) days after the invoice date. */
  sentOn: string;
}

const text = z.string().trim().min(1, { error: "Can't be empty." });

const CommonSchema = z.object({
  number: InvoiceNumberSchema,
  community: text,
  contactName: z.string().nullable(),
  resident: text,
  unit: z.string().nullable(),
  moveIn: CalendarDateSchema,
  amountCents: CentsSchema.min(1, { error: "An invoice is for at least one cent." }),
  invoiceDate: CalendarDateSchema,
  dueDate: CalendarDateSchema,
  company: text,
  pdf: z.instanceof(Uint8Array).refine((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 5)).toString("latin1") === "%PDF-", {
    error: "The attachment is not a PDF.",
  }),
});

const InvoiceEmailInputSchema = CommonSchema.extend({
  rentDollars: RentDollarsSchema,
  line: text,
  payTermsDays: z.int().min(1).max(365),
}).refine((input) => input.dueDate >= input.invoiceDate, { error: "The due date is before the invoice date." });

const InvoiceReminderEmailInputSchema = CommonSchema.extend({
  kind: z.enum(["first", "second"]),
  paidCents: CentsSchema,
  sentOn: CalendarDateSchema,
})
  .refine((input) => input.dueDate >= input.invoiceDate, { error: "The due date is before the invoice date." })
  .refine((input) => input.paidCents < input.amountCents, { error: "Nothing is open on this invoice: a paid invoice is not reminded." })
  // Guarded: a refinement runs even when a field already failed, and daysBetween throws on a date that is not real.
  .refine((input) => !isCalendarDate(input.invoiceDate) || !isCalendarDate(input.sentOn) || daysBetween(input.invoiceDate, input.sentOn) >= reminderDay(input.kind), {
    error: "A reminder goes out 31 (first) or 61 (second) days after the invoice date at the earliest.",
  });

/** The day after the invoice's date a reminder of this kind is due. */
function reminderDay(kind: "first" | "second"): number {
  return kind === "first" ? REMINDER_DAYS[0] : REMINDER_DAYS[1];
}

/** The PDF as an attachment: base64 of its bytes, named after the invoice. */
function pdfAttachment(number: string, pdf: Uint8Array): OutboxAttachment {
  return { filename: invoiceFileName(number), contentType: "application/pdf", contentBase64: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("base64") };
}

function greeting(contactName: string | null): string {
  const name = contactName?.trim();
  return name ? `Hello ${name},` : "Hello,";
}

/** The lease the invoice is for, as rows of the details table. */
function leaseRows(input: { resident: string; unit: string | null; moveIn: string }): EmailDetail[] {
  const unit = input.unit?.trim();
  return [{ label: "Resident", value: input.resident }, ...(unit ? [{ label: "Unit", value: unit }] : []), { label: "Move-in", value: formatCalendarDate(input.moveIn) }];
}

function days(count: number): string {
  return `${count} ${count === 1 ? "day" : "days"}`;
}

/** The invoice, sent to the community's leasing contact with its PDF. */
export function composeInvoiceEmail(input: InvoiceEmailInput): ComposedEmail {
  const checked = checkArgument(InvoiceEmailInputSchema, input, "composeInvoiceEmail");
  const amount = formatCents(checked.amountCents);
  const due = formatCalendarDate(checked.dueDate);
  const fileName = invoiceFileName(checked.number);
  const email = composeEmail({
    subject: `Invoice ${checked.number}: ${oneLine(checked.resident)} at ${oneLine(checked.community)}`,
    blocks: [
      { kind: "heading", text: `Invoice ${checked.number} from ${oneLine(checked.company)}` },
      {
        kind: "paragraph",
        text: `${greeting(checked.contactName)} please find attached invoice ${checked.number} for the commission on the lease of ${checked.resident} at ${checked.community}, our referral. The amount is ${amount}, due by ${due}.`,
      },
      {
        kind: "details",
        rows: [
          { label: "Invoice", value: checked.number },
          { label: "Invoice date", value: formatCalendarDate(checked.invoiceDate) },
          { label: "Due date", value: `${due} (net ${days(checked.payTermsDays)})` },
          { label: "Amount due", value: amount },
          ...leaseRows(checked),
          { label: "Monthly rent (verified)", value: formatDollars(checked.rentDollars) },
          { label: "Commission", value: checked.line },
        ],
      },
      {
        kind: "paragraph",
        text: `Please pay ${checked.company} by ${due} and quote the invoice number, ${checked.number}, with the payment. The invoice is attached as a PDF (${fileName}).`,
      },
      {
        kind: "small",
        text: `You get this e-mail as the leasing contact of ${checked.community} for locator commissions. If a figure is wrong or the invoice was already paid, please let ${checked.company} know.`,
      },
    ],
  });
  return { ...email, attachments: [pdfAttachment(checked.number, checked.pdf)] };
}

/** A reminder of an invoice's open balance, with its PDF again: the first 31 days after it was sent, the second 61. */
export function composeInvoiceReminderEmail(input: InvoiceReminderEmailInput): ComposedEmail {
  const checked = checkArgument(InvoiceReminderEmailInputSchema, input, "composeInvoiceReminderEmail");
  const open = formatCents(checked.amountCents - checked.paidCents);
  const invoiceDate = formatCalendarDate(checked.invoiceDate);
  const due = formatCalendarDate(checked.dueDate);
  const since = daysBetween(checked.invoiceDate, checked.sentOn);
  const overdue = daysBetween(checked.dueDate, checked.sentOn);
  const dueText = overdue > 0 ? `It was due on ${due}, ${days(overdue)} ago.` : overdue === 0 ? `It is due today, ${due}.` : `It is due on ${due}.`;
  const second = checked.kind === "second";
  const partly = checked.paidCents > 0 ? ` Of the ${formatCents(checked.amountCents)} invoiced, ${formatCents(checked.paidCents)} has been received.` : "";
  const email = composeEmail({
    subject: `Reminder: invoice ${checked.number}${second ? " (second notice)" : ""}: ${open} open for ${oneLine(checked.resident)} at ${oneLine(checked.community)}`,
    blocks: [
      { kind: "heading", text: `Invoice ${checked.number} is still open` },
      {
        kind: "paragraph",
        text: `${greeting(checked.contactName)} ${second ? "this is our second reminder" : "a friendly reminder"}: invoice ${checked.number} of ${invoiceDate}, sent ${days(since)} ago for the commission on the lease of ${checked.resident} at ${checked.community}, has an open balance of ${open}.${partly} ${dueText}`,
      },
      {
        kind: "details",
        rows: [
          { label: "Invoice", value: checked.number },
          { label: "Invoice date", value: `${invoiceDate} (${days(since)} ago)` },
          { label: "Due date", value: due },
          { label: "Amount", value: formatCents(checked.amountCents) },
          ...(checked.paidCents > 0 ? [{ label: "Paid", value: formatCents(checked.paidCents) }] : []),
          { label: "Open balance", value: open },
          ...leaseRows(checked),
        ],
      },
      {
        kind: "paragraph",
        text: `Please pay ${open} to ${checked.company} and quote the invoice number, ${checked.number}. The invoice is attached again as a PDF (${invoiceFileName(checked.number)}).`,
      },
      {
        kind: "small",
        text: `If you have already sent the payment, thank you: please tell ${checked.company} its date and reference (a check number, say) so we can match it. If something on the invoice is wrong, please let us know what.`,
      },
    ],
  });
  return { ...email, attachments: [pdfAttachment(checked.number, checked.pdf)] };
}
