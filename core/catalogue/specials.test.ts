import { describe, expect, it } from "vitest";
import { houstonCalendarDate } from "../format/dates.ts";
import { currentSpecial, specialLine, specialOf, specialRunsOn, specialSummary, specialThrough, specialValue, specialValueUnsaid, type Special, type SpecialColumns } from "./specials.ts";

const NONE: SpecialColumns = { specialText: null, specialAmount: null, specialMonthsFree: null, specialStartsOn: null, specialEndsOn: null };

const columns = (overrides: Partial<SpecialColumns>): SpecialColumns => ({ ...NONE, specialText: "1 month free on 12-month leases", specialEndsOn: "2026-06-30", ...overrides });

const special = (overrides: Partial<Special> = {}): Special => ({ text: "Look and lease", amount: null, monthsFree: null, startsOn: null, endsOn: "2026-06-30", ...overrides });

describe("specialOf", () => {
  it("is null without words or without an end: a special is words with a last day", () => {
    expect(specialOf(NONE)).toBeNull();
    expect(specialOf({ ...NONE, specialText: "Free parking", specialEndsOn: null })).toBeNull();
    expect(specialOf({ ...NONE, specialEndsOn: "2026-06-30" })).toBeNull();
  });

  it("gives the stored special whatever its dates", () => {
    expect(specialOf(columns({ specialAmount: 500, specialStartsOn: "2030-01-01", specialEndsOn: "2030-02-01" }))).toEqual({
      text: "1 month free on 12-month leases",
      amount: 500,
      monthsFree: null,
      startsOn: "2030-01-01",
      endsOn: "2030-02-01",
    });
  });
});

describe("specialRunsOn and currentSpecial: Houston calendar days, both ends included", () => {
  const running = columns({ specialStartsOn: "2026-06-01", specialEndsOn: "2026-06-30" });

  it("runs from its first day to its last day", () => {
    expect(currentSpecial(running, "2026-06-01")?.text).toBe("1 month free on 12-month leases");
    expect(currentSpecial(running, "2026-06-15")).not.toBeNull();
    expect(currentSpecial(running, "2026-06-30")).not.toBeNull();
  });

  it("is not shown the day before it starts nor the day after it ends", () => {
    expect(currentSpecial(running, "2026-05-31")).toBeNull();
    expect(currentSpecial(running, "2026-07-01")).toBeNull();
    // Across a month and a year: string order is day order.
    const newYear = columns({ specialStartsOn: "2026-12-31", specialEndsOn: "2027-01-01" });
    expect(currentSpecial(newYear, "2026-12-30")).toBeNull();
    expect(currentSpecial(newYear, "2026-12-31")).not.toBeNull();
    expect(currentSpecial(newYear, "2027-01-01")).not.toBeNull();
    expect(currentSpecial(newYear, "2027-01-02")).toBeNull();
  });

  it("without a start date runs already, up to its last day", () => {
    const open = columns({ specialStartsOn: null, specialEndsOn: "2026-06-30" });
    expect(currentSpecial(open, "2000-01-01")).not.toBeNull();
    expect(currentSpecial(open, "2026-06-30")).not.toBeNull();
    expect(currentSpecial(open, "2026-07-01")).toBeNull();
  });

  it("of one day runs on that day only", () => {
    const day = special({ startsOn: "2026-06-10", endsOn: "2026-06-10" });
    expect(["2026-06-09", "2026-06-10", "2026-06-11"].map((today) => specialRunsOn(day, today))).toEqual([false, true, false]);
  });

  it("counts the day in Houston: late evening of the last day, after midnight UTC, still shows it", () => {
    const lastDay = columns({ specialEndsOn: "2026-06-30" });
    // 04:30 UTC on July 1 is 11:30 PM on June 30 in Houston (CDT); 05:30 UTC is past Houston's midnight.
    expect(currentSpecial(lastDay, houstonCalendarDate(new Date("2026-07-01T04:30:00Z")))).not.toBeNull();
    expect(currentSpecial(lastDay, houstonCalendarDate(new Date("2026-07-01T05:30:00Z")))).toBeNull();
  });

  it("is null when there is none", () => {
    expect(currentSpecial(NONE, "2026-06-15")).toBeNull();
  });
});

describe("specialValue", () => {
  it("says dollars off, months free, half a month as two weeks, or nothing when the words say it all", () => {
    expect(specialValue({ amount: 500, monthsFree: null })).toBe("$500 off");
    expect(specialValue({ amount: 1250, monthsFree: null })).toBe("$1,250 off");
    expect(specialValue({ amount: null, monthsFree: 1 })).toBe("1 month free");
    expect(specialValue({ amount: null, monthsFree: 2 })).toBe("2 months free");
    expect(specialValue({ amount: null, monthsFree: 1.5 })).toBe("1.5 months free");
    expect(specialValue({ amount: null, monthsFree: 0.5 })).toBe("2 weeks free");
    expect(specialValue({ amount: null, monthsFree: null })).toBeNull();
  });
});

describe("specialSummary, specialThrough and specialLine", () => {
  it("adds the value to words that do not say it, and never says it twice", () => {
    expect(specialValueUnsaid(special({ amount: 500 }))).toBe("$500 off");
    expect(specialValueUnsaid(special({ text: "Get $500 OFF move-in", amount: 500 }))).toBeNull();
    expect(specialSummary(special({ amount: 500 }))).toBe("Look and lease ($500 off)");
    expect(specialSummary(special({ text: "1 Month Free on 12-month leases", monthsFree: 1 }))).toBe("1 Month Free on 12-month leases");
    expect(specialSummary(special({ text: "No application fee" }))).toBe("No application fee");
  });

  it("ends with the last day it is offered", () => {
    expect(specialThrough(special({ endsOn: "2026-12-31" }))).toBe("through Dec 31, 2026");
    expect(specialLine(special({ monthsFree: 0.5, endsOn: "2027-01-05" }))).toBe("Look and lease (2 weeks free), through Jan 5, 2027");
  });
});
