import { describe, expect, it } from "vitest";
import {
  centsAsDecimal,
  formatTotalCents,
  CentsSchema,
  MAX_CENTS,
  MONEY_INPUT_MESSAGES,
  MoneyInputSchema,
  assertCents,
  dollarsToCents,
  formatBasisPoints,
  formatCents,
  parseMoneyInput,
  percentOf,
  roundHalfUpToCent,
} from "./cents.ts";

describe("CentsSchema and assertCents", () => {
  it("accept integers from 0 to $1,000,000.00 and nothing else", () => {
    for (const ok of [0, 1, MAX_CENTS]) {
      expect(CentsSchema.safeParse(ok).success).toBe(true);
      expect(assertCents(ok, "x")).toBe(ok);
    }
    for (const bad of [-1, MAX_CENTS + 1, 1.5, Number.NaN, Infinity]) {
      expect(CentsSchema.safeParse(bad).success).toBe(false);
      expect(() => assertCents(bad, "the fee")).toThrow(/the fee must be an integer of cents/);
    }
  });
});

describe("dollarsToCents", () => {
  it("turns whole dollars into cents", () => {
    expect(dollarsToCents(1650)).toBe(165_000);
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(1_000_000)).toBe(MAX_CENTS);
  });

  it("refuses fractions, negatives and amounts over the bound", () => {
    for (const bad of [1_000_001, 1650.5, -1, Number.NaN]) expect(() => dollarsToCents(bad)).toThrow(/whole dollars/);
  });
});

describe("roundHalfUpToCent, the one rounding rule", () => {
  it("rounds an exact half cent up, and just under half down", () => {
    expect(roundHalfUpToCent(125_125, 10)).toBe(12_513); // 12512.5
    expect(roundHalfUpToCent(125_124, 10)).toBe(12_512); // 12512.4
    expect(roundHalfUpToCent(125_126, 10)).toBe(12_513); // 12512.6
    expect(roundHalfUpToCent(1, 2)).toBe(1);
    expect(roundHalfUpToCent(1, 3)).toBe(0);
    expect(roundHalfUpToCent(2, 3)).toBe(1);
    expect(roundHalfUpToCent(49_999, 100_000)).toBe(0);
    expect(roundHalfUpToCent(50_000, 100_000)).toBe(1);
  });

  it("keeps exact quotients and zero as they are", () => {
    expect(roundHalfUpToCent(1_650_000, 10)).toBe(165_000);
    expect(roundHalfUpToCent(0, 7)).toBe(0);
  });

  it("takes BigInts beyond the safe integers", () => {
    const trillion = 10n ** 12n;
    expect(roundHalfUpToCent(99_999_999n * trillion + trillion / 2n, trillion)).toBe(MAX_CENTS); // 99,999,999.5
    expect(() => roundHalfUpToCent(100_000_000n * trillion + trillion / 2n, trillion)).toThrow(/over the bound/);
  });

  it("throws on a result over $1,000,000.00, a negative numerator, a zero denominator or a fraction", () => {
    expect(roundHalfUpToCent(MAX_CENTS, 1)).toBe(MAX_CENTS);
    expect(() => roundHalfUpToCent(MAX_CENTS + 1, 1)).toThrow(/over the bound/);
    expect(() => roundHalfUpToCent(2 * MAX_CENTS + 1, 2)).toThrow(/over the bound/); // MAX + 0.5 rounds up past it
    expect(() => roundHalfUpToCent(-1, 2)).toThrow(/>= 0/);
    expect(() => roundHalfUpToCent(1, 0)).toThrow(/> 0/);
    expect(() => roundHalfUpToCent(1.5, 2)).toThrow(/safe integer/);
    expect(() => roundHalfUpToCent(1, 2.5)).toThrow(/safe integer/);
  });
});

describe("percentOf", () => {
  it("rounds half a cent up: 50% of an odd number of cents, 12.5% of $1,001", () => {
    expect(percentOf(1, 5_000)).toBe(1); // 0.5
    expect(percentOf(3, 5_000)).toBe(2); // 1.5
    expect(percentOf(165_001, 5_000)).toBe(82_501); // 82500.5
    expect(percentOf(100_100, 1_250)).toBe(12_513); // 12512.5
    expect(percentOf(100_300, 1_250)).toBe(12_538); // 12537.5
    expect(percentOf(100_000, 1_250)).toBe(12_500);
  });

  it("rounds just under half a cent down (0.01% of $49.99 and $50.00)", () => {
    expect(percentOf(4_999, 1)).toBe(0);
    expect(percentOf(5_000, 1)).toBe(1);
    expect(percentOf(5_001, 1)).toBe(1);
  });

  it("is exact on whole percentages and bounded at 200%", () => {
    expect(percentOf(165_000, 10_000)).toBe(165_000);
    expect(percentOf(165_000, 0)).toBe(0);
    expect(percentOf(MAX_CENTS / 2, 20_000)).toBe(MAX_CENTS);
    expect(() => percentOf(MAX_CENTS / 2 + 1, 20_000)).toThrow(/over the bound/);
  });

  it("throws on a rate out of 0..20000 basis points or not an integer, and on a bad amount", () => {
    for (const bad of [-1, 20_001, 1.5]) expect(() => percentOf(100, bad)).toThrow(/basis points/);
    expect(() => percentOf(-1, 100)).toThrow(/percentOf's amount/);
    expect(() => percentOf(0.5, 100)).toThrow(/percentOf's amount/);
  });
});

describe("formatBasisPoints", () => {
  it("writes basis points as a percent without trailing zeros", () => {
    expect(formatBasisPoints(10_000)).toBe("100%");
    expect(formatBasisPoints(12_500)).toBe("125%");
    expect(formatBasisPoints(1_250)).toBe("12.5%");
    expect(formatBasisPoints(8_755)).toBe("87.55%");
    expect(formatBasisPoints(10)).toBe("0.1%");
    expect(formatBasisPoints(1)).toBe("0.01%");
    expect(formatBasisPoints(0)).toBe("0%");
    expect(() => formatBasisPoints(-1)).toThrow();
  });
});

describe("formatCents", () => {
  it("writes cents as en-US dollars by default", () => {
    expect(formatCents(123_450)).toBe("$1,234.50");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(99)).toBe("$0.99");
    expect(formatCents(MAX_CENTS)).toBe("$1,000,000.00");
    expect(formatCents(-5_000)).toBe("-$50.00");
  });

  it("follows the locale it is given", () => {
    expect(formatCents(123_450, "de-DE").replace(/\s/g, " ")).toBe("1.234,50 $");
  });

  it("throws on a fraction of a cent or beyond the bound", () => {
    expect(() => formatCents(1.5)).toThrow();
    expect(() => formatCents(MAX_CENTS + 1)).toThrow();
    expect(() => formatCents(-MAX_CENTS - 1)).toThrow();
  });
});

describe("parseMoneyInput", () => {
  it.each([
    ["$1,234.5", 123_450],
    ["1234.50", 123_450],
    ["1,234", 123_400],
    ["  $ 12 ", 1_200],
    [".5", 50],
    ["$.05", 5],
    ["0", 0],
    ["007.10", 710],
    ["1,000,000.00", MAX_CENTS],
    ["999,999.99", MAX_CENTS - 1],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ["", MONEY_INPUT_MESSAGES.empty],
    ["   ", MONEY_INPUT_MESSAGES.empty],
    ["-5", MONEY_INPUT_MESSAGES.negative],
    ["$-5", MONEY_INPUT_MESSAGES.negative],
    ["−5", MONEY_INPUT_MESSAGES.negative],
    ["(5.00)", MONEY_INPUT_MESSAGES.negative],
    ["1.234", MONEY_INPUT_MESSAGES.tooManyDecimals],
    ["1234.500", MONEY_INPUT_MESSAGES.tooManyDecimals],
    ["1000000.001", MONEY_INPUT_MESSAGES.tooManyDecimals],
    ["1,000,000.01", MONEY_INPUT_MESSAGES.overBound],
    ["1,234,567", MONEY_INPUT_MESSAGES.overBound],
    ["99999999999999999999999999", MONEY_INPUT_MESSAGES.overBound],
    ["1,23", MONEY_INPUT_MESSAGES.notAnAmount],
    ["12,3456", MONEY_INPUT_MESSAGES.notAnAmount],
    [",123", MONEY_INPUT_MESSAGES.notAnAmount],
    ["1234.", MONEY_INPUT_MESSAGES.notAnAmount],
    [".", MONEY_INPUT_MESSAGES.notAnAmount],
    ["$", MONEY_INPUT_MESSAGES.notAnAmount],
    ["1 234", MONEY_INPUT_MESSAGES.notAnAmount],
    ["1e5", MONEY_INPUT_MESSAGES.notAnAmount],
    ["0x10", MONEY_INPUT_MESSAGES.notAnAmount],
    ["12$", MONEY_INPUT_MESSAGES.notAnAmount],
    ["1234,50", MONEY_INPUT_MESSAGES.notAnAmount],
    ["twelve", MONEY_INPUT_MESSAGES.notAnAmount],
  ])("refuses %j: %s", (text, message) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, message });
  });
});

describe("MoneyInputSchema", () => {
  it("parses a form field to cents, with parseMoneyInput's message on failure", () => {
    expect(MoneyInputSchema.parse("$1,234.5")).toBe(123_450);
    const refused = MoneyInputSchema.safeParse("1.234");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(MONEY_INPUT_MESSAGES.tooManyDecimals);
    expect(MoneyInputSchema.safeParse(12).error?.issues[0]?.message).toBe(MONEY_INPUT_MESSAGES.empty);
  });
});

describe("formatTotalCents", () => {
  it("formats sums beyond one amount's bound exactly", () => {
    expect(formatTotalCents(144_000)).toBe("$1,440.00");
    expect(formatTotalCents(100_000_000)).toBe("$1,000,000.00");
    expect(formatTotalCents(100_000_001)).toBe("$1,000,000.01");
    expect(formatTotalCents(9_007_199_254_740_991)).toBe("$90,071,992,547,409.91");
    expect(formatTotalCents(-250_000_005)).toBe("-$2,500,000.05");
    expect(() => formatTotalCents(1.5)).toThrow();
  });

  it("writes cents as an exact decimal for the CSV", () => {
    expect([0, 5, 100, 123_450, -5, -100_001].map(centsAsDecimal)).toEqual(["0.00", "0.05", "1.00", "1234.50", "-0.05", "-1000.01"]);
    expect(() => centsAsDecimal(0.5)).toThrow();
  });
});
