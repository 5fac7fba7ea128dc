import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatLongDate, formatRecentCalendarDate, fromHoustonLocalInput, houstonCalendarDate, isCalendarDate, toHoustonLocalInput } from "./dates.ts";

describe("isCalendarDate", () => {
  it("takes a real day written yyyy-mm-dd, a leap day included, and nothing else", () => {
    expect(isCalendarDate("2026-07-01")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const value of ["2027-02-29", "2026-02-30", "2026-13-01", "2026-7-1", "07/01/2026", "2026-07-01T00:00:00Z", ""]) expect(isCalendarDate(value)).toBe(false);
  });
});

describe("formatLongDate", () => {
  it("prints the Houston calendar date of an instant", () => {
    expect(formatLongDate("2025-06-03T15:00:00Z")).toBe("June 3, 2025");
    // 02:00 UTC on the 4th is still the evening of the 3rd in Houston.
    expect(formatLongDate("2025-06-04T02:00:00Z")).toBe("June 3, 2025");
  });
});

describe("formatCalendarDate", () => {
  it("prints a yyyy-mm-dd date as written, without a zone shift", () => {
    expect(formatCalendarDate("2025-07-01")).toBe("Jul 1, 2025");
    expect(formatCalendarDate("2026-01-31")).toBe("Jan 31, 2026");
  });
});

describe("houstonCalendarDate", () => {
  it("is the yyyy-mm-dd date in Houston, not in UTC", () => {
    expect(houstonCalendarDate(new Date("2025-06-04T02:00:00Z"))).toBe("2025-06-03");
    expect(houstonCalendarDate(new Date("2025-12-31T18:00:00Z"))).toBe("2025-12-31");
  });
});

describe("Houston datetime-local values", () => {
  it("reads a winter and a summer wall-clock time in Houston", () => {
    expect(fromHoustonLocalInput("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T15:30:00.000Z");
    expect(fromHoustonLocalInput("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T14:30:00.000Z");
  });

  it("round-trips through the input's value", () => {
    for (const value of ["2026-03-08T01:59", "2026-03-08T03:00", "2026-11-01T00:30", "2026-11-01T02:30", "2027-01-31T23:59"]) {
      expect(toHoustonLocalInput(fromHoustonLocalInput(value)!)).toBe(value);
    }
  });

  it("takes the first of a repeated hour and moves a skipped one an hour later", () => {
    expect(fromHoustonLocalInput("2026-11-01T01:30")?.toISOString()).toBe("2026-11-01T06:30:00.000Z");
    expect(toHoustonLocalInput(fromHoustonLocalInput("2026-03-08T02:30")!)).toBe("2026-03-08T03:30");
  });

  it("refuses what is not a datetime-local value", () => {
    for (const value of ["", "2026-02-30T10:00", "2026-12-01 09:30", "2026-12-01T24:00", "2026-12-01T09:60", "tomorrow"]) {
      expect(fromHoustonLocalInput(value)).toBeNull();
    }
  });
});

describe("formatRecentCalendarDate", () => {
  it("leaves the year out within the twelve months up to today, and writes it otherwise", () => {
    expect(formatRecentCalendarDate("2026-11-20", "2026-12-07")).toBe("Nov 20");
    expect(formatRecentCalendarDate("2025-12-08", "2026-12-07")).toBe("Dec 8");
    expect(formatRecentCalendarDate("2025-12-07", "2026-12-07")).toBe("Dec 7, 2025");
    expect(formatRecentCalendarDate("2024-11-20", "2026-12-07")).toBe("Nov 20, 2024");
    expect(formatRecentCalendarDate("2027-01-02", "2026-12-07")).toBe("Jan 2, 2027");
  });
});
