/**
 * Money as integers of cents (issue 28): commissions, invoices, payments, rebates and refunds are counted in
 * cents, bounded, and derived from the catalogue's whole-dollar rents with ONE rounding rule,
 * `roundHalfUpToCent`: the exact quotient, halves rounded up (away from zero; every amount here is >= 0). The
 * arithmetic is done in BigInt, never in floating point, so 12.5% of $1,001.00 is exactly 12512.5 cents before
 * rounding and $125.13 after.
 */
import { z } from "zod";

/** The most any single amount may be: $1,000,000.00. */
export const MAX_CENTS = 100_000_000;

/** An amount of money in cents: an integer from 0 to MAX_CENTS. */
export type Cents = number;

/** A difference of two amounts (verified minus expected, say): an integer from -MAX_CENTS to MAX_CENTS. */
export type SignedCents = number;

export const CentsSchema = z
  .int({ error: "An amount is a whole number of cents." })
  .min(0, { error: "An amount can't be negative." })
  .max(MAX_CENTS, { error: "An amount can't be more than $1,000,000.00." });

export const SignedCentsSchema = z
  .int({ error: "An amount is a whole number of cents." })
  .min(-MAX_CENTS, { error: "A difference can't be more than $1,000,000.00." })
  .max(MAX_CENTS, { error: "A difference can't be more than $1,000,000.00." });

/** 100% of an amount, in basis points (hundredths of a percent). */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/** The largest rate percentOf takes: 200% (the most a property's locator terms may say). */
export const MAX_BASIS_POINTS = 20_000;

export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_CENTS;
}

/** The value, when it is a bounded amount of cents; throws naming `what` otherwise (a programming error). */
export function assertCents(value: number, what: string): Cents {
  if (!isCents(value)) throw new Error(`${what} must be an integer of cents from 0 to ${MAX_CENTS}; got ${String(value)}.`);
  return value;
}

/** Whole dollars (the catalogue's rents and fees) as cents: 1650 -> 165000. Throws on a fraction or out of bounds. */
export function dollarsToCents(wholeDollars: number): Cents {
  if (!Number.isSafeInteger(wholeDollars) || wholeDollars < 0 || wholeDollars > MAX_CENTS / 100) {
    throw new Error(`dollarsToCents takes whole dollars from 0 to ${MAX_CENTS / 100}; got ${String(wholeDollars)}.`);
  }
  return wholeDollars * 100;
}

function toBigInt(value: bigint | number, what: string): bigint {
  if (typeof value === "bigint") return value;
  if (!Number.isSafeInteger(value)) throw new Error(`${what} must be a safe integer; got ${String(value)}.`);
  return BigInt(value);
}

/**
 * THE rounding rule: `numerator / denominator` cents, rounded to the nearest cent, halves up. Both are integers
 * (numbers or BigInts): numerator >= 0, denominator > 0. The result must be a bounded amount; throws otherwise.
 * roundHalfUpToCent(125125, 10) -> 12513 (12512.5: half a cent rounds up); roundHalfUpToCent(125124, 10) -> 12512.
 */
export function roundHalfUpToCent(numerator: bigint | number, denominator: bigint | number): Cents {
  const n = toBigInt(numerator, "roundHalfUpToCent's numerator");
  const d = toBigInt(denominator, "roundHalfUpToCent's denominator");
  if (n < 0n) throw new Error(`roundHalfUpToCent's numerator must be >= 0; got ${n}.`);
  if (d <= 0n) throw new Error(`roundHalfUpToCent's denominator must be > 0; got ${d}.`);
  const quotient = n / d;
  const rounded = (n % d) * 2n >= d ? quotient + 1n : quotient;
  if (rounded > BigInt(MAX_CENTS)) throw new Error(`roundHalfUpToCent's result ${rounded} is over the bound of ${MAX_CENTS} cents.`);
  return Number(rounded);
}

/** `basisPoints` hundredths of a percent of an amount (10000 = 100%), rounded by the one rule. */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  assertCents(cents, "percentOf's amount");
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > MAX_BASIS_POINTS) {
    throw new Error(`percentOf's rate must be an integer of basis points from 0 to ${MAX_BASIS_POINTS}; got ${String(basisPoints)}.`);
  }
  return roundHalfUpToCent(BigInt(cents) * BigInt(basisPoints), BASIS_POINTS_PER_WHOLE);
}

/** Basis points as people write a percent: 10000 -> "100%", 1250 -> "12.5%", 1 -> "0.01%". */
export function formatBasisPoints(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new Error(`formatBasisPoints takes an integer >= 0; got ${String(basisPoints)}.`);
  const whole = Math.floor(basisPoints / 100);
  const hundredths = String(basisPoints % 100).padStart(2, "0").replace(/0+$/, "");
  return `${whole}${hundredths ? `.${hundredths}` : ""}%`;
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount (or a signed difference) as money: 123450 -> "$1,234.50" in en-US, the default. The cents are given
 * to Intl as an exact decimal string, never divided as a float.
 */
export function formatCents(cents: SignedCents, locale = "en-US"): string {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_CENTS) {
    throw new Error(`formatCents takes an integer of cents within ±${MAX_CENTS}; got ${String(cents)}.`);
  }
  return formatExactCents(cents, locale);
}

function formatExactCents(cents: number, locale: string): string {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
    currencyFormats.set(locale, format);
  }
  return format.format(centsAsDecimal(cents) as Intl.StringNumericLiteral);
}

/** An integer of cents as an exact decimal string of dollars: 123450 -> "1234.50", -5 -> "-0.05" (a spreadsheet reads it). */
export function centsAsDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`centsAsDecimal takes a safe integer of cents; got ${String(cents)}.`);
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}

export type MoneyInputResult = { ok: true; cents: Cents } | { ok: false; message: string };

export const MONEY_INPUT_MESSAGES = {
  empty: "Enter an amount, like 1,234.50.",
  negative: "The amount can't be negative.",
  tooManyDecimals: "Use at most two decimals (cents), like 1,234.50.",
  overBound: "The amount can't be more than $1,000,000.00.",
  notAnAmount: "Enter an amount in dollars and cents, like 1,234.50.",
} as const;

// "$1,234.5", "1234.50", "1,234", ".5": an optional dollar sign, whole dollars either plain or grouped by threes
// with commas, then an optional point and its digits (how many is checked after, for a clearer message).
const MONEY_PATTERN = /^\$?\s*(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?|\.(\d+))$/;

/**
 * What a person typed in an amount field, as cents, or a message they can act on. Accepts "$1,234.5", "1234.50",
 * "1,234", "$ 12", ".50"; refuses an empty field, a negative amount, more than two decimals, more than
 * $1,000,000.00, and anything else. Zero is accepted (a form that needs more says so itself).
 */
export function parseMoneyInput(text: string): MoneyInputResult {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: MONEY_INPUT_MESSAGES.empty };
  if (/^\$?\s*[-\u2212(]/.test(trimmed)) return { ok: false, message: MONEY_INPUT_MESSAGES.negative };
  const match = MONEY_PATTERN.exec(trimmed);
  if (!match) return { ok: false, message: MONEY_INPUT_MESSAGES.notAnAmount };
  const dollars = (match[1] ?? "0").replaceAll(",", "");
  const fraction = match[2] ?? match[3] ?? "";
  if (fraction.length > 2) return { ok: false, message: MONEY_INPUT_MESSAGES.tooManyDecimals };
  const cents = BigInt(dollars) * 100n + BigInt(fraction.padEnd(2, "0"));
  if (cents > BigInt(MAX_CENTS)) return { ok: false, message: MONEY_INPUT_MESSAGES.overBound };
  return { ok: true, cents: Number(cents) };
}

/** A form field holding an amount: the text a person typed, parsed to cents, with parseMoneyInput's messages. */
export const MoneyInputSchema = z.string({ error: MONEY_INPUT_MESSAGES.empty }).transform((text, context): Cents => {
  const parsed = parseMoneyInput(text);
  if (parsed.ok) return parsed.cents;
  context.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});

/**
 * A sum of many amounts (a year's commissions, an aging total) as money: like formatCents, for any safe integer of
 * cents (a sum may pass one amount's bound), exact (no floating-point rounding).
 */
export function formatTotalCents(cents: number, locale = "en-US"): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`formatTotalCents takes a safe integer of cents; got ${String(cents)}.`);
  return formatExactCents(cents, locale);
}
