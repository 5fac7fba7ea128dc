/**
 * An admin edit form, parsed on the server from its declared fields: each
 * field kind has one zod rule (lengths, numbers, slugs, dates), so the
 * resources declare fields instead of writing schemas. What comes back is the
 * typed values, or an error per field with what the admin typed kept, so the
 * form is shown again exactly as sent with each message beside its field.
 *
 * Cross-field rules (a rent range the right way round) are the declaration's
 * `checks`, run after every field parsed.
 */
import { z } from "zod";
import { fromHoustonLocalInput } from "../format/dates.ts";
import type { FieldSpec } from "./resource.ts";
import { PG_INTEGER_MAX } from "../row-id.ts";

/** A value of one field, or the rows of an inline editor on the same page (a community's floor plans). */
export type FieldValue = string | number | boolean | string[] | Date | null | readonly FormRow[];
export type FormRow = { readonly [field: string]: FieldValue };
export type FormValues = Record<string, FieldValue>;
/** What the admin typed, by field name: shown again after an error. */
export type RawValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

export interface FormReader {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

export type FormParse<V extends FormValues = FormValues> =
  | { ok: true; values: V; raw: RawValues }
  | { ok: false; errors: FieldErrors; raw: RawValues };

export type FormCheck = (values: FormValues) => { field: string; message: string } | null;

export const TEXT_MAX = 200;
export const TEXTAREA_MAX = 5_000;
export const MARKDOWN_MAX = 60_000;
export const LINES_MAX = 50;
export const LINE_MAX = 120;
const MONEY_MAX = 1_000_000;

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "Sorrel Flats — The Heights" -> "sorrel-flats-the-heights": a slug typed blank is made from the name. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

function textRule(field: FieldSpec, max: number) {
  const base = z.string().max(max, `${field.label} must be at most ${max.toLocaleString("en-US")} characters.`);
  return field.required ? base.min(1, `${field.label} is required.`) : base.transform((value) => value || null);
}

function numberRule(field: FieldSpec, kind: "integer" | "decimal" | "money") {
  const label = field.label;
  const min = field.min ?? 0;
  const max = field.max ?? (kind === "money" ? MONEY_MAX : PG_INTEGER_MAX);
  const cleaned = z.string().transform((value) => (kind === "money" ? value.replace(/[$,\s]/g, "") : value.replace(/,/g, "")));
  const number = cleaned.pipe(
    z
      .string()
      .regex(kind === "decimal" ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/, kind === "decimal" ? `${label} must be a number.` : `${label} must be a whole number.`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, `${label} must be at least ${min.toLocaleString("en-US")}.`)
          .max(max, `${label} must be at most ${max.toLocaleString("en-US")}.`)
          .refine((value) => !field.step || Math.abs(value / field.step - Math.round(value / field.step)) < 1e-9, `${label} must be a multiple of ${field.step}.`),
      ),
  );
  if (field.required) return z.string().min(1, `${label} is required.`).pipe(number);
  return z.string().transform((value) => value || null).pipe(number.nullable());
}

/** Each field's rule, built once per declaration (a catalogue import parses thousands of rows with the same fields). */
const RULES = new WeakMap<FieldSpec, z.ZodType<FieldValue, string>>();

function ruleFor(field: FieldSpec): z.ZodType<FieldValue, string> {
  let rule = RULES.get(field);
  if (!rule) {
    rule = buildRule(field);
    RULES.set(field, rule);
  }
  return rule;
}

function buildRule(field: FieldSpec): z.ZodType<FieldValue, string> {
  const label = field.label;
  switch (field.kind) {
    case "text":
      return textRule(field, TEXT_MAX);
    case "textarea":
      return textRule(field, TEXTAREA_MAX);
    case "markdown":
      return textRule(field, MARKDOWN_MAX);
    case "slug":
      // Blank is allowed: the store makes it from the name (slugify).
      return z
        .string()
        .max(80, `${label} must be at most 80 characters.`)
        .regex(/^$|^[a-z0-9]+(-[a-z0-9]+)*$/, `${label} may hold lower-case letters, digits and single hyphens between them.`);
    case "integer":
    case "decimal":
    case "money":
      return numberRule(field, field.kind);
    case "checkbox":
      return z.string().transform((value) => value !== "");
    case "select": {
      const values = field.options?.map((option) => option.value);
      const base = z.string();
      if (field.optionsFrom) {
        const id = base.regex(/^[1-9]\d{0,9}$/, `Choose a ${label.toLowerCase()}.`).transform(Number).pipe(z.number().max(PG_INTEGER_MAX, `Choose a ${label.toLowerCase()}.`));
        return field.required ? id : z.string().transform((value) => value || null).pipe(id.nullable());
      }
      const chosen = base.refine((value) => (values ?? []).includes(value), `Choose one of the ${label.toLowerCase()} options.`);
      return field.required ? chosen : z.string().transform((value) => value || null).pipe(chosen.nullable());
    }
    case "lines":
      return z
        .string()
        .transform((value) => [...new Set(value.split(/\r?\n/).map((line) => line.replace(/\s+/g, " ").trim()).filter(Boolean))])
        .pipe(
          z
            .array(z.string().max(LINE_MAX, `Each line of ${label.toLowerCase()} must be at most ${LINE_MAX} characters.`))
            .max(LINES_MAX, `${label} may have at most ${LINES_MAX} lines.`)
            .refine((lines) => !field.required || lines.length > 0, `${label} needs at least one line.`),
        );
    case "choices": {
      const values = field.options?.map((option) => option.value) ?? [];
      return z
        .string()
        .transform((value) => [...new Set(value.split("\n").filter(Boolean))])
        .pipe(z.array(z.string()).refine((chosen) => chosen.every((value) => values.includes(value)), `Choose ${label.toLowerCase()} from the list.`));
    }
    case "date": {
      const date = z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date.`)
        .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} must be a real date.`);
      return field.required ? z.string().min(1, `${label} is required.`).pipe(date) : z.string().transform((value) => value || null).pipe(date.nullable());
    }
    case "datetime": {
      const instant = z.string().transform((value, ctx) => {
        const parsed = fromHoustonLocalInput(value);
        if (!parsed) {
          ctx.addIssue({ code: "custom", message: `${label} must be a date and time.` });
          return z.NEVER;
        }
        return parsed;
      });
      return field.required ? z.string().min(1, `${label} is required.`).pipe(instant) : z.string().transform((value) => value || null).pipe(instant.nullable());
    }
  }
}

/** A field's submitted text: "" when absent (an unticked checkbox), never a file; a checkbox group's values one per line. */
export function rawValueOf(form: FormReader, name: string, kind?: FieldSpec["kind"]): string {
  if (kind === "choices") return form.getAll(name).filter((value): value is string => typeof value === "string").join("\n");
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n/g, "\n") : "";
}

/**
 * Parses the fields under `prefix` ("plans.0." for a floor plan row): values
 * keyed by field name, errors keyed by prefixed name (as the inputs are named).
 */
export function parseFields(fields: readonly FieldSpec[], form: FormReader, prefix = ""): FormParse {
  const values: FormValues = {};
  const raw: RawValues = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const text = rawValueOf(form, prefix + field.name, field.kind);
    raw[prefix + field.name] = text;
    const trimmed = field.kind === "markdown" || field.kind === "textarea" || field.kind === "lines" || field.kind === "choices" ? text.trim() : text.trim().replace(/\s+/g, " ");
    const result = ruleFor(field).safeParse(trimmed);
    if (result.success) values[field.name] = result.data;
    else errors[prefix + field.name] = result.error.issues[0]?.message ?? `${field.label} is not valid.`;
  }
  return Object.keys(errors).length ? { ok: false, errors, raw } : { ok: true, values, raw };
}

/** The whole form: every field, then the declaration's checks (only when every field parsed). */
export function parseResourceForm(fields: readonly FieldSpec[], checks: readonly FormCheck[], form: FormReader): FormParse {
  const parsed = parseFields(fields, form);
  if (!parsed.ok) return parsed;
  const errors: FieldErrors = {};
  for (const check of checks) {
    const problem = check(parsed.values);
    if (problem) errors[problem.field] ??= problem.message;
  }
  return Object.keys(errors).length ? { ok: false, errors, raw: parsed.raw } : parsed;
}
