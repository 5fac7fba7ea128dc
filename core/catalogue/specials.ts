/**
 * A community's move-in special (issue 29): its words, what it is worth (dollars off once, or months free, or
 * neither when the words say it all: "No application fee"), and the dates it runs. A special is shown, matched
 * and copied only while Houston's today is within its dates: an expired one leaves every surface by itself,
 * with no job to remove it.
 */
import { formatCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";

export interface Special {
  text: string;
  /** Dollars off, once; null when not a sum. */
  amount: number | null;
  /** Months of rent free; null when not months. */
  monthsFree: number | null;
  /** YYYY-MM-DD, Houston calendar days, both included; no start: running already. */
  startsOn: string | null;
  endsOn: string;
}

/** The most words a special may have: a card's line, not a page. */
export const SPECIAL_TEXT_MAX = 200;
export const SPECIAL_MONTHS_FREE_MAX = 12;
export const SPECIAL_AMOUNT_MAX = 100_000;

/** The columns of a community as stored (apartments.special_*). */
export interface SpecialColumns {
  specialText: string | null;
  specialAmount: number | null;
  specialMonthsFree: number | null;
  specialStartsOn: string | null;
  specialEndsOn: string | null;
}

/** The special the columns hold, whatever its dates; null when none. */
export function specialOf(columns: SpecialColumns): Special | null {
  if (columns.specialText === null || columns.specialEndsOn === null) return null;
  return {
    text: columns.specialText,
    amount: columns.specialAmount,
    monthsFree: columns.specialMonthsFree,
    startsOn: columns.specialStartsOn,
    endsOn: columns.specialEndsOn,
  };
}

/** True while `today` (YYYY-MM-DD, Houston) is within the special's dates, both days included. */
export function specialRunsOn(special: Special, today: string): boolean {
  return (special.startsOn === null || special.startsOn <= today) && today <= special.endsOn;
}

/** The special to show today, or null (none, not started, or over). */
export function currentSpecial(columns: SpecialColumns, today: string): Special | null {
  const special = specialOf(columns);
  return special && specialRunsOn(special, today) ? special : null;
}

/** What it is worth, in words: "$500 off", "1 month free", "1.5 months free", "2 weeks free" (half a month); null when the text says it all. */
export function specialValue(special: Pick<Special, "amount" | "monthsFree">): string | null {
  if (special.amount !== null) return `${formatDollars(special.amount)} off`;
  if (special.monthsFree !== null) {
    if (special.monthsFree === 0.5) return "2 weeks free";
    const months = Number.isInteger(special.monthsFree) ? String(special.monthsFree) : special.monthsFree.toFixed(1);
    return `${months} ${special.monthsFree === 1 ? "month" : "months"} free`;
  }
  return null;
}

/** What it is worth when its words do not already say it ("$500 off" for "Look and lease"; null for "1 month free on ..."). */
export function specialValueUnsaid(special: Pick<Special, "text" | "amount" | "monthsFree">): string | null {
  const value = specialValue(special);
  return value && !special.text.toLowerCase().includes(value.toLowerCase()) ? value : null;
}

/** The words with what they are worth when the words do not say it: "Look and lease ($500 off)", "1 month free on 12-month leases". */
export function specialSummary(special: Special): string {
  const value = specialValueUnsaid(special);
  return value ? `${special.text} (${value})` : special.text;
}

/** "through Dec 31, 2026": the last day it is offered. */
export function specialThrough(special: Pick<Special, "endsOn">): string {
  return `through ${formatCalendarDate(special.endsOn)}`;
}

/** The special as one line, with its end: "1 month free on 12-month leases, through Dec 31, 2026". */
export function specialLine(special: Special): string {
  return `${specialSummary(special)}, ${specialThrough(special)}`;
}
