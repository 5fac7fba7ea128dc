/**
 * Window events of the chat panel (spec section 4 'Chat panel'): the chat is
 * closed, open as a popup, or open fullscreen (/chat); opening one closes the
 * other, and 'close-chat-popup' closes both. Kept tiny: the shell imports it.
 */
export const CLOSE_CHAT_EVENT = "close-chat-popup";
export const OPEN_CHAT_POPUP_EVENT = "open-chat-popup";

export function closeChat(): void {
  window.dispatchEvent(new CustomEvent(CLOSE_CHAT_EVENT));
}
