/**
 * /preference-suggestion (spec section 2 'Preference-suggestion screen'): the
 * caller's suggestions, ranked in the loader (server-rendered), one at a time
 * with Previous/Next (?n=), each with its match analysis, a Schedule Tour form
 * and a feedback box. Guests and signed-in users each see their own profile's.
 */
import { lazy, useEffect, useRef, useState } from "react";
import { data, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { FeedbackBox } from "../components/suggestions/feedback-box.tsx";
import { SUGGESTION_INDEX_PARAM, SUGGESTIONS_PATH, suggestionIndexOf } from "../components/suggestions/paths.ts";
import { ProfileSummary } from "../components/suggestions/profile-summary.tsx";
import { ScheduleTour } from "../components/suggestions/schedule-tour.tsx";
import { SuggestionCard } from "../components/suggestions/suggestion-card.tsx";
import { SuggestionPager, SuggestionPagerFooter } from "../components/suggestions/suggestion-pager.tsx";
import { SuggestionsLoading, useSuggestionsLoadingText } from "../components/suggestions/suggestions-pending.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/preference-suggestion";
import { loadSuggestionsPage, submitFeedbackForm, submitTourForm } from "./preference-suggestion.server.ts";
import { readForm } from "../http/form.server.ts";

// Rendered on the server as usual; in the browser fetched only when there is nothing to list (no Suspense
// boundary on purpose: the server waits for it, so the HTML is complete without JavaScript).
const SuggestionsStatus = lazy(() => import("../components/suggestions/suggestions-status.tsx"));

const HEADING = "Find Your Perfect Apartment";
const INTRO = "We've curated these listings based on your preferences. Let us know what you think!";

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, {
    title: "Your apartment suggestions",
    description: "Houston apartments matched to your budget, neighborhoods and must-haves, with every match explained.",
  }),
  // Personal results: never a search result of their own.
  { name: "robots", content: "noindex, follow" },
];

export async function loader({ context }: Route.LoaderArgs) {
  return loadSuggestionsPage(context);
}

export { headersWithRetryAfter as headers } from "../limits/retry-after-headers.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "feedback") return submitFeedbackForm(context, form);
  if (intent === "tour") return submitTourForm(context, form);
  throw data("This form is not known here.", { status: 400 });
}

function withoutIndex(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(SUGGESTION_INDEX_PARAM);
  params.sort();
  return params.toString();
}

/** Feedback, tour requests and paging (?n=) change nothing the ranking reads: no need to rank again. */
export function shouldRevalidate({ currentUrl, nextUrl, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "feedback" || intent === "tour") return false;
  if (!formData && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search && withoutIndex(currentUrl) === withoutIndex(nextUrl)) {
    return false;
  }
  return defaultShouldRevalidate;
}

function Header() {
  return (
    <PageHeader eyebrow="Your matches" title={HEADING}>
      <p>{INTRO}</p>
    </PageHeader>
  );
}

export default function PreferenceSuggestion({ loaderData, actionData }: Route.ComponentProps) {
  const { state, summary, profileComplete, today, contact } = loaderData;
  const [searchParams] = useSearchParams();
  const loadingText = useSuggestionsLoadingText();
  // Feedback sent during this visit, so the thank-you panel stays when the renter pages back.
  const [sentFeedback, setSentFeedback] = useState<ReadonlySet<number>>(() => new Set());
  const suggestions = state.status === "ready" ? state.suggestions : [];
  const index = suggestionIndexOf(searchParams, suggestions.length);
  const current = suggestions[index];
  const pageUrl = `${SUGGESTIONS_PATH}?${SUGGESTION_INDEX_PARAM}=${index + 1}`;

  // Paging to the first or last apartment disables the button that had focus, and paging from under the card
  // scrolls to the top: then focus moves to the new card's name.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    const active = document.activeElement;
    const lost = !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (!active || lost || active.closest("[data-focus-card]")) headingRef.current?.focus({ preventScroll: true });
  }, [index]);

  const feedbackResult = actionData?.intent === "feedback" && actionData.apartmentId === current?.apartmentId ? actionData : undefined;
  const tourResult = actionData?.intent === "tour" && actionData.apartmentId === current?.apartmentId ? actionData : undefined;

  let content;
  if (loadingText) {
    content = (
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <SuggestionsLoading text={loadingText} />
      </div>
    );
  } else if (state.status === "no-profile") {
    content = <SuggestionsStatus kind="no-profile" />;
  } else if (state.status === "error") {
    content = <SuggestionsStatus kind="fetch-failed" />;
  } else if (state.status === "empty" || !current) {
    content = <SuggestionsStatus kind="not-found" />;
  } else {
    content = (
      <>
        <SuggestionPager index={index} count={suggestions.length} />
        <SuggestionCard
          key={current.apartmentId}
          suggestion={current}
          headingRef={headingRef}
          tour={
            <ScheduleTour
              apartmentId={current.apartmentId}
              apartmentName={current.name}
              action={pageUrl}
              today={today}
              contact={contact}
              serverResult={tourResult}
            />
          }
          feedback={
            <FeedbackBox
              apartmentId={current.apartmentId}
              apartmentName={current.name}
              action={pageUrl}
              submitted={sentFeedback.has(current.apartmentId)}
              onSubmitted={(id) => setSentFeedback((sent) => new Set(sent).add(id))}
              serverResult={feedbackResult}
            />
          }
        />
        <SuggestionPagerFooter index={index} count={suggestions.length} />
        <p className="text-xs text-slate-600">
          Walk and transit scores are general estimates for the area, not measured for each address. Rent is for the floor plan the match was
          scored on; listings are demo data.
        </p>
      </>
    );
  }

  return (
    <div>
      <Header />
      <div className={`${pageContainerClass} grid gap-6 py-8 sm:py-10`}>
        {state.status !== "no-profile" ? <ProfileSummary summary={summary} complete={profileComplete} /> : null}
        {content}
      </div>
    </div>
  );
}

/** Anything that failed while building the page (spec section 8: 'Failed to load apartment suggestions'). */
export function ErrorBoundary() {
  return (
    <div>
      <Header />
      <div className={`${pageContainerClass} py-8 sm:py-10`}>
        <SuggestionsStatus kind="init-failed" />
      </div>
    </div>
  );
}
