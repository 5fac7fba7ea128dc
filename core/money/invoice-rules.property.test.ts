/**
 * Invoices on random terms, rents and payments (fast-check): the amount never exceeds what the verified rent
 * earns (computed here by decimal digits) nor the property's confirmed amount; payments give "paid" exactly at
 * the amount and are refused above it; the aging buckets' amounts add up to the total open, which is the sum of
 * the open invoices' balances; the buckets follow the days since sending, counted by the clock.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CENTS } from "./cents.ts";
import { AGING_BUCKETS, type AgedInvoice, INVOICE_STATUSES, agingBucket, agingReport, invoiceAmount, invoiceStatusAfterPayments } from "./invoice-rules.ts";
import { dateOracle, percentOracle } from "./test-oracles.ts";
import { terms } from "./test-fixtures.ts";

const rentDollars = fc.integer({ min: 1, max: 500_000 });
const rate = fc.integer({ min: 1, max: 20_000 });

describe("invoiceAmount", () => {
  it("is never above the amount from the verified rent, nor above the confirmed amount", () => {
    fc.assert(
      fc.property(rentDollars, rate, fc.integer({ min: 0, max: MAX_CENTS }), fc.option(fc.integer({ min: 1, max: MAX_CENTS })), (rent, bp, expectedCents, confirmed) => {
        const result = invoiceAmount({
          terms: terms({ commission: { basis: "percent", percentBasisPoints: bp } }),
          bedrooms: 1,
          verifiedRentDollars: rent,
          expectedCents,
          confirmedCents: confirmed,
        });
        const fromVerifiedRent = percentOracle(rent * 100, bp);
        expect(result.fromVerifiedRentCents).toBe(fromVerifiedRent);
        expect(result.amountCents).toBeLessThanOrEqual(fromVerifiedRent);
        if (confirmed !== null) expect(result.amountCents).toBeLessThanOrEqual(confirmed);
        expect(result.amountCents).toBe(Math.min(fromVerifiedRent, confirmed ?? Infinity));
        expect(result.differenceCents).toBe(result.amountCents - expectedCents);
      }),
    );
  });
});

describe("invoiceStatusAfterPayments", () => {
  it("is paid exactly at the amount, partly paid below it, refused above it", () => {
    const openStatus = fc.constantFrom(...INVOICE_STATUSES.filter((status) => status !== "draft"));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), fc.array(fc.integer({ min: 1, max: MAX_CENTS / 4 }), { maxLength: 6 }), openStatus, (amountCents, paymentsCents, status) => {
        const total = paymentsCents.reduce((sum, cents) => sum + cents, 0);
        const outcome = invoiceStatusAfterPayments({ status, amountCents, paymentsCents });
        if (total > amountCents) {
          expect(outcome.ok).toBe(false);
          return;
        }
        expect(outcome).toMatchObject({ ok: true, paidCents: total, openCents: amountCents - total });
        if (!outcome.ok) return;
        if (total === amountCents) expect(outcome.status).toBe("paid");
        else if (total > 0) expect(outcome.status).toBe(status === "disputed" || status === "written-off" ? status : "partly-paid");
        else expect(outcome.status).not.toBe("paid");
      }),
    );
  });
});

describe("agingBucket and agingReport", () => {
  it("buckets by whole days since sending: 0-30, 31-60, 61-90, more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 400 }), (sentDay, age) => {
        const expected = age <= 30 ? "0-30" : age <= 60 ? "31-60" : age <= 90 ? "61-90" : "90+";
        expect(agingBucket(dateOracle(sentDay), dateOracle(sentDay + age))).toBe(expected);
      }),
    );
  });

  it("adds the buckets' amounts up to the total open, the sum of the open invoices' balances", () => {
    const invoice = fc
      .record({
        status: fc.constantFrom(...INVOICE_STATUSES),
        age: fc.integer({ min: 0, max: 400 }),
        amountCents: fc.integer({ min: 0, max: MAX_CENTS }),
        paidShare: fc.integer({ min: 0, max: 100 }),
      })
      .map(({ status, age, amountCents, paidShare }) => ({ status, age, amountCents, paidCents: Math.floor((amountCents * paidShare) / 100) }));
    fc.assert(
      fc.property(fc.array(invoice, { maxLength: 30 }), (drawn) => {
        const today = "2027-06-30";
        const invoices: AgedInvoice[] = drawn.map(({ age, ...rest }) => ({ ...rest, sentDate: rest.status === "draft" ? null : dateOracle(-age, today) }));
        const report = agingReport(invoices, today);
        const open = drawn.filter((row) => ["sent", "receipt-confirmed", "partly-paid", "disputed"].includes(row.status) && row.paidCents < row.amountCents);
        const bucketSum = AGING_BUCKETS.reduce((sum, bucket) => sum + report.buckets[bucket].openCents, 0);
        expect(bucketSum).toBe(report.totalOpenCents);
        expect(report.totalOpenCents).toBe(open.reduce((sum, row) => sum + row.amountCents - row.paidCents, 0));
        expect(AGING_BUCKETS.reduce((sum, bucket) => sum + report.buckets[bucket].count, 0)).toBe(open.length);
        expect(report.buckets["90+"].count).toBe(open.filter((row) => row.age > 90).length);
      }),
    );
  });
});
