import { describe, expect, it } from "vitest";
import { describeTerms, parseRate, parseTermsForm, TERMS_FIELDS } from "./terms-form.ts";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("the Commission form", () => {
  it("reads a rate as a percent of one month's rent or a flat fee, at both ends of the bounds", () => {
    expect(parseRate("100%")).toEqual({ ok: true, rate: { basis: "percent", percentBasisPoints: 10_000 } });
    expect(parseRate(" 87.5 % ")).toEqual({ ok: true, rate: { basis: "percent", percentBasisPoints: 8_750 } });
    expect(parseRate("0.01%")).toEqual({ ok: true, rate: { basis: "percent", percentBasisPoints: 1 } });
    expect(parseRate("200%")).toMatchObject({ ok: true });
    expect(parseRate("200.01%")).toMatchObject({ ok: false });
    expect(parseRate("0%")).toMatchObject({ ok: false });
    expect(parseRate("$300")).toEqual({ ok: true, rate: { basis: "flat", flatCents: 30_000 } });
    expect(parseRate("1,250.50")).toEqual({ ok: true, rate: { basis: "flat", flatCents: 125_050 } });
    expect(parseRate("$0")).toMatchObject({ ok: false, message: expect.stringMatching(/Pays locators/) });
    expect(parseRate("lots")).toMatchObject({ ok: false });
    expect(parseRate("50%%")).toMatchObject({ ok: false });
  });

  it("saves terms with defaults and today's date, and puts each refusal beside its field", () => {
    const parsed = parseTermsForm(form({ [TERMS_FIELDS.paysLocators]: "on", [TERMS_FIELDS.rate]: "100%", [TERMS_FIELDS.leasingContactEmail]: "leasing@example.com" }), "2026-12-07");
    expect(parsed).toMatchObject({
      ok: true,
      terms: { paysLocators: true, commission: { basis: "percent", percentBasisPoints: 10_000 }, minimumLeaseMonths: 12, effectiveFrom: "2026-12-07", preRegistrationRequired: false },
    });
    const refused = parseTermsForm(
      form({ [TERMS_FIELDS.paysLocators]: "on", [TERMS_FIELDS.rate]: "", [TERMS_FIELDS.bedroomRate("2")]: "lots", [TERMS_FIELDS.minimumLeaseMonths]: "0", [TERMS_FIELDS.leasingContactEmail]: "not an address" }),
      "2026-12-07",
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(Object.keys(refused.errors).sort()).toEqual([TERMS_FIELDS.bedroomRate("2"), TERMS_FIELDS.leasingContactEmail, TERMS_FIELDS.minimumLeaseMonths, TERMS_FIELDS.rate].sort());
    // What was typed comes back.
    expect(refused.raw[TERMS_FIELDS.leasingContactEmail]).toBe("not an address");
  });

  it("keeps a property that pays nothing without a rate, and says so", () => {
    const parsed = parseTermsForm(form({ [TERMS_FIELDS.rate]: "100%" }), "2026-12-07");
    expect(parsed).toMatchObject({ ok: true, terms: { paysLocators: false, commission: null } });
    if (parsed.ok) expect(describeTerms(parsed.terms)).toEqual(["From 2026-12-07: does not pay locators"]);
  });
});
