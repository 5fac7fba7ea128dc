/**
 * /preference-suggestion on the server: the caller's suggestions as card
 * views, a summary of the profile they come from, and the page's two forms
 * (feedback on a suggestion, a tour request), each a use case of its own.
 */
import { data, type RouterContextProvider } from "react-router";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { formatBeds, formatDollars } from "../../core/format/ranges.ts";
import type { PreferenceReference } from "../../core/preferences/apply-input.ts";
import { FeedbackBodySchema } from "../../core/preferences/feedback-schema.ts";
import { FEEDBACK_MAX } from "../../core/preferences/preference-limits.ts";
import { rowIdSchema } from "../../core/row-id.ts";
import { hasMatchingCriteria, type PreferenceProfile } from "../../core/preferences/profile.ts";
import { isProfileComplete } from "../../core/preferences/stages.ts";
import { insertApartmentFeedback } from "../../db/queries/feedback.ts";
import { loadSuggestionApartments } from "../../db/queries/match-catalogue.ts";
import { viewerContext } from "../auth/viewer.ts";
import type { InquiryFormResult } from "../components/inquiry/inquiry-result.ts";
import { submitInquiryForm } from "../components/inquiry/submit-inquiry.server.ts";
import type { FeedbackFormResult, ProfileSummary, SuggestionsState, TourFormResult } from "../components/suggestions/suggestion-results.ts";
import { FEEDBACK_FAILED_MESSAGE } from "../components/suggestions/suggestion-results.ts";
import { toSuggestionCardView } from "../components/suggestions/suggestion-view.ts";
import { dbContext } from "../context.ts";
import { findSuggestions } from "../matching/suggestions.server.ts";
import { currentProfile } from "../preferences/current-profile.server.ts";
import { loadPreferenceReference } from "../preferences/owner.server.ts";
import { rateLimiterOf, retryAfterHeaders } from "../limits/rate-limit.server.ts";
import { requestInfoContext } from "../request-context.ts";
import { listCoverPhotos } from "../../db/queries/photos.ts";

export function summarizeProfile(profile: PreferenceProfile, reference: PreferenceReference): ProfileSummary {
  const names = profile.neighborhoodIds.map((id) => reference.neighborhoods.find((n) => n.id === id)?.name).filter((name) => name !== undefined);
  return {
    budget: profile.maxBudget === null ? null : `Up to ${formatDollars(profile.maxBudget)}/mo`,
    bedrooms: profile.bedrooms === null ? null : formatBeds(profile.bedrooms),
    neighborhoods: names.length > 0 ? names.join(", ") : profile.anyNeighborhood ? "Anywhere in Houston" : null,
  };
}

/** Everything the page shows, computed on the server for the first render. */
export async function loadSuggestionsPage(context: Readonly<RouterContextProvider>) {
  const db = context.get(dbContext);
  const [profile, reference] = await Promise.all([currentProfile(context), loadPreferenceReference(db)]);
  const today = houstonCalendarDate(new Date());

  let state: SuggestionsState;
  if (!hasMatchingCriteria(profile)) {
    state = { status: "no-profile" };
  } else {
    try {
      const found = await findSuggestions(db, profile);
      const covers = await listCoverPhotos(db, "apartment", found.map((result) => result.apartment.id));
      const suggestions = found.map((result) => ({ ...toSuggestionCardView(result, today), photo: covers.get(result.apartment.id) ?? null }));
      state = suggestions.length > 0 ? { status: "ready", suggestions } : { status: "empty" };
    } catch (error) {
      // The renter sees the spec's red text and a way to retry; the log gets the cause.
      console.error({ requestId: context.get(requestInfoContext).requestId, error }, "ranking suggestions failed");
      state = { status: "error" };
    }
  }

  const user = context.get(viewerContext).user;
  return {
    state,
    summary: summarizeProfile(profile, reference),
    profileComplete: isProfileComplete(profile),
    today,
    /** Prefills the tour form: the account's name and e-mail, the profile's name and phone. */
    contact: {
      name: user?.displayName ?? profile.name ?? user?.username ?? "",
      email: user?.email ?? "",
      phone: profile.phone ?? "",
      moveInDate: profile.moveInDate !== null && profile.moveInDate >= today ? profile.moveInDate : "",
    },
  };
}

const ApartmentIdSchema = rowIdSchema("apartmentId");

/** Feedback on one suggestion (spec sections 4, 5 and 8), from the form posted without JavaScript. */
export async function submitFeedbackForm(context: Readonly<RouterContextProvider>, form: FormData) {
  const rawFeedback = typeof form.get("feedback") === "string" ? (form.get("feedback") as string).slice(0, FEEDBACK_MAX * 2) : "";
  const apartmentId = ApartmentIdSchema.safeParse(form.get("apartmentId"));
  const refuse = (status: number, message: string, headers?: Record<string, string>) => {
    const result: FeedbackFormResult = { intent: "feedback", apartmentId: apartmentId.data ?? null, ok: false, message, feedback: rawFeedback };
    return data(result, { status, headers });
  };
  const parsed = FeedbackBodySchema.safeParse({ apartmentId: form.get("apartmentId"), feedback: rawFeedback });
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? FEEDBACK_FAILED_MESSAGE);
  const refusal = await rateLimiterOf(context)("feedback");
  if (refusal) return refuse(429, refusal.message, retryAfterHeaders(refusal));
  try {
    const stored = await insertApartmentFeedback(context.get(dbContext), {
      apartmentId: parsed.data.apartmentId,
      userId: context.get(viewerContext).user?.id ?? null,
      feedback: parsed.data.feedback,
    });
    if (!stored) return refuse(404, FEEDBACK_FAILED_MESSAGE);
  } catch (error) {
    console.error({ requestId: context.get(requestInfoContext).requestId, error }, "storing feedback failed");
    return refuse(500, FEEDBACK_FAILED_MESSAGE);
  }
  const result: FeedbackFormResult = { intent: "feedback", apartmentId: parsed.data.apartmentId, ok: true };
  return data(result);
}

/** 'Schedule Tour': a client inquiry with source 'tour' about the suggested community. */
export async function submitTourForm(context: Readonly<RouterContextProvider>, form: FormData) {
  const id = ApartmentIdSchema.safeParse(form.get("apartmentId"));
  const [apartment] = id.success ? await loadSuggestionApartments(context.get(dbContext), [id.data]) : [];
  if (!apartment) {
    const missing: InquiryFormResult = { ok: false, status: 400, message: "This apartment is no longer listed.", fieldErrors: {}, values: {} };
    const result: TourFormResult = { intent: "tour", apartmentId: null, result: missing };
    return data(result, { status: 404 });
  }
  const answer = await submitInquiryForm(context, form, { source: "tour", apartmentId: apartment.id });
  const result: TourFormResult = { intent: "tour", apartmentId: apartment.id, result: answer.data };
  return data(result, answer.init ?? undefined);
}
