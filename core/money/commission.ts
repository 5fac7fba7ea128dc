/**
 * The commission a lease should earn (issue 28): given the property's locator terms in effect on the move-in date
 * (termsInEffect) and the lease's facts, either the amount in cents with the basis it was computed on, or why
 * nothing is due, worded for the locator.
 *
 * The reasons, checked in this order (the first that applies is given):
 * no terms on record; the property does not pay locators; a renewal; a move between sister properties (same
 * management company); a lease shorter than the property's minimum; the client did not name the locator on the
 * guest card and application; the locator did not register the client before the first visit (when the terms
 * require it). Renewals and sister moves earn nothing unless the terms say they do (paysOnRenewal,
 * paysOnSisterTransfer).
 */
import { z } from "zod";
import { checkArgument } from "./argument-check.ts";
import { type Cents, dollarsToCents, formatBasisPoints, formatCents, percentOf } from "./cents.ts";
import { CalendarDateSchema } from "./calendar-days.ts";
import { type CommissionRate, type LocatorTerms, MAX_BEDROOMS, commissionRateFor } from "./locator-terms.ts";

/** The highest monthly rent the rules take: 200% of it (the highest rate) is MAX_CENTS, $1,000,000.00. */
export const MAX_RENT_DOLLARS = 500_000;

/** The longest lease the rules take, in months. */
export const MAX_LEASE_MONTHS = 60;

export const RentDollarsSchema = z
  .int({ error: "Enter the monthly rent in whole dollars." })
  .min(1, { error: "The monthly rent is at least $1." })
  .max(MAX_RENT_DOLLARS, { error: `The monthly rent is at most $${MAX_RENT_DOLLARS.toLocaleString("en-US")}.` });

/** What the commission depends on, as the back office records a lease. */
export const LeaseFactsSchema = z.object({
  /** One month's rent in whole dollars, as the catalogue and the lease state it. */
  rentDollars: RentDollarsSchema,
  bedrooms: z
    .int({ error: "Enter the bedrooms as a whole number (0 for a studio)." })
    .min(0, { error: "Bedrooms can't be negative." })
    .max(MAX_BEDROOMS, { error: `A floor plan has at most ${MAX_BEDROOMS} bedrooms.` }),
  /** The lease's length in months; null while unknown. */
  leaseMonths: z
    .int({ error: "Enter the lease length in whole months." })
    .min(1, { error: "A lease is at least 1 month." })
    .max(MAX_LEASE_MONTHS, { error: `A lease is at most ${MAX_LEASE_MONTHS} months.` })
    .nullable(),
  moveIn: CalendarDateSchema,
  renewal: z.boolean(),
  /** Where the client lived before, when it was a community we know (for sister-property moves). */
  previousCommunity: z.object({ managementCompany: z.string().nullable() }).nullable().optional(),
  /** The client named the locator on the guest card and the application; undefined while unknown. */
  locatorNamed: z.boolean().optional(),
  /** The locator registered the client with the property before their first visit; undefined while unknown. */
  registeredBeforeVisit: z.boolean().optional(),
});
export type LeaseFacts = z.input<typeof LeaseFactsSchema>;

export type NoCommissionCode =
  | "no-terms"
  | "property-does-not-pay"
  | "renewal"
  | "sister-property"
  | "lease-too-short"
  | "not-named"
  | "not-registered";

export type ExpectedCommission =
  | {
      due: true;
      amountCents: Cents;
      rate: CommissionRate;
      /** Whether the rate is the terms' own or their override for the lease's bedroom count. */
      rateSource: "default" | "bedrooms";
      /** How the amount was reached: "100% of one month's rent ($1,650.00)". */
      basis: string;
      /** What the locator should still check (an unknown lease length). */
      notes: string[];
    }
  | { due: false; code: NoCommissionCode; reason: string };

/** The commission at `rate` on a lease of `rentDollars` a month, in cents (a percent rounded by the one rule). */
export function commissionFromRent(rate: CommissionRate, rentDollars: number): Cents {
  checkArgument(RentDollarsSchema, rentDollars, "commissionFromRent's rent");
  return rate.basis === "percent" ? percentOf(dollarsToCents(rentDollars), rate.percentBasisPoints) : rate.flatCents;
}

function bedroomsLabel(bedrooms: number): string {
  return bedrooms === 0 ? "studio" : `${bedrooms}-bedroom`;
}

/** The basis in words: "100% of one month's rent ($1,650.00)", "a flat fee of $300.00, the studio rate". */
export function describeCommissionBasis(rate: CommissionRate, rentDollars: number, source: "default" | "bedrooms", bedrooms: number): string {
  const base =
    rate.basis === "percent"
      ? `${formatBasisPoints(rate.percentBasisPoints)} of one month's rent (${formatCents(dollarsToCents(rentDollars))})`
      : `a flat fee of ${formatCents(rate.flatCents)}`;
  return source === "bedrooms" ? `${base}, the ${bedroomsLabel(bedrooms)} rate` : base;
}

function months(count: number): string {
  return count === 1 ? "1 month" : `${count} months`;
}

/** Management company names compared as people write them: case, spacing and a trailing period aside. */
export function sameManagementCompany(a: string | null, b: string | null): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, " ").replace(/\.$/, "").toLowerCase();
  return a !== null && b !== null && normal(a) !== "" && normal(a) === normal(b);
}

/**
 * The commission the lease should earn under `terms` (the terms in effect on the move-in date, or null when none
 * are on record). Throws when the lease facts are out of bounds or the terms start after the move-in.
 */
export function expectedCommission({ terms, lease }: { terms: LocatorTerms | null; lease: LeaseFacts }): ExpectedCommission {
  const facts = checkArgument(LeaseFactsSchema, lease, "expectedCommission's lease");
  if (terms === null) {
    return { due: false, code: "no-terms", reason: "No locator terms are on record for this property: ask the leasing office what it pays locators." };
  }
  if (terms.effectiveFrom > facts.moveIn) {
    throw new Error(`expectedCommission: the terms start on ${terms.effectiveFrom}, after the move-in on ${facts.moveIn}: pass termsInEffect(history, moveIn).`);
  }
  const rateFor = commissionRateFor(terms, facts.bedrooms);
  if (rateFor === null) return { due: false, code: "property-does-not-pay", reason: "The property does not pay locators." };
  if (facts.renewal && !terms.paysOnRenewal) {
    return { due: false, code: "renewal", reason: "This is a renewal: the property pays locators for new leases only." };
  }
  const previousCompany = facts.previousCommunity?.managementCompany ?? null;
  if (!terms.paysOnSisterTransfer && sameManagementCompany(previousCompany, terms.managementCompany)) {
    return {
      due: false,
      code: "sister-property",
      reason: `This is a move between sister properties (same management company, ${terms.managementCompany}): the property pays nothing for it.`,
    };
  }
  if (facts.leaseMonths !== null && facts.leaseMonths < terms.minimumLeaseMonths) {
    return {
      due: false,
      code: "lease-too-short",
      reason: `The lease (${months(facts.leaseMonths)}) is shorter than the property's minimum (${months(terms.minimumLeaseMonths)}).`,
    };
  }
  if (facts.locatorNamed === false) {
    return { due: false, code: "not-named", reason: "The client did not name you on the guest card and application: the property pays only when they do." };
  }
  if (terms.preRegistrationRequired && facts.registeredBeforeVisit === false) {
    return { due: false, code: "not-registered", reason: "You did not register the client before their first visit, which this property requires." };
  }
  const notes =
    facts.leaseMonths === null ? [`The lease length is not recorded: the property pays only for leases of ${months(terms.minimumLeaseMonths)} or more.`] : [];
  return {
    due: true,
    amountCents: commissionFromRent(rateFor.rate, facts.rentDollars),
    rate: rateFor.rate,
    rateSource: rateFor.source,
    basis: describeCommissionBasis(rateFor.rate, facts.rentDollars, rateFor.source, facts.bedrooms),
    notes,
  };
}
