/**
 * A.L.I.'s memory: what a message states is saved to the renter's profile, in
 * any channel, by the rules of the preferences API (core/preferences): each
 * value is parsed by PreferencesBodySchema (limits, rounding, half-step
 * bathrooms, real dates; a value it refuses is dropped, the rest is kept) and
 * applied by applyPreferencesInput (slugs and amenity keys become ids, an
 * answered question is no longer skipped).
 *
 * - A value replaces the saved one: a correction is just the new value.
 * - Neighborhoods and amenities named are added to the saved ones; negations
 *   ("not downtown", "no pool needed") remove them. A new note on an amenity
 *   ("parking, must be covered") replaces its old note.
 * - "Anywhere" with no neighborhood named in the same message clears the named
 *   ones: it is the renter's latest word on where to live.
 *
 * What changed is worded from the difference between the profiles before and
 * after, so the notification can only name what was really saved.
 */
import { formatCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";
import { applyPreferencesInput, type PreferenceReference } from "../preferences/apply-input.ts";
import { PreferencesBodySchema, isStandardLeaseLength, type PreferencesInput } from "../preferences/preferences-input.ts";
import { isFieldAnswered, type AmenityWish, type PreferenceField, type PreferenceProfile } from "../preferences/profile.ts";
import { LEASE_LENGTH_LABELS, type LeaseLength } from "../reference/lease-lengths.ts";
import type { Lookups } from "./knowledge.ts";
import type { Understanding } from "./understanding/index.ts";

export interface Remembered {
  profile: PreferenceProfile;
  changed: boolean;
  /** "Budget set to $1,800", "Added Montrose", "Removed Pool", "Skipped phone number". */
  changes: string[];
  /** One line per field that changed, with its value now: "Budget: $1,800", "Neighborhoods: Montrose, The Heights". */
  status: string[];
}

const SCALARS = ["name", "phone", "commuteTo", "maxBudget", "bedrooms", "bathrooms", "sqft", "moveInDate", "leaseLength"] as const;

/** How a field is named when it is skipped. */
export const FIELD_LABELS: Record<PreferenceField, string> = {
  name: "name",
  phone: "phone number",
  neighborhoods: "neighborhoods",
  commuteTo: "commute",
  maxBudget: "budget",
  bedrooms: "bedrooms",
  bathrooms: "bathrooms",
  sqft: "size",
  amenities: "amenities",
  moveInDate: "move-in date",
  leaseLength: "lease length",
};

export function bedroomsText(bedrooms: number): string {
  return bedrooms === 0 ? "studio" : `${bedrooms}`;
}

export function leaseText(lease: string): string {
  return isStandardLeaseLength(lease) ? LEASE_LENGTH_LABELS[lease as LeaseLength] : lease;
}

/** Saves what the message states; `skip` records a skipped optional question. */
export function remember(profile: PreferenceProfile, understanding: Understanding, lookups: Lookups, options: { skip?: PreferenceField } = {}): Remembered {
  const { set, remove } = understanding;
  const input: PreferencesInput = {};

  for (const key of SCALARS) {
    const value = set[key];
    if (value === undefined) continue;
    const parsed = PreferencesBodySchema.safeParse({ [key]: value });
    if (parsed.success && parsed.data[key] !== undefined && parsed.data[key] !== null) Object.assign(input, { [key]: parsed.data[key] });
  }

  const named = (set.neighborhoods ?? []).map((slug) => lookups.neighborhoodBySlug.get(slug)?.id).filter((id): id is number => id !== undefined);
  const unwanted = new Set((remove.neighborhoods ?? []).map((slug) => lookups.neighborhoodBySlug.get(slug)?.id));
  let neighborhoodIds = [...new Set([...profile.neighborhoodIds, ...named])].filter((id) => !unwanted.has(id));
  // "Anything but Katy" with other places saved: Katy leaves them; with none left, anywhere but Katy.
  const narrowsSaved = unwanted.size > 0 && neighborhoodIds.length > 0 && neighborhoodIds.length < profile.neighborhoodIds.length;
  if (set.anyNeighborhood && !narrowsSaved) {
    input.anyNeighborhood = true;
    if (named.length === 0) neighborhoodIds = [];
  }
  if (neighborhoodIds.join() !== profile.neighborhoodIds.join()) input.neighborhoods = neighborhoodIds.map((id) => ({ id }));

  const wishes = new Map<number, string | null>(profile.amenities.map((wish) => [wish.id, wish.requirement]));
  for (const wish of set.amenities ?? []) {
    const amenity = lookups.amenityByKey.get(wish.name);
    if (!amenity) continue;
    const requirement = wish.requirement?.trim().slice(0, 200) || null;
    wishes.set(amenity.id, requirement ?? wishes.get(amenity.id) ?? null);
  }
  const wantedNow = new Set((set.amenities ?? []).map((wish) => wish.name));
  for (const key of remove.amenities ?? []) {
    const amenity = lookups.amenityByKey.get(key);
    if (amenity && !wantedNow.has(key)) wishes.delete(amenity.id);
  }
  const amenities: AmenityWish[] = [...wishes].map(([id, requirement]) => ({ id, requirement }));
  if (JSON.stringify(amenities) !== JSON.stringify(profile.amenities)) input.amenities = amenities.map(({ id, requirement }) => ({ ref: { id }, requirement }));

  const reference: PreferenceReference = { neighborhoods: lookups.knowledge.neighborhoods, amenities: lookups.knowledge.amenities };
  const applied = applyPreferencesInput(profile, input, reference);
  let next = applied.ok ? applied.profile : profile;
  if (options.skip && !isFieldAnswered(next, options.skip) && !next.skippedFields.includes(options.skip)) next = { ...next, skippedFields: [...next.skippedFields, options.skip] };

  const { changes, status } = describeChanges(profile, next, lookups);
  return { profile: next, changed: changes.length > 0, changes, status };
}

/** What differs between two profiles, in words, in the order of the profile's fields. */
export function describeChanges(before: PreferenceProfile, after: PreferenceProfile, lookups: Lookups): { changes: string[]; status: string[] } {
  const changes: string[] = [];
  const status: string[] = [];
  const neighborhoodName = (id: number) => lookups.neighborhoodById.get(id)?.name ?? `neighborhood ${id}`;
  const amenityName = (id: number) => lookups.amenityById.get(id)?.displayName ?? `amenity ${id}`;

  /** A value that is set now and differs from before: "Budget set to $1,800" and "Budget: $1,800". */
  const scalar = <T>(was: T | null, now: T | null, label: string, format: (value: T) => string) => {
    if (now === null || now === was) return;
    changes.push(`${label} set to ${format(now)}`);
    status.push(`${label}: ${format(now)}`);
  };
  const same = (value: string) => value;
  scalar(before.name, after.name, "Name", same);
  scalar(before.phone, after.phone, "Phone", same);

  const added = after.neighborhoodIds.filter((id) => !before.neighborhoodIds.includes(id));
  const dropped = before.neighborhoodIds.filter((id) => !after.neighborhoodIds.includes(id));
  if (after.anyNeighborhood && !before.anyNeighborhood && after.neighborhoodIds.length === 0) changes.push("Neighborhoods set to anywhere");
  else for (const id of dropped) changes.push(`Removed ${neighborhoodName(id)}`);
  for (const id of added) changes.push(`Added ${neighborhoodName(id)}`);
  // "Anywhere" said beside the neighborhoods already saved: the list stays, the openness changes.
  const openOnly = after.anyNeighborhood !== before.anyNeighborhood && added.length === 0 && dropped.length === 0 && after.neighborhoodIds.length > 0;
  if (openOnly) changes.push(after.anyNeighborhood ? "Open to other neighborhoods too" : "Only the neighborhoods named");
  if (added.length > 0 || dropped.length > 0 || after.anyNeighborhood !== before.anyNeighborhood) {
    status.push(`Neighborhoods: ${after.neighborhoodIds.length > 0 ? after.neighborhoodIds.map(neighborhoodName).join(", ") : after.anyNeighborhood ? "anywhere" : "none yet"}`);
  }

  scalar(before.commuteTo, after.commuteTo, "Commute", same);
  scalar(before.maxBudget, after.maxBudget, "Budget", formatDollars);
  scalar(before.bedrooms, after.bedrooms, "Bedrooms", bedroomsText);
  scalar(before.bathrooms, after.bathrooms, "Bathrooms", String);
  scalar(before.sqft, after.sqft, "Minimum size", (sqft) => `${sqft.toLocaleString("en-US")} sq ft`);

  const beforeNotes = new Map(before.amenities.map((wish) => [wish.id, wish.requirement]));
  const afterNotes = new Map(after.amenities.map((wish) => [wish.id, wish.requirement]));
  let amenitiesChanged = false;
  for (const wish of before.amenities) {
    if (!afterNotes.has(wish.id)) {
      changes.push(`Removed ${amenityName(wish.id)}`);
      amenitiesChanged = true;
    }
  }
  for (const wish of after.amenities) {
    if (!beforeNotes.has(wish.id)) changes.push(`Added ${amenityName(wish.id)}${wish.requirement ? ` (${wish.requirement})` : ""}`);
    else if (beforeNotes.get(wish.id) !== wish.requirement && wish.requirement) changes.push(`${amenityName(wish.id)} note set to '${wish.requirement}'`);
    else continue;
    amenitiesChanged = true;
  }
  if (amenitiesChanged) {
    status.push(`Amenities: ${after.amenities.length > 0 ? after.amenities.map((wish) => amenityName(wish.id) + (wish.requirement ? ` (${wish.requirement})` : "")).join(", ") : "none"}`);
  }

  scalar(before.moveInDate, after.moveInDate, "Move-in date", formatCalendarDate);
  scalar(before.leaseLength, after.leaseLength, "Lease length", leaseText);

  for (const field of after.skippedFields) {
    if (!before.skippedFields.includes(field)) {
      changes.push(`Skipped ${FIELD_LABELS[field]}`);
      status.push(`${FIELD_LABELS[field].charAt(0).toUpperCase()}${FIELD_LABELS[field].slice(1)}: skipped`);
    }
  }
  return { changes, status };
}
