/**
 * The cents arithmetic on random amounts (fast-check): the one rounding rule agrees with an independent BigInt
 * formula, percentOf with a decimal-digit oracle; results are integers within bounds; percentOf is monotonic in
 * both arguments; what formatCents writes, parseMoneyInput reads back.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_BASIS_POINTS, MAX_CENTS, dollarsToCents, formatCents, isCents, parseMoneyInput, percentOf, roundHalfUpToCent } from "./cents.ts";
import { halfUpOracle, percentOracle } from "./test-oracles.ts";

const cents = fc.integer({ min: 0, max: MAX_CENTS });
const basisPoints = fc.integer({ min: 0, max: MAX_BASIS_POINTS });
/** Amounts for which any rate up to 200% stays within the bound. */
const halfBoundCents = fc.integer({ min: 0, max: MAX_CENTS / 2 });

describe("roundHalfUpToCent", () => {
  it("equals floor((2n + d) / 2d) when the result is within bounds, and throws otherwise", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 7n }), (n, d) => {
        const expected = halfUpOracle(n, d);
        if (expected > BigInt(MAX_CENTS)) expect(() => roundHalfUpToCent(n, d)).toThrow(/over the bound/);
        else expect(roundHalfUpToCent(n, d)).toBe(Number(expected));
      }),
    );
  });

  it("is within half a cent of the exact quotient", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), fc.integer({ min: 1, max: 1_000_000 }), (units, d) => {
        const rounded = BigInt(roundHalfUpToCent(units, d));
        const error = 2n * (rounded * BigInt(d) - BigInt(units)); // 2 x (rounded - exact) x d
        expect(error > -BigInt(d) && error <= BigInt(d)).toBe(true);
      }),
    );
  });
});

describe("percentOf", () => {
  it("agrees with the decimal-digit oracle and is a bounded integer", () => {
    fc.assert(
      fc.property(halfBoundCents, basisPoints, (amount, rate) => {
        const result = percentOf(amount, rate);
        expect(isCents(result)).toBe(true);
        expect(result).toBe(percentOracle(amount, rate));
      }),
    );
  });

  it("never returns a non-integer or out-of-bounds value: it throws instead", () => {
    fc.assert(
      fc.property(cents, basisPoints, (amount, rate) => {
        const expected = percentOracle(amount, rate);
        if (expected > MAX_CENTS) expect(() => percentOf(amount, rate)).toThrow();
        else expect(isCents(percentOf(amount, rate))).toBe(true);
      }),
    );
  });

  it("is monotonic in the amount and in the rate", () => {
    fc.assert(
      fc.property(halfBoundCents, halfBoundCents, basisPoints, basisPoints, (a, b, r, s) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const [slow, fast] = r <= s ? [r, s] : [s, r];
        expect(percentOf(low, slow)).toBeLessThanOrEqual(percentOf(high, slow));
        expect(percentOf(low, slow)).toBeLessThanOrEqual(percentOf(low, fast));
      }),
    );
  });

  it("on whole-dollar rents: 100% is the rent, and 50% is exact", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), (dollars) => {
        expect(percentOf(dollarsToCents(dollars), 10_000)).toBe(dollars * 100);
        expect(percentOf(dollarsToCents(dollars), 5_000)).toBe(dollars * 50);
      }),
    );
  });
});

describe("formatCents and parseMoneyInput", () => {
  it("read back what they write", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(parseMoneyInput(formatCents(amount))).toEqual({ ok: true, cents: amount });
      }),
    );
  });

  it("read dollars and cents however they are typed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom("two", "one", "none"),
        (dollars, hundredths, sign, grouped, decimals) => {
          const whole = grouped ? dollars.toLocaleString("en-US") : String(dollars);
          const shown = decimals === "one" ? hundredths - (hundredths % 10) : decimals === "none" ? 0 : hundredths;
          const fraction = decimals === "two" ? `.${String(shown).padStart(2, "0")}` : decimals === "one" ? `.${shown / 10}` : "";
          expect(parseMoneyInput(`${sign ? "$" : ""}${whole}${fraction}`)).toEqual({ ok: true, cents: dollars * 100 + shown });
        },
      ),
    );
  });

  it("never give a non-integer or out-of-bounds amount, whatever the text", () => {
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom("0", "1", "9", ",", ".", "$", "-", " ", "e", "(", ")"), maxLength: 16 }),
      fc.string({ maxLength: 16 }),
    );
    fc.assert(
      fc.property(text, (typed) => {
        const parsed = parseMoneyInput(typed);
        if (parsed.ok) expect(isCents(parsed.cents)).toBe(true);
        else expect(parsed.message.length).toBeGreaterThan(0);
      }),
    );
  });
});
