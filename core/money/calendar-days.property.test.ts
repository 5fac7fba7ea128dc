/** Calendar days on random dates (fast-check): addDays and daysBetween agree with the clock and undo each other. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./calendar-days.ts";
import { dateOracle, daysOracle } from "./test-oracles.ts";

const day = fc.integer({ min: -20_000, max: 40_000 });
const span = fc.integer({ min: -5_000, max: 5_000 });

describe("addDays and daysBetween", () => {
  it("agree with the clock and undo each other", () => {
    fc.assert(
      fc.property(day, span, (start, days) => {
        const from = dateOracle(start);
        const to = addDays(from, days);
        expect(to).toBe(dateOracle(start + days));
        expect(daysBetween(from, to)).toBe(days);
        expect(daysBetween(from, to)).toBe(daysOracle(from, to));
        expect(addDays(to, -days)).toBe(from);
      }),
    );
  });
});
