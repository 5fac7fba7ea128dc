import { describe, expect, it } from "vitest";
import { cheapestPlan, monthlyCostOfCheapestPlan } from "./monthly-cost.ts";

const plans = [
  { name: "B1", beds: 2, rent: 1800 },
  { name: "S1", beds: 0, rent: 1050 },
  { name: "A1", beds: 1, rent: 1250 },
];
const fees = { applicationFee: 75, adminFee: 200, petRent: 35, parkingFee: 50 };

describe("monthlyCostOfCheapestPlan", () => {
  it("adds the monthly parking fee to the cheapest plan's rent", () => {
    const cost = monthlyCostOfCheapestPlan(plans, fees, { petsAllowed: true });
    expect(cost?.plan).toEqual({ name: "S1", beds: 0, rent: 1050 });
    expect(cost?.total).toBe(1100);
    expect(cost?.mandatoryMonthly).toEqual([{ label: "Parking", amount: 50 }]);
  });

  it("never adds one-time application and admin fees to the monthly total, but lists them", () => {
    const cost = monthlyCostOfCheapestPlan(plans, { ...fees, applicationFee: 999, adminFee: 999 }, { petsAllowed: false });
    expect(cost?.total).toBe(1100);
    expect(cost?.oneTime.map((l) => l.label)).toEqual(["Application fee", "Admin fee"]);
    expect(cost?.oneTimeTotal).toBe(1998);
  });

  it("shows pet rent as optional, only where pets are allowed, never in the total", () => {
    expect(monthlyCostOfCheapestPlan(plans, fees, { petsAllowed: true })?.optionalMonthly).toEqual([
      { label: "Pet rent (with a pet)", amount: 35 },
    ]);
    expect(monthlyCostOfCheapestPlan(plans, fees, { petsAllowed: false })?.optionalMonthly).toEqual([]);
  });

  it("leaves out fees of zero", () => {
    const cost = monthlyCostOfCheapestPlan(plans, { applicationFee: 0, adminFee: 0, petRent: 0, parkingFee: 0 }, { petsAllowed: true });
    expect(cost).toMatchObject({ total: 1050, mandatoryMonthly: [], optionalMonthly: [], oneTime: [], oneTimeTotal: 0 });
  });

  it("is null without floor plans", () => {
    expect(monthlyCostOfCheapestPlan([], fees, { petsAllowed: true })).toBeNull();
  });
});

describe("cheapestPlan", () => {
  it("takes the first of equally cheap plans", () => {
    expect(cheapestPlan([{ name: "X", beds: 1, rent: 900 }, { name: "Y", beds: 0, rent: 900 }])?.name).toBe("X");
  });
});
