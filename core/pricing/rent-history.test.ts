import { describe, expect, it } from "vitest";
import { describePreviousRent, describeRentChange, latestRentChange, planRentHistory, rentAt, rentChart, rentSteps, type RentRecord } from "./rent-history.ts";

/** A record at noon in Houston (18:00 UTC in winter) of the day given. */
const at = (day: string, rent: number, source: RentRecord["source"] = "admin"): RentRecord => ({ rent, recordedAt: `${day}T18:00:00.000Z`, source });

describe("rentSteps", () => {
  it("orders the records by time and folds a repeated rent into the one before it", () => {
    const steps = rentSteps([at("2026-11-25", 1299), at("2026-11-20", 1365, "seed"), at("2026-11-22", 1365), at("2026-12-01", 1299)]);
    expect(steps.map((step) => [step.on, step.rent, step.source])).toEqual([
      ["2026-11-20", 1365, "seed"],
      ["2026-11-25", 1299, "admin"],
    ]);
  });

  it("dates a record by its Houston calendar day, not UTC's", () => {
    // 03:00 UTC on the 21st is 21:00 on the 20th in Houston.
    expect(rentSteps([{ rent: 1200, recordedAt: "2026-11-21T03:00:00.000Z", source: "import" }])[0]!.on).toBe("2026-11-20");
  });

  it("keeps records of the same instant in the order given (the query's id order)", () => {
    const same = "2026-11-20T18:00:00.000Z";
    const steps = rentSteps([
      { rent: 1400, recordedAt: same, source: "import" },
      { rent: 1350, recordedAt: same, source: "price-sheet" },
    ]);
    expect(steps.map((step) => step.rent)).toEqual([1400, 1350]);
  });
});

describe("latestRentChange", () => {
  it("is null with only the first record: no history before it", () => {
    expect(latestRentChange([at("2026-11-20", 1365, "first-record")], 1365)).toBeNull();
    expect(latestRentChange([], 1365)).toBeNull();
  });

  it("gives the last change, down or up, with both days", () => {
    const history = [at("2026-10-01", 1400, "first-record"), at("2026-11-20", 1365), at("2026-12-03", 1299, "price-sheet")];
    expect(latestRentChange(history, 1299)).toEqual({ rent: 1299, changedOn: "2026-12-03", previousRent: 1365, previousOn: "2026-11-20", direction: "down" });
    expect(latestRentChange([...history, at("2026-12-05", 1320)], 1320)).toMatchObject({ previousRent: 1299, direction: "up" });
  });

  it("says nothing when the history does not end at the rent shown", () => {
    expect(latestRentChange([at("2026-11-20", 1365), at("2026-12-03", 1299)], 1250)).toBeNull();
  });

  it("ignores a record that repeats the rent (no change)", () => {
    expect(latestRentChange([at("2026-11-20", 1365), at("2026-12-03", 1365)], 1365)).toBeNull();
  });
});

describe("describeRentChange", () => {
  const change = latestRentChange([at("2026-11-20", 1365), at("2026-12-03", 1299)], 1299)!;

  it("reads as the issue writes it", () => {
    expect(describeRentChange(change, "2026-12-07")).toBe("$1,299, was $1,365 on Nov 20");
  });

  it("names the year of a date more than a year back, or of another year ahead", () => {
    expect(describeRentChange(change, "2027-11-19")).toBe("$1,299, was $1,365 on Nov 20");
    expect(describeRentChange(change, "2027-11-20")).toBe("$1,299, was $1,365 on Nov 20, 2026");
  });
});

describe("rentAt", () => {
  const history = [at("2026-11-20", 1365), at("2026-12-03", 1299)];

  it("is the rent in effect at the instant, with its day", () => {
    expect(rentAt(history, new Date("2026-11-25T00:00:00Z"))).toEqual({ rent: 1365, on: "2026-11-20" });
    expect(rentAt(history, new Date("2026-12-03T18:00:00Z"))).toEqual({ rent: 1299, on: "2026-12-03" });
  });

  it("is null before the first record", () => {
    expect(rentAt(history, new Date("2026-11-20T17:59:59Z"))).toBeNull();
  });
});

describe("rentChart", () => {
  const size = { width: 200, height: 100, inset: { left: 0, right: 0, top: 0, bottom: 0 } };

  it("is null without history", () => {
    expect(rentChart([], "2026-12-07")).toBeNull();
  });

  it("draws one record as a flat line from its day to today, mid-height", () => {
    const chart = rentChart(rentSteps([at("2026-12-01", 1365, "seed")]), "2026-12-07", size)!;
    expect(chart.points).toEqual([{ x: 0, y: 50, rent: 1365, on: "2026-12-01" }]);
    expect(chart.line).toBe("M0 50 H200");
    expect(chart.rentTicks).toEqual([{ y: 50, rent: 1365 }]);
    expect(chart.to).toEqual({ x: 200, on: "2026-12-07" });
  });

  it("draws a history that began today across the plot", () => {
    const chart = rentChart(rentSteps([at("2026-12-07", 1365)]), "2026-12-07", size)!;
    expect(chart.line).toBe("M0 50 H200");
  });

  it("steps: each rent flat until the next, scaled by days and rent", () => {
    // 10 days in all: Dec 1 to Dec 11; the drop on Dec 6 is half way.
    const chart = rentChart(rentSteps([at("2026-12-01", 1400), at("2026-12-06", 1300)]), "2026-12-11", size)!;
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      [0, 0],
      [100, 100],
    ]);
    expect(chart.line).toBe("M0 0 H100 V100 H200");
    // The fill closes along the time axis, a little under the plot.
    expect(chart.axisY).toBe(108);
    expect(chart.area).toBe("M0 0 H100 V100 H200 V108 H0 Z");
    expect(chart.rentTicks).toEqual([
      { y: 0, rent: 1400 },
      { y: 100, rent: 1300 },
    ]);
  });

  it("keeps equal rents at one height and changes on one day in one vertical run", () => {
    const chart = rentChart(rentSteps([at("2026-12-01", 1400), at("2026-12-01", 1300), at("2026-12-01", 1400)]), "2026-12-05", size)!;
    expect(new Set(chart.points.map((p) => p.x))).toEqual(new Set([0]));
    expect(chart.line).toBe("M0 0 H0 V100 H0 V0 H200");
  });

  it("leaves the inset clear", () => {
    const chart = rentChart(rentSteps([at("2026-11-01", 1500), at("2026-11-15", 1250), at("2026-12-01", 1320)]), "2026-12-07")!;
    for (const point of chart.points) {
      expect(point.x).toBeGreaterThanOrEqual(chart.plot.left);
      expect(point.x).toBeLessThanOrEqual(chart.plot.right);
      expect(point.y).toBeGreaterThanOrEqual(chart.plot.top);
      expect(point.y).toBeLessThanOrEqual(chart.plot.bottom);
    }
  });
});

describe("describePreviousRent", () => {
  it("leaves the day out when it is not known, rather than guess one", () => {
    expect(describePreviousRent({ previousRent: 1550, previousOn: null }, "2026-12-07")).toBe("was $1,550");
    expect(describePreviousRent({ previousRent: 1550, previousOn: "2026-11-20" }, "2026-12-07")).toBe("was $1,550 on Nov 20");
  });
});

describe("planRentHistory", () => {
  it("gives a public page each rent and its day, without who wrote it, with the change and the chart", () => {
    const view = planRentHistory([at("2026-11-20", 1365, "price-sheet"), at("2026-12-03", 1299)], 1299, "2026-12-07");
    expect(view.steps).toEqual([
      { rent: 1365, on: "2026-11-20" },
      { rent: 1299, on: "2026-12-03" },
    ]);
    expect(view.change).toMatchObject({ rent: 1299, previousRent: 1365 });
    expect(view.chart?.points).toHaveLength(2);
    expect(planRentHistory([], 1299, "2026-12-07")).toEqual({ steps: [], change: null, chart: null });
  });
});
