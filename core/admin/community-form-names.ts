/**
 * The input names of a community's edit form beyond its declared fields, in
 * one place for the editors that render them (app/components/admin) and the
 * parser that reads them (community-form.ts). Free of zod, so the editors do
 * not carry it to the browser.
 */

/** A floor-plan row's input: `plans.3.rent`; `plans.3.id` (hidden, "" for a new plan) and `plans.3.remove` (checkbox). */
export function planInputName(index: number, field: string): string {
  return `plans.${index}.${field}`;
}

/** The amenity checkboxes, one per amenity, its id as value. */
export const AMENITIES_INPUT = "amenities";

/** The note beside an amenity: `amenityNote.12`. */
export function amenityNoteName(amenityId: number | string): string {
  return `amenityNote.${amenityId}`;
}

export const AMENITY_NOTE_MAX = 120;

/** The error about the plans as a whole (too many, none on a community shown on the site). */
export const PLANS_ERROR_KEY = "plans";
