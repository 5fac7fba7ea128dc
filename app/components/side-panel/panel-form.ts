/**
 * The preferences panel's form state and its two translations: from the API's
 * answer (GET /api/user/preferences) and to the PUT body. Inputs hold text, as
 * number inputs do; the server applies the spec's coercions on save.
 */
import { LEASE_LENGTHS } from "../../../core/reference/lease-lengths.ts";

export interface PanelForm {
  name: string;
  phone: string;
  commuteTo: string;
  /** Neighborhood slugs, in the order chosen. */
  neighborhoods: string[];
  anyNeighborhood: boolean;
  maxBudget: string;
  bedrooms: string;
  bathrooms: string;
  sqft: string;
  /** Amenity keys ("washer-dryer") with the renter's note. */
  amenities: { key: string; requirement: string }[];
  moveInDate: string;
  /** A standard lease length, 'custom', or "" for none. */
  leaseChoice: string;
  customLease: string;
}

export const EMPTY_FORM: PanelForm = {
  name: "",
  phone: "",
  commuteTo: "",
  neighborhoods: [],
  anyNeighborhood: false,
  maxBudget: "",
  bedrooms: "",
  bathrooms: "",
  sqft: "",
  amenities: [],
  moveInDate: "",
  leaseChoice: "",
  customLease: "",
};

export interface ApiPreferences {
  name: string | null;
  phone: string | null;
  commuteTo: string | null;
  neighborhoods: string[];
  anyNeighborhood?: boolean;
  amenities: { id: number; requirement: string | null }[];
  maxBudget: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  sqft: number | null;
  moveInDate: string | null;
  leaseLength: string | null;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** Spec section 4 'Lease length': a value outside the standard list is custom, its text in the custom field. */
export function leaseChoiceOf(stored: string | null): { leaseChoice: string; customLease: string } {
  if (!stored) return { leaseChoice: "", customLease: "" };
  if (stored !== "custom" && (LEASE_LENGTHS as readonly string[]).includes(stored)) return { leaseChoice: stored, customLease: "" };
  return { leaseChoice: "custom", customLease: stored === "custom" ? "" : stored };
}

export function formFromApi(preferences: ApiPreferences, amenityKeyById: ReadonlyMap<number, string>): PanelForm {
  return {
    name: text(preferences.name),
    phone: text(preferences.phone),
    commuteTo: text(preferences.commuteTo),
    neighborhoods: [...preferences.neighborhoods],
    anyNeighborhood: preferences.anyNeighborhood ?? false,
    maxBudget: text(preferences.maxBudget),
    bedrooms: text(preferences.bedrooms),
    bathrooms: text(preferences.bathrooms),
    sqft: text(preferences.sqft),
    amenities: preferences.amenities.flatMap(({ id, requirement }) => {
      const key = amenityKeyById.get(id);
      return key ? [{ key, requirement: requirement ?? "" }] : [];
    }),
    moveInDate: text(preferences.moveInDate),
    ...leaseChoiceOf(preferences.leaseLength),
  };
}

/** The PUT body (spec section 7), with neighborhoods as slugs and amenities by key, which the API resolves. */
export function bodyFromForm(form: PanelForm) {
  const numberOrNull = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    name: form.name,
    phone: form.phone,
    commuteTo: form.commuteTo,
    neighborhoods: form.neighborhoods,
    anyNeighborhood: form.anyNeighborhood,
    amenities: form.amenities.map(({ key, requirement }) => ({ id: key, requirement })),
    maxBudget: numberOrNull(form.maxBudget),
    bedrooms: numberOrNull(form.bedrooms),
    bathrooms: numberOrNull(form.bathrooms),
    sqft: numberOrNull(form.sqft),
    moveInDate: form.moveInDate,
    leaseLength: form.leaseChoice === "" ? null : form.leaseChoice,
    customLeaseLength: form.customLease,
  };
}
