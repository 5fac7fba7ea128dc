/**
 * What the apartment manager's action answers when a submit is refused (400
 * or 409): the button pressed, a sentence, the messages by input name and what
 * was typed on the cards, so the page shows them again (with or without
 * JavaScript) and nothing typed is lost.
 */
import type { TypedItems } from "../../../../core/admin/option-items.ts";

export interface ManagerActionData {
  /** The pressed button's value as sent ("share", "save:12", "add:12"): its refusal is shown beside it. */
  intent: string;
  message: string;
  errors: Record<string, string>;
  /** The cards' changed fields as typed, by community id. */
  typed: TypedItems;
  /** The list moved on (409): the page shows it as it is now, the message above the list. */
  stale: boolean;
}

/** The refusal to show beside the button with this value, if it was the one pressed (a stale list's is shown above the list). */
export function refusalFor(page: ManagerActionData | undefined, intent: string): ManagerActionData | undefined {
  return page && !page.stale && page.intent === intent ? page : undefined;
}
