/**
 * What the inquiry forms (contact page, an apartment's "Request info", a suggestion's
 * "Schedule Tour") show and limit, in a module without zod: the browser renders these
 * forms, and zod stays on the server (decision 011). inquiry-schema.ts enforces the same values.
 */
export const INQUIRY_LIMITS = {
  nameMax: 100,
  messageMax: 2000,
  phoneMin: 7,
  phoneMax: 20,
} as const;

/** Digits, spaces and the punctuation people type in phone numbers: ( ) + - */
export const PHONE_PATTERN = /^[0-9 ()+-]+$/;

export const INQUIRY_FIELDS = ["name", "email", "phone", "message", "moveInDate"] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

/** The message the apartment page's form starts with. */
export function defaultApartmentMessage(title: string): string {
  return `I'd like to know more about ${title}.`;
}
