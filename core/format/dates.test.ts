import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatLongDate, houstonCalendarDate } from "./dates.ts";

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
