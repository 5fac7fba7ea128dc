/**
 * A community's tour hours: per weekday, when the first tour may start and when the last one must end, in
 * Houston wall-clock time, and whether that day offers virtual tours only. Stored as JSON on the community
 * (apartments.tour_hours) and edited in the back office as one line per open day ("Mon 09:00-18:00",
 * "Sun 13:00-17:00 virtual"), so the generic "lines" field serves it without an editor of its own.
 */

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

export interface TourDayHours {
  day: Weekday;
  /** Minutes after local midnight: the first tour's start. */
  opens: number;
  /** Minutes after local midnight: the last tour ends by then. */
  closes: number;
  /** Only virtual tours that day (an in-person booking is refused). */
  virtualOnly: boolean;
}

/** Open days only, Monday first; a missing day is closed. */
export type TourHours = readonly TourDayHours[];

export const TOUR_MINUTES_MIN = 15;
export const TOUR_MINUTES_MAX = 120;

/** What the migration gives existing communities (and a new one without hours of its own). */
export const DEFAULT_TOUR_HOURS: TourHours = [
  ...(["mon", "tue", "wed", "thu", "fri"] as const).map((day) => ({ day, opens: 9 * 60, closes: 18 * 60, virtualOnly: false })),
  { day: "sat", opens: 10 * 60, closes: 17 * 60, virtualOnly: false },
  { day: "sun", opens: 13 * 60, closes: 17 * 60, virtualOnly: false },
];
export const DEFAULT_TOUR_MINUTES = 30;

/** "09:30" from 570. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The line the admin form shows for one open day. */
export function tourHoursLine(day: TourDayHours): string {
  return `${WEEKDAY_LABELS[day.day]} ${clockText(day.opens)}-${clockText(day.closes)}${day.virtualOnly ? " virtual" : ""}`;
}

const LINE_PATTERN = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})(?:\s+(virtual)(?:\s+only)?)?$/i;

export type TourHoursParse = { ok: true; hours: TourDayHours[] } | { ok: false; message: string };

/**
 * Reads the admin's lines: one open day per line, a day at most once, closing after opening, times on the
 * 24-hour clock. Blank lines are the "lines" field's business (dropped before this).
 */
export function parseTourHoursLines(lines: readonly string[]): TourHoursParse {
  const hours: TourDayHours[] = [];
  for (const line of lines) {
    const match = LINE_PATTERN.exec(line.trim());
    const day = match ? WEEKDAYS.find((d) => d === match[1]!.toLowerCase()) : undefined;
    if (!match || !day) {
      return { ok: false, message: `“${line}” is not a day and hours like “Mon 09:00-18:00” (add “virtual” for virtual tours only).` };
    }
    const [opensH, opensM, closesH, closesM] = [match[2], match[3], match[4], match[5]].map(Number) as [number, number, number, number];
    if (opensH > 23 || closesH > 24 || opensM > 59 || closesM > 59 || (closesH === 24 && closesM > 0)) {
      return { ok: false, message: `“${line}”: use times from 00:00 to 24:00.` };
    }
    const opens = opensH * 60 + opensM;
    const closes = closesH * 60 + closesM;
    if (closes <= opens) return { ok: false, message: `“${line}”: closing must be after opening.` };
    if (hours.some((h) => h.day === day)) return { ok: false, message: `${WEEKDAY_LABELS[day]} is listed twice.` };
    hours.push({ day, opens, closes, virtualOnly: match[6] !== undefined });
  }
  hours.sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));
  return { ok: true, hours };
}

/** Stored JSON back to hours; anything malformed counts as closed rather than failing a page. */
export function tourHoursFromJson(value: unknown): TourDayHours[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { day, opens, closes, virtualOnly } = item as Record<string, unknown>;
    const weekday = WEEKDAYS.find((d) => d === day);
    if (!weekday || typeof opens !== "number" || typeof closes !== "number" || closes <= opens) return [];
    return [{ day: weekday, opens, closes, virtualOnly: virtualOnly === true }];
  });
}
