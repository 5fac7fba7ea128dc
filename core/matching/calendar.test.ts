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

describe("day numbers worked by hand", () => {
  it("counts days from 1970-01-01, across month ends, leap days and centuries", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber("1969-12-31")).toBe(-1);
    // 2000-01-01 is day 10,957 (30 years, 7 of them leap); + 31 (January) + 28 = 2000-02-29
    expect(dayNumber("2000-02-29")).toBe(11016);
    expect(dayNumber("2000-03-01")).toBe(11017);
    // 2026-01-01 is day 20,454; + 31 + 28 + 31 + 30 + 31 = 2026-06-01
    expect(dayNumber("2026-01-31")).toBe(20484);
    expect(dayNumber("2026-02-01")).toBe(20485);
    expect(dayNumber("2026-02-28")).toBe(20512);
    expect(dayNumber("2026-03-01")).toBe(20513);
    expect(dayNumber("2026-06-01")).toBe(20605);
    // 1900 and 2100 are not leap years, 1600 is: compare with Date across them.
    for (const date of ["1900-02-28", "1900-03-01", "1600-02-29", "1600-03-01", "2100-02-28", "2400-02-29"]) {
      expect(dayNumber(date)).toBe(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);
    }
  });

  it("is NaN for anything that does not start with yyyy-mm-dd and a real month and day", () => {
    for (const text of ["2026/06/01", "2026-06-0", "20a6-06-01", "2026-0x-01", "2026-06-0/", "2026-06-0:", "2026-00-10", "2026-13-10", "2026-06-00", "2026-06-32", "26-06-01xx"]) {
      expect(dayNumber(text)).toBeNaN();
    }
    expect(dayNumber("2026-12-31")).toBe(20818);
    expect(dayNumber("2026-06-01 and more")).toBe(20605);
  });
});
