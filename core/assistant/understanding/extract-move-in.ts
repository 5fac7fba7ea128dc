/**
 * Move-in date, resolved against `today` (yyyy-mm-dd; never the clock):
 * chrono-node reads absolute and relative dates ("March 1st", "3/15",
 * "in two weeks", "end of the month"); around it, the renter's conventions:
 * a month without a day is its 1st ('next month', 'in January'), 'mid' the
 * 15th, 'late' the 25th; 'ASAP' is today; 'by the 1st' the next 1st; seasons
 * start on the 1st of March, June, September and December. A day to see, tour
 * or visit a place ("can I see it saturday") is a tour, never the move.
 */
import * as chrono from "chrono-node";
import type { Claims } from "./text.ts";

const pad = (n: number) => String(n).padStart(2, "0");
const format = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function parseDay(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  // Noon: no time-zone shift can move it to another day.
  return new Date(y!, m! - 1, d!, 12);
}

/** The next date (today included) that falls on this day of the month. */
const MONTH_NAMED = /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\s+\d{1,2}(?:st|nd|rd|th)?\b/g;
const MONTH_INDEX: Record<string, number> = { jan: 0, feb: 1, mar: 2, apr: 3, may: 4, jun: 5, jul: 6, aug: 7, sep: 8, oct: 9, nov: 10, dec: 11 };

/** That day of that month, this year or, when it has passed, next year. */
function dayOfMonthNamed(today: Date, month: number, day: number): Date {
  const candidate = new Date(today.getFullYear(), month, day, 12);
  return candidate >= startOfDay(today) ? candidate : new Date(today.getFullYear() + 1, month, day, 12);
}

function nextDayOfMonth(today: Date, day: number): Date {
  const candidate = new Date(today.getFullYear(), today.getMonth(), day, 12);
  if (candidate.getDate() === day && candidate >= startOfDay(today)) return candidate;
  return new Date(today.getFullYear(), today.getMonth() + 1, day, 12);
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

function nextMonthStart(today: Date, month: number): Date {
  const year = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() > 1) ? today.getFullYear() + 1 : today.getFullYear();
  return new Date(year, month - 1, 1, 12);
}

const SEASON_MONTH: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };
const MOVE_CUE = /(?:move|moving|move-in|movein|move in|start|starting|available|avail|availability|open|free|need it by|need it|by|lease ends|lease is up|out by|date|make it|make that|change it to|set it to|switch it to)\W*(?:\w+\W+){0,3}$/;
/** Words that may be a month or just a word: "I may need parking", "march". */
const AMBIGUOUS_MONTHS = new Set(["may", "march"]);
const MONTH_CUE = /(?:\bin|\bby|\bto|\buntil|\btill|\bearly|\bmid|\blate|\bof|\bbefore|\bafter|\bstarting|\bfrom|\baround|\bon|\bmove|\bmoving|\bsince|\bthis|\bnext|\bfor)\s*-?\s*$/;

const DATE_PHRASE =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight)\b|\d{1,2}\/\d{1,2}|\d{4}-\d{2}-\d{2}|\b(?:in|within|next|this|after|end of|beginning of|start of|by)\b.*\b(?:days?|weeks?|weekend|months?|years?)\b/;

/** Seeing a place: a date in its clause is the visit's. */
const VISIT =
  /\b(?:(?:see|seeing|view|check out) (?:it|them|that one|this one|the (?:place|apartment|unit|property|community|building|complex|model)|a (?:unit|model)|in person)|(?:see|seeing|check out|look at|looking at|go look|go see) (?:a couple|a few|some|several|places|apartments|units|options|them all)|come (?:see|look)|check (?:it|them) out|tour|touring|tours|visit|visiting|viewing|showing|stop by|drop by|walk ?through)\b/g;
/** Another event on that day: the weather, a game ("will it rain thursday"), never the move. */
const OTHER_EVENT = /\b(?:rain|raining|rainy|weather|forecast|storm|storms|stormy|snow|sunny|hot|cold|freeze|freezing|hurricane|flooding|game|concert|party|festival|rodeo|traffic)\b/;
const MOVE = /\b(?:move|moving|moved|move-in|movein|lease|start|starting|need (?:it|a place|something)|live|living)\b/g;

/** Whether the date at [index, end) is the day of a visit or of another event (the weather): the last verb before it in its clause is seeing or touring, or a visit follows it and no move is named. */
function isVisitDay(text: string, index: number, end: number): boolean {
  const clauseStart = Math.max(0, ...[...text.slice(0, index).matchAll(/[.?!;]/g)].map((m) => m.index + 1));
  const after = text.slice(end).search(/[.?!;]/);
  const clauseEnd = after < 0 ? text.length : end + after;
  const before = text.slice(clauseStart, index);
  const clause = text.slice(clauseStart, clauseEnd);
  if (OTHER_EVENT.test(clause) && clause.search(MOVE) < 0) return true;
  const lastVisit = Math.max(-1, ...[...before.matchAll(VISIT)].map((m) => m.index));
  const lastMove = Math.max(-1, ...[...before.matchAll(MOVE)].map((m) => m.index));
  if (lastVisit > lastMove) return true;
  if (lastMove >= 0) return false;
  const rest = text.slice(end, clauseEnd);
  return rest.search(VISIT) >= 0 && rest.search(MOVE) < 0;
}

/** US holidays a move is timed by. Group 1: which. */
const HOLIDAY = /\b(labor day|memorial day|thanksgiving|christmas|xmas|independence day|4th of july|fourth of july|july 4th|halloween)\b/g;

/** The next date of a holiday on or after today (Labor Day: 1st Monday of September; Memorial Day: last Monday of May; Thanksgiving: 4th Thursday of November). */
function nextHoliday(today: Date, name: string): Date {
  const on = (year: number): Date => {
    const nth = (month: number, weekday: number, n: number) => {
      const first = new Date(year, month, 1, 12);
      return new Date(year, month, 1 + ((weekday - first.getDay() + 7) % 7) + 7 * (n - 1), 12);
    };
    if (name === "labor day") return nth(8, 1, 1);
    if (name === "memorial day") {
      const last = new Date(year, 5, 0, 12);
      return new Date(year, 4, last.getDate() - ((last.getDay() - 1 + 7) % 7), 12);
    }
    if (name === "thanksgiving") return nth(10, 4, 4);
    if (name === "christmas" || name === "xmas") return new Date(year, 11, 25, 12);
    if (name === "halloween") return new Date(year, 9, 31, 12);
    return new Date(year, 6, 4, 12);
  };
  const thisYear = on(today.getFullYear());
  return startOfDay(thisYear) >= startOfDay(today) ? thisYear : on(today.getFullYear() + 1);
}

interface Found {
  date: Date;
  index: number;
  end: number;
}

export function findMoveInDate(text: string, todayText: string, claims: Claims, expecting: boolean): string | undefined {
  const today = parseDay(todayText);
  const found: Found[] = [];
  const add = (index: number, length: number, date: Date) => {
    if (claims.overlaps(index, index + length)) return;
    if (isVisitDay(text, index, index + length)) return;
    if (startOfDay(date) < startOfDay(today)) return;
    claims.add(index, index + length);
    found.push({ date, index, end: index + length });
  };

  for (const m of text.matchAll(/\b(?:asap|a\.s\.a\.p|as soon as possible|immediately|right away|urgently|the sooner the better|sooner rather than later|(?:move|moving|move in|need (?:it|something|a place)|available|ready)\s+(?:in\s+)?now)\b/g)) {
    add(m.index, m[0].length, today);
  }
  // "By Labor Day", "before Thanksgiving": the holiday's next date ("before" is the day before, as for any date).
  for (const m of text.matchAll(HOLIDAY)) {
    const date = nextHoliday(today, m[1]!);
    const before = /\bbefore\s*$/.test(text.slice(Math.max(0, m.index - 8), m.index));
    add(m.index, m[0].length, before ? new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1, 12) : date);
  }
  for (const m of text.matchAll(/\b(?:first of the year|new years?|start of the year|beginning of the year|after the holidays)\b/g)) {
    add(m.index, m[0].length, nextMonthStart(today, 1));
  }
  for (const m of text.matchAll(/\b(?:first|1st|beginning|start) of the month\b/g)) add(m.index, m[0].length, nextDayOfMonth(today, 1));
  for (const m of text.matchAll(/\b(?:(?:in|this|next|the|by|around|until|before|after|sometime)\s+|(early|late|mid)[\s-]*)(?:the\s+)?(spring|summer|fall|autumn|winter)\b(?!\s+branch)/g)) {
    const start = nextMonthStart(today, SEASON_MONTH[m[2]!]!);
    const offset = m[1] === "late" ? 2 : m[1] === "mid" ? 1 : 0;
    add(m.index, m[0].length, new Date(start.getFullYear(), start.getMonth() + offset, 1, 12));
  }
  // "by the 1st", "on the 15th" (not "the 15th of January", which chrono reads)
  // Not a position in what was shown: "the 2nd one", "the first two", "the first and the third", "the first option".
  // Nor a card asked about: "tell me about the 4th", "what's at the 2nd".
  for (const m of text.matchAll(/(?<!\b(?:tell me about|tell me more about|more about|info on|details on|details of|at|with|than|vs|like) )\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:of|ward|floor|street|st|ave|avenue|week|time|one|place|bedroom|unit|building|level|row|grade|year|stop|\d|two|three|four|five|few|couple|ones|options?|apartments?|communit(?:y|ies)|listings?|results?|cards?|choices?|picks?|match(?:es)?|complex|property|buildings|searche?s?|lists?|and|or|vs|versus|&|,)(?![a-z]))|\bthe\s+first\b(?!\s*(?:of|week|floor|time|one|place|thing|step|question|month|\d|two|three|four|five|few|couple|ones|options?|apartments?|communit(?:y|ies)|listings?|results?|cards?|choices?|picks?|match(?:es)?|complex|property|buildings?|search(?:es)?|lists?|answer|reply|message|and|or|vs|versus|&|,)(?![a-z]))/g)) {
    const day = m[1] ? Number(m[1]) : 1;
    if (day < 1 || day > 31) continue;
    // "My lease ends June 14, so before the 15th": the month named just before; "before the 15th" is by the 14th.
    const month = [...text.slice(Math.max(0, m.index - 80), m.index).matchAll(MONTH_NAMED)].at(-1)?.[1];
    const base = month ? dayOfMonthNamed(today, MONTH_INDEX[month.slice(0, 3)]!, day) : nextDayOfMonth(today, day);
    const before = /\bbefore\s*$/.test(text.slice(Math.max(0, m.index - 8), m.index));
    add(m.index, m[0].length, before ? new Date(base.getFullYear(), base.getMonth(), base.getDate() - 1, 12) : base);
  }

  // A trip's length is no date ("by July 1, 15 minutes from downtown" is July 1, not 2015 nor in 15 minutes).
  // Nor is a lease's length ("moving in April, 12 month lease" is April, not April 2012).
  const masked = claims
    .mask(text)
    .replace(/\b\d{1,3}\s?(?:min|mins|minutes?|hours?|hrs?)\b/g, (duration) => " ".repeat(duration.length))
    .replace(/\b\d{1,2}[\s-]?(?:months?|mos?|years?|yrs?)[\s-]?(?:lease|term|contract)s?\b/g, (term) => " ".repeat(term.length));
  for (const result of chrono.parse(masked, today, { forwardDate: true })) {
    const phrase = result.text.toLowerCase();
    const start = result.start;
    const known = (unit: "day" | "month" | "weekday" | "year") => start.isCertain(unit);
    if (phrase === "now" || phrase.endsWith(" now")) continue;
    // chrono also reads "the heights", "a month" and "24 hour" as times: keep only what names a date.
    if (!DATE_PHRASE.test(phrase) || phrase === "24/7") continue;
    const before = masked.slice(Math.max(0, result.index - 25), result.index);
    if (/\b(?:today|tomorrow|tonight)\b/.test(phrase) && !expecting && !MOVE_CUE.test(before)) continue;
    if (AMBIGUOUS_MONTHS.has(phrase) && !MONTH_CUE.test(before) && masked.trim() !== phrase) continue;
    if (/^[a-z]{3}$/.test(phrase) && !/\b(?:on|this|next|by)\s*$/.test(before)) continue;
    let date = start.date();
    if (!known("day") && !known("weekday") && !/^(?:in|within)\b/.test(phrase)) {
      // A month on its own: its 1st, or the part of it they name.
      const part = /(early|beginning of|start of|first week of|1st week of|second week of|2nd week of|third week of|3rd week of|fourth week of|4th week of|first half of|mid|middle of|late|last week of|end of)[\s-]*(?:the\s+)?$/.exec(before)?.[1];
      const week = part ? ({ second: 8, "2nd": 8, third: 15, "3rd": 15, fourth: 22, "4th": 22 } as Record<string, number>)[part.split(" ")[0]!] : undefined;
      const day = week ?? (part === "mid" || part === "middle of" ? 15 : part === "late" || part === "last week of" ? 25 : 1);
      date = part === "end of" ? new Date(date.getFullYear(), date.getMonth() + 1, 0, 12) : new Date(date.getFullYear(), date.getMonth(), day, 12);
    }
    // "Before July" is by June 30; "before March 15", by March 14.
    if (/\bbefore\s*$/.test(before)) date = new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1, 12);
    // Its own words only: chrono's text can run on over masked words ("april,      " before a claimed "12 month lease").
    add(result.index, result.text.replace(/[\s,;]+$/, "").length, date);
  }
  if (found.length === 0) return undefined;
  // A date said as the move ("move in Feb 1") beats others ("my lease ends Jan 31").
  found.sort((a, b) => a.index - b.index);
  const moving = found.filter((f) => MOVE_CUE.test(text.slice(Math.max(0, f.index - 30), f.index)));
  const pick = (moving.length > 0 && !expecting ? moving : found)[((moving.length > 0 && !expecting ? moving : found).length) - 1]!;
  return format(pick.date);
}
