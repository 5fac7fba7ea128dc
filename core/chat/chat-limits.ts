/**
 * The chat's limits (spec section 9 and ours), without zod: the browser's chat
 * code reads them too, and zod stays on the server (ADR 011).
 */
export const CHAT_LIMITS = {
  /** A renter's message, and any stored message. */
  messageMax: 2000,
  /** Assistant replies may be longer than a renter's message. */
  storedMessageMax: 20_000,
  sessionNameMax: 200,
  messagesPerSave: 500,
  cardsPerMessage: 20,
  /** Spec section 9: initial page 4, older pages 10. */
  initialPage: 4,
  olderPage: 10,
  pageMax: 100,
} as const;

/** Slugs in chat markers: letters, digits, hyphen, underscore only (spec section 5). */
export const CHAT_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
