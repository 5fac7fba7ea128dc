import { describe, expect, it } from "vitest";
import { EMPTY_FORM, bodyFromForm, formFromApi, leaseChoiceOf } from "./panel-form.ts";

describe("the preferences panel's form", () => {
  it("shows a stored lease length outside the list as custom text (spec section 4)", () => {
    expect(leaseChoiceOf("12-month")).toEqual({ leaseChoice: "12-month", customLease: "" });
    expect(leaseChoiceOf("9 months")).toEqual({ leaseChoice: "custom", customLease: "9 months" });
    expect(leaseChoiceOf(null)).toEqual({ leaseChoice: "", customLease: "" });
  });

  it("reads the API's answer, amenities by key, dropping ones it cannot name", () => {
    const form = formFromApi(
      {
        name: "Maria",
        phone: null,
        commuteTo: "TMC",
        neighborhoods: ["montrose"],
        amenities: [{ id: 6, requirement: "covered" }, { id: 99, requirement: null }],
        maxBudget: 1800,
        bedrooms: 0,
        bathrooms: 1.5,
        sqft: null,
        moveInDate: "2027-03-01",
        leaseLength: "flexible",
      },
      new Map([[6, "parking"]]),
    );
    expect(form).toMatchObject({ name: "Maria", phone: "", maxBudget: "1800", bedrooms: "0", bathrooms: "1.5", sqft: "", leaseChoice: "flexible", amenities: [{ key: "parking", requirement: "covered" }] });
  });

  it("sends empty number inputs as null and custom lease with its text", () => {
    const body = bodyFromForm({ ...EMPTY_FORM, maxBudget: " ", bedrooms: "2", leaseChoice: "custom", customLease: "9 months", amenities: [{ key: "pool", requirement: "" }] });
    expect(body).toMatchObject({ maxBudget: null, bedrooms: "2", leaseLength: "custom", customLeaseLength: "9 months", amenities: [{ id: "pool", requirement: "" }] });
  });
});
