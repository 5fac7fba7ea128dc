import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-days.ts";
import { type AgedInvoice, agingBucket, agingReport, dueDate, invoiceAmount, invoiceStatusAfterPayments, mayInvoice, reminderDates } from "./invoice-rules.ts";
import { terms } from "./test-fixtures.ts";

describe("mayInvoice", () => {
  it("waits for the property to verify the lease", () => {
    expect(mayInvoice({ verified: false, moveIn: "2026-07-01", today: "2026-08-01" })).toEqual({
      may: false,
      reason: "The property has not verified the lease yet: invoice once it confirms the move-in.",
    });
    expect(mayInvoice({ verified: false, moveIn: "2026-07-01", today: "2026-06-01" })).toMatchObject({ reason: expect.stringMatching(/not verified/) });
  });

  it("waits until the move-in date has passed: not on the day, from the day after", () => {
    expect(mayInvoice({ verified: true, moveIn: "2026-07-01", today: "2026-06-30" }).may).toBe(false);
    expect(mayInvoice({ verified: true, moveIn: "2026-07-01", today: "2026-07-01" })).toEqual({
      may: false,
      reason: "The move-in date (Jul 1, 2026) has not passed yet: invoice from Jul 2, 2026.",
    });
    expect(mayInvoice({ verified: true, moveIn: "2026-07-01", today: "2026-07-02" })).toEqual({ may: true });
  });

  it("throws on dates that are not real", () => {
    expect(() => mayInvoice({ verified: true, moveIn: "2026-07-32", today: "2026-08-01" })).toThrow(/moveIn/);
    expect(() => mayInvoice({ verified: true, moveIn: "2026-07-01", today: "" })).toThrow(/today/);
  });
});

describe("invoiceAmount", () => {
  const base = { terms: terms(), bedrooms: 1, expectedCents: 165_000 };

  it("invoices what the verified rent earns and says how far it is from the expected amount", () => {
    expect(invoiceAmount({ ...base, verifiedRentDollars: 1_600 })).toEqual({
      amountCents: 160_000,
      fromVerifiedRentCents: 160_000,
      expectedCents: 165_000,
      differenceCents: -5_000,
      explanation: "$1,600.00: 100% of one month's rent ($1,600.00). That is $50.00 less than the $1,650.00 expected.",
      // The property's line leaves the comparison out.
      line: "Locator commission: 100% of one month's rent ($1,600.00)",
    });
    expect(invoiceAmount({ ...base, verifiedRentDollars: 1_700 })).toMatchObject({
      amountCents: 170_000,
      differenceCents: 5_000,
      explanation: "$1,700.00: 100% of one month's rent ($1,700.00). That is $50.00 more than the $1,650.00 expected.",
    });
    expect(invoiceAmount({ ...base, verifiedRentDollars: 1_650 })).toMatchObject({
      amountCents: 165_000,
      differenceCents: 0,
      explanation: "$1,650.00: 100% of one month's rent ($1,650.00).",
    });
  });

  it("is never above the amount from the verified rent, nor above the property's confirmed amount", () => {
    expect(invoiceAmount({ ...base, verifiedRentDollars: 1_650, confirmedCents: 164_999 })).toMatchObject({
      amountCents: 164_999,
      fromVerifiedRentCents: 165_000,
      explanation: expect.stringContaining("capped at the $1,649.99 the property confirmed"),
      line: "Locator commission: 100% of one month's rent ($1,650.00), capped at the $1,649.99 the property confirmed",
    });
    expect(invoiceAmount({ ...base, verifiedRentDollars: 1_650, confirmedCents: 165_000 })).toMatchObject({ amountCents: 165_000 });
    expect(invoiceAmount({ ...base, verifiedRentDollars: 1_650, confirmedCents: 165_001 })).toMatchObject({ amountCents: 165_000 });
    expect(invoiceAmount({ ...base, verifiedRentDollars: 1_650, confirmedCents: null }).explanation).not.toMatch(/capped/);
  });

  it("applies the same rate and rounding as the expected commission (12.5% of $1,001 is $125.13)", () => {
    const eighth = terms({ commission: { basis: "percent", percentBasisPoints: 1_250 } });
    expect(invoiceAmount({ terms: eighth, bedrooms: 1, expectedCents: 12_500, verifiedRentDollars: 1_001 })).toMatchObject({ amountCents: 12_513, differenceCents: 13 });
    const flatStudio = terms({ byBedrooms: { "0": { basis: "flat", flatCents: 30_000 } } });
    expect(invoiceAmount({ terms: flatStudio, bedrooms: 0, expectedCents: 30_000, verifiedRentDollars: 999 })).toMatchObject({
      amountCents: 30_000,
      explanation: "$300.00: a flat fee of $300.00, the studio rate.",
    });
  });

  it("throws when the terms don't pay locators or an amount is out of bounds", () => {
    expect(() => invoiceAmount({ ...base, terms: terms({ paysLocators: false }), verifiedRentDollars: 1_650 })).toThrow(/do not pay locators/);
    expect(() => invoiceAmount({ ...base, verifiedRentDollars: 0 })).toThrow(/invoiceAmount/);
    expect(() => invoiceAmount({ ...base, verifiedRentDollars: 1_650.5 })).toThrow(/invoiceAmount/);
    expect(() => invoiceAmount({ ...base, expectedCents: -1, verifiedRentDollars: 1_650 })).toThrow(/invoiceAmount/);
    expect(() => invoiceAmount({ ...base, confirmedCents: 1.5, verifiedRentDollars: 1_650 })).toThrow(/invoiceAmount/);
    expect(() => invoiceAmount({ ...base, confirmedCents: 0, verifiedRentDollars: 1_650 })).toThrow(/confirmedCents/);
  });
});

describe("dueDate and reminderDates", () => {
  it("is due on the invoice date plus the pay terms", () => {
    expect(dueDate("2026-01-15", 60)).toBe("2026-03-16");
    expect(dueDate("2028-02-01", 30)).toBe("2028-03-02");
    expect(dueDate("2026-07-02", 1)).toBe("2026-07-03");
    expect(dueDate("2026-01-01", 365)).toBe("2027-01-01");
    for (const bad of [0, 366, 30.5]) expect(() => dueDate("2026-01-15", bad)).toThrow(/payTermsDays/);
    expect(() => dueDate("2026-02-30", 30)).toThrow(/invoiceDate/);
  });

  it("reminds 31 and 61 days after the invoice was sent", () => {
    expect(reminderDates("2026-01-01")).toEqual(["2026-02-01", "2026-03-03"]);
    expect(reminderDates("2026-11-30")).toEqual(["2026-12-31", "2027-01-30"]);
    expect(() => reminderDates("2026-1-1")).toThrow(/sentDate/);
  });
});

describe("invoiceStatusAfterPayments", () => {
  const after = (paymentsCents: number[], status: Parameters<typeof invoiceStatusAfterPayments>[0]["status"] = "sent") =>
    invoiceStatusAfterPayments({ status, amountCents: 165_000, paymentsCents });

  it("is paid when the payments reach the amount exactly", () => {
    expect(after([165_000])).toEqual({ ok: true, status: "paid", paidCents: 165_000, openCents: 0 });
    expect(after([100_000, 64_999, 1], "partly-paid")).toEqual({ ok: true, status: "paid", paidCents: 165_000, openCents: 0 });
    expect(after([165_000], "disputed")).toMatchObject({ status: "paid" });
    expect(after([165_000], "written-off")).toMatchObject({ status: "paid" });
  });

  it("is partly paid one cent short", () => {
    expect(after([164_999])).toEqual({ ok: true, status: "partly-paid", paidCents: 164_999, openCents: 1 });
    expect(after([1], "receipt-confirmed")).toMatchObject({ status: "partly-paid", openCents: 164_999 });
  });

  it("refuses a payment one cent over", () => {
    expect(after([165_001])).toEqual({
      ok: false,
      message: "These payments total $1,650.01, $0.01 more than the invoice's $1,650.00: an invoice can't be overpaid; record the extra as a credit or a refund to the property.",
    });
    expect(after([100_000_000, 100_000_000])).toMatchObject({ ok: false, message: expect.stringContaining("more than $1,000,000.00") });
  });

  it("keeps a dispute or a write-off when partly paid", () => {
    expect(after([50_000], "disputed")).toMatchObject({ status: "disputed", openCents: 115_000 });
    expect(after([50_000], "written-off")).toMatchObject({ status: "written-off" });
  });

  it("without payments keeps the status, and sends a paid invoice whose payments were removed back to sent", () => {
    expect(after([])).toMatchObject({ status: "sent", paidCents: 0, openCents: 165_000 });
    expect(after([], "receipt-confirmed")).toMatchObject({ status: "receipt-confirmed" });
    expect(after([], "draft")).toMatchObject({ status: "draft" });
    expect(after([], "paid")).toMatchObject({ status: "sent" });
    expect(after([], "partly-paid")).toMatchObject({ status: "sent" });
  });

  it("refuses a payment on an unsent draft", () => {
    expect(after([1_000], "draft")).toEqual({ ok: false, message: "Send the invoice before recording a payment on it." });
  });

  it("throws on a zero or fractional payment, a zero amount, an unknown status", () => {
    expect(() => after([0])).toThrow(/paymentsCents/);
    expect(() => after([10.5])).toThrow(/paymentsCents/);
    expect(() => invoiceStatusAfterPayments({ status: "sent", amountCents: 0, paymentsCents: [] })).toThrow(/amountCents/);
    expect(() => after([], "lost" as "sent")).toThrow(/status/);
  });
});

describe("agingBucket", () => {
  const sent = "2026-01-01";
  it.each([
    [0, "0-30"],
    [30, "0-30"],
    [31, "31-60"],
    [60, "31-60"],
    [61, "61-90"],
    [90, "61-90"],
    [91, "90+"],
    [400, "90+"],
  ])("%i days after the invoice was sent is %s", (days, bucket) => {
    expect(agingBucket(sent, addDays(sent, days))).toBe(bucket);
  });

  it("throws when the invoice was sent after today", () => {
    expect(() => agingBucket("2026-01-02", "2026-01-01")).toThrow(/after today/);
  });
});

describe("agingReport", () => {
  const today = "2026-06-30";
  const invoices: AgedInvoice[] = [
    { status: "sent", sentDate: "2026-06-30", amountCents: 165_000, paidCents: 0 }, // 0 days
    { status: "partly-paid", sentDate: "2026-05-31", amountCents: 120_000, paidCents: 20_000 }, // 30 days
    { status: "receipt-confirmed", sentDate: "2026-05-30", amountCents: 90_000, paidCents: 0 }, // 31
    { status: "disputed", sentDate: "2026-04-01", amountCents: 50_000, paidCents: 0 }, // 90
    { status: "sent", sentDate: "2026-03-31", amountCents: 30_001, paidCents: 0 }, // 91
    { status: "paid", sentDate: "2026-01-01", amountCents: 70_000, paidCents: 70_000 },
    { status: "written-off", sentDate: "2025-01-01", amountCents: 80_000, paidCents: 0 },
    { status: "draft", sentDate: null, amountCents: 60_000, paidCents: 0 },
  ];

  it("buckets each open balance by days since it was sent, and the buckets add up to the total", () => {
    expect(agingReport(invoices, today)).toEqual({
      buckets: {
        "0-30": { count: 2, openCents: 265_000 },
        "31-60": { count: 1, openCents: 90_000 },
        "61-90": { count: 1, openCents: 50_000 },
        "90+": { count: 1, openCents: 30_001 },
      },
      totalOpenCents: 435_001,
    });
  });

  it("is empty with nothing open", () => {
    expect(agingReport([], today).totalOpenCents).toBe(0);
    expect(agingReport([], today).buckets["90+"]).toEqual({ count: 0, openCents: 0 });
  });

  it("throws on an invoice paid beyond its amount or sent without a date", () => {
    expect(() => agingReport([{ status: "sent", sentDate: today, amountCents: 1, paidCents: 2 }], today)).toThrow(/invoice 0/);
    expect(() => agingReport([{ status: "sent", sentDate: null, amountCents: 1, paidCents: 0 }], today)).toThrow(/sentDate/);
    expect(() => agingReport(invoices, "2026-06-31")).toThrow(/today/);
  });
});
