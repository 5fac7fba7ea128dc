/**
 * The apartment manager's rules (/admin/apartment-manager/{id}), framework-free:
 * the forms of its intents parsed on the server (add, update, remove, move up or
 * down, share), the catalogue search it keeps in the URL (the client's saved
 * preferences with the locator's overrides), which of a community's floor plans
 * fit a client by default. When a list can be shared: option-share.ts.
 *
 * Each parse gives typed values or an error per field (named as the inputs are),
 * so the page shows each message beside its field and nothing typed is lost.
 */
import { z } from "zod";
import { BUDGET_TOLERANCE } from "../matching/hard-limits.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import { PG_INTEGER_MAX, rowIdSchema } from "../row-id.ts";
import { OPTION_LIMITS } from "./client-options.ts";
import type { FormReader } from "./form.ts";

export const OPTION_INTENTS = ["add", "update", "remove", "up", "down", "share"] as const;
export type OptionIntent = (typeof OPTION_INTENTS)[number];

export function isOptionIntent(value: unknown): value is OptionIntent {
  return typeof value === "string" && (OPTION_INTENTS as readonly string[]).includes(value);
}

export type OptionItemEdit = {
  apartmentId: number;
  note: string | null;
  special: string | null;
  rebate: number | null;
  planIds: number[];
};

export type OptionIntentInput =
  | { intent: "add" | "remove" | "up" | "down"; apartmentId: number }
  | ({ intent: "update" } & OptionItemEdit)
  | { intent: "share" };

export type OptionIntentParse = { ok: true; input: OptionIntentInput } | { ok: false; errors: Record<string, string> };

const text = (form: FormReader, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n/g, "\n") : "";
};

const ApartmentIdSchema = rowIdSchema("The community");
const PlanIdSchema = rowIdSchema("A floor plan");

function optionalText(label: string, max: number) {
  return z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `${label} may be at most ${max.toLocaleString("en-US")} characters.`))
    .transform((value) => value || null);
}

const NoteSchema = optionalText("The note", OPTION_LIMITS.note);
// A special is one line: inner runs of spaces and line breaks become one space.
const SpecialSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, " "))
  .pipe(optionalText("The special", OPTION_LIMITS.special));
const REBATE_MESSAGE = `The rebate is whole dollars from 0 to ${OPTION_LIMITS.rebateMax.toLocaleString("en-US")}, or blank for none.`;
const RebateSchema = z
  .string()
  .transform((value) => value.replace(/[$,\s]/g, ""))
  .pipe(z.string().regex(/^(\d{1,6})?$/, REBATE_MESSAGE))
  .transform((value) => (value === "" ? null : Number(value)))
  .pipe(z.number().max(OPTION_LIMITS.rebateMax, REBATE_MESSAGE).nullable());

function first(result: z.ZodSafeParseResult<unknown>): string {
  return result.success ? "" : (result.error.issues[0]?.message ?? "This value is not valid.");
}

/**
 * One submitted form of the manager, by its intent. Field errors are keyed by
 * input name: `apartmentId`, `note`, `special`, `rebate`, `planIds`, `intent`.
 */
export function parseOptionIntent(form: FormReader): OptionIntentParse {
  const intent = form.get("intent");
  if (!isOptionIntent(intent)) return { ok: false, errors: { intent: "This action does not exist here." } };
  if (intent === "share") return { ok: true, input: { intent } };

  const apartment = ApartmentIdSchema.safeParse(text(form, "apartmentId").trim());
  if (!apartment.success) return { ok: false, errors: { apartmentId: "Choose a community from the page." } };
  const apartmentId = apartment.data;
  if (intent !== "update") return { ok: true, input: { intent, apartmentId } };

  const errors: Record<string, string> = {};
  const note = NoteSchema.safeParse(text(form, "note"));
  if (!note.success) errors.note = first(note);
  const special = SpecialSchema.safeParse(text(form, "special"));
  if (!special.success) errors.special = first(special);
  const rebate = RebateSchema.safeParse(text(form, "rebate"));
  if (!rebate.success) errors.rebate = first(rebate);
  const planIds: number[] = [];
  for (const raw of form.getAll("planIds")) {
    const plan = PlanIdSchema.safeParse(typeof raw === "string" ? raw.trim() : raw);
    if (!plan.success) {
      errors.planIds = "Choose the floor plans from the community's list.";
      break;
    }
    if (!planIds.includes(plan.data)) planIds.push(plan.data);
  }
  if (planIds.length > 100) errors.planIds = "Choose the floor plans from the community's list.";
  if (Object.keys(errors).length || !note.success || !special.success || !rebate.success) return { ok: false, errors };
  return { ok: true, input: { intent, apartmentId, note: note.data, special: special.data, rebate: rebate.data, planIds: planIds.sort((a, b) => a - b) } };
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
