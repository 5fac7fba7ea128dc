/** Locator terms for the money rules' tests: a community paying 100% of one month's rent, parsed like stored terms. */
import { type LocatorTerms, type LocatorTermsInput, LocatorTermsSchema } from "./locator-terms.ts";

export function terms(overrides: Partial<LocatorTermsInput> = {}): LocatorTerms {
  return LocatorTermsSchema.parse({
    paysLocators: true,
    commission: { basis: "percent", percentBasisPoints: 10_000 },
    managementCompany: "Greystar",
    leasingContactName: "Dana Ortiz",
    leasingContactEmail: "leasing@heronwood.example",
    effectiveFrom: "2026-01-01",
    ...overrides,
  });
}
