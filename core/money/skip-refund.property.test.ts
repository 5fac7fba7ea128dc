/**
 * Skip refunds on random fees and stays (fast-check): always between 0 and the fee, never more for a longer
 * stay, and equal to fee x (window - days lived) / window rounded half up, computed here in BigInt.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CENTS } from "./cents.ts";
import { skipRefund } from "./skip-refund.ts";
import { dateOracle, halfUpOracle } from "./test-oracles.ts";

const fee = fc.integer({ min: 0, max: MAX_CENTS });
const window = fc.integer({ min: 1, max: 365 });
const lived = fc.integer({ min: -30, max: 400 });
const moveInDay = fc.integer({ min: 0, max: 3_000 });

function refund(feeCents: number, refundDays: number, start: number, daysLived: number): number {
  return skipRefund({ feeCents, moveIn: dateOracle(start), moveOut: dateOracle(start + daysLived), refundDays }).refundCents;
}

describe("skipRefund", () => {
  it("is an integer between 0 and the fee", () => {
    fc.assert(
      fc.property(fee, window, moveInDay, lived, (feeCents, refundDays, start, daysLived) => {
        const cents = refund(feeCents, refundDays, start, daysLived);
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
        expect(cents).toBeLessThanOrEqual(feeCents);
      }),
    );
  });

  it("never increases with the days lived", () => {
    fc.assert(
      fc.property(fee, window, moveInDay, lived, lived, (feeCents, refundDays, start, a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(refund(feeCents, refundDays, start, longer)).toBeLessThanOrEqual(refund(feeCents, refundDays, start, shorter));
      }),
    );
  });

  it("equals the prorated fee rounded half up, computed apart", () => {
    fc.assert(
      fc.property(fee, window, moveInDay, lived, (feeCents, refundDays, start, daysLived) => {
        const unlived = Math.min(refundDays, Math.max(0, refundDays - daysLived));
        const expected = Number(halfUpOracle(BigInt(feeCents) * BigInt(unlived), BigInt(refundDays)));
        expect(refund(feeCents, refundDays, start, daysLived)).toBe(expected);
      }),
    );
  });
});
