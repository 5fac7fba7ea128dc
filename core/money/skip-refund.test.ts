import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-days.ts";
import { skipRefund, skippedWithinWindow } from "./skip-refund.ts";

const moveIn = "2026-07-01";
const afterDays = (days: number) => addDays(moveIn, days);
const refundAfter = (days: number, feeCents = 165_000, refundDays?: number) => skipRefund({ feeCents, moveIn, moveOut: afterDays(days), refundDays }).refundCents;

describe("skipRefund", () => {
  it("refunds the unlived share of 90 days: 89, 90 and 91 days lived", () => {
    expect(refundAfter(89)).toBe(1_833); // 165000 / 90 = 1833.33
    expect(refundAfter(90)).toBe(0);
    expect(refundAfter(91)).toBe(0);
  });

  it("refunds the whole fee when the client left on or before the move-in, and nearly all after one day", () => {
    expect(refundAfter(0)).toBe(165_000);
    expect(refundAfter(-3)).toBe(165_000);
    expect(refundAfter(1)).toBe(163_167); // 165000 * 89 / 90 = 163166.67
  });

  it("rounds half a cent up (half of an odd fee)", () => {
    expect(refundAfter(45, 165_001)).toBe(82_501); // 82500.5
    expect(refundAfter(45, 1)).toBe(1); // 0.5
    expect(refundAfter(60, 1)).toBe(0); // 0.33
  });

  it("explains the refund", () => {
    expect(skipRefund({ feeCents: 165_000, moveIn, moveOut: afterDays(45) })).toEqual({
      refundCents: 82_500,
      daysLived: 45,
      explanation: "The client lived 45 of 90 days: $825.00 of the $1,650.00 fee is refunded (45/90).",
    });
    expect(skipRefund({ feeCents: 165_000, moveIn, moveOut: afterDays(91) }).explanation).toBe("The client lived 91 days, not less than the 90-day window: no refund.");
    expect(skipRefund({ feeCents: 165_000, moveIn, moveOut: moveIn }).explanation).toBe(
      "The client left on or before the move-in date: the whole fee ($1,650.00) is refunded.",
    );
  });

  it("follows the property's own window", () => {
    expect(refundAfter(29, 30_000, 30)).toBe(1_000);
    expect(refundAfter(30, 30_000, 30)).toBe(0);
    expect(refundAfter(119, 120_000, 120)).toBe(1_000);
    expect(refundAfter(0, 165_000, 0)).toBe(0);
    expect(refundAfter(-5, 165_000, 0)).toBe(0);
  });

  it("throws on a bad fee, window or date", () => {
    expect(() => refundAfter(10, -1)).toThrow(/feeCents/);
    expect(() => refundAfter(10, 100.5)).toThrow(/feeCents/);
    expect(() => refundAfter(10, 100, 366)).toThrow(/refundDays/);
    expect(() => refundAfter(10, 100, -1)).toThrow(/refundDays/);
    expect(() => skipRefund({ feeCents: 100, moveIn: "2026-02-29", moveOut: moveIn })).toThrow(/calendar date/);
  });
});

describe("skippedWithinWindow", () => {
  it("counts a move-out before the window's last day: 89 yes, 90 and 91 no", () => {
    expect(skippedWithinWindow({ moveIn, moveOut: afterDays(89) })).toBe(true);
    expect(skippedWithinWindow({ moveIn, moveOut: afterDays(90) })).toBe(false);
    expect(skippedWithinWindow({ moveIn, moveOut: afterDays(91) })).toBe(false);
    expect(skippedWithinWindow({ moveIn, moveOut: afterDays(0), refundDays: 0 })).toBe(false);
  });
});
