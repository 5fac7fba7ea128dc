import { describe, expect, it } from "vitest";
import { freeTourSlots, localDateOf, scheduledSlots, slotsByDay, weekdayOf, zonedInstant } from "./slots.ts";
import { DEFAULT_TOUR_HOURS, parseTourHoursLines, tourHoursLine, type TourHours } from "./tour-hours.ts";

const hoursOf = (...lines: string[]): TourHours => {
  const parsed = parseTourHoursLines(lines);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.hours;
};

const houstonClock = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hourCycle: "h23", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

describe("zonedInstant", () => {
  it("reads Houston wall-clock time in CST and CDT", () => {
    expect(zonedInstant("2026-12-01", 9 * 60)?.toISOString()).toBe("2026-12-01T15:00:00.000Z");
    expect(zonedInstant("2026-07-01", 9 * 60)?.toISOString()).toBe("2026-07-01T14:00:00.000Z");
  });

  it("has no instant for a time the spring change skips, and the first of a repeated one", () => {
    expect(zonedInstant("2027-03-14", 2 * 60 + 30)).toBeNull();
    expect(zonedInstant("2026-11-01", 60 + 30)?.toISOString()).toBe("2026-11-01T06:30:00.000Z");
  });
});

describe("scheduledSlots", () => {
  const weekday = hoursOf("Mon 09:00-18:00", "Tue 09:00-18:00", "Wed 09:00-18:00", "Thu 09:00-18:00", "Fri 09:00-18:00", "Sat 10:00-17:00");

  it("offers every tour length from opening until the last tour ends by closing, across days", () => {
    // Monday 2026-11-23, 06:00 in Houston.
    const slots = scheduledSlots({ hours: weekday, tourMinutes: 45, now: new Date("2026-11-23T12:00:00Z"), days: 2 });
    const monday = slots.filter((s) => s.date === "2026-11-23");
    expect(monday.map((s) => houstonClock(s.startsAt))).toEqual(["09:00", "09:45", "10:30", "11:15", "12:00", "12:45", "13:30", "14:15", "15:00", "15:45", "16:30", "17:15"]);
    expect(slots.filter((s) => s.date === "2026-11-24")).toHaveLength(12);
    expect(new Set(slots.map((s) => s.date))).toEqual(new Set(["2026-11-23", "2026-11-24"]));
  });

  it("covers 14 days from Houston's today, skipping closed days", () => {
    // 23:30 on Saturday Nov 21 in Houston is already Sunday in UTC.
    const slots = scheduledSlots({ hours: weekday, tourMinutes: 60, now: new Date("2026-11-22T05:30:00Z") });
    const days = slotsByDay(slots).map((d) => d.date);
    expect(days[0]).toBe("2026-11-23");
    expect(days.at(-1)).toBe("2026-12-04");
    expect(days.some((d) => weekdayOf(d) === "sun")).toBe(false);
    expect(days).toHaveLength(11);
  });

  it("leaves out slots in the past and within the lead time", () => {
    // 10:05 in Houston on a Monday: 12:05 is the earliest start with two hours' notice.
    const now = new Date("2026-11-23T16:05:00Z");
    const slots = scheduledSlots({ hours: weekday, tourMinutes: 30, now, days: 1 });
    expect(houstonClock(slots[0]!.startsAt)).toBe("12:30");
    expect(slots.every((s) => Date.parse(s.startsAt) >= now.getTime() + 2 * 3_600_000)).toBe(true);
    expect(scheduledSlots({ hours: weekday, tourMinutes: 30, now, days: 1, leadMinutes: 0 })[0]!.startsAt).toBe("2026-11-23T16:30:00.000Z");
  });

  it("keeps Houston's clock on the day summer time ends (2026-11-01, 25 hours)", () => {
    const hours = hoursOf("Sun 00:00-04:00", "Mon 09:00-10:00");
    const slots = scheduledSlots({ hours, tourMinutes: 60, now: new Date("2026-10-31T12:00:00Z"), days: 3 });
    const sunday = slots.filter((s) => s.date === "2026-11-01");
    // 01:00 happens twice; the slot is its first occurrence (CDT), and the repeated hour adds no second slot.
    expect(sunday.map((s) => s.startsAt)).toEqual([
      "2026-11-01T05:00:00.000Z",
      "2026-11-01T06:00:00.000Z",
      "2026-11-01T08:00:00.000Z",
      "2026-11-01T09:00:00.000Z",
    ]);
    expect(slots.find((s) => s.date === "2026-11-02")?.startsAt).toBe("2026-11-02T15:00:00.000Z");
  });

  it("keeps Houston's clock when summer time starts (2027-03-14, 23 hours)", () => {
    const hours = hoursOf("Sun 01:00-04:00", "Sat 09:00-10:00");
    const slots = scheduledSlots({ hours, tourMinutes: 60, now: new Date("2027-03-12T12:00:00Z"), days: 3 });
    expect(slots.find((s) => s.date === "2027-03-13")?.startsAt).toBe("2027-03-13T15:00:00.000Z");
    const sunday = slots.filter((s) => s.date === "2027-03-14");
    // 02:00 does not exist that night; 01:00 is CST, 03:00 is CDT.
    expect(sunday.map((s) => s.startsAt)).toEqual(["2027-03-14T07:00:00.000Z", "2027-03-14T08:00:00.000Z"]);
    expect(sunday.map((s) => houstonClock(s.startsAt))).toEqual(["01:00", "03:00"]);
  });

  it("daytime tours keep their wall-clock times across both changes", () => {
    for (const now of ["2026-10-28T12:00:00Z", "2027-03-10T12:00:00Z"]) {
      const slots = scheduledSlots({ hours: DEFAULT_TOUR_HOURS, tourMinutes: 30, now: new Date(now) });
      for (const day of slotsByDay(slots)) {
        expect(houstonClock(day.slots[0]!.startsAt)).toBe(weekdayOf(day.date) === "sat" ? "10:00" : weekdayOf(day.date) === "sun" ? "13:00" : "09:00");
        expect(day.slots.every((s) => localDateOf(new Date(s.startsAt)) === day.date)).toBe(true);
      }
    }
  });

  it("marks virtual-only days", () => {
    const slots = scheduledSlots({ hours: hoursOf("Mon 09:00-10:00", "Tue 09:00-10:00 virtual"), tourMinutes: 30, now: new Date("2026-11-23T12:00:00Z"), days: 2 });
    expect(slots.map((s) => s.virtualOnly)).toEqual([false, false, true, true]);
  });

  it("offers nothing without hours", () => {
    expect(scheduledSlots({ hours: [], tourMinutes: 30, now: new Date("2026-11-23T12:00:00Z") })).toEqual([]);
  });
});

describe("freeTourSlots", () => {
  const hours = hoursOf("Mon 09:00-11:00");
  const now = new Date("2026-11-23T12:00:00Z");

  it("removes taken slots, and slots overlapping a tour booked under another length", () => {
    const taken = [
      { startsAt: new Date("2026-11-23T15:30:00Z"), endsAt: new Date("2026-11-23T16:00:00Z") },
      { startsAt: new Date("2026-11-23T16:15:00Z"), endsAt: new Date("2026-11-23T17:00:00Z") },
    ];
    const free = freeTourSlots({ hours, tourMinutes: 30, now, taken, days: 1 });
    expect(free.map((s) => houstonClock(s.startsAt))).toEqual(["09:00"]);
  });

  it("gives the slot back when nothing is taken", () => {
    expect(freeTourSlots({ hours, tourMinutes: 30, now, days: 1 }).map((s) => houstonClock(s.startsAt))).toEqual(["09:00", "09:30", "10:00", "10:30"]);
  });
});

describe("parseTourHoursLines", () => {
  it("reads days, times and virtual-only, Monday first", () => {
    const parsed = parseTourHoursLines(["Sunday 13:00-17:00 virtual only", "mon 9:00 - 18:00"]);
    expect(parsed).toEqual({
      ok: true,
      hours: [
        { day: "mon", opens: 540, closes: 1080, virtualOnly: false },
        { day: "sun", opens: 780, closes: 1020, virtualOnly: true },
      ],
    });
    if (parsed.ok) expect(parsed.hours.map(tourHoursLine)).toEqual(["Mon 09:00-18:00", "Sun 13:00-17:00 virtual"]);
  });

  it("refuses unknown days, reversed hours and a day twice", () => {
    expect(parseTourHoursLines(["Funday 09:00-10:00"]).ok).toBe(false);
    expect(parseTourHoursLines(["Mon 18:00-09:00"])).toMatchObject({ ok: false, message: expect.stringContaining("after opening") });
    expect(parseTourHoursLines(["Mon 09:00-10:00", "Monday 11:00-12:00"])).toMatchObject({ ok: false, message: "Mon is listed twice." });
    expect(parseTourHoursLines(["Mon 25:00-26:00"]).ok).toBe(false);
  });
});
