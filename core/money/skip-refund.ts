/**
 * What a skip costs (issue 28): a client who moves out within the property's refund window (90 days unless its
 * terms say otherwise) means the locator refunds part of the commission, prorated by the days not lived:
 *
 *   refund = fee x (refundDays - daysLived) / refundDays, rounded half up to the cent (the one rule),
 *
 * where daysLived = moveOut - moveIn in whole days (moving in on Jan 1 and out on Jan 31 is 30 days). The whole
 * fee when the client left on or before the move-in date; nothing from daysLived = refundDays on. A window of 0
 * days means the property's terms take nothing back at all. The fee is what the property paid for the lease.
 */
import { type Cents, assertCents, formatCents, roundHalfUpToCent } from "./cents.ts";
import { daysBetween } from "./calendar-days.ts";

/** The refund window when the property's terms don't say otherwise. */
export const DEFAULT_REFUND_DAYS = 90;

/** The longest refund window the rules take (the terms' refundWindowDays bound). */
export const MAX_REFUND_DAYS = 365;

export interface SkipRefund {
  refundCents: Cents;
  /** Whole days from the move-in to the move-out (0 or less: they never lived there). */
  daysLived: number;
  /** The refund in words, for the locator and the property. */
  explanation: string;
}

function checkRefundDays(refundDays: number, what: string): void {
  if (!Number.isSafeInteger(refundDays) || refundDays < 0 || refundDays > MAX_REFUND_DAYS) {
    throw new Error(`${what}'s refundDays must be a whole number from 0 to ${MAX_REFUND_DAYS}; got ${String(refundDays)}.`);
  }
}

function days(count: number): string {
  return count === 1 ? "1 day" : `${count} days`;
}

/** True when a move-out on `moveOut` falls within the refund window (daysLived < refundDays): a skip that counts. */
export function skippedWithinWindow({ moveIn, moveOut, refundDays = DEFAULT_REFUND_DAYS }: { moveIn: string; moveOut: string; refundDays?: number }): boolean {
  checkRefundDays(refundDays, "skippedWithinWindow");
  return daysBetween(moveIn, moveOut) < refundDays;
}

/** The refund owed to the property for a client who moved in on `moveIn` and out on `moveOut`. */
export function skipRefund({
  feeCents,
  moveIn,
  moveOut,
  refundDays = DEFAULT_REFUND_DAYS,
}: {
  feeCents: Cents;
  moveIn: string;
  moveOut: string;
  refundDays?: number;
}): SkipRefund {
  assertCents(feeCents, "skipRefund's feeCents");
  checkRefundDays(refundDays, "skipRefund");
  const daysLived = daysBetween(moveIn, moveOut);
  if (refundDays === 0) {
    return { refundCents: 0, daysLived, explanation: "The property's terms take nothing back when a client moves out: no refund." };
  }
  if (daysLived <= 0) {
    return { refundCents: feeCents, daysLived, explanation: `The client left on or before the move-in date: the whole fee (${formatCents(feeCents)}) is refunded.` };
  }
  if (daysLived >= refundDays) {
    return { refundCents: 0, daysLived, explanation: `The client lived ${days(daysLived)}, not less than the ${refundDays}-day window: no refund.` };
  }
  const unlived = refundDays - daysLived;
  const refundCents = roundHalfUpToCent(BigInt(feeCents) * BigInt(unlived), refundDays);
  return {
    refundCents,
    daysLived,
    explanation: `The client lived ${daysLived} of ${refundDays} days: ${formatCents(refundCents)} of the ${formatCents(feeCents)} fee is refunded (${unlived}/${refundDays}).`,
  };
}
