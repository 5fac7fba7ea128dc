/** How a tour's time reads, always in Houston time whatever zone the server or browser runs in. */
import { HOUSTON_TIME_ZONE } from "./slots.ts";

let slotFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** "Fri, Nov 27, 9:30 AM": a booking's start, for lists, messages and the calendar file. */
export function formatTourStart(startsAt: Date | string): string {
  slotFormat ??= new Intl.DateTimeFormat("en-US", { timeZone: HOUSTON_TIME_ZONE, weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  return slotFormat.format(new Date(startsAt));
}

/** "Friday, November 27": a day heading of the slot picker (a local calendar date, yyyy-mm-dd). */
export function formatTourDay(date: string): string {
  dayFormat ??= new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** "9:30 AM": a slot's time. */
export function formatTourTime(startsAt: string): string {
  timeFormat ??= new Intl.DateTimeFormat("en-US", { timeZone: HOUSTON_TIME_ZONE, hour: "numeric", minute: "2-digit" });
  return timeFormat.format(new Date(startsAt));
}

export const TOUR_MODES = ["in-person", "virtual"] as const;
export type TourMode = (typeof TOUR_MODES)[number];
export const TOUR_MODE_LABELS: Readonly<Record<TourMode, string>> = { "in-person": "In person", virtual: "Virtual (video call)" };
