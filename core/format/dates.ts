/**
 * Dates as the site prints them. The zone is fixed so the server render and
 * the browser's hydration agree whatever zone either machine runs in.
 */

const HOUSTON_TIME_ZONE = "America/Chicago";

// Each formatter is made on first use, not when the module loads: creating Intl objects (the first
// in a browser tab loads ICU data, each time zone its rules) costs tens of milliseconds, which would
// otherwise land on every page that imports this module, whether it prints a date or not.
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => (formatter ??= new Intl.DateTimeFormat(locale, options)).format(date);
}

const longDate = lazyFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: HOUSTON_TIME_ZONE });
const shortCalendarDate = lazyFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const isoCalendarDate = lazyFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: HOUSTON_TIME_ZONE });

/** An instant (ISO timestamp) as the Houston calendar date: "June 3, 2025". */
export function formatLongDate(iso: string): string {
  return longDate(new Date(iso));
}

/** A calendar date (yyyy-mm-dd, no zone) as "Jul 1, 2025", never shifted by a time zone. */
export function formatCalendarDate(isoDate: string): string {
  return shortCalendarDate(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** The Houston calendar date of an instant, as yyyy-mm-dd (comparable with floor-plan dates). */
export function houstonCalendarDate(now: Date): string {
  return isoCalendarDate(now);
}
