/**
 * The chat's limits (spec section 9 and ours), without zod: the browser's chat
 * code reads them too, and zod stays on the server (ADR 011).
 */
const SESSION_MESSAGES_MAX = 500;

export const CHAT_LIMITS = {
  /** A renter's message, and any stored message. */
  messageMax: 2000,
  /** Assistant replies may be longer than a renter's message. */
  storedMessageMax: 20_000,
  sessionNameMax: 200,
  /**
   * What one saved session holds (issue 26): a save that would pass either is refused whole
   * (422, reason 'session-full') and the chat carries on in a new session.
   */
  sessionMessagesMax: SESSION_MESSAGES_MAX,
  /** The sum of its messages' text in UTF-8 bytes (1 MiB, the body limit of a save). */
  sessionContentBytesMax: 1024 * 1024,
  /** Saved sessions of one account, both families together (422, reason 'account-full'). */
  sessionsPerAccount: 100,
  /** One save can fill a session, no more. */
  messagesPerSave: SESSION_MESSAGES_MAX,
  cardsPerMessage: 20,
  /** A card slug's length. */
  cardSlugMax: 200,
  /** Spec section 9: initial page 4, older pages 10. */
  initialPage: 4,
  olderPage: 10,
  pageMax: 100,
  /** The admin transcript's page (/admin/chat-history/{id}?page=). */
  transcriptPage: 100,
} as const;

/** Why a save was refused at a cap: the session holds all it can, or the account holds all the sessions it can. */
export type ChatSaveRefusalReason = "session-full" | "account-full";

/** What the renter is told (the API's 422 message; the chat says it in its own words). */
export const CHAT_SAVE_REFUSALS: Record<ChatSaveRefusalReason, string> = {
  "session-full": `This chat is full: a saved chat holds up to ${CHAT_LIMITS.sessionMessagesMax} messages and 1 MB of text. Start a new chat to carry on.`,
  "account-full": `Your account holds ${CHAT_LIMITS.sessionsPerAccount} saved chats, the most it can. Carry on in one of them.`,
};

/** Slugs in chat markers: letters, digits, hyphen, underscore only (spec section 5). */
export const CHAT_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
