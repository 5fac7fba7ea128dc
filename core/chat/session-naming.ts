/**
 * Names of saved chat sessions (spec section 4 'Chat sessions', section 9).
 *
 * - The assistant chat (/chat, the popup; sessions under /api/sidebar-chat)
 *   names a session after the first user message longer than 5 characters:
 *   its first 20 characters plus an ellipsis when longer. A renter who has no
 *   session on arrival gets one named 'Profile Chat'.
 * - The side panel's chat (sessions under /api/general-chat) trims that
 *   message to 30 characters (27 plus '...'); its first message creates a
 *   session named 'General Chat'.
 * - Without such a message: 'Chat {date}'.
 */
import type { ChatMessage } from "./chat-message.ts";

export type ChatVariantFamily = "assistant" | "side-panel";

export const DEFAULT_SESSION_NAMES = { profile: "Profile Chat", general: "General Chat" } as const;

/** A first message must be longer than this to name a session. */
const NAMING_MIN_LENGTH = 5;
const ASSISTANT_NAME_LENGTH = 20;
const SIDE_PANEL_NAME_LENGTH = 30;

/** 'Chat 11/24/2026' (the date in Houston). */
export function datedSessionName(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", year: "numeric", month: "numeric", day: "numeric" }).format(now);
  return `Chat ${parts}`;
}

/** The name the first user message longer than 5 characters gives, or null when there is none. */
export function nameFromMessages(messages: readonly Pick<ChatMessage, "role" | "content" | "local">[], family: ChatVariantFamily): string | null {
  const first = messages.find((m) => m.role === "user" && !m.local && m.content.trim().length > NAMING_MIN_LENGTH);
  if (!first) return null;
  const text = first.content.trim().replace(/\s+/g, " ");
  if (family === "assistant") {
    return text.length > ASSISTANT_NAME_LENGTH ? `${text.slice(0, ASSISTANT_NAME_LENGTH)}…` : text;
  }
  return text.length > SIDE_PANEL_NAME_LENGTH ? `${text.slice(0, SIDE_PANEL_NAME_LENGTH - 3)}...` : text;
}

export function sessionNameFor(messages: readonly Pick<ChatMessage, "role" | "content" | "local">[], family: ChatVariantFamily, now: Date): string {
  return nameFromMessages(messages, family) ?? datedSessionName(now);
}
