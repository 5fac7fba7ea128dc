/**
 * A tour booking form, parsed. A guest gives a name, an e-mail (the locator's pipeline and the confirmation
 * need one) and a phone number; a signed-in renter is booked under the account's name and e-mail, and the
 * phone is optional because the locator can already write to them. The slot is checked against the free
 * slots by the caller: the schema only knows it is an instant.
 */
import { z } from "zod";
import { inquiryContactFields } from "../inquiries/inquiry-schema.ts";
import { TOUR_MODES } from "./tour-format.ts";
import { PG_INTEGER_MAX } from "../row-id.ts";

export const TourSlotFieldSchema = z.iso.datetime({ error: "Choose a time for your tour." }).transform((value) => new Date(value));

const mode = z.enum(TOUR_MODES, { error: "Choose an in-person or a virtual tour." });

export const GuestTourBookingSchema = z.object({
  slot: TourSlotFieldSchema,
  mode,
  name: inquiryContactFields.name,
  email: inquiryContactFields.email,
  phone: inquiryContactFields.phone.refine((value) => value !== undefined, { error: "Enter a phone number the community can reach you at." }),
});

export const RenterTourBookingSchema = z.object({
  slot: TourSlotFieldSchema,
  mode,
  phone: inquiryContactFields.phone,
});

/** Moving a booking: only the new slot. */
export const TourMoveSchema = z.object({ slot: TourSlotFieldSchema });

/** A booking's id in a URL. */
export const TourIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(PG_INTEGER_MAX) });

/** A guest's manage token in a URL or form: 43 base64url characters (32 random bytes). */
export const ManageTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The form fields of a booking, for keeping what the renter typed after a refusal. */
export const TOUR_FORM_FIELDS = ["slot", "mode", "name", "email", "phone"] as const;
