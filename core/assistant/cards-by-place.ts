/**
 * "The drive from the Pearland one to downtown", "is the one in Midtown pet friendly": the card just shown in that
 * neighborhood, named by its title. The message is read as if it had named the community, so every question about a
 * named community works for it. Only when exactly one card shown (or of the last list) is in that place; otherwise the
 * words stay as typed.
 */
import type { MatchCommunity } from "../matching/types.ts";

/** "the Pearland one", "the Woodlands place", "the one in Midtown". Groups: the place before, or after "in". */
const CARD_BY_PLACE = /\bthe ((?!the\b)[a-z][a-z.'/-]*(?: (?!the\b)[a-z][a-z.'/-]*){0,2}) (?:one|place|apartment|community|complex|building|option)\b|\bthe (?:one|place|apartment|community|complex|building|option) (?:in|at) (?:the )?([a-z][a-z .'/-]{1,40}?)(?=[\s?.!,]|$)/gi;

export interface PlaceNames {
  id: number;
  name: string;
  aliases?: readonly string[];
}

const plain = (text: string) => text.toLowerCase().replace(/^the /, "").replace(/[^a-z0-9]+/g, " ").trim();

export function withCardsByPlace(message: string, cards: readonly MatchCommunity[], neighborhoods: readonly PlaceNames[]): string {
  if (cards.length < 2) return message;
  const placeOf = (words: string) => {
    const said = plain(words);
    return neighborhoods.find((n) => [n.name, ...(n.aliases ?? [])].some((name) => plain(name) === said || plain(name).split(" ")[0] === said));
  };
  return message.replace(CARD_BY_PLACE, (whole: string, before?: string, after?: string) => {
    const place = placeOf(before ?? after ?? "");
    if (!place) return whole;
    const there = cards.filter((c) => c.neighborhoodId === place.id);
    return there.length === 1 ? there[0]!.title : whole;
  });
}
