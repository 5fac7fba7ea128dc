/**
 * What the apartment manager tells the locator after a submit of its form:
 * the toast after a write (which names the communities whose typed changes
 * were saved with it, and never says "Saved" when nothing was) and the
 * sentences of a refusal. Free of zod: the page words its own notices with it.
 */
import { listOfTitles, type OptionActionName } from "./option-form-names.ts";

export interface OptionOutcome {
  title: string;
  description?: string;
}

const DONE: Record<Exclude<OptionActionName, "save">, string> = {
  add: "Added to the list",
  remove: "Removed from the list",
  up: "Moved up",
  down: "Moved down",
  share: "Shared with the client",
};

// A toast's description holds at most 500 characters (app/lib/flash.ts); titles are up to 200 each.
const DESCRIPTION_MAX = 500;

/** "Your changes to Cedar Yards and Bayou Lofts", or their number when the names would not fit a toast. */
function changesTo(saved: readonly string[]): string {
  const named = `Your changes to ${listOfTitles(saved, 3)}`;
  return named.length < DESCRIPTION_MAX - 20 ? named : `Your changes to ${saved.length} communities`;
}

/**
 * The toast after a write: `saved` are the communities whose changes were
 * written, `changed` whether anything was (a Save of what is already stored
 * writes nothing).
 */
export function optionOutcome(action: OptionActionName, saved: readonly string[], changed: boolean): OptionOutcome {
  if (action === "save") {
    if (!changed || saved.length === 0) return { title: "Nothing to save: nothing changed" };
    return { title: "Saved", description: `${changesTo(saved)}.` };
  }
  const title = DONE[action];
  return saved.length ? { title, description: `${changesTo(saved)} were saved with it.` } : { title };
}

/** A 409 for a list that moved on: the page now shows the other change, with what was typed kept in its fields. */
export function staleMessage(keptTyping: boolean): string {
  return keptTyping
    ? "Nothing was saved: this list changed in another tab or by another admin. The page now shows that change, and what you typed is kept in its fields (marked “Changes not saved”): check it and save again."
    : "Nothing was changed: this list changed in another tab or by another admin. The page now shows that change; try again.";
}

/** A 400 for a card's field that cannot be saved: nothing of the submit was written, whichever button it was. */
export function fixFieldsFirstMessage(titles: readonly string[]): string {
  return titles.length
    ? `Nothing was changed: first fix what is marked on ${listOfTitles(titles, 3)} (the message is beside the field).`
    : "Nothing was changed: see the message beside the field.";
}
