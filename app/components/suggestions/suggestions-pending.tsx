import { LoaderCircle } from "lucide-react";
import { useLocation, useNavigation } from "react-router";
import { GET_MATCHED_PATH, SUGGESTION_INDEX_PARAM, SUGGESTIONS_PATH } from "./paths.ts";

/** A field only the last step of /get-matched sends: its submission leads to the suggestions. */
export const FINISH_FIELD = "finish";

/** Spec section 2: the text while suggestions load, and the one when the renter comes from the get-matched flow. */
export const LOADING_SUGGESTIONS_TEXT = "Loading your personalized apartment suggestions...";
export const PREPARING_SUGGESTIONS_TEXT = "Preparing your personalized apartment suggestions...";

function withoutIndex(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SUGGESTION_INDEX_PARAM);
  params.sort();
  return params.toString();
}

/**
 * The loading text to show while the suggestions are being computed, or null.
 *
 * The suggestions are ranked in the page's loader, so during a client
 * navigation the page being left is still on screen: this hook, used on the
 * pages that lead to the suggestions, tells them to show the spec's text.
 * From /get-matched (its last step posts there and is redirected to the
 * suggestions) the text is 'Preparing...'; from anywhere else 'Loading...'.
 * Paging through the suggestions (only ?n= changes) is not a load.
 */
export function useSuggestionsLoadingText(): string | null {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "idle") return null;
  const fromGetMatched = location.pathname === GET_MATCHED_PATH;
  const target = navigation.location;
  const finishingGetMatched = fromGetMatched && navigation.formData?.has(FINISH_FIELD) === true;
  if (target.pathname === SUGGESTIONS_PATH) {
    if (location.pathname === SUGGESTIONS_PATH && withoutIndex(location.search) === withoutIndex(target.search)) return null;
    return fromGetMatched ? PREPARING_SUGGESTIONS_TEXT : LOADING_SUGGESTIONS_TEXT;
  }
  return finishingGetMatched ? PREPARING_SUGGESTIONS_TEXT : null;
}

/** A calm, centred loading panel with the given text (announced politely). */
export function SuggestionsLoading({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-brand-700 motion-reduce:animate-none" />
      <p className="max-w-md text-lg font-semibold text-ink-900">{text}</p>
      <p className="text-sm text-slate-600">Scoring every community against your budget, location and must-haves.</p>
    </div>
  );
}
