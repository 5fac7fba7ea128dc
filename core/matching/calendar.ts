/**
 * Calendar dates as whole day numbers, parsed by hand from "yyyy-mm-dd":
 * ranking reads one date per community, and Date.parse is the slowest step of
 * a 50,000-community pass.
 */

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return NaN;
    value = value * 10 + code;
  }
  return value;
}

/** The day number of the calendar date an ISO date or timestamp starts with; NaN when it doesn't start with one. */
export function dayNumber(isoDate: string): number {
  if (isoDate.length < 10 || isoDate.charCodeAt(4) !== 45 || isoDate.charCodeAt(7) !== 45) return NaN;
  const year = digits(isoDate, 0, 4);
  const month = digits(isoDate, 5, 2);
  const day = digits(isoDate, 8, 2);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return NaN;
  return daysFromCivil(year, month, day);
}
