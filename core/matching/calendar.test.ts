import { describe, expect, it } from "vitest";
import { dayNumber } from "./calendar.ts";

describe("dayNumber", () => {
  it("agrees with Date for dates and timestamps", () => {
    for (const date of ["1970-01-01", "2000-02-29", "2026-03-01", "2026-12-31", "2100-03-01"]) {
      expect(dayNumber(date)).toBe(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    }
    expect(dayNumber("2026-05-04T23:59:59.000Z")).toBe(dayNumber("2026-05-04"));
  });

  it("is NaN for text that is not a date", () => {
    expect(dayNumber("yesterday")).toBeNaN();
    expect(dayNumber("2026-13-01")).toBeNaN();
    expect(dayNumber("")).toBeNaN();
  });
});
