/**
 * Free tour slots: from a community's weekly hours and tour length, the start times of the next days (today
 * included) in the community's time zone, without those in the past or within the lead time, and without those
 * overlapping a booked tour. Wall-clock times become instants through Intl's zone rules, so a day of 23 or 25
 * hours (the DST changes) gets the slots its clock shows, and a start the clock skips does not exist.
 */
import { WEEKDAYS, type TourHours, type Weekday } from "./tour-hours.ts";
import { addDays } from "../format/dates.ts";

export const HOUSTON_TIME_ZONE = "America/Chicago";
export const BOOKING_DAYS = 14;
/** A community needs some notice: no slot starts sooner than this after "now". */
export const LEAD_MINUTES = 120;

export interface TakenInterval {
  startsAt: Date;
  endsAt: Date;
}

export interface TourSlot {
  /** The instant, ISO (UTC): the form's value and the booking's starts_at. */
  startsAt: string;
  endsAt: string;
  /** The local calendar date, yyyy-mm-dd, for grouping by day. */
  date: string;
  /** Minutes after local midnight, as the community's clock shows it. */
  minutes: number;
  virtualOnly: boolean;
}

export interface SlotOptions {
  hours: TourHours;
  tourMinutes: number;
  now: Date;
  timeZone?: string;
  taken?: readonly TakenInterval[];
  days?: number;
  leadMinutes?: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, instant: number) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The local calendar date of an instant, yyyy-mm-dd. */
export function localDateOf(instant: Date, timeZone: string = HOUSTON_TIME_ZONE): string {
  const p = partsIn(timeZone, instant.getTime());
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/**
 * The instant at which the zone's clock reads `minutes` on `date`; null when the clock skips that time (spring
 * forward). A time the clock shows twice (fall back) is its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string = HOUSTON_TIME_ZONE): Date | null {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // The zone's offset is within a day of UTC; try the offsets the zone has around then, earliest instant first.
  const offsets = new Set<number>();
  for (const probe of [wall - 86_400_000, wall, wall + 86_400_000]) {
    const p = partsIn(timeZone, probe);
    offsets.add(Date.UTC(p.year, p.month - 1, p.day, 0, p.minutes) - probe);
  }
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  for (const instant of candidates) {
    const p = partsIn(timeZone, instant);
    if (Date.UTC(p.year, p.month - 1, p.day, 0, p.minutes) === wall) return new Date(instant);
  }
  return null;
}

/** The weekday of a calendar date (yyyy-mm-dd). */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

/** Every slot of the schedule in the window (taken or not), in time order. */
export function scheduledSlots(options: SlotOptions): TourSlot[] {
  const { hours, tourMinutes, now } = options;
  const timeZone = options.timeZone ?? HOUSTON_TIME_ZONE;
  const earliest = now.getTime() + (options.leadMinutes ?? LEAD_MINUTES) * 60_000;
  const today = localDateOf(now, timeZone);
  const slots: TourSlot[] = [];
  const seen = new Set<number>();
  if (tourMinutes <= 0) return slots;
  for (let offset = 0; offset < (options.days ?? BOOKING_DAYS); offset++) {
    const date = addDays(today, offset);
    const day = hours.find((h) => h.day === weekdayOf(date));
    if (!day) continue;
    for (let start = day.opens; start + tourMinutes <= day.closes; start += tourMinutes) {
      const instant = zonedInstant(date, start, timeZone);
      if (!instant || instant.getTime() < earliest || seen.has(instant.getTime())) continue;
      seen.add(instant.getTime());
      slots.push({
        startsAt: instant.toISOString(),
        endsAt: new Date(instant.getTime() + tourMinutes * 60_000).toISOString(),
        date,
        minutes: start,
        virtualOnly: day.virtualOnly,
      });
    }
  }
  return slots;
}

/** The slots nobody has: a slot overlapping a booked tour (even one booked under another tour length) is taken. */
export function freeTourSlots(options: SlotOptions): TourSlot[] {
  const taken = options.taken ?? [];
  return scheduledSlots(options).filter((slot) => {
    const start = Date.parse(slot.startsAt);
    const end = Date.parse(slot.endsAt);
    return !taken.some((t) => t.startsAt.getTime() < end && t.endsAt.getTime() > start);
  });
}

export interface SlotDay {
  date: string;
  slots: TourSlot[];
}

/** Slots grouped by local day, days in order. */
export function slotsByDay(slots: readonly TourSlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.date === slot.date) last.slots.push(slot);
    else days.push({ date: slot.date, slots: [slot] });
  }
  return days;
}
