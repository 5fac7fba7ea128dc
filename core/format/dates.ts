/**
 * Dates as the site prints them. The zone is fixed so the server render and
 * the browser's hydration agree whatever zone either machine runs in.
 */

/** True for a real calendar date written yyyy-mm-dd (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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
const monthDay = lazyFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const isoCalendarDate = lazyFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: HOUSTON_TIME_ZONE });

const houstonDateTime = lazyFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: HOUSTON_TIME_ZONE });

/**
 * An instant as the back office shows every moment (timelines, lists, history), in Houston time: "Dec 7, 2026,
 * 2:05 PM". One format everywhere, so two lines of a timeline can be compared at a glance.
 */
export function formatHoustonDateTime(iso: string): string {
  return houstonDateTime(new Date(iso));
}

/** An instant (ISO timestamp) as the Houston calendar date: "June 3, 2025". */
export function formatLongDate(iso: string): string {
  return longDate(new Date(iso));
}

/** A calendar date (yyyy-mm-dd, no zone) as "Jul 1, 2025", never shifted by a time zone. */
export function formatCalendarDate(isoDate: string): string {
  return shortCalendarDate(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/**
 * A calendar date (yyyy-mm-dd) as "Nov 20" when it falls in the twelve months up to `today` (or later in today's year),
 * where a reader takes "Nov 20" for the last Nov 20; otherwise with its year, "Nov 20, 2025".
 */
export function formatRecentCalendarDate(isoDate: string, today: string): string {
  const year = Number(isoDate.slice(0, 4));
  const thisYear = Number(today.slice(0, 4));
  const recent = year === thisYear || (year === thisYear - 1 && isoDate.slice(5, 10) > today.slice(5, 10));
  return recent ? monthDay(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)) : formatCalendarDate(isoDate);
}

/** The Houston calendar date of an instant, as yyyy-mm-dd (comparable with floor-plan dates). */
export function houstonCalendarDate(now: Date): string {
  return isoCalendarDate(now);
}

const houstonParts = lazyParts({
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: HOUSTON_TIME_ZONE,
});

function lazyParts(options: Intl.DateTimeFormatOptions): (date: Date) => Record<string, string> {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) =>
    Object.fromEntries((formatter ??= new Intl.DateTimeFormat("en-US", options)).formatToParts(date).map((part) => [part.type, part.value]));
}

/** An instant as a datetime-local input's value in Houston time: "2026-12-01T09:30". */
export function toHoustonLocalInput(instant: Date): string {
  const p = houstonParts(instant);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * A datetime-local value read as Houston wall-clock time ("2026-12-01T09:30" is 9:30 in Houston, CST or CDT),
 * as the instant it names; null when it is not such a value. A wall-clock time skipped by the spring change
 * lands an hour later; one repeated in the fall is the first of the two.
 */
export function fromHoustonLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Houston is 5 (CDT) or 6 (CST) hours behind UTC: keep the first offset whose Houston reading is the value.
  for (const hours of [5, 6]) {
    const candidate = new Date(asUtc + hours * 3_600_000);
    if (toHoustonLocalInput(candidate) === value) return candidate;
  }
  return new Date(asUtc + 6 * 3_600_000);
}
