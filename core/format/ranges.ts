/**
 * Card strings derived from a community's floor plans (never typed by hand):
 * priceRange "$1,150 - $2,300", bedRange "Studio - 2 Beds", sqftRange "540 - 1,210 sq ft".
 */

/**
 * A whole number as en-US writes it: "1,234", "-5"; halves round away from zero, as Intl does.
 * Not Intl.NumberFormat: the first Intl object a browser tab creates costs tens of milliseconds
 * (ICU data), and pages like /listings print nothing else that needs it.
 */
export function formatWholeNumber(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 && rounded !== 0 ? `-${digits}` : digits;
}

export function formatDollars(amount: number): string {
  return `$${formatWholeNumber(amount)}`;
}

function range<T>(min: T | null | undefined, max: T | null | undefined, format: (value: T) => string): string | null {
  if (min == null && max == null) return null;
  const low = (min ?? max) as T;
  const high = (max ?? min) as T;
  return low === high ? format(low) : `${format(low)} - ${format(high)}`;
}

export function formatPriceRange(min: number | null | undefined, max: number | null | undefined): string | null {
  return range(min, max, formatDollars);
}

export function formatBeds(beds: number): string {
  if (beds === 0) return "Studio";
  return `${beds} ${beds === 1 ? "Bed" : "Beds"}`;
}

export function formatBedRange(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min == null && max == null) return null;
  const low = min ?? (max as number);
  const high = max ?? low;
  if (low === high) return formatBeds(low);
  // "1 - 3 Beds" reads better than "1 Bed - 3 Beds"; a studio is named.
  return low === 0 ? `Studio - ${formatBeds(high)}` : `${low} - ${formatBeds(high)}`;
}

export function formatSqftRange(min: number | null | undefined, max: number | null | undefined): string | null {
  const text = range(min, max, formatWholeNumber);
  return text === null ? null : `${text} sq ft`;
}

export function formatBaths(baths: number): string {
  return `${baths % 1 === 0 ? baths.toFixed(0) : baths.toFixed(1)} ${baths === 1 ? "Bath" : "Baths"}`;
}
