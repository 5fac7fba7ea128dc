/**
 * /get-matched: the five stages of the preference profile (core/preferences/
 * stages.ts), one per step (?step=1..5). Each step is a plain form posted to
 * this route's action, saved at once (guests get a guest identity), and
 * redirected to the next step; the last one leads to /preference-suggestion.
 * Once all five are done, the last step also offers "Have a locator work on
 * it" (a 'get-matched' inquiry). Works without JavaScript.
 */
import { ArrowLeft, ArrowRight, Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { PROFILE_STAGES, TOTAL_STAGES } from "../../core/preferences/stages.ts";
import { FormAlert } from "../components/auth/form-field.tsx";
import { LOCATOR_SECTION_ID, LocatorRequest } from "../components/get-matched/locator-request.tsx";
import { STAGE_FIELDS, STAGE_INTROS } from "../components/get-matched/stage-fields.tsx";
import { StepIndicator } from "../components/get-matched/step-indicator.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { GET_MATCHED_PATH, SUGGESTIONS_PATH } from "../components/suggestions/paths.ts";
import { FINISH_FIELD, SuggestionsLoading, useSuggestionsLoadingText } from "../components/suggestions/suggestions-pending.tsx";
import { Button } from "../components/ui/button.tsx";
import { viewerContext } from "../auth/viewer.ts";
import { dbContext } from "../context.ts";
import { seoMeta } from "../lib/seo.ts";
import { currentProfile } from "../preferences/current-profile.server.ts";
import { readForm } from "../http/form.server.ts";
import { loadPreferenceReference } from "../preferences/owner.server.ts";
import type { Route } from "./+types/get-matched";
import { completedStages, formValuesOf, LOCATOR_INTENT, parseStep, saveStageForm, sendProfileToLocator } from "./get-matched.server.ts";

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, {
    title: "Get Matched",
    description: "Tell us your budget, neighborhoods, size and must-haves in five short steps, and get Houston apartments matched to you, free.",
  }),
  // A personal form: worth a link, not a search result.
  { name: "robots", content: "noindex, follow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const step = parseStep(url.searchParams.get("step"));
  const [profile, reference] = await Promise.all([currentProfile(context), loadPreferenceReference(context.get(dbContext))]);
  const user = context.get(viewerContext).user;
  const completed = completedStages(profile);
  const allDone = completed.every(Boolean);
  return {
    step,
    /** Sent back here from the last step because a required stage is open. */
    unfinished: url.searchParams.has("unfinished"),
    values: formValuesOf(profile, reference, user?.displayName ?? null),
    completed,
    ready: PROFILE_STAGES.every((stage, index) => stage.isOptional || completed[index]),
    neighborhoods: reference.neighborhoods.map(({ slug, name }) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name)),
    amenities: reference.amenities.map(({ name, displayName }) => ({ name, displayName })),
    today: houstonCalendarDate(new Date()),
    /** "Have a locator work on it", prefilled from the profile and the account, once every stage is done. */
    locator: allDone ? { name: profile.name ?? user?.displayName ?? "", email: user?.email ?? "", phone: profile.phone ?? "" } : null,
  };
}

export { headersWithRetryAfter as headers } from "../limits/retry-after-headers.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.get("intent") === LOCATOR_INTENT) return sendProfileToLocator(context, form);
  return saveStageForm(context, request, form);
}

export default function GetMatched({ loaderData, actionData }: Route.ComponentProps) {
  const { step, completed, ready } = loaderData;
  const stage = PROFILE_STAGES[step - 1]!;
  const locatorAnswer = actionData && "intent" in actionData ? actionData : undefined;
  const refused = actionData && !("intent" in actionData) && actionData.step === step ? actionData : undefined;
  const values = { ...loaderData.values, ...refused?.values };
  const errors = refused?.fieldErrors ?? {};
  const navigation = useNavigation();
  const loadingText = useSuggestionsLoadingText();
  const saving = navigation.state !== "idle" && navigation.formData?.get("step") === String(step);
  const isLast = step === TOTAL_STAGES;
  const Fields = STAGE_FIELDS[stage.key]!;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);
  // A new step is a new "page" for a screen reader: move focus to its heading (not on first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  // A refused step: focus the first field to fix.
  useEffect(() => {
    if (!refused) return;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid] input');
    target?.focus();
  }, [refused]);

  return (
    <div>
      <PageIntro eyebrow="Get Matched" title="Tell us what you're looking for">
        <p>Five short steps, saved as you go. We score every Houston community against your answers and explain each match.</p>
      </PageIntro>

      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <StepIndicator step={step} completed={completed} />

        <div className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {loadingText ? (
            <SuggestionsLoading text={loadingText} />
          ) : (
            <Form
              key={step}
              ref={formRef}
              method="post"
              action={`${GET_MATCHED_PATH}?step=${step}`}
              noValidate
              aria-labelledby="stage-heading"
              className="grid gap-6 p-5 sm:p-8"
            >
              <input type="hidden" name="step" value={step} />
              {isLast ? <input type="hidden" name={FINISH_FIELD} value="1" /> : null}
              <div>
                <h2 id="stage-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink-900 focus:outline-none">
                  {stage.stageName}
                </h2>
                <p className="mt-1 text-slate-600">{STAGE_INTROS[stage.key]}</p>
              </div>
              <FormAlert
                message={
                  refused?.message ??
                  (loaderData.unfinished && !refused
                    ? "Please answer this step: we need it to find your matches."
                    : Object.keys(errors).length > 0
                      ? "Please correct the highlighted fields."
                      : null)
                }
              />
              <Fields values={values} errors={errors} neighborhoods={loaderData.neighborhoods} amenities={loaderData.amenities} today={loaderData.today} />
              <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
                {step > 1 ? (
                  <Button asChild variant="outline" size="lg">
                    <Link to={`${GET_MATCHED_PATH}?step=${step - 1}`} preventScrollReset>
                      <ArrowLeft aria-hidden="true" />
                      Back
                    </Link>
                  </Button>
                ) : (
                  <span className="hidden sm:block" />
                )}
                <Button type="submit" size="lg" disabled={saving}>
                  {saving ? "Saving…" : isLast ? "See my matches" : "Next"}
                  {isLast ? <Sparkles aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
                </Button>
              </div>
            </Form>
          )}
        </div>

        {isLast && (loaderData.locator || locatorAnswer) ? (
          <LocatorRequest action={`${GET_MATCHED_PATH}?step=${TOTAL_STAGES}`} prefill={loaderData.locator ?? { name: "", email: "", phone: "" }} answer={locatorAnswer} />
        ) : null}

        <div className="mt-6 flex flex-col gap-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>Your answers are saved at every step; come back any time to change them.</p>
          {ready ? (
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {loaderData.locator && !isLast ? (
                <Link to={`${GET_MATCHED_PATH}?step=${TOTAL_STAGES}#${LOCATOR_SECTION_ID}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline">
                  Have a locator work on it
                </Link>
              ) : null}
              <Link to={SUGGESTIONS_PATH} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline">
                See your matches now
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
