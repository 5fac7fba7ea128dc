/** Where the suggestion screen lives; the get-matched flow's path is the site navigation's. */
export { GET_MATCHED_PATH } from "../layout/site-navigation.ts";
export const SUGGESTIONS_PATH = "/preference-suggestion";

/** Which suggestion is on screen: ?n=1..M in the URL, so Previous/Next work without JavaScript and survive a reload. */
export const SUGGESTION_INDEX_PARAM = "n";

/** The 0-based index the URL asks for, kept within the list (1 when missing or not a number). */
export function suggestionIndexOf(search: URLSearchParams, count: number): number {
  const asked = Number.parseInt(search.get(SUGGESTION_INDEX_PARAM) ?? "1", 10);
  if (!Number.isFinite(asked) || count === 0) return 0;
  return Math.min(Math.max(asked, 1), count) - 1;
}
