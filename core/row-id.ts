/**
 * The one schema for a row id that arrives from outside (a path segment, a
 * query value, a form field or a JSON body). Our ids are PostgreSQL `integer`
 * columns, so anything past 2^31 - 1 would make the query itself fail (int4
 * overflow, a 500 before this schema existed): it is a 400 here instead.
 */
import { z } from "zod";

/** The largest value of PostgreSQL's `integer` (int4). */
export const PG_INTEGER_MAX = 2_147_483_647;

const DIGITS = /^\s*\d{1,16}\s*$/;

/** A positive whole number within PostgreSQL's integer, given as a number or as digits. */
export function rowIdSchema(label = "The id") {
  const message = `${label} must be a whole number from 1 to ${PG_INTEGER_MAX}.`;
  return z.preprocess(
    // Only digits count as a number: "", " ", true, "1e3" and "0x10" are not ids (z.coerce would take them).
    (value) => (typeof value === "string" && DIGITS.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(PG_INTEGER_MAX, { error: message }),
  );
}

export const RowIdSchema = rowIdSchema();

/** The id a filter value or form field spells (digits only, no sign, no leading zero), or null if it is none. */
export function rowIdOfText(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= PG_INTEGER_MAX ? Number(value) : null;
}
