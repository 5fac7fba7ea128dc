import { describe, expect, it } from "vitest";
import { planRentRange, typicalRent, type RentRow } from "./typical-rent.ts";

const row = (beds: number, minRent: number, medianRent: number, maxRent: number, plans = 3): RentRow => ({ beds, plans, minRent, medianRent, maxRent });

describe("typicalRent", () => {
  it("is the 1-bedroom median of the table when there are 1-bedroom plans", () => {
    const rows = [row(0, 900, 1000, 1100), row(1, 1150, 1420, 1900), row(2, 1600, 2100, 2800)];
    expect(typicalRent(rows)).toEqual({ label: "Median 1-bedroom rent", value: "$1,420" });
  });

  it("is the range over every row when there are no 1-bedroom plans", () => {
    expect(typicalRent([row(0, 950, 1000, 1100), row(3, 2400, 2600, 3200)])).toEqual({ label: "Rents range", value: "$950 – $3,200" });
    expect(typicalRent([row(2, 1800, 1800, 1800)])).toEqual({ label: "Rents range", value: "$1,800" });
  });

  it("is nothing without plans", () => {
    expect(typicalRent([])).toBeNull();
    expect(typicalRent([row(1, 1000, 1000, 1000, 0)])).toBeNull();
  });

  it("gives the range of every plan the table shows, whatever the headline", () => {
    const rows = [row(0, 900, 1000, 1100), row(1, 1150, 1420, 1900), row(3, 2400, 2600, 3200, 0)];
    expect(planRentRange(rows)).toEqual({ min: 900, max: 1900 });
    expect(planRentRange([])).toBeNull();
  });

  it("never falls outside the table's own figures", () => {
    const rows = [row(0, 700, 800, 950), row(1, 1000, 1300, 2000), row(2, 1500, 1800, 2600), row(3, 2100, 2500, 4000)];
    const headline = typicalRent(rows)!;
    expect(rows.map((r) => `$${r.medianRent.toLocaleString("en-US")}`)).toContain(headline.value);
  });
});
