/**
 * Applies a parsed preferences body to the stored profile: catalogue references
 * (slugs, keys, ids) become ids, and a reference to something that does not
 * exist is refused with the field named, so nothing is half-saved.
 */
import type { CatalogueRef, PreferencesInput } from "./preferences-input.ts";
import { isFieldAnswered, type PreferenceField, type PreferenceProfile } from "./profile.ts";

export interface PreferenceReference {
  neighborhoods: readonly { id: number; slug: string; name: string }[];
  amenities: readonly { id: number; name: string; displayName: string }[];
}

export type ApplyResult = { ok: true; profile: PreferenceProfile } | { ok: false; field: string; message: string };

function resolve(ref: CatalogueRef, items: readonly { id: number; key: string }[]): number | null {
  const found = "id" in ref ? items.find((item) => item.id === ref.id) : items.find((item) => item.key === ref.key);
  return found?.id ?? null;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

export function applyPreferencesInput(current: PreferenceProfile, input: PreferencesInput, reference: PreferenceReference): ApplyResult {
  const next: PreferenceProfile = { ...current, amenities: [...current.amenities], neighborhoodIds: [...current.neighborhoodIds], skippedFields: [...current.skippedFields] };
  const { neighborhoods, amenities, ...scalars } = input;
  Object.assign(next, scalars);

  if (neighborhoods !== undefined) {
    const items = reference.neighborhoods.map((n) => ({ id: n.id, key: n.slug }));
    const ids: number[] = [];
    for (const ref of neighborhoods) {
      const id = resolve(ref, items);
      if (id === null) {
        const what = "id" in ref ? `id ${ref.id}` : `'${ref.key}'`;
        return { ok: false, field: "neighborhoods", message: `There is no neighborhood ${what}.` };
      }
      ids.push(id);
    }
    next.neighborhoodIds = unique(ids);
    // Choosing neighborhoods replaces "anywhere", unless the same body says otherwise.
    if (input.anyNeighborhood === undefined && ids.length > 0) next.anyNeighborhood = false;
  }

  if (amenities !== undefined) {
    const items = reference.amenities.map((a) => ({ id: a.id, key: a.name }));
    const wishes = new Map<number, string | null>();
    for (const wish of amenities) {
      const id = resolve(wish.ref, items);
      if (id === null) {
        const what = "id" in wish.ref ? `id ${wish.ref.id}` : `'${wish.ref.key}'`;
        return { ok: false, field: "amenities", message: `There is no amenity ${what}.` };
      }
      wishes.set(id, wish.requirement ?? wishes.get(id) ?? null);
    }
    next.amenities = [...wishes].map(([id, requirement]) => ({ id, requirement }));
  }

  // An answered question is no longer skipped.
  if (input.skippedFields === undefined) {
    next.skippedFields = next.skippedFields.filter((field: PreferenceField) => !isFieldAnswered(next, field));
  }
  next.skippedFields = unique(next.skippedFields);
  return { ok: true, profile: next };
}
