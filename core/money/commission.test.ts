import { describe, expect, it } from "vitest";
import { MAX_CENTS } from "./cents.ts";
import { type LeaseFacts, MAX_RENT_DOLLARS, commissionFromRent, expectedCommission, sameManagementCompany } from "./commission.ts";
import { terms } from "./test-fixtures.ts";

const lease = (overrides: Partial<LeaseFacts> = {}): LeaseFacts => ({
  rentDollars: 1650,
  bedrooms: 1,
  leaseMonths: 12,
  moveIn: "2026-07-01",
  renewal: false,
  ...overrides,
});

describe("expectedCommission: what is due", () => {
  it("is 100% of one month's rent, with the basis in words", () => {
    expect(expectedCommission({ terms: terms(), lease: lease() })).toEqual({
      due: true,
      amountCents: 165_000,
      rate: { basis: "percent", percentBasisPoints: 10_000 },
      rateSource: "default",
      basis: "100% of one month's rent ($1,650.00)",
      notes: [],
    });
  });

  it("rounds half a cent up: 12.5% of $1,001 is $125.13, of $1,003 is $125.38", () => {
    const eighth = terms({ commission: { basis: "percent", percentBasisPoints: 1_250 } });
    const at = (rentDollars: number) => expectedCommission({ terms: eighth, lease: lease({ rentDollars }) });
    expect(at(1_001)).toMatchObject({ due: true, amountCents: 12_513, basis: "12.5% of one month's rent ($1,001.00)" });
    expect(at(1_003)).toMatchObject({ due: true, amountCents: 12_538 });
    expect(at(1_000)).toMatchObject({ due: true, amountCents: 12_500 });
  });

  it("pays a flat fee whatever the rent", () => {
    const flat = terms({ commission: { basis: "flat", flatCents: 30_000 } });
    expect(expectedCommission({ terms: flat, lease: lease({ rentDollars: 2_900 }) })).toMatchObject({ due: true, amountCents: 30_000, basis: "a flat fee of $300.00" });
  });

  it("uses the rate for the lease's bedroom count and says so", () => {
    const byBedrooms = terms({
      byBedrooms: { "0": { basis: "percent", percentBasisPoints: 5_000 }, "2": { basis: "flat", flatCents: 40_000 } },
    });
    expect(expectedCommission({ terms: byBedrooms, lease: lease({ bedrooms: 0, rentDollars: 1_200 }) })).toMatchObject({
      amountCents: 60_000,
      rateSource: "bedrooms",
      basis: "50% of one month's rent ($1,200.00), the studio rate",
    });
    expect(expectedCommission({ terms: byBedrooms, lease: lease({ bedrooms: 2 }) })).toMatchObject({
      amountCents: 40_000,
      basis: "a flat fee of $400.00, the 2-bedroom rate",
    });
    expect(expectedCommission({ terms: byBedrooms, lease: lease({ bedrooms: 3 }) })).toMatchObject({ amountCents: 165_000, rateSource: "default" });
  });

  it("reaches exactly $1,000,000.00 at 200% of the highest rent", () => {
    const most = terms({ commission: { basis: "percent", percentBasisPoints: 20_000 } });
    expect(expectedCommission({ terms: most, lease: lease({ rentDollars: MAX_RENT_DOLLARS }) })).toMatchObject({ amountCents: MAX_CENTS });
  });

  it("notes an unknown lease length instead of refusing", () => {
    expect(expectedCommission({ terms: terms(), lease: lease({ leaseMonths: null }) })).toMatchObject({
      due: true,
      amountCents: 165_000,
      notes: ["The lease length is not recorded: the property pays only for leases of 12 months or more."],
    });
  });
});

describe("expectedCommission: why nothing is due", () => {
  it("says when no terms are on record", () => {
    expect(expectedCommission({ terms: null, lease: lease() })).toEqual({
      due: false,
      code: "no-terms",
      reason: "No locator terms are on record for this property: ask the leasing office what it pays locators.",
    });
  });

  it("says when the property does not pay locators", () => {
    expect(expectedCommission({ terms: terms({ paysLocators: false, commission: null }), lease: lease() })).toEqual({
      due: false,
      code: "property-does-not-pay",
      reason: "The property does not pay locators.",
    });
  });

  it("refuses a lease one month under the minimum and pays one at the minimum", () => {
    expect(expectedCommission({ terms: terms(), lease: lease({ leaseMonths: 11 }) })).toEqual({
      due: false,
      code: "lease-too-short",
      reason: "The lease (11 months) is shorter than the property's minimum (12 months).",
    });
    expect(expectedCommission({ terms: terms(), lease: lease({ leaseMonths: 12 }) }).due).toBe(true);
    const sixMonths = terms({ minimumLeaseMonths: 6 });
    expect(expectedCommission({ terms: sixMonths, lease: lease({ leaseMonths: 5 }) }).due).toBe(false);
    expect(expectedCommission({ terms: sixMonths, lease: lease({ leaseMonths: 6 }) }).due).toBe(true);
    expect(expectedCommission({ terms: terms({ minimumLeaseMonths: 2 }), lease: lease({ leaseMonths: 1 }) })).toMatchObject({
      reason: "The lease (1 month) is shorter than the property's minimum (2 months).",
    });
  });

  it("refuses a renewal unless the terms pay renewals", () => {
    expect(expectedCommission({ terms: terms(), lease: lease({ renewal: true }) })).toEqual({
      due: false,
      code: "renewal",
      reason: "This is a renewal: the property pays locators for new leases only.",
    });
    expect(expectedCommission({ terms: terms({ paysOnRenewal: true }), lease: lease({ renewal: true }) }).due).toBe(true);
  });

  it("refuses a move between sister properties unless the terms pay them", () => {
    const fromSister = lease({ previousCommunity: { managementCompany: " greystar " } });
    expect(expectedCommission({ terms: terms(), lease: fromSister })).toEqual({
      due: false,
      code: "sister-property",
      reason: "This is a move between sister properties (same management company, Greystar): the property pays nothing for it.",
    });
    expect(expectedCommission({ terms: terms({ paysOnSisterTransfer: true }), lease: fromSister }).due).toBe(true);
    expect(expectedCommission({ terms: terms(), lease: lease({ previousCommunity: { managementCompany: "Camden" } }) }).due).toBe(true);
    expect(expectedCommission({ terms: terms(), lease: lease({ previousCommunity: { managementCompany: null } }) }).due).toBe(true);
    expect(expectedCommission({ terms: terms({ managementCompany: null }), lease: lease({ previousCommunity: { managementCompany: null } }) }).due).toBe(true);
    expect(expectedCommission({ terms: terms(), lease: lease({ previousCommunity: null }) }).due).toBe(true);
  });

  it("refuses when the client did not name the locator, and when registration was required and missed", () => {
    expect(expectedCommission({ terms: terms(), lease: lease({ locatorNamed: false }) })).toMatchObject({ due: false, code: "not-named" });
    expect(expectedCommission({ terms: terms(), lease: lease({ locatorNamed: true }) }).due).toBe(true);
    expect(expectedCommission({ terms: terms(), lease: lease({ registeredBeforeVisit: false }) })).toMatchObject({
      due: false,
      code: "not-registered",
      reason: "You did not register the client before their first visit, which this property requires.",
    });
    expect(expectedCommission({ terms: terms({ preRegistrationRequired: false }), lease: lease({ registeredBeforeVisit: false }) }).due).toBe(true);
  });

  it("gives the first reason in the documented order", () => {
    const everything = lease({ renewal: true, leaseMonths: 6, locatorNamed: false, previousCommunity: { managementCompany: "Greystar" } });
    expect(expectedCommission({ terms: terms(), lease: everything })).toMatchObject({ code: "renewal" });
    expect(expectedCommission({ terms: terms({ paysOnRenewal: true }), lease: everything })).toMatchObject({ code: "sister-property" });
    expect(expectedCommission({ terms: terms({ paysOnRenewal: true, paysOnSisterTransfer: true }), lease: everything })).toMatchObject({ code: "lease-too-short" });
    expect(expectedCommission({ terms: terms({ paysLocators: false }), lease: everything })).toMatchObject({ code: "property-does-not-pay" });
  });
});

describe("expectedCommission: programming errors", () => {
  it.each([
    ["a rent of $0", { rentDollars: 0 }],
    ["a rent with cents", { rentDollars: 1650.5 }],
    ["a rent over the bound", { rentDollars: MAX_RENT_DOLLARS + 1 }],
    ["11 bedrooms", { bedrooms: 11 }],
    ["a 0-month lease", { leaseMonths: 0 }],
    ["a 61-month lease", { leaseMonths: 61 }],
    ["a move-in that is not a date", { moveIn: "2026-06-31" }],
  ])("throws on %s", (_label, overrides) => {
    expect(() => expectedCommission({ terms: terms(), lease: lease(overrides) })).toThrow(/expectedCommission's lease: invalid argument/);
  });

  it("throws when the terms start after the move-in", () => {
    expect(() => expectedCommission({ terms: terms({ effectiveFrom: "2026-07-02" }), lease: lease() })).toThrow(/pass termsInEffect/);
    expect(expectedCommission({ terms: terms({ effectiveFrom: "2026-07-01" }), lease: lease() }).due).toBe(true);
  });
});

describe("commissionFromRent and sameManagementCompany", () => {
  it("computes a rate on a whole-dollar rent", () => {
    expect(commissionFromRent({ basis: "percent", percentBasisPoints: 8_750 }, 1_399)).toBe(122_413); // 122412.5
    expect(commissionFromRent({ basis: "flat", flatCents: 25_000 }, 1_399)).toBe(25_000);
    expect(() => commissionFromRent({ basis: "flat", flatCents: 25_000 }, 0)).toThrow(/commissionFromRent's rent/);
  });

  it("compares company names as people write them, never matching an unknown", () => {
    expect(sameManagementCompany("Greystar", "greystar")).toBe(true);
    expect(sameManagementCompany("Camden  Property Trust.", "camden property trust")).toBe(true);
    expect(sameManagementCompany("Greystar", "Camden")).toBe(false);
    expect(sameManagementCompany(null, null)).toBe(false);
    expect(sameManagementCompany("", "")).toBe(false);
  });
});
