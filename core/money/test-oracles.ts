/**
 * Expected values for the money rules' tests, computed apart from the code under test (never by calling it):
 * half-up rounding as floor((2n + d) / 2d) in BigInt, a percentage by decimal digits, days by Date's clock.
 */

/** n / d rounded half up, as floor((2n + d) / (2d)): the same rule written another way. */
export function halfUpOracle(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** `basisPoints` of `cents`, rounded half up, by reading the decimal digits of cents x basisPoints / 10000. */
export function percentOracle(cents: number, basisPoints: number): number {
  const digits = (BigInt(cents) * BigInt(basisPoints)).toString().padStart(5, "0");
  const whole = Number(digits.slice(0, -4));
  const tenThousandths = Number(digits.slice(-4));
  return whole + (tenThousandths >= 5_000 ? 1 : 0);
}

/** Whole days from one yyyy-mm-dd date to another, by the clock (UTC midnight to UTC midnight). */
export function daysOracle(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The date `days` after 2020-01-01, by the clock. */
export function dateOracle(days: number, start = "2020-01-01"): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
