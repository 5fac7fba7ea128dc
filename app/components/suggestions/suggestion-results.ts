/** Shapes and texts the suggestion screen's loader, actions and components share. */
import type { InquiryFormResult } from "../inquiry/inquiry-result.ts";
import type { SuggestionCardView } from "./suggestion-view.ts";

/** Spec section 4 'Suggestions loading': loaded, error or empty (loading is the navigation itself), plus "nothing to match on yet". */
export type SuggestionsState =
  | { status: "ready"; suggestions: SuggestionCardView[] }
  | { status: "empty" }
  | { status: "error" }
  | { status: "no-profile" };

export interface ProfileSummary {
  budget: string | null;
  bedrooms: string | null;
  neighborhoods: string | null;
}

export type FeedbackFormResult =
  | { intent: "feedback"; apartmentId: number; ok: true }
  | { intent: "feedback"; apartmentId: number | null; ok: false; message: string; feedback: string };

export interface TourFormResult {
  intent: "tour";
  apartmentId: number | null;
  result: InquiryFormResult;
}

/** Spec sections 4 and 8: the feedback box's texts. */
export const FEEDBACK_SUCCESS_TOAST = { title: "Feedback submitted", description: "Thank you for sharing your thoughts!" } as const;
export const FEEDBACK_FAILED_TOAST = { title: "Submission failed", description: "There was a problem submitting your feedback. Please try again." } as const;
export const FEEDBACK_FAILED_MESSAGE = FEEDBACK_FAILED_TOAST.description;
export const FEEDBACK_THANKS = {
  title: "Thank You!",
  description: "Your feedback has been submitted successfully. We appreciate your input and will use it to improve our recommendations.",
} as const;

export function tourMessage(title: string): string {
  return `I'd like to tour ${title}.`;
}
