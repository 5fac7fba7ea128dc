import type { InquiryFormResult } from "../inquiry/inquiry-result.ts";

/** The /get-matched form's values as the inputs hold them (strings, as typed), shared by the server and the form. */
export interface StageFormValues {
  name: string;
  phone: string;
  commuteTo: string;
  /** Neighborhood slugs. */
  neighborhoods: string[];
  anyNeighborhood: boolean;
  maxBudget: string;
  /** A budget range id (core/reference/budget-ranges.ts) or "". */
  budgetRange: string;
  bedrooms: string;
  bathrooms: string;
  sqft: string;
  /** Amenity keys with the renter's note ("" for none). */
  amenities: { name: string; requirement: string }[];
  moveInDate: string;
  /** A lease length value, "custom", or "". */
  leaseLength: string;
  customLeaseLength: string;
}

/** A refused step: the messages per field and what was typed. */
export interface StageFormResult {
  step: number;
  fieldErrors: Record<string, string>;
  values: Partial<StageFormValues>;
  /** Why the whole step was refused (e.g. a rate limit), shown above the fields. */
  message?: string;
}

/** What "Have a locator work on it" answers: the inquiry form's result, and the note as typed (shown again when refused). */
export interface LocatorFormResult {
  intent: "locator";
  result: InquiryFormResult;
  note: string;
}
