/**
 * The guard on an optional language model's rewording of a reply: the facts
 * belong to the engine. A rewrite is accepted only when it keeps every card
 * marker and every number of the original, in any order, and adds none.
 */

const MARKER = /\[\[(?:apartment|neighborhood|blog):[A-Za-z0-9_-]+\]\]/g;
// Amounts and counts as people write them: $1,800, 1.5, 14, 2026-03-01 (as its parts).
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

function multiset(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function sameMultiset(a: string[], b: string[]): boolean {
  const left = multiset(a);
  const right = multiset(b);
  if (left.size !== right.size) return false;
  for (const [value, count] of left) if (right.get(value) !== count) return false;
  return true;
}

const numbersOf = (text: string) => (text.replace(MARKER, " ").match(NUMBER) ?? []).map((n) => n.replace(/,/g, ""));
const markersOf = (text: string) => text.match(MARKER) ?? [];

export function preservesFacts(original: string, rewritten: string): boolean {
  if (rewritten.trim() === "") return false;
  return sameMultiset(markersOf(original), markersOf(rewritten)) && sameMultiset(numbersOf(original), numbersOf(rewritten));
}
