/**
 * Rate limits as data: which writes are limited, how many per what window,
 * and what the person is told. The database counts (db/queries/rate-limits.ts);
 * the decision is made here. Limits are set where a real person never meets
 * them; RATE_LIMIT_MULTIPLIER raises them all (e.g. for a shared test server).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RateLimitRule {
  /** Hits allowed per window; the next one is refused until the window ends. */
  limit: number;
  windowMs: number;
  /** What the person is told when refused (JSON {message}, a form's message, the chat's reply). */
  message: string;
}

export const RATE_LIMITS = {
  /** Accounts created per client address. */
  registration: { limit: 5, windowMs: HOUR, message: "Too many accounts were created from your network. Please try again later." },
  /** New guest identities (a visitor without a cookie saving something) per client address. */
  "guest-identity": { limit: 30, windowMs: HOUR, message: "Too many new visitors saved something from your network. Please try again later." },
  /** Inquiries (contact, request info, tour) per client address. */
  inquiry: { limit: 20, windowMs: HOUR, message: "Too many requests were sent from your network. Please try again later or call us." },
  /** Opening or answering a lease verification link (decision 036) per client address: tokens are unguessable; this
   * keeps anyone from trying many. */
  "lease-verification": { limit: 30, windowMs: HOUR, message: "Too many verification requests from your network. Please try again later." },
  /** Opening or answering an options list's private link (decision 038) per client address: each answer with JavaScript
   * is two requests (the answer and the page's fresh read), so a client going through a full list stays far below it. */
  "shared-list": { limit: 300, windowMs: HOUR, message: "Too many requests for shared lists from your network. Please try again later." },
  /** "Contact your locator" messages from an options list per client address. */
  "locator-message": { limit: 10, windowMs: HOUR, message: "You have sent several messages already. Please wait for your locator's answer, or try again later." },
  /** Apartment feedback per client address. */
  feedback: { limit: 60, windowMs: HOUR, message: "Too much feedback was sent from your network. Please try again later." },
  /** Chat messages per signed-in user (guests have their free-message allowance instead). */
  "chat-turn": { limit: 30, windowMs: MINUTE, message: "You are sending messages faster than I can answer. Please wait a moment and try again." },
  /**
   * Saved-chat writes (create, save, rename) per signed-in user: the chat saves once per reply, so
   * twice the chat-turn limit leaves room for new chats and renames (issue 26).
   */
  "chat-session-write": { limit: 60, windowMs: MINUTE, message: "You are saving chats faster than anyone types. Please wait a moment and try again." },
  /** New e-mail verification links per account (each replaces the one still waiting to go out). */
  "verification-email": { limit: 5, windowMs: HOUR, message: "We sent several links already. Please check your inbox and spam folder, or try again later." },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/** A window's count after this hit, and when the window ends. */
export interface WindowCount {
  count: number;
  windowEndsAt: Date;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Allowed while the count (this hit included) is within the limit; else refused until the window ends. */
export function decideRateLimit(limit: number, counted: WindowCount, now: Date): RateLimitDecision {
  if (counted.count <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((counted.windowEndsAt.getTime() - now.getTime()) / 1000)) };
}

/** The limit of a rule raised by the configured multiplier (an integer >= 1). */
export function scaledLimit(rule: RateLimitRule, multiplier: number): number {
  return rule.limit * multiplier;
}
