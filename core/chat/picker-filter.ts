/**
 * The chat's pickers (spec section 4 'Pickers', section 5): searching the
 * options by label, and the sentence a selection puts in the message input.
 */
import { joinWords } from "../matching/wording.ts";
import type { PickerOption } from "./chat-message.ts";

export const NO_MATCHING_OPTIONS = "No matching options found";

export type PickerKind = "locations" | "amenities" | "budget";

/** The options whose label contains the query, ignoring case and surrounding spaces; all of them for an empty query. */
export function filterOptions<T extends Pick<PickerOption, "label">>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

/** "I'm interested in Montrose and Midtown." and the like; "" when nothing was chosen. */
export function selectionSentence(kind: PickerKind, labels: readonly string[]): string {
  if (labels.length === 0) return "";
  switch (kind) {
    case "locations":
      return `I'm interested in ${joinWords(labels)}.`;
    case "amenities":
      return `I'd like these amenities: ${joinWords(labels)}.`;
    case "budget":
      // A single choice: only the first label counts.
      return `My budget is ${labels[0]}.`;
  }
}
