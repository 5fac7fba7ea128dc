/**
 * A floor plan's rent history (issue 29): every rent it has had, each from the day it was recorded (migration 0033's
 * trigger writes one row per insert and per change of rent). Read here into what every surface shows: the steps
 * (a rent holds until the next one), the latest change ("$1,299, was $1,365 on Nov 20"), the rent in effect at an
 * instant (what a renter saw when they last looked), and the geometry of the small chart the apartment page draws.
 *
 * Nothing is guessed: the first record is where the history starts, never a price "before" it.
 */
import { formatRecentCalendarDate, houstonCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";
import { dayNumber } from "../matching/calendar.ts";

/** Where a recorded rent came from; the same list as the table's CHECK (db/schema/catalog.ts RENT_SOURCES). */
export const RENT_SOURCES = ["first-record", "admin", "import", "price-sheet", "seed"] as const;
export type RentSource = (typeof RENT_SOURCES)[number];

/** How the back office names a source. */
export const RENT_SOURCE_LABELS: Record<RentSource, string> = {
  "first-record": "First record",
  admin: "Admin edit",
  import: "Import",
  "price-sheet": "Price sheet",
  seed: "Demo data",
};

/** One row of floor_plan_rent_history. */
export interface RentRecord {
  rent: number;
  /** ISO timestamp. */
  recordedAt: string;
  source: RentSource;
}

/** A rent and the day it took effect (Houston calendar date, yyyy-mm-dd). */
export interface RentStep {
  rent: number;
  on: string;
  /** ISO timestamp of the record. */
  recordedAt: string;
  source: RentSource;
}

/** The latest change of rent: `rent` since `changedOn`, `previousRent` since `previousOn`. */
export interface RentChange {
  rent: number;
  changedOn: string;
  previousRent: number;
  previousOn: string;
  direction: "down" | "up";
}

const byTime = (a: RentRecord, b: RentRecord) => Date.parse(a.recordedAt) - Date.parse(b.recordedAt);

/**
 * The history as steps, oldest first: records in time order (ties keep the order given, which the query makes the
 * insertion order), a record repeating the rent before it folded into that one (the rent held since then).
 */
export function rentSteps(records: readonly RentRecord[]): RentStep[] {
  const steps: RentStep[] = [];
  for (const record of [...records].sort(byTime)) {
    if (steps.at(-1)?.rent === record.rent) continue;
    steps.push({ rent: record.rent, on: houstonCalendarDate(new Date(record.recordedAt)), recordedAt: record.recordedAt, source: record.source });
  }
  return steps;
}

/**
 * The latest change of rent; null when the plan has only its first record, or when the history does not end at
 * `currentRent` (then it does not explain the price shown, and says nothing rather than something wrong).
 */
export function latestRentChange(records: readonly RentRecord[], currentRent: number): RentChange | null {
  const steps = rentSteps(records);
  const last = steps.at(-1);
  const before = steps.at(-2);
  if (!last || !before || last.rent !== currentRent) return null;
  return { rent: last.rent, changedOn: last.on, previousRent: before.rent, previousOn: before.on, direction: last.rent < before.rent ? "down" : "up" };
}

/** The figures of "was $1,365 on Nov 20" (a page sets them apart); `on` is null when the day is not known. */
export function previousRentParts(previous: { previousRent: number; previousOn: string | null }, today: string): { amount: string; on: string | null } {
  return { amount: formatDollars(previous.previousRent), on: previous.previousOn === null ? null : formatRecentCalendarDate(previous.previousOn, today) };
}

/** "was $1,365 on Nov 20": the price before and the day it was recorded; "was $1,365" when that day is not known. */
export function describePreviousRent(previous: { previousRent: number; previousOn: string | null }, today: string): string {
  const { amount, on } = previousRentParts(previous, today);
  return on === null ? `was ${amount}` : `was ${amount} on ${on}`;
}

/** "$1,299, was $1,365 on Nov 20". */
export function describeRentChange(change: RentChange, today: string): string {
  return `${formatDollars(change.rent)}, ${describePreviousRent(change, today)}`;
}

/** The rent in effect at an instant and the day it was recorded; null when the history starts after it. */
export function rentAt(records: readonly RentRecord[], instant: Date): { rent: number; on: string } | null {
  let found: RentStep | null = null;
  for (const step of rentSteps(records)) {
    if (Date.parse(step.recordedAt) > instant.getTime()) break;
    found = step;
  }
  return found ? { rent: found.rent, on: found.on } : null;
}

/** The chart's box, in SVG user units. */
export interface RentChartSize {
  width: number;
  height: number;
  /** Room kept clear on each side of the plot (labels go there). */
  inset: { left: number; right: number; top: number; bottom: number };
}

export const RENT_CHART_SIZE: RentChartSize = { width: 320, height: 88, inset: { left: 52, right: 8, top: 10, bottom: 30 } };

/** How far below the plot the time axis runs, so the lowest rent's line never lies on it. */
const AXIS_GAP = 8;

export interface RentChartPoint {
  x: number;
  y: number;
  rent: number;
  on: string;
}

export interface RentChart {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  /** The time axis, under the plot (AXIS_GAP below its bottom). */
  axisY: number;
  /** The step line, an SVG path: each rent held flat until the next, the last one held to today. */
  line: string;
  /** The same line closed along the time axis, for a light fill under it. */
  area: string;
  /** Where each rent took effect, oldest first. */
  points: RentChartPoint[];
  /** The highest and lowest rents (one when every rent is the same), for the axis labels. */
  rentTicks: { y: number; rent: number }[];
  /** The first day of the history and the last day drawn (today, or the last record when it is later). */
  from: { x: number; on: string };
  to: { x: number; on: string };
}

/** A coordinate kept to a tenth of a unit: the markup stays short and the same on every render. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The chart of a history up to `today` (yyyy-mm-dd): time left to right in days, rent bottom to top. One record is a
 * flat line from its day to today; equal rents sit mid-height; changes on the same day are a vertical run. Null for
 * an empty history.
 */
export function rentChart(steps: readonly Pick<RentStep, "rent" | "on">[], today: string, size: RentChartSize = RENT_CHART_SIZE): RentChart | null {
  const first = steps[0];
  const last = steps.at(-1);
  if (!first || !last) return null;
  const plot = { left: size.inset.left, right: size.width - size.inset.right, top: size.inset.top, bottom: size.height - size.inset.bottom };
  const end = last.on > today ? last.on : today;
  const startDay = dayNumber(first.on);
  const span = dayNumber(end) - startDay;
  // A history that began today has no width of time: it is drawn across the plot, its one day on the left.
  const x = (on: string) => tenth(span > 0 ? plot.left + ((dayNumber(on) - startDay) / span) * (plot.right - plot.left) : plot.left);
  const rents = steps.map((step) => step.rent);
  const low = Math.min(...rents);
  const high = Math.max(...rents);
  const y = (rent: number) => tenth(high === low ? (plot.top + plot.bottom) / 2 : plot.bottom - ((rent - low) / (high - low)) * (plot.bottom - plot.top));

  const points = steps.map((step) => ({ x: x(step.on), y: y(step.rent), rent: step.rent, on: step.on }));
  const right = tenth(plot.right);
  let line = `M${points[0]!.x} ${points[0]!.y}`;
  for (const point of points.slice(1)) line += ` H${point.x} V${point.y}`;
  line += ` H${right}`;
  const axisY = tenth(plot.bottom + AXIS_GAP);
  const area = `${line} V${axisY} H${points[0]!.x} Z`;
  const rentTicks = high === low ? [{ y: y(high), rent: high }] : [{ y: y(high), rent: high }, { y: y(low), rent: low }];
  return { width: size.width, height: size.height, plot, axisY, line, area, points, rentTicks, from: { x: points[0]!.x, on: first.on }, to: { x: right, on: end } };
}

/**
 * What a public page shows of one plan's history: each rent and its day (oldest first; not who wrote it, which is
 * the back office's), the latest change and the chart up to `today`.
 */
export interface PlanRentHistory {
  steps: Pick<RentStep, "rent" | "on">[];
  change: RentChange | null;
  chart: RentChart | null;
}

export function planRentHistory(records: readonly RentRecord[], currentRent: number, today: string): PlanRentHistory {
  const steps = rentSteps(records);
  return { steps: steps.map(({ rent, on }) => ({ rent, on })), change: latestRentChange(records, currentRent), chart: rentChart(steps, today) };
}
