/** Rent histories on random records (fast-check): the chart stays in its plot, steps right, and ends at today. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { latestRentChange, RENT_CHART_SIZE, rentAt, rentChart, rentSteps, RENT_SOURCES, type RentRecord } from "./rent-history.ts";

const DAY = 86_400_000;
const START = Date.parse("2024-01-01T12:00:00Z");

/** Records within about three years, several possibly at the same instant. */
const records = fc.array(
  fc.record({
    rent: fc.integer({ min: 0, max: 20_000 }),
    recordedAt: fc.integer({ min: 0, max: 1_000 * DAY }).map((offset) => new Date(START + offset).toISOString()),
    source: fc.constantFrom(...RENT_SOURCES),
  }),
  { minLength: 1, maxLength: 40 },
) as fc.Arbitrary<RentRecord[]>;

const TODAY = "2026-12-31";

describe("rentChart", () => {
  it("puts every point in the plot, left to right, and ends the line at its right edge", () => {
    fc.assert(
      fc.property(records, (history) => {
        const steps = rentSteps(history);
        const chart = rentChart(steps, TODAY)!;
        const { plot } = chart;
        expect(chart.points).toHaveLength(steps.length);
        chart.points.forEach((point, i) => {
          expect(point.x).toBeGreaterThanOrEqual(plot.left);
          expect(point.x).toBeLessThanOrEqual(plot.right);
          expect(point.y).toBeGreaterThanOrEqual(plot.top);
          expect(point.y).toBeLessThanOrEqual(plot.bottom);
          if (i > 0) expect(point.x).toBeGreaterThanOrEqual(chart.points[i - 1]!.x);
        });
        expect(chart.points[0]!.x).toBe(plot.left);
        expect(chart.line.startsWith(`M${plot.left} ${chart.points[0]!.y} `)).toBe(true);
        expect(chart.line.endsWith(` H${plot.right}`)).toBe(true);
        expect(chart.to.on).toBe(TODAY);
        expect(chart.width).toBe(RENT_CHART_SIZE.width);
      }),
    );
  });

  it("draws a higher rent higher (or level), never lower", () => {
    fc.assert(
      fc.property(records, (history) => {
        const points = rentChart(rentSteps(history), TODAY)!.points;
        for (const a of points) for (const b of points) if (a.rent > b.rent) expect(a.y).toBeLessThanOrEqual(b.y);
      }),
    );
  });
});

describe("rentSteps and latestRentChange", () => {
  it("never repeat a rent twice in a row, and a change is between the last two steps", () => {
    fc.assert(
      fc.property(records, (history) => {
        const steps = rentSteps(history);
        for (let i = 1; i < steps.length; i++) expect(steps[i]!.rent).not.toBe(steps[i - 1]!.rent);
        const last = steps.at(-1)!;
        const change = latestRentChange(history, last.rent);
        if (steps.length < 2) expect(change).toBeNull();
        else {
          expect(change).toMatchObject({ rent: last.rent, previousRent: steps.at(-2)!.rent });
          expect(change!.direction).toBe(last.rent < steps.at(-2)!.rent ? "down" : "up");
          expect(change!.previousOn <= change!.changedOn).toBe(true);
        }
      }),
    );
  });

  it("the rent at the last record's instant is the last step's", () => {
    fc.assert(
      fc.property(records, (history) => {
        const latest = Math.max(...history.map((record) => Date.parse(record.recordedAt)));
        expect(rentAt(history, new Date(latest))?.rent).toBe(rentSteps(history).at(-1)!.rent);
      }),
    );
  });
});
