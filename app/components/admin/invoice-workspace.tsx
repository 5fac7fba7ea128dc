/**
 * An invoice's page above its form (decision 037): the document's figures and the PDF, what the invoice can do next in
 * its status (send, receipt, dispute, write-off, reopen), and its payments with the form to record one. Every control
 * is a plain form: it works without JavaScript, at 375 px as at desktop width.
 */
import { FileText, Send } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { INVOICE_NOTE_MAX, PAYMENT_REFERENCE_MAX } from "../../../core/admin/resources/invoices.ts";
import { formatCalendarDate, formatHoustonDateTime } from "../../../core/format/dates.ts";
import { formatCents } from "../../../core/money/cents.ts";
import { ACTIONS_WITH_REASON, INVOICE_ACTION_LABELS, INVOICE_STATUS_LABELS, type InvoiceAction } from "../../../core/money/invoice-actions.ts";
import type { InvoiceStatus } from "../../../core/money/invoice-rules.ts";
import type { EditRecord } from "../../../db/queries/admin/resource-store.ts";
import { Button } from "../ui/button.tsx";
import { inputClass } from "./form-styles.ts";
import { TextField } from "./workspace-fields.tsx";

interface InvoiceFacts {
  number: string;
  status: InvoiceStatus;
  clientId: number;
  communityName: string;
  residentName: string;
  unit: string | null;
  moveIn: string;
  rent: number;
  amountCents: number;
  paidCents: number;
  openCents: number;
  explanation: string;
  payTermsDays: number;
  invoiceDate: string | null;
  dueDate: string | null;
  sentAt: string | null;
  firstReminderAt: string | null;
  secondReminderAt: string | null;
  statusNote: string | null;
  createdBy: string | null;
  actions: InvoiceAction[];
}

interface PaymentRow {
  id: number;
  receivedOn: string;
  amountCents: number;
  reference: string | null;
}

const panel = "rounded-lg border border-slate-200 bg-white p-4 text-sm";

export function InvoiceWorkspace({ record, errors }: { record: EditRecord; errors: Record<string, string> }) {
  const invoice = record.extra?.invoice as InvoiceFacts;
  const payments = (record.extra?.payments ?? []) as PaymentRow[];
  const values = record.values as { billToName: string | null; billToEmail: string | null };
  const id = useId();
  const reasonActions = invoice.actions.filter((action) => ACTIONS_WITH_REASON.includes(action));
  const plainActions = invoice.actions.filter((action) => action !== "send" && !ACTIONS_WITH_REASON.includes(action));

  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <section aria-labelledby={`${id}-doc`} className={panel}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`${id}-doc`} className="text-base font-semibold">
            Invoice {invoice.number} <span className="ml-1 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">{INVOICE_STATUS_LABELS[invoice.status]}</span>
          </h2>
          <a href={`/admin/invoices/${record.id}/pdf`} className="inline-flex items-center gap-1 font-medium text-brand-700 underline" data-testid="invoice-pdf-link">
            <FileText aria-hidden="true" className="size-4" />
            The PDF
          </a>
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-semibold" data-testid="invoice-amount">
            {formatCents(invoice.amountCents)}
          </dd>
          <dt className="text-slate-600">Basis</dt>
          <dd>{invoice.explanation}</dd>
          <dt className="text-slate-600">Paid</dt>
          <dd>{formatCents(invoice.paidCents)}</dd>
          <dt className="text-slate-600">Open</dt>
          <dd data-testid="invoice-open">{formatCents(invoice.openCents)}</dd>
          <dt className="text-slate-600">Resident</dt>
          <dd>
            <Link to={`/admin/clients/${invoice.clientId}`} className="text-brand-700 underline">
              {invoice.residentName}
            </Link>
          </dd>
          <dt className="text-slate-600">Lease</dt>
          <dd>
            {invoice.communityName}
            {invoice.unit ? `, unit ${invoice.unit}` : ""}: ${invoice.rent.toLocaleString("en-US")}/month from {formatCalendarDate(invoice.moveIn)} (as the property verified it)
          </dd>
          <dt className="text-slate-600">Dates</dt>
          <dd>
            {invoice.invoiceDate && invoice.dueDate
              ? `Sent ${formatCalendarDate(invoice.invoiceDate)}, due ${formatCalendarDate(invoice.dueDate)} (net ${invoice.payTermsDays} days)`
              : `A draft: dated the day it is sent, due ${invoice.payTermsDays} days after`}
          </dd>
          {invoice.firstReminderAt || invoice.secondReminderAt ? (
            <>
              <dt className="text-slate-600">Reminders</dt>
              <dd>
                {[invoice.firstReminderAt ? `first ${formatHoustonDateTime(invoice.firstReminderAt)}` : null, invoice.secondReminderAt ? `second ${formatHoustonDateTime(invoice.secondReminderAt)}` : null]
                  .filter(Boolean)
                  .join(", ")}
              </dd>
            </>
          ) : null}
          {invoice.statusNote ? (
            <>
              <dt className="text-slate-600">Why</dt>
              <dd>{invoice.statusNote}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby={`${id}-next`} className={panel}>
        <h2 id={`${id}-next`} className="text-base font-semibold">
          Next
        </h2>
        {invoice.actions.includes("send") ? (
          <Form method="post" className="mt-2">
            <input type="hidden" name="version" value={record.version} />
            <p className="text-slate-700">
              {values.billToEmail
                ? `It goes to ${values.billToEmail} with the PDF attached, dated today and due in ${invoice.payTermsDays} days. Reminders follow 31 and 61 days after while money is owed.`
                : "Enter the property's e-mail address below and save it first."}
            </p>
            <Button type="submit" name="intent" value="send" size="sm" className="mt-2" disabled={!values.billToEmail}>
              <Send aria-hidden="true" className="size-4" />
              {INVOICE_ACTION_LABELS.send}
            </Button>
          </Form>
        ) : null}
        {plainActions.length ? (
          <Form method="post" className="mt-2 flex flex-wrap gap-2">
            <input type="hidden" name="version" value={record.version} />
            <input type="hidden" name="intent" value="status" />
            {plainActions.map((action) => (
              <Button key={action} type="submit" name="action" value={action} size="sm" variant="outline">
                {INVOICE_ACTION_LABELS[action]}
              </Button>
            ))}
          </Form>
        ) : null}
        {reasonActions.length ? (
          <Form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="version" value={record.version} />
            <input type="hidden" name="intent" value="status" />
            <label htmlFor={`${id}-reason`} className="block font-medium">
              Why (for a dispute or a write-off)
            </label>
            <textarea
              id={`${id}-reason`}
              name="reason"
              rows={2}
              maxLength={INVOICE_NOTE_MAX}
              className={inputClass}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            />
            {errors.reason ? (
              <p id={`${id}-reason-error`} className="text-red-700">
                {errors.reason}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {reasonActions.map((action) => (
                <Button key={action} type="submit" name="action" value={action} size="sm" variant="outline">
                  {INVOICE_ACTION_LABELS[action]}
                </Button>
              ))}
            </div>
          </Form>
        ) : null}
        {!invoice.actions.length ? <p className="mt-2 text-slate-700">Paid in full: nothing more to do.</p> : null}
      </section>

      <section aria-labelledby={`${id}-payments`} className={`${panel} lg:col-span-2`}>
        <h2 id={`${id}-payments`} className="text-base font-semibold">
          Payments
        </h2>
        {payments.length ? (
          <ul className="mt-2 space-y-1" data-testid="invoice-payments">
            {payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {formatCents(payment.amountCents)} received {formatCalendarDate(payment.receivedOn)}
                  {payment.reference ? ` (${payment.reference})` : ""}
                </span>
                <Form method="post">
                  <input type="hidden" name="version" value={record.version} />
                  <input type="hidden" name="paymentId" value={payment.id} />
                  <Button type="submit" name="intent" value="remove-payment" size="sm" variant="ghost">
                    Remove<span className="sr-only"> the payment of {formatCents(payment.amountCents)}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-700">No payment recorded.</p>
        )}
        {errors.payment ? <p className="mt-1 text-red-700">{errors.payment}</p> : null}
        {invoice.status !== "draft" && invoice.openCents > 0 ? (
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-3">
            <input type="hidden" name="version" value={record.version} />
            <div>
              <TextField id={`${id}-on`} name="receivedOn" label="Received on" type="date" error={errors.receivedOn} />
            </div>
            <div>
              <TextField id={`${id}-amount`} name="amount" label="Amount ($)" inputMode="decimal" error={errors.amount} />
            </div>
            <div>
              <TextField id={`${id}-ref`} name="reference" label="Check or transfer number (optional)" maxLength={PAYMENT_REFERENCE_MAX} error={errors.reference} />
            </div>
            <div className="sm:col-span-3">
              <Button type="submit" name="intent" value="payment" size="sm">
                Record the payment
              </Button>
            </div>
          </Form>
        ) : null}
      </section>
    </div>
  );
}

