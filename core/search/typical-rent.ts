/**
 * A neighborhood's headline "Typical rent", computed from the same rows as its "Rent by bedrooms" table so the
 * two never disagree: the median rent of its 1-bedroom plans when it has any (the size most renters compare),
 * else the range over every plan the table shows. It says which of the two it is.
 */
import { formatDollars } from "../format/ranges.ts";

/** One row of the rent table: a bedroom group's plans (0 = studio, 3 = three or more). */
export interface RentRow {
  beds: number;
  plans: number;
  minRent: number;
  maxRent: number;
  medianRent: number;
}

export interface TypicalRent {
  /** What the figure is: "Median 1-bedroom rent" or "Rents range". */
  label: string;
  /** "$1,450" or "$990 – $3,200". */
  value: string;
}

/** The headline for the table's rows; null when the neighborhood has no plans listed. */
export function typicalRent(rows: readonly RentRow[]): TypicalRent | null {
  const oneBed = rows.find((row) => row.beds === 1 && row.plans > 0);
  if (oneBed) return { label: "Median 1-bedroom rent", value: formatDollars(oneBed.medianRent) };
  const range = planRentRange(rows);
  if (!range) return null;
  return { label: "Rents range", value: range.min === range.max ? formatDollars(range.min) : `${formatDollars(range.min)} – ${formatDollars(range.max)}` };
}

/** The lowest and highest rent of every plan the table shows (the API's `priceRange`); null without plans. */
export function planRentRange(rows: readonly RentRow[]): { min: number; max: number } | null {
  const withPlans = rows.filter((row) => row.plans > 0);
  if (withPlans.length === 0) return null;
  return { min: Math.min(...withPlans.map((row) => row.minRent)), max: Math.max(...withPlans.map((row) => row.maxRent)) };
}
