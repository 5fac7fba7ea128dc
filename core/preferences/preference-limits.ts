/**
 * The limits of a preference profile and of feedback on a suggestion, in a module without zod:
 * the browser's forms read them (maxLength, max) and zod stays on the server (decision 011).
 * The schemas (preferences-input.ts, feedback-schema.ts) enforce these same values.
 */
export const PREFERENCE_LIMITS = {
  nameMax: 100,
  phoneMax: 20,
  phoneMinDigits: 7,
  commuteMax: 200,
  leaseTextMax: 60,
  requirementMax: 200,
  routeMax: 200,
  maxBudget: 100_000,
  bedrooms: 10,
  bathrooms: 10,
  sqft: 20_000,
  listMax: 50,
} as const;

/** Spec sections 4-5: feedback on a suggestion is trimmed, 1-500 characters. */
export const FEEDBACK_MAX = 500;
