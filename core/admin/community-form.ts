/**
 * A community's edit form holds more than its declared fields: its floor plans
 * as rows (`plans.{i}.{field}`, with a hidden `plans.{i}.id` and a
 * `plans.{i}.remove` checkbox) and its amenities as checkboxes (`amenities`,
 * the amenity id as value) with a note each (`amenityNote.{id}`). One form,
 * one save: this parses all of it into the values the store writes in one
 * transaction, or an error per input with what was typed kept.
 *
 * Server-side only (zod, via form.ts): the editors import just the names.
 */
import type { MatchPlan } from "../matching/types.ts";
import { RowIdSchema } from "../row-id.ts";
import { AMENITIES_INPUT, AMENITY_NOTE_MAX, amenityNoteName, PLANS_ERROR_KEY, planInputName } from "./community-form-names.ts";
import { parseFields, rawValueOf, type FieldErrors, type FormParse, type FormReader, type RawValues } from "./form.ts";
import { FLOOR_PLANS_MAX, floorPlanFields } from "./resources/apartments.ts";

/**
 * A floor plan as the form gives it: the plan the matching engine reads, with
 * `id` null for a new one. (A mapped copy of MatchPlan: an interface would not
 * fit FormValues' index signature.)
 */
export type FloorPlanRow = { [K in keyof MatchPlan]: MatchPlan[K] } & { id: number | null };

export type AmenityLink = { id: number; note: string | null };

/**
 * Rows are read from index 0 until one is missing altogether; past this many
 * the form cannot be ours (the page never renders that many), so reading stops
 * there and the save is refused as too many plans.
 */
const ROWS_READ_MAX = FLOOR_PLANS_MAX * 2;

/** Amenity checkboxes read at most: far above the catalogue's amenities, a bound on a request's work. */
const AMENITY_LINKS_MAX = 500;

type Parsed<T> = { ok: true; value: T; raw: RawValues } | { ok: false; errors: FieldErrors; raw: RawValues };

/**
 * The floor-plan rows of the form, in row order. A row left blank (the empty
 * one the page offers for a new plan) and a row ticked "Remove" are skipped: a
 * kept plan is one the store updates, a plan of the community missing here is
 * one it deletes.
 */
export function parseFloorPlanRows(form: FormReader): Parsed<FloorPlanRow[]> {
  const raw: RawValues = {};
  const errors: FieldErrors = {};
  const rows: FloorPlanRow[] = [];
  const seenIds = new Map<number, number>();
  const seenNames = new Map<string, number>();
  let index = 0;
  for (; index < ROWS_READ_MAX && rowIsPresent(form, index); index++) {
    const prefix = planInputName(index, "");
    const idText = rawValueOf(form, `${prefix}id`).trim();
    const removed = rawValueOf(form, `${prefix}remove`) !== "";
    const fields = parseFields(floorPlanFields, form, prefix);
    Object.assign(raw, fields.raw, { [`${prefix}id`]: idText, [`${prefix}remove`]: removed ? "on" : "" });
    if (removed) continue;
    if (idText === "" && floorPlanFields.every((field) => fields.raw[prefix + field.name]!.trim() === "")) continue;

    let id: number | null = null;
    if (idText !== "") {
      const parsedId = RowIdSchema.safeParse(idText);
      if (!parsedId.success) {
        errors[`${prefix}name`] ??= `Floor plan ${index + 1} is not one this page showed. Reload the page and make the change again.`;
        continue;
      }
      id = parsedId.data;
      if (seenIds.has(id)) {
        errors[`${prefix}name`] ??= `Floor plan ${index + 1} is the same plan as row ${seenIds.get(id)! + 1}. Reload the page and make the change again.`;
        continue;
      }
      seenIds.set(id, index);
    }
    if (!fields.ok) {
      Object.assign(errors, fields.errors);
      continue;
    }
    const row = { id, ...fields.values } as FloorPlanRow;
    // Two plans of one name read as one on the public page; the second gets the message.
    const nameKey = row.name.toLowerCase();
    if (seenNames.has(nameKey)) {
      errors[`${prefix}name`] = `Another floor plan of this community is named “${row.name}”. Give each plan its own name.`;
      continue;
    }
    seenNames.set(nameKey, index);
    rows.push(row);
  }
  if (rows.length > FLOOR_PLANS_MAX || (index === ROWS_READ_MAX && rowIsPresent(form, index))) {
    errors[PLANS_ERROR_KEY] = `A community may have at most ${FLOOR_PLANS_MAX} floor plans. Remove some before saving.`;
  }
  return Object.keys(errors).length ? { ok: false, errors, raw } : { ok: true, value: rows, raw };
}

function rowIsPresent(form: FormReader, index: number): boolean {
  return [...floorPlanFields.map((field) => field.name), "id", "remove"].some((field) => form.get(planInputName(index, field)) !== null);
}

/** The ticked amenities with their notes (a note of an unticked amenity means nothing and is dropped). */
export function parseAmenityLinks(form: FormReader): Parsed<AmenityLink[]> {
  const raw: RawValues = {};
  const errors: FieldErrors = {};
  const links: AmenityLink[] = [];
  const chosen = [...new Set(form.getAll(AMENITIES_INPUT).filter((value): value is string => typeof value === "string"))];
  raw[AMENITIES_INPUT] = chosen.join("\n");
  if (chosen.length > AMENITY_LINKS_MAX) {
    return { ok: false, errors: { [AMENITIES_INPUT]: "Choose amenities from the list." }, raw };
  }
  for (const text of chosen) {
    const id = RowIdSchema.safeParse(text);
    if (!id.success) {
      errors[AMENITIES_INPUT] = "Choose amenities from the list.";
      continue;
    }
    const name = amenityNoteName(text);
    const typed = rawValueOf(form, name);
    raw[name] = typed;
    const note = typed.replace(/\s+/g, " ").trim();
    if (note.length > AMENITY_NOTE_MAX) {
      errors[name] = `A note must be at most ${AMENITY_NOTE_MAX} characters (this one has ${note.length}).`;
      continue;
    }
    links.push({ id: id.data, note: note || null });
  }
  return Object.keys(errors).length ? { ok: false, errors, raw } : { ok: true, value: links, raw };
}

/**
 * A community on the site needs a plan: without one it has no rent, beds or
 * size to show or to be matched on. A hidden one may wait for its plans.
 * Null when the rule holds, else the message (the form and the bulk "Show on
 * the site" both say it).
 */
export function publishedWithoutPlans(published: boolean, planCount: number, title?: string): string | null {
  if (!published || planCount > 0) return null;
  return title
    ? `“${title}” has no floor plan: add one on its page before showing it on the site.`
    : "A community shown on the site needs at least one floor plan: add one, or untick “Shown on the site”.";
}

/**
 * What a community's form holds beyond its declared fields (the registry's
 * `parseExtras`: merged with parseResourceForm's fields): `plans` and
 * `amenityLinks`, every error at once keyed by its input's name, `raw` with
 * everything typed. The rule that a community shown on the site has a plan is
 * checked here, from the form's own "Shown on the site" box.
 */
export function parseCommunityExtras(form: FormReader): FormParse {
  const plans = parseFloorPlanRows(form);
  const links = parseAmenityLinks(form);
  const raw = { ...plans.raw, ...links.raw };
  const errors = { ...(plans.ok ? {} : plans.errors), ...(links.ok ? {} : links.errors) };
  if (plans.ok) {
    const problem = publishedWithoutPlans(rawValueOf(form, "published") !== "", plans.value.length);
    if (problem) errors[PLANS_ERROR_KEY] = problem;
  }
  if (!plans.ok || !links.ok || Object.keys(errors).length) return { ok: false, errors, raw };
  return { ok: true, values: { plans: plans.value, amenityLinks: links.value }, raw };
}
