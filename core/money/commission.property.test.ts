/**
 * Expected commissions on random terms and leases (fast-check): when due, an integer of cents within bounds,
 * equal to the rate applied to the rent (by decimal digits, computed here) or the flat fee; never due on a lease
 * under the minimum; more rent never earns less.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CENTS, isCents } from "./cents.ts";
import { MAX_RENT_DOLLARS, expectedCommission } from "./commission.ts";
import type { CommissionRate } from "./locator-terms.ts";
import { percentOracle } from "./test-oracles.ts";
import { terms } from "./test-fixtures.ts";

const rate: fc.Arbitrary<CommissionRate> = fc.oneof(
  fc.integer({ min: 1, max: 20_000 }).map((percentBasisPoints) => ({ basis: "percent" as const, percentBasisPoints })),
  fc.integer({ min: 1, max: MAX_CENTS }).map((flatCents) => ({ basis: "flat" as const, flatCents })),
);
const rent = fc.integer({ min: 1, max: MAX_RENT_DOLLARS });

describe("expectedCommission", () => {
  it("is a bounded integer equal to the rate on the rent when due, and never due under the minimum", () => {
    fc.assert(
      fc.property(rate, rent, fc.integer({ min: 1, max: 24 }), fc.option(fc.integer({ min: 1, max: 60 })), (commission, rentDollars, minimumLeaseMonths, leaseMonths) => {
        const result = expectedCommission({
          terms: terms({ commission, minimumLeaseMonths }),
          lease: { rentDollars, bedrooms: 1, leaseMonths, moveIn: "2026-07-01", renewal: false },
        });
        const short = leaseMonths !== null && leaseMonths < minimumLeaseMonths;
        expect(result.due).toBe(!short);
        if (!result.due) return;
        expect(isCents(result.amountCents)).toBe(true);
        expect(result.amountCents).toBe(commission.basis === "flat" ? commission.flatCents : percentOracle(rentDollars * 100, commission.percentBasisPoints));
      }),
    );
  });

  it("never earns less on a higher rent", () => {
    fc.assert(
      fc.property(rate, rent, rent, (commission, a, b) => {
        const earn = (rentDollars: number) => {
          const result = expectedCommission({ terms: terms({ commission }), lease: { rentDollars, bedrooms: 2, leaseMonths: 12, moveIn: "2026-07-01", renewal: false } });
          return result.due ? result.amountCents : Number.NaN;
        };
        expect(earn(Math.min(a, b))).toBeLessThanOrEqual(earn(Math.max(a, b)));
      }),
    );
  });
});
