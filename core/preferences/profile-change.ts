/**
 * What one save of A.L.I.'s changed in a profile, and undoing it (issue 27: "the reply says what was
 * saved, with one tap to undo it", decision 034). A change holds, for each field the save changed,
 * its value before and the value the save set. Undoing puts the before values back, and only when
 * every one of those fields still holds what the save set: a field the renter edited since is theirs,
 * so nothing is undone rather than something overwritten.
 */
import { z } from "zod";
import { rowIdSchema } from "../row-id.ts";
import type { PreferenceReference } from "./apply-input.ts";
import { EMPTY_PROFILE, PREFERENCE_FIELDS, type PreferenceProfile } from "./profile.ts";

/** Every field of the profile, in its order: what a change may hold. */
export const PROFILE_KEYS = Object.keys(EMPTY_PROFILE) as readonly (keyof PreferenceProfile)[];

export type ProfileKey = keyof PreferenceProfile;
export type ProfileValues = Partial<Pick<PreferenceProfile, ProfileKey>>;

export interface ProfileChange {
  /** The changed fields' values before the save. */
  before: ProfileValues;
  /** What the save set them to; the same fields as `before`. */
  after: ProfileValues;
}

const text = z.string().max(10_000).nullable();
const count = z.int().min(0).nullable();
const ids = z.array(z.int().min(1)).max(1_000);

/**
 * A change as it is stored (jsonb): read back through this, so a row that does not parse is never applied. It names
 * every field of the profile (a test holds it to PROFILE_KEYS).
 */
const ProfileValuesSchema = z.strictObject({
  name: text,
  phone: text,
  commuteTo: text,
  neighborhoodIds: ids,
  anyNeighborhood: z.boolean(),
  maxBudget: count,
  bedrooms: count,
  bathrooms: z.number().min(0).nullable(),
  sqft: count,
  amenities: z.array(z.object({ id: z.int().min(1), requirement: text })).max(1_000),
  moveInDate: text,
  leaseLength: text,
  isUserFeelFineWithProfilePreferences: z.boolean(),
  previousRouteAgent: text,
  skippedFields: z.array(z.enum(PREFERENCE_FIELDS)),
}).partial() satisfies z.ZodType<ProfileValues>;

const StoredChangeSchema = z
  .object({ before: ProfileValuesSchema, after: ProfileValuesSchema })
  .refine(({ before, after }) => sameKeys(before, after) && Object.keys(after).length > 0);

/** POST /api/chat/undo: the change a reply carried (`profileChangeId`). Whose it is comes from the session, never the body. */
export const UndoChangeBodySchema = z.object({ changeId: rowIdSchema("The change id") });
export type UndoChangeBody = z.infer<typeof UndoChangeBodySchema>;

function sameKeys(a: ProfileValues, b: ProfileValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b);
}

/** A field's value in one spelling: lists in id order (the database reads them so), so equal values compare equal. */
function canonical<K extends ProfileKey>(key: K, value: PreferenceProfile[K]): PreferenceProfile[K] {
  if (key === "neighborhoodIds") return [...(value as number[])].sort((a, b) => a - b) as PreferenceProfile[K];
  if (key === "amenities") return [...(value as PreferenceProfile["amenities"])].map(({ id, requirement }) => ({ id, requirement })).sort((a, b) => a.id - b.id) as PreferenceProfile[K];
  if (key === "skippedFields") return [...(value as string[])].sort() as PreferenceProfile[K];
  return value;
}

function equal<K extends ProfileKey>(key: K, a: PreferenceProfile[K], b: PreferenceProfile[K]): boolean {
  return JSON.stringify(canonical(key, a)) === JSON.stringify(canonical(key, b));
}

/** What a save changed from `before` to `after`; null when it changed nothing. */
export function profileChangeBetween(before: PreferenceProfile, after: PreferenceProfile): ProfileChange | null {
  const change: { before: Record<string, unknown>; after: Record<string, unknown> } = { before: {}, after: {} };
  for (const key of PROFILE_KEYS) {
    if (equal(key, before[key], after[key])) continue;
    change.before[key] = canonical(key, before[key]);
    change.after[key] = canonical(key, after[key]);
  }
  return Object.keys(change.after).length > 0 ? (change as ProfileChange) : null;
}

/** A stored change, or null when it does not read as one (it is then never applied). */
export function parseProfileChange(stored: { before: unknown; after: unknown }): ProfileChange | null {
  const parsed = StoredChangeSchema.safeParse(stored);
  return parsed.success ? (parsed.data as ProfileChange) : null;
}

/** The fields of a change, in the profile's order. */
export function changedKeys(change: ProfileChange): ProfileKey[] {
  return PROFILE_KEYS.filter((key) => key in change.after);
}

export type UndoResult = { ok: true; profile: PreferenceProfile } | { ok: false; reason: "edited-since"; fields: ProfileKey[] };

/**
 * The profile with the change undone: its fields back to their values before it. Refused, with the fields named,
 * when any of them no longer holds what the change set (edited since). A neighborhood or amenity that has left the
 * catalogue since is not put back.
 */
export function undoProfileChange(current: PreferenceProfile, change: ProfileChange, reference: PreferenceReference): UndoResult {
  const keys = changedKeys(change);
  const edited = keys.filter((key) => !equal(key, current[key], change.after[key] as PreferenceProfile[typeof key]));
  if (edited.length > 0) return { ok: false, reason: "edited-since", fields: edited };
  const restored: PreferenceProfile = { ...current };
  for (const key of keys) Object.assign(restored, { [key]: change.before[key] });
  const neighborhoods = new Set(reference.neighborhoods.map((n) => n.id));
  const amenities = new Set(reference.amenities.map((a) => a.id));
  restored.neighborhoodIds = restored.neighborhoodIds.filter((id) => neighborhoods.has(id));
  restored.amenities = restored.amenities.filter((wish) => amenities.has(wish.id));
  return { ok: true, profile: restored };
}
