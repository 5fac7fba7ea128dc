/**
 * The apartment manager's rules (/admin/apartment-manager/{id}), framework-free:
 * its one form parsed on the server (the button pressed: save, add, remove, move
 * up or down, share; and what was changed on every card, saved with it whichever
 * button it was), the catalogue search it keeps in the URL (the client's saved
 * preferences with the locator's overrides), which of a community's floor plans
 * fit a client by default. When a list can be shared: option-share.ts.
 *
 * Each parse gives typed values or an error per field (named as the inputs are),
 * so the page shows each message beside its field and nothing typed is lost.
 */
import { z } from "zod";
import { specialLine, specialRunsOn, type Special } from "../catalogue/specials.ts";
import { BUDGET_TOLERANCE } from "../matching/hard-limits.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import { PG_INTEGER_MAX, rowIdOfText, rowIdSchema } from "../row-id.ts";
import { OPTION_LIMITS } from "./client-options.ts";
import type { FormReader } from "./form.ts";
import {
  cleanNote,
  cleanRebate,
  cleanSpecial,
  INTENT_INPUT,
  itemInputName,
  ITEMS_INPUT,
  OPTION_ACTIONS,
  type ItemValues,
  type OptionActionName,
} from "./option-form-names.ts";

/** What the pressed button asks for, beyond saving what was typed. */
export type OptionAction = { intent: "save" | "share" } | { intent: Exclude<OptionActionName, "save" | "share">; apartmentId: number };

/** A card's fields the locator changed from what the page showed, parsed; a field left as shown is absent. */
export interface OptionItemChange {
  apartmentId: number;
  note?: string | null;
  special?: string | null;
  rebate?: number | null;
  planIds?: number[];
}

/** What was typed in a card's changed fields, as sent: shown again after a refusal. */
export interface TypedFields {
  note?: string;
  special?: string;
  rebate?: string;
  planIds?: string[];
}

/** By the card's community id. */
export type TypedItems = Record<string, TypedFields>;

export type OptionFormParse =
  | { ok: true; action: OptionAction; changes: OptionItemChange[]; typed: TypedItems }
  | { ok: false; action: OptionAction | null; errors: Record<string, string>; typed: TypedItems };

const text = (form: FormReader, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const PlanIdSchema = rowIdSchema("A floor plan");

function optionalText(label: string, max: number) {
  return z
    .string()
    .pipe(z.string().max(max, `${label} may be at most ${max.toLocaleString("en-US")} characters.`))
    .transform((value) => value || null);
}

const NoteSchema = z.string().transform(cleanNote).pipe(optionalText("The note", OPTION_LIMITS.note));
const SpecialSchema = z.string().transform(cleanSpecial).pipe(optionalText("The special", OPTION_LIMITS.special));
const REBATE_MESSAGE = `The rebate is whole dollars from 0 to ${OPTION_LIMITS.rebateMax.toLocaleString("en-US")}, or blank for none.`;
const RebateSchema = z
  .string()
  .transform(cleanRebate)
  .pipe(z.string().regex(/^(\d{1,6})?$/, REBATE_MESSAGE))
  .transform((value) => (value === "" ? null : Number(value)))
  .pipe(z.number().max(OPTION_LIMITS.rebateMax, REBATE_MESSAGE).nullable());

/** The card's hidden `shown` value (shownItemValue); anything else is no value, and then every field counts as changed. */
const ShownSchema = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "not JSON" });
      return z.NEVER;
    }
  })
  .pipe(z.tuple([z.string().nullable(), z.string().nullable(), z.number().int().nullable(), z.array(z.number().int()).max(100)]))
  .transform(([note, special, rebate, planIds]): ItemValues => ({ note, special, rebate, planIds }));

function first(result: z.ZodSafeParseResult<unknown>): string {
  return result.success ? "" : (result.error.issues[0]?.message ?? "This value is not valid.");
}

const NO_ACTION = "This action does not exist here.";
const NO_COMMUNITY = "Choose a community from the page.";
const NO_CARDS = "The page's communities could not be read; reload the page.";
const NO_PLANS = "Choose the floor plans from the community's list.";

/**
 * The pressed button's value: "share", "save", "save:12", "add:12", ... A form
 * not from the page may name the community in an `apartmentId` field instead
 * ("add" and apartmentId=12).
 */
function parseAction(value: string, apartmentIdField: string): { action: OptionAction } | { errors: Record<string, string> } {
  const [, name, named] = /^([a-z]+)(?::(.*))?$/.exec(value) ?? [];
  if (!name || !(OPTION_ACTIONS as readonly string[]).includes(name)) return { errors: { [INTENT_INPUT]: NO_ACTION } };
  const intent = name as OptionActionName;
  if (intent === "share") return named === undefined ? { action: { intent } } : { errors: { [INTENT_INPUT]: NO_ACTION } };
  // A card's Save names its card only so that a refusal is shown beside it: every Save saves every card.
  if (intent === "save") return named === undefined || rowIdOfText(named.trim()) !== null ? { action: { intent } } : { errors: { apartmentId: NO_COMMUNITY } };
  const apartmentId = rowIdOfText((named ?? apartmentIdField).trim());
  return apartmentId === null ? { errors: { apartmentId: NO_COMMUNITY } } : { action: { intent, apartmentId } };
}

const samePlans = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * One card's fields: what differs from what the page showed in it, parsed,
 * with what was typed in those fields; errors keyed by input name.
 */
function parseItem(form: FormReader, apartmentId: number, errors: Record<string, string>): { change: OptionItemChange | null; typed: TypedFields | null } {
  const name = (field: Parameters<typeof itemInputName>[1]) => itemInputName(apartmentId, field);
  const shownParse = ShownSchema.safeParse(text(form, name("shown")));
  const shown = shownParse.success ? shownParse.data : null;
  const change: OptionItemChange = { apartmentId };
  const typed: TypedFields = {};

  const note = NoteSchema.safeParse(text(form, name("note")));
  if (!note.success || note.data !== shown?.note) typed.note = text(form, name("note")).replace(/\r\n/g, "\n");
  if (!note.success) errors[name("note")] = first(note);
  else if (note.data !== shown?.note) change.note = note.data;

  const special = SpecialSchema.safeParse(text(form, name("special")));
  if (!special.success || special.data !== shown?.special) typed.special = text(form, name("special"));
  if (!special.success) errors[name("special")] = first(special);
  else if (special.data !== shown?.special) change.special = special.data;

  const rebate = RebateSchema.safeParse(text(form, name("rebate")));
  if (!rebate.success || rebate.data !== shown?.rebate) typed.rebate = text(form, name("rebate"));
  if (!rebate.success) errors[name("rebate")] = first(rebate);
  else if (rebate.data !== shown?.rebate) change.rebate = rebate.data;

  const ticked = form.getAll(name("planIds"));
  const planIds = new Set<number>();
  let plansValid = ticked.length <= 100;
  for (const raw of ticked) {
    const plan = PlanIdSchema.safeParse(typeof raw === "string" ? raw.trim() : raw);
    if (plan.success) planIds.add(plan.data);
    else plansValid = false;
  }
  const sorted = [...planIds].sort((a, b) => a - b);
  const shownPlans = shown ? [...shown.planIds].sort((a, b) => a - b) : null;
  if (!plansValid || !shownPlans || !samePlans(sorted, shownPlans)) typed.planIds = ticked.filter((raw): raw is string => typeof raw === "string");
  if (!plansValid) errors[name("planIds")] = NO_PLANS;
  else if (!shownPlans || !samePlans(sorted, shownPlans)) change.planIds = sorted;

  return { change: Object.keys(change).length > 1 ? change : null, typed: Object.keys(typed).length ? typed : null };
}

/**
 * The manager's form, whichever button was pressed: the action, and every
 * card's changes (fields that differ from what the page showed in them), so
 * they are saved with it. A card being removed is skipped. Errors are keyed by
 * input name (`intent`, `apartmentId`, `item`, `item.12.rebate`); what was typed
 * in changed fields comes back either way, so a refused form is shown again as
 * it was sent.
 */
export function parseOptionForm(form: FormReader): OptionFormParse {
  const errors: Record<string, string> = {};
  const typed: TypedItems = {};
  const parsedAction = parseAction(text(form, INTENT_INPUT), text(form, "apartmentId"));
  const action = "action" in parsedAction ? parsedAction.action : null;
  if (!action) Object.assign(errors, "errors" in parsedAction ? parsedAction.errors : {});

  const ids: number[] = [];
  for (const raw of form.getAll(ITEMS_INPUT)) {
    const id = typeof raw === "string" ? rowIdOfText(raw.trim()) : null;
    if (id === null || ids.length >= OPTION_LIMITS.items) {
      errors[ITEMS_INPUT] = NO_CARDS;
      break;
    }
    if (!ids.includes(id)) ids.push(id);
  }

  const changes: OptionItemChange[] = [];
  const removing = action?.intent === "remove" ? action.apartmentId : null;
  if (!errors[ITEMS_INPUT]) {
    for (const id of ids) {
      if (id === removing) continue;
      const item = parseItem(form, id, errors);
      if (item.change) changes.push(item.change);
      if (item.typed) typed[String(id)] = item.typed;
    }
  }
  if (!action || Object.keys(errors).length) return { ok: false, action, errors, typed };
  return { ok: true, action, changes, typed };
}

/** A plan as the default choice looks at it. */
export interface PlanForFit {
  id: number;
  beds: number;
  rent: number;
}

/**
 * The plans a community's item starts with: those with the client's saved
 * bedroom count or more, within their budget plus the matching engine's
 * stretch (the same hard limits as the engine), in the order given. Nothing
 * saved: every plan fits; nothing fits: none.
 */
export function plansThatFit(plans: readonly PlanForFit[], client: Pick<PreferenceProfile, "bedrooms" | "maxBudget">): number[] {
  const minBeds = client.bedrooms ?? 0;
  const ceiling = client.maxBudget === null ? Infinity : client.maxBudget * (1 + BUDGET_TOLERANCE);
  return plans.filter((plan) => plan.beds >= minBeds && plan.rent <= ceiling).map((plan) => plan.id);
}

// ---------------------------------------------------------------------------
// The catalogue search, kept in the URL

export const CATALOGUE_PAGE_SIZE = 20;
const MAX_PAGE = 1_000;
const MAX_BUDGET = 100_000;
const MAX_BEDROOMS = 10;

/** What the search form holds; null where the URL says nothing (the saved profile's value is used). */
export interface CatalogueSearch {
  bedrooms: number | null;
  maxBudget: number | null;
  neighborhoodIds: number[];
  amenityIds: number[];
  pets: boolean;
  page: number;
}

export interface CatalogueQuery {
  /** The search the form shows, the saved profile's values filled in where the URL had none. */
  search: CatalogueSearch;
  /** The profile the engine ranks by: the saved one with the search's overrides. */
  profile: PreferenceProfile;
  /** True when the URL carried the locator's own search (the form was sent). */
  overridden: boolean;
}

function idsOf(values: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const value of values) {
    if (/^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= PG_INTEGER_MAX) ids.add(Number(value));
  }
  return [...ids].slice(0, 100).sort((a, b) => a - b);
}

function wholeNumber(value: string | null, max: number): number | null {
  const cleaned = (value ?? "").replace(/[$,\s]/g, "");
  if (!/^\d{1,7}$/.test(cleaned)) return null;
  const number = Number(cleaned);
  return number <= max ? number : null;
}

/**
 * The catalogue search from the URL, over the client's saved profile. The
 * form sends `search=1` with its fields, so an emptied field means "no limit"
 * rather than "the saved value"; without it, the saved profile fills the form.
 * Values that are not numbers or ids are dropped, never an error: the URL is
 * the locator's to edit. `petsAmenityId` is the catalogue's "pets" amenity, how
 * a profile says it wants a pet-friendly home.
 */
export function catalogueQuery(params: URLSearchParams, saved: PreferenceProfile, petsAmenityId: number | null): CatalogueQuery {
  const overridden = params.get("search") === "1";
  const savedAmenityIds = saved.amenities.map((a) => a.id).filter((id) => id !== petsAmenityId);
  const savedPets = petsAmenityId !== null && saved.amenities.some((a) => a.id === petsAmenityId);
  const page = Math.min(Math.max(wholeNumber(params.get("page"), MAX_PAGE) ?? 1, 1), MAX_PAGE);
  const search: CatalogueSearch = overridden
    ? {
        bedrooms: wholeNumber(params.get("bedrooms"), MAX_BEDROOMS),
        maxBudget: wholeNumber(params.get("maxBudget"), MAX_BUDGET) || null,
        neighborhoodIds: idsOf(params.getAll("neighborhood")),
        amenityIds: idsOf(params.getAll("amenity")).filter((id) => id !== petsAmenityId),
        pets: params.get("pets") === "1" && petsAmenityId !== null,
        page,
      }
    : {
        bedrooms: saved.bedrooms,
        maxBudget: saved.maxBudget,
        neighborhoodIds: [...saved.neighborhoodIds].sort((a, b) => a - b),
        amenityIds: savedAmenityIds.sort((a, b) => a - b),
        pets: savedPets,
        page,
      };
  const requirement = new Map(saved.amenities.map((a) => [a.id, a.requirement]));
  const amenityIds = search.pets && petsAmenityId !== null ? [...search.amenityIds, petsAmenityId] : search.amenityIds;
  const profile: PreferenceProfile = {
    ...saved,
    bedrooms: search.bedrooms,
    maxBudget: search.maxBudget,
    neighborhoodIds: search.neighborhoodIds,
    anyNeighborhood: search.neighborhoodIds.length === 0 ? saved.anyNeighborhood : false,
    amenities: amenityIds.map((id) => ({ id, requirement: requirement.get(id) ?? null })),
  };
  return { search, profile, overridden };
}

/** The URL query of a search (the form's fields and the page), for paging links. */
export function catalogueSearchParams(search: CatalogueSearch, page: number): string {
  const params = new URLSearchParams({ search: "1" });
  if (search.bedrooms !== null) params.set("bedrooms", String(search.bedrooms));
  if (search.maxBudget !== null) params.set("maxBudget", String(search.maxBudget));
  for (const id of search.neighborhoodIds) params.append("neighborhood", String(id));
  for (const id of search.amenityIds) params.append("amenity", String(id));
  if (search.pets) params.set("pets", "1");
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

/**
 * The special a community added to a list starts with (issue 29): the line of its move-in special running `today`
 * (YYYY-MM-DD, Houston), as the item's field stores it; null when none runs. The locator edits or clears it like any
 * word of theirs.
 */
export function defaultItemSpecial(community: Special | null, today: string): string | null {
  if (community === null || !specialRunsOn(community, today)) return null;
  const line = cleanSpecial(specialLine(community));
  return line.length <= OPTION_LIMITS.special ? line : null;
}

/**
 * What a client's list shows of an item's special: the locator's words, except the line copied from the community's
 * own special (defaultItemSpecial), which leaves the list when that special ends, as it leaves every other page.
 */
export function itemSpecialShown(itemSpecial: string | null, community: Special | null, today: string): string | null {
  if (itemSpecial === null || community === null || specialRunsOn(community, today)) return itemSpecial;
  return itemSpecial === cleanSpecial(specialLine(community)) ? null : itemSpecial;
}
