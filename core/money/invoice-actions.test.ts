import { describe, expect, it } from "vitest";
import { INVOICE_ACTIONS, invoiceActionsFor, invoiceStatusAfterAction, isInvoiceAction } from "./invoice-actions.ts";
import { INVOICE_STATUSES, type InvoiceStatus } from "./invoice-rules.ts";

const money = { amountCents: 100_000, paymentsCents: [] as number[] };

describe("invoice actions", () => {
  // The whole table, written out: which action each status offers.
  const offered: Record<InvoiceStatus, string[]> = {
    draft: ["send"],
    sent: ["confirm-receipt", "dispute", "write-off"],
    "receipt-confirmed": ["dispute", "write-off"],
    paid: [],
    "partly-paid": ["dispute", "write-off"],
    disputed: ["write-off", "reopen"],
    "written-off": ["reopen"],
  };
  it.each(INVOICE_STATUSES)("%s offers exactly its actions, and refuses the others with a message", (status) => {
    expect(invoiceActionsFor(status)).toEqual(offered[status]);
    for (const action of INVOICE_ACTIONS) {
      const outcome = invoiceStatusAfterAction(status, action, money);
      expect(outcome.ok, `${status} ${action}`).toBe(offered[status].includes(action));
      if (!outcome.ok) expect(outcome.message).toMatch(/can't be marked/);
    }
  });

  it("moves to the status each action names", () => {
    expect(invoiceStatusAfterAction("draft", "send", money)).toEqual({ ok: true, status: "sent" });
    expect(invoiceStatusAfterAction("sent", "confirm-receipt", money)).toEqual({ ok: true, status: "receipt-confirmed" });
    expect(invoiceStatusAfterAction("partly-paid", "dispute", money)).toEqual({ ok: true, status: "disputed" });
    expect(invoiceStatusAfterAction("disputed", "write-off", money)).toEqual({ ok: true, status: "written-off" });
  });

  it("reopens to what the payments make it: none sent, some partly paid, all paid", () => {
    expect(invoiceStatusAfterAction("written-off", "reopen", { amountCents: 1000, paymentsCents: [] })).toEqual({ ok: true, status: "sent" });
    expect(invoiceStatusAfterAction("disputed", "reopen", { amountCents: 1000, paymentsCents: [999] })).toEqual({ ok: true, status: "partly-paid" });
    expect(invoiceStatusAfterAction("disputed", "reopen", { amountCents: 1000, paymentsCents: [400, 600] })).toEqual({ ok: true, status: "paid" });
  });

  it("knows its actions' names", () => {
    expect(isInvoiceAction("send")).toBe(true);
    expect(isInvoiceAction("pay")).toBe(false);
    expect(isInvoiceAction(undefined)).toBe(false);
  });
});
