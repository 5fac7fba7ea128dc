/**
 * Calendar dates ("yyyy-mm-dd", no time zone) for the money rules: due dates, reminders, aging and days lived
 * are whole days between two such dates, counted on the proleptic Gregorian calendar with no clock and no zone
 * (so no daylight-saving day is ever 23 hours). No date library is installed; counting reuses the matching
 * engine's day numbers and validation reuses core/format/dates.ts.
 */
import { z } from "zod";
import { assertCalendarDate, isCalendarDate } from "../format/dates.ts";
import { dayNumber } from "../matching/calendar.ts";

// Kept in core/format/dates.ts (no zod there, so the tour picker in the browser uses them too); named here for the money rules.
export { addDays, assertCalendarDate } from "../format/dates.ts";

export const CalendarDateSchema = z
  .string({ error: "Enter a date as yyyy-mm-dd, like 2026-07-01." })
  .refine(isCalendarDate, { error: "Enter a real date as yyyy-mm-dd, like 2026-07-01." });

/** Whole days from `from` to `to`: positive when `to` is later, 0 on the same day, negative when earlier. */
export function daysBetween(from: string, to: string): number {
  assertCalendarDate(from, "daysBetween's from");
  assertCalendarDate(to, "daysBetween's to");
  return dayNumber(to) - dayNumber(from);
}
