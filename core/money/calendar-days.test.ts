import { describe, expect, it } from "vitest";
import { CalendarDateSchema, addDays, assertCalendarDate, daysBetween } from "./calendar-days.ts";

describe("addDays", () => {
  it("crosses months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-07-01", 0)).toBe("2026-07-01");
    expect(addDays("2026-01-01", 365)).toBe("2027-01-01");
  });

  it("keeps a Houston daylight-saving weekend a whole number of days", () => {
    expect(addDays("2026-03-07", 2)).toBe("2026-03-09");
    expect(addDays("2026-10-31", 2)).toBe("2026-11-02");
  });

  it("reads years before 100 as themselves", () => {
    expect(addDays("0050-01-01", 1)).toBe("0050-01-02");
  });

  it("throws on a date that is not real or a fraction of a day", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(/calendar date/);
    expect(() => addDays("2026-7-1", 1)).toThrow(/calendar date/);
    expect(() => addDays("2026-07-01", 1.5)).toThrow(/whole number of days/);
    expect(() => addDays("2026-07-01", 100_001)).toThrow(/whole number of days/);
  });
});

describe("daysBetween", () => {
  it("counts whole days, signed", () => {
    expect(daysBetween("2026-01-01", "2026-01-31")).toBe(30);
    expect(daysBetween("2026-01-31", "2026-01-01")).toBe(-30);
    expect(daysBetween("2026-07-01", "2026-07-01")).toBe(0);
    expect(daysBetween("2024-02-01", "2024-03-01")).toBe(29);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
  });

  it("throws on a date that is not real", () => {
    expect(() => daysBetween("2026-02-29", "2026-03-01")).toThrow(/daysBetween's from/);
    expect(() => daysBetween("2026-03-01", "tomorrow")).toThrow(/daysBetween's to/);
  });
});

describe("CalendarDateSchema and assertCalendarDate", () => {
  it("accept real yyyy-mm-dd dates only", () => {
    expect(CalendarDateSchema.parse("2024-02-29")).toBe("2024-02-29");
    expect(CalendarDateSchema.safeParse("2026-02-29").error?.issues[0]?.message).toBe("Enter a real date as yyyy-mm-dd, like 2026-07-01.");
    expect(CalendarDateSchema.safeParse("2026-07-01T00:00:00Z").success).toBe(false);
    expect(assertCalendarDate("2026-07-01", "x")).toBe("2026-07-01");
    expect(() => assertCalendarDate("07/01/2026", "the move-in")).toThrow(/the move-in must be a calendar date/);
  });
});
