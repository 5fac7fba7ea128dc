/**
 * The apartment manager's one form (/admin/apartment-manager/{id}): the names
 * of its inputs, the values of its buttons and how typed text is cleaned, in
 * one place for the page that renders them and the parser that reads them
 * (option-items.ts). Free of zod, so the page does not carry it to the browser
 * (decision 011).
 *
 * Every card's fields and every button of the page belong to the same form
 * (the HTML `form` attribute), so whichever button is pressed, what was typed
 * on any card goes with it (decision 019).
 */

/** The fields of a card the locator types or ticks. */
export const ITEM_FIELDS = ["note", "special", "rebate", "planIds"] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

/** One hidden input per card on the page, its community's id as value. */
export const ITEMS_INPUT = "item";

/**
 * A card's input: `item.12.note`, `item.12.planIds` (once per plan ticked), and
 * `item.12.shown`, hidden, what the page showed in the card (shownItemValue):
 * what differs from it is what the locator changed.
 */
export function itemInputName(apartmentId: number | string, field: ItemField | "shown"): string {
  return `item.${apartmentId}.${field}`;
}

/** The button pressed. */
export const INTENT_INPUT = "intent";

export const OPTION_ACTIONS = ["save", "add", "remove", "up", "down", "share"] as const;
export type OptionActionName = (typeof OPTION_ACTIONS)[number];

/**
 * A button's value: "share", "save", or the action and its community, "add:12".
 * A card's Save names its card ("save:12") only so a refusal is shown beside it:
 * every Save saves every card.
 */
export function intentValue(action: OptionActionName, apartmentId?: number): string {
  return apartmentId === undefined ? action : `${action}:${apartmentId}`;
}

/** What a card holds, as stored and as the page shows it. */
export interface ItemValues {
  note: string | null;
  special: string | null;
  rebate: number | null;
  planIds: readonly number[];
}

/** The card's `shown` value, and the key that re-mounts its fields when what is stored changes. */
export function shownItemValue(item: ItemValues): string {
  return JSON.stringify([item.note, item.special, item.rebate, [...item.planIds].sort((a, b) => a - b)]);
}

// How typed text becomes a stored value, before its limits are checked (option-items.ts); the page uses the same
// to tell whether a card holds a change.

/** A note: trimmed, its own line breaks kept (CRLF as LF). */
export function cleanNote(typed: string): string {
  return typed.replace(/\r\n/g, "\n").trim();
}

/** A special is one line: inner runs of spaces and line breaks become one space. */
export function cleanSpecial(typed: string): string {
  return typed.replace(/\s+/g, " ").trim();
}

/** A rebate as typed ("$1,200") without its dollar sign, separators and spaces. */
export function cleanRebate(typed: string): string {
  return typed.replace(/[$,\s]/g, "");
}

/** "Cedar Yards", "Cedar Yards and Bayou Lofts", "A, B and C", past `most` names "A, B, C and 2 more". */
export function listOfTitles(titles: readonly string[], most = Infinity): string {
  if (titles.length <= 1) return titles[0] ?? "";
  if (titles.length > most) return `${titles.slice(0, most).join(", ")} and ${titles.length - most} more`;
  return `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}`;
}
