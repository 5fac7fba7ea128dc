import { describe, expect, it } from "vitest";
import { applyPreferencesInput, type PreferenceReference } from "./apply-input.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "./profile.ts";

const REFERENCE: PreferenceReference = {
  neighborhoods: [
    { id: 3, slug: "montrose", name: "Montrose" },
    { id: 4, slug: "heights", name: "The Heights" },
  ],
  amenities: [
    { id: 1, name: "pool", displayName: "Pool" },
    { id: 6, name: "parking", displayName: "Parking" },
  ],
};
const profile = (changes: Partial<PreferenceProfile> = {}): PreferenceProfile => ({ ...EMPTY_PROFILE, ...changes });

describe("applyPreferencesInput", () => {
  it("sets the fields sent and leaves the others as stored", () => {
    const current = profile({ name: "Maria", maxBudget: 1800, bedrooms: 2 });
    const result = applyPreferencesInput(current, { maxBudget: 2000, bedrooms: null }, REFERENCE);
    expect(result).toEqual({ ok: true, profile: { ...current, maxBudget: 2000, bedrooms: null } });
  });

  it("does not change the stored profile it was given", () => {
    const current = profile({ neighborhoodIds: [3], amenities: [{ id: 1, requirement: null }], skippedFields: ["phone"] });
    const copy = structuredClone(current);
    applyPreferencesInput(current, { neighborhoods: [{ id: 4 }], amenities: [{ ref: { id: 6 }, requirement: null }], phone: "713-555-0142" }, REFERENCE);
    expect(current).toEqual(copy);
  });

  it("turns neighborhood ids and slugs into ids, once each", () => {
    const result = applyPreferencesInput(profile(), { neighborhoods: [{ key: "heights" }, { id: 3 }, { id: 4 }] }, REFERENCE);
    expect(result.ok && result.profile.neighborhoodIds).toEqual([4, 3]);
  });

  it("refuses a neighborhood that does not exist, naming it", () => {
    expect(applyPreferencesInput(profile(), { neighborhoods: [{ id: 3 }, { id: 99 }] }, REFERENCE)).toEqual({ ok: false, field: "neighborhoods", message: "There is no neighborhood id 99." });
    expect(applyPreferencesInput(profile(), { neighborhoods: [{ key: "atlantis" }] }, REFERENCE)).toEqual({ ok: false, field: "neighborhoods", message: "There is no neighborhood 'atlantis'." });
    // A slug is not matched by id, nor an id by slug.
    expect(applyPreferencesInput(profile(), { neighborhoods: [{ key: "3" }] }, REFERENCE).ok).toBe(false);
  });

  it("replaces 'anywhere' when neighborhoods are chosen, unless the same body says otherwise", () => {
    const anywhere = profile({ anyNeighborhood: true });
    const chosen = applyPreferencesInput(anywhere, { neighborhoods: [{ id: 3 }] }, REFERENCE);
    expect(chosen.ok && chosen.profile.anyNeighborhood).toBe(false);
    const both = applyPreferencesInput(anywhere, { neighborhoods: [{ id: 3 }], anyNeighborhood: true }, REFERENCE);
    expect(both.ok && both.profile.anyNeighborhood).toBe(true);
    const cleared = applyPreferencesInput(anywhere, { neighborhoods: [] }, REFERENCE);
    expect(cleared.ok && cleared.profile).toMatchObject({ anyNeighborhood: true, neighborhoodIds: [] });
  });

  it("turns amenity ids and keys into ids, keeping one wish per amenity with the last note given", () => {
    const result = applyPreferencesInput(
      profile(),
      {
        amenities: [
          { ref: { key: "parking" }, requirement: "covered" },
          { ref: { id: 1 }, requirement: null },
          { ref: { id: 6 }, requirement: null },
          { ref: { key: "pool" }, requirement: "heated" },
        ],
      },
      REFERENCE,
    );
    expect(result.ok && result.profile.amenities).toEqual([
      { id: 6, requirement: "covered" },
      { id: 1, requirement: "heated" },
    ]);
  });

  it("refuses an amenity that does not exist, naming it", () => {
    expect(applyPreferencesInput(profile(), { amenities: [{ ref: { id: 42 }, requirement: null }] }, REFERENCE)).toEqual({ ok: false, field: "amenities", message: "There is no amenity id 42." });
    expect(applyPreferencesInput(profile(), { amenities: [{ ref: { key: "hot-tub" }, requirement: null }] }, REFERENCE)).toEqual({ ok: false, field: "amenities", message: "There is no amenity 'hot-tub'." });
  });

  it("keeps the stored lists when the body doesn't send them", () => {
    const current = profile({ neighborhoodIds: [3], amenities: [{ id: 1, requirement: null }] });
    const result = applyPreferencesInput(current, { name: "Maria" }, REFERENCE);
    expect(result.ok && result.profile).toMatchObject({ neighborhoodIds: [3], amenities: [{ id: 1, requirement: null }] });
  });

  it("drops a skip once the question is answered, and keeps skips sent in the same body", () => {
    const current = profile({ skippedFields: ["phone", "sqft"] });
    const answered = applyPreferencesInput(current, { phone: "713-555-0142" }, REFERENCE);
    expect(answered.ok && answered.profile.skippedFields).toEqual(["sqft"]);
    const sent = applyPreferencesInput(current, { phone: "713-555-0142", skippedFields: ["phone", "phone", "bathrooms"] }, REFERENCE);
    expect(sent.ok && sent.profile.skippedFields).toEqual(["phone", "bathrooms"]);
  });
});
