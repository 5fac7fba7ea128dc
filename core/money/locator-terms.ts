/**
 * A community's locator terms as the back office stores them (issue 28): whether it pays locators at all (about
 * a quarter of Houston communities don't), what (a percent of one month's rent, in basis points, or a flat fee in
 * cents, optionally per bedroom count), for which leases (a minimum length, renewals, moves from a sister
 * property), when (pay terms in days from the invoice date) and the skip window within which a move-out costs a
 * prorated refund. Terms are dated: a community's history is a list, and the terms in effect on a date are the
 * latest that started on or before it.
 */
import { z } from "zod";
import { CentsSchema, MAX_BASIS_POINTS } from "./cents.ts";
import { CalendarDateSchema, assertCalendarDate } from "./calendar-days.ts";

export const PercentRateSchema = z.object({
  basis: z.literal("percent"),
  /** Hundredths of a percent of one month's rent: 10000 is 100%, 12500 is 125%. */
  percentBasisPoints: z
    .int({ error: "Enter the percent in basis points: 10000 is 100% of one month's rent." })
    .min(1, { error: "The percent is at least 1 basis point (0.01%)." })
    .max(MAX_BASIS_POINTS, { error: "The percent is at most 20000 basis points (200% of one month's rent)." }),
});

export const FlatRateSchema = z.object({
  basis: z.literal("flat"),
  flatCents: CentsSchema.min(1, { error: "A flat fee is at least $0.01." }),
});

/** What the property pays for one lease: a percent of one month's rent or a flat fee. */
export const CommissionRateSchema = z.discriminatedUnion("basis", [PercentRateSchema, FlatRateSchema], {
  error: "Choose a percent of one month's rent or a flat fee.",
});
export type CommissionRate = z.infer<typeof CommissionRateSchema>;

/** The most bedrooms a floor plan has (the catalogue's floor_plans_beds check). */
export const MAX_BEDROOMS = 10;

/** The bedroom counts a rate may be overridden for, as record keys: "0" is a studio, up to "6". */
export const OVERRIDE_BEDROOMS = ["0", "1", "2", "3", "4", "5", "6"] as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `Keep the ${label} under ${max + 1} characters.` })
    .nullable()
    .default(null)
    .transform((value) => (value === "" ? null : value));

export const LocatorTermsSchema = z
  .object({
    paysLocators: z.boolean({ error: "Say whether the property pays locators." }),
    /** The rate for every lease without a bedroom override; required when the property pays. */
    commission: CommissionRateSchema.nullable().default(null),
    /** Per bedroom count ("0" = studio .. "6"), a rate that replaces `commission`. */
    byBedrooms: z.partialRecord(z.enum(OVERRIDE_BEDROOMS), CommissionRateSchema).default({}),
    minimumLeaseMonths: z
      .int({ error: "Enter the minimum lease in whole months." })
      .min(1, { error: "The minimum lease is at least 1 month." })
      .max(24, { error: "The minimum lease is at most 24 months." })
      .default(12),
    /** Days from the invoice date to the payment due date. */
    payTermsDays: z
      .int({ error: "Enter the pay terms in whole days." })
      .min(1, { error: "Pay terms are at least 1 day." })
      .max(365, { error: "Pay terms are at most 365 days." })
      .default(60),
    /** A client who moves out within this many days of moving in costs a prorated refund; 0: the property takes nothing back. */
    refundWindowDays: z
      .int({ error: "Enter the refund window in whole days." })
      .min(0, { error: "The refund window can't be negative." })
      .max(365, { error: "The refund window is at most 365 days." })
      .default(90),
    /** Renewals usually earn nothing; true when this property's terms say they do. */
    paysOnRenewal: z.boolean().default(false),
    /** Moves from a sister property (same management company) usually earn nothing; true when these terms pay them. */
    paysOnSisterTransfer: z.boolean().default(false),
    /** The property pays only for clients the locator registered before their first visit. */
    preRegistrationRequired: z.boolean().default(true),
    /** Sister properties share it; null when unknown (then no move is treated as a sister transfer). */
    managementCompany: optionalText(120, "management company"),
    leasingContactName: optionalText(120, "leasing contact's name"),
    leasingContactEmail: z
      .string()
      .trim()
      .max(254, { error: "This e-mail address is too long." })
      .nullable()
      .default(null)
      .transform((value) => (value === "" ? null : value))
      .pipe(z.email({ error: "Enter a valid e-mail address, like leasing@example.com." }).nullable()),
    /** The first day these terms apply (yyyy-mm-dd). */
    effectiveFrom: CalendarDateSchema,
  })
  .superRefine((terms, context) => {
    if (terms.paysLocators && terms.commission === null) {
      context.addIssue({ code: "custom", path: ["commission"], message: "Enter what the property pays: a percent of one month's rent or a flat fee." });
    }
  });

/** Parsed terms (defaults applied). Rules take these; parse stored or typed terms with LocatorTermsSchema first. */
export type LocatorTerms = z.output<typeof LocatorTermsSchema>;
/** Terms as stored or typed, before defaults. */
export type LocatorTermsInput = z.input<typeof LocatorTermsSchema>;

/**
 * The terms in effect on `date`: of a community's dated terms, the one with the latest effectiveFrom on or before
 * the date; null when none had started. Two terms starting the same day are a data error (which would apply?):
 * throws.
 */
export function termsInEffect<T extends Pick<LocatorTerms, "effectiveFrom">>(history: readonly T[], date: string): T | null {
  assertCalendarDate(date, "termsInEffect's date");
  const starts = new Set<string>();
  let best: T | null = null;
  for (const terms of history) {
    assertCalendarDate(terms.effectiveFrom, "termsInEffect's effectiveFrom");
    if (starts.has(terms.effectiveFrom)) throw new Error(`Two locator terms start on ${terms.effectiveFrom}: keep one per start date.`);
    starts.add(terms.effectiveFrom);
    if (terms.effectiveFrom <= date && (best === null || terms.effectiveFrom > best.effectiveFrom)) best = terms;
  }
  return best;
}

/**
 * The rate for a lease of `bedrooms` bedrooms: its bedroom override when there is one, else the terms' commission;
 * null when the property does not pay locators. `source` says which, for the invoice's wording.
 */
export function commissionRateFor(terms: LocatorTerms, bedrooms: number): { rate: CommissionRate; source: "bedrooms" | "default" } | null {
  if (!Number.isSafeInteger(bedrooms) || bedrooms < 0 || bedrooms > MAX_BEDROOMS) {
    throw new Error(`commissionRateFor takes 0 to ${MAX_BEDROOMS} bedrooms; got ${String(bedrooms)}.`);
  }
  if (!terms.paysLocators) return null;
  const key = OVERRIDE_BEDROOMS.find((count) => Number(count) === bedrooms);
  const override = key === undefined ? undefined : terms.byBedrooms[key];
  if (override) return { rate: override, source: "bedrooms" };
  if (terms.commission === null) throw new Error("Locator terms that pay locators have a commission: parse them with LocatorTermsSchema.");
  return { rate: terms.commission, source: "default" };
}
