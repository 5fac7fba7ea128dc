import { describe, expect, it } from "vitest";
import { MAX_CENTS } from "./cents.ts";
import { type LocatorTermsInput, LocatorTermsSchema, commissionRateFor, termsInEffect } from "./locator-terms.ts";
import { terms } from "./test-fixtures.ts";

const paying: LocatorTermsInput = { paysLocators: true, commission: { basis: "percent", percentBasisPoints: 10_000 }, effectiveFrom: "2026-01-01" };

function firstIssue(input: Record<string, unknown>): { path: string; message: string } | null {
  const parsed = LocatorTermsSchema.safeParse({ ...paying, ...input });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { path: issue.path.join("."), message: issue.message };
}

describe("LocatorTermsSchema", () => {
  it("applies the usual terms by default: 12-month minimum, 60-day pay terms, 90-day refund window", () => {
    expect(LocatorTermsSchema.parse(paying)).toEqual({
      paysLocators: true,
      commission: { basis: "percent", percentBasisPoints: 10_000 },
      byBedrooms: {},
      minimumLeaseMonths: 12,
      payTermsDays: 60,
      refundWindowDays: 90,
      paysOnRenewal: false,
      paysOnSisterTransfer: false,
      preRegistrationRequired: true,
      managementCompany: null,
      leasingContactName: null,
      leasingContactEmail: null,
      effectiveFrom: "2026-01-01",
    });
  });

  it("asks for the commission when the property pays, not when it doesn't", () => {
    expect(firstIssue({ commission: null })).toEqual({ path: "commission", message: "Enter what the property pays: a percent of one month's rent or a flat fee." });
    expect(firstIssue({ paysLocators: false, commission: undefined })).toBeNull();
  });

  it("takes a percent from 1 to 20000 basis points", () => {
    const percent = (percentBasisPoints: number) => firstIssue({ commission: { basis: "percent", percentBasisPoints } });
    expect(percent(1)).toBeNull();
    expect(percent(20_000)).toBeNull();
    expect(percent(0)?.message).toBe("The percent is at least 1 basis point (0.01%).");
    expect(percent(20_001)?.message).toBe("The percent is at most 20000 basis points (200% of one month's rent).");
    expect(percent(12.5)?.path).toBe("commission.percentBasisPoints");
  });

  it("takes a flat fee from $0.01 to $1,000,000.00", () => {
    const flat = (flatCents: number) => firstIssue({ commission: { basis: "flat", flatCents } });
    expect(flat(1)).toBeNull();
    expect(flat(MAX_CENTS)).toBeNull();
    expect(flat(0)?.message).toBe("A flat fee is at least $0.01.");
    expect(flat(MAX_CENTS + 1)?.path).toBe("commission.flatCents");
    expect(flat(300.5)?.path).toBe("commission.flatCents");
    expect(firstIssue({ commission: { basis: "bonus", flatCents: 100 } })).toEqual({
      path: "commission.basis",
      message: "Choose a percent of one month's rent or a flat fee.",
    });
  });

  it("takes per-bedroom overrides for studios to 6 bedrooms", () => {
    expect(firstIssue({ byBedrooms: { "0": { basis: "flat", flatCents: 30_000 }, "6": { basis: "percent", percentBasisPoints: 5_000 } } })).toBeNull();
    expect(firstIssue({ byBedrooms: { "7": { basis: "flat", flatCents: 30_000 } } })?.path).toBe("byBedrooms");
    expect(firstIssue({ byBedrooms: { "2": { basis: "percent", percentBasisPoints: 0 } } })?.path).toBe("byBedrooms.2.percentBasisPoints");
  });

  it.each([
    ["minimumLeaseMonths", 1, 24, 0, 25],
    ["payTermsDays", 1, 365, 0, 366],
    ["refundWindowDays", 0, 365, -1, 366],
  ])("bounds %s to %i..%i", (field, low, high, below, above) => {
    expect(firstIssue({ [field]: low })).toBeNull();
    expect(firstIssue({ [field]: high })).toBeNull();
    expect(firstIssue({ [field]: below })?.path).toBe(field);
    expect(firstIssue({ [field]: above })?.path).toBe(field);
    expect(firstIssue({ [field]: low + 0.5 })?.path).toBe(field);
  });

  it("trims the contact and company, reads blanks as unknown, and checks the e-mail", () => {
    const parsed = LocatorTermsSchema.parse({ ...paying, managementCompany: "  Greystar ", leasingContactName: "", leasingContactEmail: " leasing@example.com " });
    expect(parsed.managementCompany).toBe("Greystar");
    expect(parsed.leasingContactName).toBeNull();
    expect(parsed.leasingContactEmail).toBe("leasing@example.com");
    expect(LocatorTermsSchema.parse({ ...paying, leasingContactEmail: "" }).leasingContactEmail).toBeNull();
    expect(firstIssue({ leasingContactEmail: "leasing at example" })).toEqual({
      path: "leasingContactEmail",
      message: "Enter a valid e-mail address, like leasing@example.com.",
    });
  });

  it("needs a real effective date", () => {
    expect(firstIssue({ effectiveFrom: "2026-02-30" })?.path).toBe("effectiveFrom");
    expect(firstIssue({ effectiveFrom: undefined })?.path).toBe("effectiveFrom");
  });
});

describe("termsInEffect", () => {
  const history = [terms({ effectiveFrom: "2026-06-01" }), terms({ effectiveFrom: "2025-01-01" }), terms({ effectiveFrom: "2026-01-01" })];

  it("picks the latest terms started on or before the date, whatever the list's order", () => {
    expect(termsInEffect(history, "2026-06-01")?.effectiveFrom).toBe("2026-06-01");
    expect(termsInEffect(history, "2026-05-31")?.effectiveFrom).toBe("2026-01-01");
    expect(termsInEffect(history, "2026-01-01")?.effectiveFrom).toBe("2026-01-01");
    expect(termsInEffect(history, "2025-12-31")?.effectiveFrom).toBe("2025-01-01");
    expect(termsInEffect(history, "2030-01-01")?.effectiveFrom).toBe("2026-06-01");
  });

  it("is null before any terms and for no terms", () => {
    expect(termsInEffect(history, "2024-12-31")).toBeNull();
    expect(termsInEffect([], "2026-01-01")).toBeNull();
  });

  it("throws on two terms starting the same day and on a bad date", () => {
    expect(() => termsInEffect([...history, terms({ effectiveFrom: "2026-01-01" })], "2026-03-01")).toThrow(/Two locator terms start on 2026-01-01/);
    expect(() => termsInEffect(history, "2026-13-01")).toThrow(/termsInEffect's date/);
  });
});

describe("commissionRateFor", () => {
  const withOverrides = terms({
    byBedrooms: { "0": { basis: "flat", flatCents: 30_000 }, "2": { basis: "percent", percentBasisPoints: 12_500 } },
  });

  it("uses the bedroom override when there is one, else the terms' rate", () => {
    expect(commissionRateFor(withOverrides, 0)).toEqual({ rate: { basis: "flat", flatCents: 30_000 }, source: "bedrooms" });
    expect(commissionRateFor(withOverrides, 2)).toEqual({ rate: { basis: "percent", percentBasisPoints: 12_500 }, source: "bedrooms" });
    expect(commissionRateFor(withOverrides, 1)).toEqual({ rate: { basis: "percent", percentBasisPoints: 10_000 }, source: "default" });
    expect(commissionRateFor(withOverrides, 10)?.source).toBe("default");
  });

  it("is null when the property does not pay locators", () => {
    expect(commissionRateFor(terms({ paysLocators: false }), 1)).toBeNull();
  });

  it("throws on a bedroom count a floor plan can't have", () => {
    for (const bad of [-1, 11, 1.5]) expect(() => commissionRateFor(withOverrides, bad)).toThrow(/0 to 10 bedrooms/);
  });
});
