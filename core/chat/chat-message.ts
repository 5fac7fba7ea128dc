/**
 * A message as the chat screens hold it (spec section 4 'Chat panel'): what a
 * renter typed or A.L.I. answered, with the card slugs the reply carried.
 * Framework-free: the conversation controller, the screens and the tests share it.
 */
import type { CardKind } from "../assistant/markers.ts";
import type { PlanFit } from "../search/fitting-plans.ts";

export type ChatRole = "user" | "assistant";

export interface ChatMessage {
  /** Unique within the conversation; stable across re-renders (React key). */
  id: string;
  role: ChatRole;
  /** The text as sent or received; assistant text may hold card markers [[apartment:slug]]. */
  content: string;
  /** ISO date-time. */
  timestamp: string;
  apartments?: readonly string[];
  neighborhoods?: readonly string[];
  blogs?: readonly string[];
  /** What the message saved to the profile, e.g. "Budget set to $1,800". */
  updateNotification?: string | null;
  /** The save as the server recorded it, for the notice's Undo (decision 034); absent when there is nothing to undo. */
  profileChange?: SavedProfileChange;
  /** A search reply's plan-level criteria: its apartment cards show the plans that fit them. */
  cardPlanFit?: PlanFit | null;
  /**
   * A.L.I.'s signature of a reply, as the webhook gave it: kept untouched (a guest's tab keeps it
   * too) and sent when the chat is saved, so the reply is saved as A.L.I.'s (core/chat/reply-signature.ts).
   */
  signature?: string;
  /**
   * Shown but never saved: the greeting that opens a conversation, and the
   * error texts of spec section 8 answered in A.L.I.'s place.
   */
  local?: "greeting" | "error";
}

/** A reply's save and what became of its Undo. */
export interface SavedProfileChange {
  /** What POST /api/chat/undo takes (the reply's profileChangeId). */
  id: number;
  /** ready: Undo offered; undoing: on its way; undone; refused: the server undid nothing (edited since); failed: try again. */
  undo: "ready" | "undoing" | "undone" | "refused" | "failed";
  /** Undone: what came back ("Undone: Budget back to $1,500"); refused or failed: why. */
  said?: string;
}

/** One choice of a picker (locations, amenities, budget). */
export interface PickerOption {
  id: string;
  label: string;
}

export type ChatCards = Record<CardKind, readonly string[]>;
