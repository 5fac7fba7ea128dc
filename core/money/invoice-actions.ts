/**
 * What a locator may do with an invoice in each status (issue 28, decision 037), besides recording payments (whose
 * status is invoiceStatusAfterPayments' in invoice-rules.ts):
 *
 *   send             draft -> sent (dated today, due after the pay terms)
 *   confirm-receipt  sent -> receipt confirmed (the property says it has the invoice)
 *   dispute          sent | receipt confirmed | partly paid -> disputed (with the property's reason)
 *   write-off        sent | receipt confirmed | partly paid | disputed -> written off (with the reason)
 *   reopen           disputed | written off -> what its payments make it (sent or partly paid)
 *
 * Paid is reached only by payments; a draft is the only invoice that may be deleted.
 */
import { type InvoiceStatus, invoiceStatusAfterPayments } from "./invoice-rules.ts";
import type { Cents } from "./cents.ts";

export const INVOICE_ACTIONS = ["send", "confirm-receipt", "dispute", "write-off", "reopen"] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  "receipt-confirmed": "Receipt confirmed",
  paid: "Paid",
  "partly-paid": "Partly paid",
  disputed: "Disputed",
  "written-off": "Written off",
};

export const INVOICE_ACTION_LABELS: Record<InvoiceAction, string> = {
  send: "Send to the property",
  "confirm-receipt": "Receipt confirmed",
  dispute: "Mark disputed",
  "write-off": "Write off",
  reopen: "Reopen",
};

/** Actions that need a reason in words (kept on the invoice and in its history). */
export const ACTIONS_WITH_REASON: readonly InvoiceAction[] = ["dispute", "write-off"];

const FROM: Record<InvoiceAction, readonly InvoiceStatus[]> = {
  send: ["draft"],
  "confirm-receipt": ["sent"],
  dispute: ["sent", "receipt-confirmed", "partly-paid"],
  "write-off": ["sent", "receipt-confirmed", "partly-paid", "disputed"],
  reopen: ["disputed", "written-off"],
};

export function isInvoiceAction(value: unknown): value is InvoiceAction {
  return typeof value === "string" && (INVOICE_ACTIONS as readonly string[]).includes(value);
}

/** The actions an invoice in `status` offers. */
export function invoiceActionsFor(status: InvoiceStatus): InvoiceAction[] {
  return INVOICE_ACTIONS.filter((action) => FROM[action].includes(status));
}

export type InvoiceActionOutcome = { ok: true; status: InvoiceStatus } | { ok: false; message: string };

/** The status after `action`, or why it is refused. `paymentsCents` decides where a reopened invoice goes. */
export function invoiceStatusAfterAction(
  status: InvoiceStatus,
  action: InvoiceAction,
  { amountCents, paymentsCents }: { amountCents: Cents; paymentsCents: readonly Cents[] },
): InvoiceActionOutcome {
  if (!FROM[action].includes(status)) {
    return { ok: false, message: `An invoice that is ${INVOICE_STATUS_LABELS[status].toLowerCase()} can't be marked "${INVOICE_ACTION_LABELS[action].toLowerCase()}".` };
  }
  switch (action) {
    case "send":
      return { ok: true, status: "sent" };
    case "confirm-receipt":
      return { ok: true, status: "receipt-confirmed" };
    case "dispute":
      return { ok: true, status: "disputed" };
    case "write-off":
      return { ok: true, status: "written-off" };
    case "reopen": {
      // What the payments make of a sent invoice: none -> sent, some -> partly paid, all -> paid.
      const outcome = invoiceStatusAfterPayments({ status: "sent", amountCents, paymentsCents });
      return outcome.ok ? { ok: true, status: outcome.status } : { ok: false, message: outcome.message };
    }
  }
}
