/**
 * Up to two initials for an avatar: the first letters of the first and last
 * words of a display name, upper-cased; "?" when there is no name.
 */
export function initialsOf(displayName: string | null | undefined): string {
  const words = (displayName ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from keeps letters outside the Basic Multilingual Plane whole.
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? "") : "");
  return (letter(first) + letter(last)).toLocaleUpperCase("en-US");
}
