/**
 * Dates as the site prints them. The zone is fixed so the server render and
 * the browser's hydration agree whatever zone either machine runs in.
 */

const HOUSTON_TIME_ZONE = "America/Chicago";

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: HOUSTON_TIME_ZONE });
const shortCalendarDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** An instant (ISO timestamp) as the Houston calendar date: "June 3, 2025". */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** A calendar date (yyyy-mm-dd, no zone) as "Jul 1, 2025", never shifted by a time zone. */
export function formatCalendarDate(isoDate: string): string {
  return shortCalendarDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

const isoCalendarDate = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: HOUSTON_TIME_ZONE });

/** The Houston calendar date of an instant, as yyyy-mm-dd (comparable with floor-plan dates). */
export function houstonCalendarDate(now: Date): string {
  return isoCalendarDate.format(now);
}
