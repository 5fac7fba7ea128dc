/**
 * A message for A.L.I. asked for on one screen and sent on /chat: the side
 * panel's 'Find My Perfect Apartment' (spec section 2) keeps it in
 * sessionStorage and goes to /chat, which sends it once the chat is ready.
 * When /chat is already open, the window event delivers it at once.
 */
export const PENDING_CHAT_INPUT_KEY = "ali:pending-chat-input";
export const PENDING_CHAT_INPUT_EVENT = "ali:pending-chat-input";

export function setPendingChatInput(text: string): void {
  try {
    sessionStorage.setItem(PENDING_CHAT_INPUT_KEY, text);
  } catch {
    // Storage can be unavailable (private modes); the event still reaches an open chat.
  }
  window.dispatchEvent(new CustomEvent(PENDING_CHAT_INPUT_EVENT));
}

/** The pending message, removed as it is read; null when there is none. */
export function takePendingChatInput(): string | null {
  try {
    const text = sessionStorage.getItem(PENDING_CHAT_INPUT_KEY);
    sessionStorage.removeItem(PENDING_CHAT_INPUT_KEY);
    return text?.trim() ? text : null;
  } catch {
    return null;
  }
}
