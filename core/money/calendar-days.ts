/**
 * Calendar dates ("yyyy-mm-dd", no time zone) for the money rules: due dates, reminders, aging and days lived
 * are whole days between two such dates, counted on the proleptic Gregorian calendar with no clock and no zone
 * (so no daylight-saving day is ever 23 hours). No date library is installed; counting reuses the matching
 * engine's day numbers and validation reuses core/format/dates.ts.
 */
import { z } from "zod";
import { isCalendarDate } from "../format/dates.ts";
import { dayNumber } from "../matching/calendar.ts";

export const CalendarDateSchema = z
  .string({ error: "Enter a date as yyyy-mm-dd, like 2026-07-01." })
  .refine(isCalendarDate, { error: "Enter a real date as yyyy-mm-dd, like 2026-07-01." });

/** The date, when it is a real yyyy-mm-dd date; throws naming `what` otherwise (a programming error). */
export function assertCalendarDate(value: string, what: string): string {
  if (typeof value !== "string" || !isCalendarDate(value)) throw new Error(`${what} must be a calendar date yyyy-mm-dd; got ${String(value)}.`);
  return value;
}

/** A span no rule here needs more than (about 270 years), so a stray timestamp in days is caught. */
const MAX_DAY_SPAN = 100_000;

/** The date `days` days after `date` (before it when negative): addDays("2026-01-31", 1) -> "2026-02-01". */
export function addDays(date: string, days: number): string {
  assertCalendarDate(date, "addDays's date");
  if (!Number.isSafeInteger(days) || Math.abs(days) > MAX_DAY_SPAN) throw new Error(`addDays takes a whole number of days within ±${MAX_DAY_SPAN}; got ${String(days)}.`);
  // Parsed as an ISO string, not Date.UTC(year, ...), which reads the years 0-99 as 1900-1999.
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  const result = instant.toISOString().slice(0, 10);
  return assertCalendarDate(result, "addDays's result");
}

/** Whole days from `from` to `to`: positive when `to` is later, 0 on the same day, negative when earlier. */
export function daysBetween(from: string, to: string): number {
  assertCalendarDate(from, "daysBetween's from");
  assertCalendarDate(to, "daysBetween's to");
  return dayNumber(to) - dayNumber(from);
}
