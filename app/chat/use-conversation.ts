/**
 * A conversation with A.L.I. for a React screen. One Conversation (core/chat)
 * per family and person for the whole visit, so /chat, the popup and the side
 * panel's chat carry on the same conversation (decision 013); its state is
 * read with useSyncExternalStore and its notices are shown as toasts. A guest's
 * conversation is kept by the tab (sessionStorage) and, once the guest signs
 * in or up, moved into the account's saved sessions.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { Conversation, type ConversationState, type TurnReply } from "../../core/chat/conversation.ts";
import type { ChatMessage } from "../../core/chat/chat-message.ts";
import type { ChatVariantFamily } from "../../core/chat/session-naming.ts";
import { toast } from "../hooks/use-toast.ts";
import { getJson } from "../lib/api-client.ts";
import { createChatApi } from "./chat-api.ts";

export interface UseConversationOptions {
  family: ChatVariantFamily;
  /** The signed-in user's id; null for guests. */
  userId: number | null;
  /** Guests: free messages left, when the page knows it (otherwise asked of GET /api/user). */
  remainingAttempts?: number | null;
  onReply?: (reply: TurnReply) => void;
  /** After an Undo put back what a reply saved. */
  onUndone?: () => void;
}

const conversations = new Map<string, Conversation>();

function conversationFor(family: ChatVariantFamily, userId: number | null, remainingAttempts: number | null | undefined): Conversation {
  const key = `${family}:${userId ?? "guest"}`;
  let chat = conversations.get(key);
  if (!chat) {
    chat = new Conversation({
      family,
      signedIn: userId !== null,
      api: createChatApi(family),
      remainingAttempts,
      onNotice: ({ title, description, durationMs }) => toast({ title, description, duration: durationMs }),
      onError: (what, error) => console.error(what, error),
      // Signed in with a guest conversation still in this tab: it moves into the account.
      ...(userId !== null ? { guestMessages: readGuestMemory(family), onGuestAdopted: () => forgetGuestMemory(family) } : {}),
    });
    conversations.set(key, chat);
    if (userId === null && remainingAttempts === undefined) {
      // Spec section 8: a failed count is null (no line shown).
      getJson<{ remainingAttempts?: number | null }>("/api/user")
        .then((user) => chat?.setRemainingAttempts(typeof user.remainingAttempts === "number" ? user.remainingAttempts : null))
        .catch(() => chat?.setRemainingAttempts(null));
    }
  }
  return chat;
}

export function useConversation({ family, userId, remainingAttempts, onReply, onUndone }: UseConversationOptions): [ConversationState, Conversation] {
  const [chat] = useState(() => (typeof window === "undefined" ? new Conversation({ family, signedIn: userId !== null, api: createChatApi(family), remainingAttempts }) : conversationFor(family, userId, remainingAttempts)));

  useEffect(() => {
    void chat.start();
  }, [chat]);
  useGuestMemory(chat, family, userId === null);
  useEffect(() => (onReply ? chat.onReply(onReply) : undefined), [chat, onReply]);
  useEffect(() => (onUndone ? chat.onUndone(onUndone) : undefined), [chat, onUndone]);
  useEffect(() => () => chat.dispose(), [chat]);

  const state = useSyncExternalStore(chat.subscribe, chat.getState, chat.getState);
  return [state, chat];
}

const GUEST_MEMORY_KEY = "ali:guest-chat:";
/** How many of a guest's latest messages the tab keeps. */
const GUEST_MEMORY_MESSAGES = 40;

/**
 * A guest has no saved sessions: the tab keeps the conversation (sessionStorage), so a reload or a
 * full page load does not lose it. Read after hydration, so server and browser first render the same.
 */
function useGuestMemory(chat: Conversation, family: ChatVariantFamily, guest: boolean) {
  useEffect(() => {
    if (!guest) return;
    const key = GUEST_MEMORY_KEY + family;
    chat.restoreMessages(readGuestMemory(family));
    return chat.subscribe(() => {
      try {
        sessionStorage.setItem(key, JSON.stringify(chat.getState().messages.filter((m) => !m.local).slice(-GUEST_MEMORY_MESSAGES)));
      } catch {
        // Full or unavailable storage only costs the memory across reloads.
      }
    });
  }, [chat, family, guest]);
}

/** The guest conversation this tab keeps; empty when there is none or storage cannot be read. */
function readGuestMemory(family: ChatVariantFamily): ChatMessage[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(GUEST_MEMORY_KEY + family) ?? "[]");
    return Array.isArray(kept) ? kept.filter(isChatMessage) : [];
  } catch {
    // Storage unavailable or unreadable: the conversation starts afresh.
    return [];
  }
}

function forgetGuestMemory(family: ChatVariantFamily): void {
  try {
    sessionStorage.removeItem(GUEST_MEMORY_KEY + family);
  } catch {
    // Unavailable storage holds nothing to forget.
  }
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m.id === "string" && (m.role === "user" || m.role === "assistant") && typeof m.content === "string" && typeof m.timestamp === "string";
}
