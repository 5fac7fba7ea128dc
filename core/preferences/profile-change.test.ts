import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PreferenceReference } from "./apply-input.ts";
import { PROFILE_KEYS, UndoChangeBodySchema, changedKeys, parseProfileChange, profileChangeBetween, undoProfileChange } from "./profile-change.ts";
import { EMPTY_PROFILE, PREFERENCE_FIELDS, type PreferenceProfile } from "./profile.ts";

const profile = (changes: Partial<PreferenceProfile> = {}): PreferenceProfile => ({ ...EMPTY_PROFILE, ...changes });

const REFERENCE: PreferenceReference = {
  neighborhoods: [1, 2, 3, 4].map((id) => ({ id, slug: `n${id}`, name: `Neighborhood ${id}` })),
  amenities: [1, 2, 3].map((id) => ({ id, name: `a${id}`, displayName: `Amenity ${id}` })),
};

describe("profileChangeBetween", () => {
  it("holds exactly the fields that differ, before and after", () => {
    const before = profile({ maxBudget: 1500, bedrooms: 1, name: "Ada" });
    const after = profile({ maxBudget: 1800, bedrooms: 1, name: "Ada", neighborhoodIds: [3] });
    expect(profileChangeBetween(before, after)).toEqual({ before: { neighborhoodIds: [], maxBudget: 1500 }, after: { neighborhoodIds: [3], maxBudget: 1800 } });
  });

  it("is null when nothing changed, lists in another order included", () => {
    const before = profile({ neighborhoodIds: [3, 1], amenities: [{ id: 2, requirement: null }, { id: 1, requirement: "covered" }], skippedFields: ["sqft", "phone"] });
    const after = profile({ neighborhoodIds: [1, 3], amenities: [{ id: 1, requirement: "covered" }, { id: 2, requirement: null }], skippedFields: ["phone", "sqft"] });
    expect(profileChangeBetween(before, after)).toBeNull();
  });

  it("reads back a change of every field of the profile", () => {
    const everything = profileChangeBetween(EMPTY_PROFILE, {
      name: "Ada", phone: "713-555-0100", commuteTo: "TMC", neighborhoodIds: [1], anyNeighborhood: true, maxBudget: 1800, bedrooms: 2, bathrooms: 1.5, sqft: 700,
      amenities: [{ id: 1, requirement: null }], moveInDate: "2026-07-01", leaseLength: "12-months", isUserFeelFineWithProfilePreferences: true, previousRouteAgent: "build", skippedFields: ["sqft"],
    })!;
    expect(changedKeys(everything)).toEqual(PROFILE_KEYS);
    expect(parseProfileChange(everything)).toEqual(everything);
  });

  it("reads back as it was stored, and refuses what is not a change", () => {
    const change = profileChangeBetween(profile(), profile({ bedrooms: 2, amenities: [{ id: 1, requirement: "covered" }], skippedFields: ["phone"] }))!;
    expect(parseProfileChange(JSON.parse(JSON.stringify(change)))).toEqual(change);
    expect(parseProfileChange({ before: {}, after: {} })).toBeNull();
    expect(parseProfileChange({ before: { bedrooms: 1 }, after: { maxBudget: 2 } })).toBeNull();
    expect(parseProfileChange({ before: { bedrooms: "two" }, after: { bedrooms: 2 } })).toBeNull();
    expect(parseProfileChange({ before: { isAdmin: false }, after: { isAdmin: true } })).toBeNull();
    expect(parseProfileChange({ before: null, after: 3 })).toBeNull();
  });

  it("refuses a stored change whose before and after name other fields, or ids that no row has", () => {
    // One field more before than after, and as many fields but one of them another.
    expect(parseProfileChange({ before: { bedrooms: 1, maxBudget: 1500 }, after: { bedrooms: 2 } })).toBeNull();
    expect(parseProfileChange({ before: { bedrooms: 1 }, after: { bedrooms: 2, maxBudget: 1800 } })).toBeNull();
    expect(parseProfileChange({ before: { bedrooms: 1, maxBudget: 1500 }, after: { bedrooms: 2, name: "Ada" } })).toBeNull();
    expect(parseProfileChange({ before: { bedrooms: 1, maxBudget: 1500 }, after: { bedrooms: 2, maxBudget: 1800 } })).not.toBeNull();
    expect(parseProfileChange({ before: { neighborhoodIds: [] }, after: { neighborhoodIds: [0] } })).toBeNull();
    expect(parseProfileChange({ before: { amenities: [] }, after: { amenities: [{ id: 0, requirement: null }] } })).toBeNull();
    expect(parseProfileChange({ before: { neighborhoodIds: [] }, after: { neighborhoodIds: [2, 5] } })).not.toBeNull();
  });

  it("stores lists in id order and other values as they are", () => {
    const change = profileChangeBetween(profile({ name: "Ada" }), profile({ name: "Bea", neighborhoodIds: [3, 1], amenities: [{ id: 2, requirement: null }, { id: 1, requirement: "covered" }], skippedFields: ["sqft", "phone"] }))!;
    expect(change.after).toEqual({ name: "Bea", neighborhoodIds: [1, 3], amenities: [{ id: 1, requirement: "covered" }, { id: 2, requirement: null }], skippedFields: ["phone", "sqft"] });
    expect(change.before).toEqual({ name: "Ada", neighborhoodIds: [], amenities: [], skippedFields: [] });
  });
});

describe("undoProfileChange", () => {
  const before = profile({ maxBudget: 1500, neighborhoodIds: [1], commuteTo: "TMC" });
  const after = profile({ maxBudget: 1800, neighborhoodIds: [1, 2], commuteTo: "TMC", bedrooms: 2 });
  const change = profileChangeBetween(before, after)!;

  it("puts the changed fields back and leaves the others as they are now", () => {
    const now = { ...after, moveInDate: "2026-08-01", commuteTo: "Rice University" };
    const undone = undoProfileChange(now, change, REFERENCE);
    expect(undone).toEqual({ ok: true, profile: { ...now, maxBudget: 1500, neighborhoodIds: [1], bedrooms: null } });
  });

  it("refuses, naming the fields, when one of them was edited since", () => {
    expect(undoProfileChange({ ...after, maxBudget: 2000 }, change, REFERENCE)).toEqual({ ok: false, reason: "edited-since", fields: ["maxBudget"] });
    expect(undoProfileChange({ ...after, neighborhoodIds: [1, 2, 3] }, change, REFERENCE)).toEqual({ ok: false, reason: "edited-since", fields: ["neighborhoodIds"] });
    // A value put back by hand is an edit too: the change no longer holds.
    expect(undoProfileChange(before, change, REFERENCE)).toMatchObject({ ok: false });
  });

  it("takes the same neighborhoods in another order as unchanged", () => {
    expect(undoProfileChange({ ...after, neighborhoodIds: [2, 1] }, change, REFERENCE)).toMatchObject({ ok: true });
  });

  it("does not put back a neighborhood or amenity that has left the catalogue", () => {
    const gone = profileChangeBetween(profile({ neighborhoodIds: [9, 1], amenities: [{ id: 8, requirement: null }] }), profile())!;
    expect(undoProfileChange(profile(), gone, REFERENCE)).toEqual({ ok: true, profile: profile({ neighborhoodIds: [1] }) });
  });

  it("undoes any change: the profile before it comes back exactly", () => {
    const arbitraryProfile = fc.record({
      name: fc.option(fc.string({ maxLength: 5 })),
      phone: fc.option(fc.constant("713-555-0100")),
      commuteTo: fc.option(fc.constantFrom("TMC", "Rice")),
      neighborhoodIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 })),
      anyNeighborhood: fc.boolean(),
      maxBudget: fc.option(fc.integer({ min: 500, max: 5000 })),
      bedrooms: fc.option(fc.integer({ min: 0, max: 4 })),
      bathrooms: fc.option(fc.constantFrom(1, 1.5, 2)),
      sqft: fc.option(fc.integer({ min: 300, max: 2000 })),
      amenities: fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 3 }), requirement: fc.option(fc.constantFrom("covered", "big")) }), { selector: (wish) => wish.id }),
      moveInDate: fc.option(fc.constantFrom("2026-07-01", "2026-09-15")),
      leaseLength: fc.option(fc.constantFrom("12-months", "6 months")),
      isUserFeelFineWithProfilePreferences: fc.boolean(),
      previousRouteAgent: fc.option(fc.constant("profile-build")),
      skippedFields: fc.uniqueArray(fc.constantFrom(...PREFERENCE_FIELDS)),
    }) satisfies fc.Arbitrary<PreferenceProfile>;
    fc.assert(
      fc.property(arbitraryProfile, arbitraryProfile, (was, now) => {
        const recorded = profileChangeBetween(was, now);
        if (!recorded) return;
        expect(changedKeys(recorded).every((key) => PROFILE_KEYS.includes(key))).toBe(true);
        const undone = undoProfileChange(now, recorded, REFERENCE);
        expect(undone.ok).toBe(true);
        if (undone.ok) expect(profileChangeBetween(was, undone.profile)).toBeNull();
      }),
    );
  });
});

describe("UndoChangeBodySchema", () => {
  it("takes a row id and nothing else as one", () => {
    expect(UndoChangeBodySchema.safeParse({ changeId: 12 }).data).toEqual({ changeId: 12 });
    expect(UndoChangeBodySchema.safeParse({ changeId: "12" }).data).toEqual({ changeId: 12 });
    for (const changeId of [undefined, null, 0, -1, 1.5, 2_147_483_648, "abc", "", [], {}]) expect(UndoChangeBodySchema.safeParse({ changeId }).success).toBe(false);
    expect(UndoChangeBodySchema.safeParse({ changeId: "abc" }).error?.issues[0]?.message).toMatch(/change id/i);
  });
});
