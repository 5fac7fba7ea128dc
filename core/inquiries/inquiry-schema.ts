/**
 * A request for information, as the contact page and the apartment page's
 * "Request info" form send it. Form fields arrive as strings; empty optional
 * fields become undefined. The limits and fields shown in the browser are in
 * inquiry-form.ts, which has no zod.
 */
import { z } from "zod";
import { INQUIRY_LIMITS, PHONE_PATTERN } from "./inquiry-form.ts";

const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written yyyy-mm-dd (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Who is asking: the fields an inquiry shares with a tour booking (core/tours/booking-schema.ts). */
export const inquiryContactFields = {
  name: z
    .string({ error: "Enter your name." })
    .trim()
    .min(1, { error: "Enter your name." })
    .max(INQUIRY_LIMITS.nameMax, { error: `Keep your name under ${INQUIRY_LIMITS.nameMax + 1} characters.` }),
  email: z
    .string({ error: "Enter your e-mail address." })
    .trim()
    .min(1, { error: "Enter your e-mail address." })
    .max(254, { error: "This e-mail address is too long." })
    .pipe(z.email({ error: "Enter a valid e-mail address, like name@example.com." })),
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .min(INQUIRY_LIMITS.phoneMin, { error: `A phone number needs at least ${INQUIRY_LIMITS.phoneMin} characters.` })
      .max(INQUIRY_LIMITS.phoneMax, { error: `A phone number has at most ${INQUIRY_LIMITS.phoneMax} characters.` })
      .regex(PHONE_PATTERN, { error: "Use digits, spaces and ( ) + - only." })
      .optional(),
  ),
};

/**
 * The schema for one inquiry. `today` is the Houston calendar date (yyyy-mm-dd):
 * a move-in date before it is refused, so it is passed in rather than read from a clock here.
 */
export function createInquirySchema({ today }: { today: string }) {
  return z.object({
    ...inquiryContactFields,
    message: z
      .string({ error: "Enter a message." })
      .trim()
      .min(1, { error: "Enter a message." })
      .max(INQUIRY_LIMITS.messageMax, { error: `Keep your message under ${INQUIRY_LIMITS.messageMax + 1} characters.` }),
    moveInDate: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .refine(isCalendarDate, { error: "Enter a date as yyyy-mm-dd." })
        // yyyy-mm-dd strings compare in calendar order.
        .refine((value) => value >= today, { error: "Choose a move-in date from today on." })
        .optional(),
    ),
  });
}

export type InquiryInput = z.infer<ReturnType<typeof createInquirySchema>>;

/**
 * Where an inquiry came from (the client_inquiries.source column): the contact page, an apartment's
 * Request info, a suggestion's Schedule Tour, the finished /get-matched profile sent to a locator,
 * and a hand-off from the A.L.I. chat.
 */
export const INQUIRY_SOURCES = ["contact", "apartment", "tour", "get-matched", "chat"] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];

/** Two identical submissions (same e-mail and message) this close together are one inquiry. */
export const DUPLICATE_WINDOW_MINUTES = 10;
