/**
 * The "Commission" form of a community's admin page: what the locator types, read into locator terms
 * (core/money/locator-terms.ts) with a message beside each field that is wrong. A rate is typed as a person writes
 * it: "100%", "87.5 %" (of one month's rent) or "$300" (a flat fee); a bedroom's rate the same, or left empty.
 */
import { formatBasisPoints, formatCents, parseMoneyInput } from "../money/cents.ts";
import { LocatorTermsSchema, OVERRIDE_BEDROOMS, type CommissionRate, type LocatorTerms } from "../money/locator-terms.ts";
import type { FieldErrors, FormReader, RawValues } from "./form.ts";

/** The form's input names (the component and the parser share them). */
export const TERMS_FIELDS = {
  effectiveFrom: "termsEffectiveFrom",
  paysLocators: "termsPaysLocators",
  rate: "termsRate",
  bedroomRate: (bedrooms: string) => `termsRate.${bedrooms}`,
  minimumLeaseMonths: "termsMinimumLeaseMonths",
  payTermsDays: "termsPayTermsDays",
  refundWindowDays: "termsRefundWindowDays",
  paysOnRenewal: "termsPaysOnRenewal",
  paysOnSisterTransfer: "termsPaysOnSisterTransfer",
  preRegistrationRequired: "termsPreRegistrationRequired",
  managementCompany: "termsManagementCompany",
  leasingContactName: "termsLeasingContactName",
  leasingContactEmail: "termsLeasingContactEmail",
} as const;

const RATE_HELP = 'Write a percent of one month\'s rent ("100%") or a flat fee ("$300").';

/** "100%", "87.5 %", "$300", "300" (dollars): a rate, or the message to show. */
export function parseRate(text: string): { ok: true; rate: CommissionRate } | { ok: false; message: string } {
  const typed = text.trim();
  const percent = /^(\d{1,3}(?:\.\d{1,2})?)\s*%$/.exec(typed);
  if (percent) {
    const basisPoints = Math.round(Number(percent[1]) * 100);
    if (basisPoints < 1 || basisPoints > 20_000) return { ok: false, message: "A percent of one month's rent is between 0.01% and 200%." };
    return { ok: true, rate: { basis: "percent", percentBasisPoints: basisPoints } };
  }
  if (/%/.test(typed)) return { ok: false, message: RATE_HELP };
  const money = parseMoneyInput(typed);
  if (!money.ok) return { ok: false, message: `${money.message} ${RATE_HELP}` };
  if (money.cents === 0) return { ok: false, message: "A flat fee is more than $0: untick “Pays locators” for a property that pays nothing." };
  return { ok: true, rate: { basis: "flat", flatCents: money.cents } };
}

const text = (form: FormReader, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const wholeNumber = (value: string): number | undefined => (/^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value.trim() === "" ? undefined : Number.NaN);

/** Reads the Commission form; `today` is the default start date. */
export function parseTermsForm(form: FormReader, today: string): { ok: true; terms: LocatorTerms; raw: RawValues } | { ok: false; errors: FieldErrors; raw: RawValues } {
  const raw: RawValues = {};
  for (const name of Object.values(TERMS_FIELDS)) if (typeof name === "string") raw[name] = text(form, name);
  for (const bedrooms of OVERRIDE_BEDROOMS) raw[TERMS_FIELDS.bedroomRate(bedrooms)] = text(form, TERMS_FIELDS.bedroomRate(bedrooms));
  const errors: FieldErrors = {};
  const paysLocators = form.get(TERMS_FIELDS.paysLocators) === "on";

  let commission: CommissionRate | null = null;
  const rateText = raw[TERMS_FIELDS.rate]!.trim();
  if (rateText) {
    const rate = parseRate(rateText);
    if (rate.ok) commission = rate.rate;
    else errors[TERMS_FIELDS.rate] = rate.message;
  }
  const byBedrooms: Partial<Record<(typeof OVERRIDE_BEDROOMS)[number], CommissionRate>> = {};
  for (const bedrooms of OVERRIDE_BEDROOMS) {
    const name = TERMS_FIELDS.bedroomRate(bedrooms);
    const typed = raw[name]!.trim();
    if (!typed) continue;
    const rate = parseRate(typed);
    if (rate.ok) byBedrooms[bedrooms] = rate.rate;
    else errors[name] = rate.message;
  }

  const numbers = {
    minimumLeaseMonths: wholeNumber(raw[TERMS_FIELDS.minimumLeaseMonths]!),
    payTermsDays: wholeNumber(raw[TERMS_FIELDS.payTermsDays]!),
    refundWindowDays: wholeNumber(raw[TERMS_FIELDS.refundWindowDays]!),
  };
  const parsed = LocatorTermsSchema.safeParse({
    paysLocators,
    commission: paysLocators ? commission : null,
    byBedrooms: paysLocators ? byBedrooms : {},
    ...Object.fromEntries(Object.entries(numbers).filter(([, value]) => value !== undefined)),
    paysOnRenewal: form.get(TERMS_FIELDS.paysOnRenewal) === "on",
    paysOnSisterTransfer: form.get(TERMS_FIELDS.paysOnSisterTransfer) === "on",
    preRegistrationRequired: form.get(TERMS_FIELDS.preRegistrationRequired) === "on",
    managementCompany: raw[TERMS_FIELDS.managementCompany],
    leasingContactName: raw[TERMS_FIELDS.leasingContactName],
    leasingContactEmail: raw[TERMS_FIELDS.leasingContactEmail],
    effectiveFrom: raw[TERMS_FIELDS.effectiveFrom]!.trim() || today,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      const name = key === "commission" ? TERMS_FIELDS.rate : (TERMS_FIELDS as Record<string, unknown>)[key];
      const field = typeof name === "string" ? name : TERMS_FIELDS.rate;
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors, raw };
  return { ok: true, terms: parsed.data, raw };
}

/** "100% of one month's rent" or "a flat $300.00". */
export function describeRate(rate: CommissionRate): string {
  return rate.basis === "percent" ? `${formatBasisPoints(rate.percentBasisPoints)} of one month's rent` : `a flat ${formatCents(rate.flatCents)}`;
}

const bedroomLabel = (bedrooms: string) => (bedrooms === "0" ? "studios" : `${bedrooms} ${bedrooms === "1" ? "bedroom" : "bedrooms"}`);

/** The terms in a few plain lines, for the community's page and its history. */
export function describeTerms(terms: LocatorTerms): string[] {
  if (!terms.paysLocators) return [`From ${terms.effectiveFrom}: does not pay locators`];
  const overrides = OVERRIDE_BEDROOMS.flatMap((bedrooms) => {
    const rate = terms.byBedrooms[bedrooms];
    return rate ? [`${bedroomLabel(bedrooms)}: ${describeRate(rate)}`] : [];
  });
  return [
    `From ${terms.effectiveFrom}: pays ${terms.commission ? describeRate(terms.commission) : "by bedroom count"}${overrides.length ? ` (${overrides.join("; ")})` : ""}`,
    `Leases of ${terms.minimumLeaseMonths}+ months; ${terms.paysOnRenewal ? "renewals pay" : "renewals do not pay"}; ${terms.paysOnSisterTransfer ? "moves from sister properties pay" : "moves from sister properties do not pay"}`,
    `Pays ${terms.payTermsDays} days after the invoice; a skip within ${terms.refundWindowDays} days is refunded prorated`,
    terms.preRegistrationRequired ? "Register the client before their first visit" : "No registration needed before the visit",
    [terms.managementCompany ? `Managed by ${terms.managementCompany}` : null, terms.leasingContactEmail ? `Leasing contact: ${terms.leasingContactName ? `${terms.leasingContactName} ` : ""}<${terms.leasingContactEmail}>` : "No leasing contact e-mail"]
      .filter(Boolean)
      .join(" · "),
  ];
}
