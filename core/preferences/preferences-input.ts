/**
 * PUT /api/user/preferences: the body of spec section 7 and every alternative
 * shape of section 3, with the coercions of section 5.
 *
 * - maxBudget, bedrooms, sqft become integers, bathrooms half steps; a value
 *   that does not parse as a number becomes null (cleared), as the spec says.
 *   A negative or absurdly large number is refused (400) instead: it parses,
 *   so it was meant, and storing it would be wrong.
 * - Neighborhoods come as preferredNeighborhoodIds (numbers; non-numeric
 *   entries are dropped), preferredNeighborhoods (objects with id and/or slug)
 *   or neighborhoods (slugs). Amenities as requiredAmenities or amenities: ids,
 *   amenity keys, or objects {id, requirement}.
 * - leaseLength 'custom' is replaced by customLeaseLength's text.
 *
 * A key that is absent leaves the stored value alone; null or "" clears it.
 * Turning references (slugs, keys) into ids needs the catalogue, so that is
 * done by applyPreferencesInput with the reference lists.
 */
import { z } from "zod";
import { PHONE_PATTERN } from "../inquiries/inquiry-form.ts";
import { isCalendarDate } from "../inquiries/inquiry-schema.ts";
import { LEASE_LENGTHS } from "../reference/lease-lengths.ts";
import { PREFERENCE_LIMITS } from "./preference-limits.ts";
import { PREFERENCE_FIELDS, type PreferenceField } from "./profile.ts";

/** A number from a number or a numeric string; anything else is "unparseable". */
function parseNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/[$,\s]/g, "");
  if (text === "" || !/^-?\d*\.?\d+$/.test(text)) return null;
  return Number(text);
}

function numberField(label: string, max: number, round: (n: number) => number) {
  return z.unknown().transform((value, ctx) => {
    const parsed = parseNumber(value);
    if (parsed === null) return null;
    const rounded = round(parsed);
    if (rounded < 0) {
      ctx.addIssue({ code: "custom", message: `${label} can't be negative.` });
      return z.NEVER;
    }
    if (rounded > max) {
      ctx.addIssue({ code: "custom", message: `${label} can be at most ${max.toLocaleString("en-US")}.` });
      return z.NEVER;
    }
    return rounded;
  });
}

const halfStep = (n: number) => Math.round(n * 2) / 2;

/** Optional free text: trimmed, "" -> null, with a length limit. */
function textField(label: string, max: number) {
  return z.union([z.string({ error: `${label} must be text.` }), z.null()], { error: `${label} must be text.` }).transform((value, ctx) => {
    const text = value?.trim() ?? "";
    if (text.length > max) {
      ctx.addIssue({ code: "custom", message: `${label} can be at most ${max} characters.` });
      return z.NEVER;
    }
    return text === "" ? null : text;
  });
}

const phoneField = textField("Phone number", PREFERENCE_LIMITS.phoneMax).refine(
  (phone) => phone === null || (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, "").length >= PREFERENCE_LIMITS.phoneMinDigits),
  { message: "Enter a phone number such as 713-555-0142 (digits, spaces and ( ) + - only)." },
);

const dateField = z.union([z.string(), z.null()], { error: "Move-in date must be a date such as 2027-03-01." }).transform((value, ctx) => {
  const text = value?.trim() ?? "";
  if (text === "") return null;
  // Accept a full ISO timestamp too and keep its calendar date.
  const day = /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
  if (!isCalendarDate(day)) {
    ctx.addIssue({ code: "custom", message: "Move-in date must be a date such as 2027-03-01." });
    return z.NEVER;
  }
  return day;
});

/** A reference to an amenity or neighborhood: a numeric id or a key/slug. */
export type CatalogueRef = { id: number } | { key: string };

function toRef(value: unknown): CatalogueRef | null {
  if (typeof value === "number" && Number.isInteger(value)) return { id: value };
  if (typeof value === "string") {
    const text = value.trim();
    if (/^\d+$/.test(text)) return { id: Number(text) };
    if (/^[a-z0-9]+(-[a-z0-9]+)*$/i.test(text)) return { key: text.toLowerCase() };
  }
  return null;
}

// Not a union of array and null: a union's one message would hide the item's ("Each amenity must be ...").
const listOf = <T extends z.ZodType>(item: T, label: string) =>
  z.array(item, { error: `${label} must be a list.` })
    .nullable()
    .transform((list) => list ?? [])
    .refine((list) => list.length <= PREFERENCE_LIMITS.listMax, { message: `${label} can hold at most ${PREFERENCE_LIMITS.listMax} entries.` });

const requirementText = textField("An amenity's requirement note", PREFERENCE_LIMITS.requirementMax);

const amenityItem = z.union([
  z.number(),
  z.string(),
  z.object({
    id: z.union([z.number(), z.string()]).optional(),
    amenityId: z.union([z.number(), z.string()]).optional(),
    name: z.string().optional(),
    requirement: requirementText.optional(),
  }),
], { error: "Each amenity must be an id, a key such as 'pool', or {id, requirement}." });

const neighborhoodIdItem = z.unknown();
const neighborhoodObject = z.object({ id: z.unknown().optional(), slug: z.unknown().optional() }, { error: "Each preferred neighborhood must be an object with an id or a slug." });

export interface AmenityInput {
  ref: CatalogueRef;
  requirement: string | null;
}

export const PreferencesBodySchema = z
  .object(
    {
      name: textField("Name", PREFERENCE_LIMITS.nameMax).optional(),
      phone: phoneField.optional(),
      commuteTo: textField("Work or school location", PREFERENCE_LIMITS.commuteMax).optional(),
      maxBudget: numberField("Max budget", PREFERENCE_LIMITS.maxBudget, Math.round).optional(),
      bedrooms: numberField("Bedrooms", PREFERENCE_LIMITS.bedrooms, Math.round).optional(),
      bathrooms: numberField("Bathrooms", PREFERENCE_LIMITS.bathrooms, halfStep).optional(),
      sqft: numberField("Square feet", PREFERENCE_LIMITS.sqft, Math.round).optional(),
      moveInDate: dateField.optional(),
      leaseLength: textField("Lease length", PREFERENCE_LIMITS.leaseTextMax).optional(),
      customLeaseLength: textField("Custom lease length", PREFERENCE_LIMITS.leaseTextMax).optional(),
      isUserFeelFineWithProfilePreferences: z.boolean({ error: "isUserFeelFineWithProfilePreferences must be true or false." }).optional(),
      previousRouteAgent: textField("previousRouteAgent", PREFERENCE_LIMITS.routeMax).optional(),
      anyNeighborhood: z.boolean({ error: "anyNeighborhood must be true or false." }).optional(),
      skippedFields: listOf(z.enum(PREFERENCE_FIELDS, { error: `skippedFields may hold only: ${PREFERENCE_FIELDS.join(", ")}.` }), "skippedFields").optional(),
      requiredAmenities: listOf(amenityItem, "requiredAmenities").optional(),
      amenities: listOf(amenityItem, "amenities").optional(),
      preferredNeighborhoodIds: listOf(neighborhoodIdItem, "preferredNeighborhoodIds").optional(),
      preferredNeighborhoods: listOf(neighborhoodObject, "preferredNeighborhoods").optional(),
      neighborhoods: listOf(z.unknown(), "neighborhoods").optional(),
    },
    { error: "The preferences must be a JSON object." },
  )
  .transform((body, ctx) => {
    const input: PreferencesInput = {};
    for (const key of ["name", "phone", "commuteTo", "maxBudget", "bedrooms", "bathrooms", "sqft", "moveInDate", "isUserFeelFineWithProfilePreferences", "previousRouteAgent", "anyNeighborhood", "skippedFields"] as const) {
      if (body[key] !== undefined) (input as Record<string, unknown>)[key] = body[key];
    }

    if (body.leaseLength !== undefined) {
      const lease = body.leaseLength;
      input.leaseLength = lease === "custom" ? (body.customLeaseLength ?? null) : lease;
    }

    const amenityList = body.requiredAmenities ?? body.amenities;
    if (amenityList !== undefined) {
      const wishes: AmenityInput[] = [];
      for (const [index, item] of amenityList.entries()) {
        const raw = typeof item === "object" ? (item.id ?? item.amenityId ?? item.name) : item;
        const ref = toRef(raw);
        if (!ref) {
          ctx.addIssue({ code: "custom", path: [body.requiredAmenities ? "requiredAmenities" : "amenities", index], message: "Each amenity must be an id, a key such as 'pool', or {id, requirement}." });
          return z.NEVER;
        }
        wishes.push({ ref, requirement: typeof item === "object" ? (item.requirement ?? null) : null });
      }
      input.amenities = wishes;
    }

    // The spec's neighborhood shapes, in the order of its PUT body first.
    if (body.preferredNeighborhoodIds !== undefined) {
      // Coerced to numbers; non-numeric entries are dropped (spec section 5).
      input.neighborhoods = body.preferredNeighborhoodIds
        .map((value) => parseNumber(value))
        .filter((n): n is number => n !== null && Number.isInteger(n))
        .map((id) => ({ id }));
    } else if (body.preferredNeighborhoods !== undefined) {
      const refs: CatalogueRef[] = [];
      for (const item of body.preferredNeighborhoods) {
        const id = parseNumber(item.id);
        if (id !== null && Number.isInteger(id)) refs.push({ id });
        else if (typeof item.slug === "string" && toRef(item.slug)) refs.push(toRef(item.slug)!);
      }
      input.neighborhoods = refs;
    } else if (body.neighborhoods !== undefined) {
      input.neighborhoods = body.neighborhoods.map((value) => toRef(value)).filter((ref): ref is CatalogueRef => ref !== null);
    }
    return input;
  });

/** What a PUT asks to change; absent keys are left as they are. */
export interface PreferencesInput {
  name?: string | null;
  phone?: string | null;
  commuteTo?: string | null;
  maxBudget?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  sqft?: number | null;
  moveInDate?: string | null;
  /** A standard lease length or the custom text; never 'custom'. */
  leaseLength?: string | null;
  isUserFeelFineWithProfilePreferences?: boolean;
  previousRouteAgent?: string | null;
  anyNeighborhood?: boolean;
  skippedFields?: PreferenceField[];
  amenities?: AmenityInput[];
  neighborhoods?: CatalogueRef[];
}

/** True when the stored lease length is one of the standard choices (else it is custom text). */
export function isStandardLeaseLength(value: string | null): boolean {
  return value !== null && value !== "custom" && (LEASE_LENGTHS as readonly string[]).includes(value);
}
