import { CircleCheck, LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { FEEDBACK_MAX } from "../../../core/preferences/preference-limits.ts";
import { FieldError, inputClass } from "../auth/form-field.tsx";
import { Button } from "../ui/button.tsx";
import { callApi } from "~/lib/api-client";
import { toast } from "~/hooks/use-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { FEEDBACK_FAILED_TOAST, FEEDBACK_SUCCESS_TOAST, FEEDBACK_THANKS, type FeedbackFormResult } from "./suggestion-results.ts";

interface FeedbackBoxProps {
  apartmentId: number;
  apartmentName: string;
  /** The page URL the plain form posts to when JavaScript is off. */
  action: string;
  /** Already sent in this visit (the thank-you panel shows). */
  submitted: boolean;
  onSubmitted: (apartmentId: number) => void;
  /** The page action's answer to the plain form for this apartment. */
  serverResult?: FeedbackFormResult;
}

type FeedbackState = "idle" | "submitting" | "submitted";

/**
 * Spec sections 4, 5 and 8: idle -> submitting -> submitted, a 500-character
 * limit with a live 'n/500' counter, submit disabled while the trimmed text is
 * empty or a submission runs, toasts on success and failure, and on failure
 * the text is kept. With JavaScript it posts to POST /api/apartment-feedback;
 * without, the same form posts to the page's action.
 */
export function FeedbackBox({ apartmentId, apartmentName, action, submitted, onSubmitted, serverResult }: FeedbackBoxProps) {
  const hydrated = useHydrated();
  const [text, setText] = useState(serverResult && !serverResult.ok ? serverResult.feedback : "");
  const [state, setState] = useState<FeedbackState>(submitted || serverResult?.ok ? "submitted" : "idle");
  const id = useId();
  const headingId = `${id}-heading`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const trimmed = text.trim();
  const submitting = state === "submitting";
  const serverError = serverResult && !serverResult.ok ? serverResult.message : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trimmed === "" || submitting) return;
    setState("submitting");
    try {
      const response = await callApi("/api/apartment-feedback", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ apartmentId, feedback: trimmed }),
      });
      if (!response.ok) throw new Error(`feedback answered ${response.status}`);
      setState("submitted");
      onSubmitted(apartmentId);
      toast(FEEDBACK_SUCCESS_TOAST);
    } catch {
      // Back to idle with the text kept, so the renter can simply try again.
      setState("idle");
      toast({ ...FEEDBACK_FAILED_TOAST, variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
      {state === "submitted" ? (
        <div role="status" className="flex flex-col items-center gap-2 py-4 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-bayou-700" />
          <h3 id={headingId} className="text-lg font-bold text-ink-900">
            {FEEDBACK_THANKS.title}
          </h3>
          <p className="max-w-md text-sm text-slate-600">{FEEDBACK_THANKS.description}</p>
        </div>
      ) : (
        <form method="post" action={action} onSubmit={submit} noValidate className="grid gap-3">
          <input type="hidden" name="intent" value="feedback" />
          <input type="hidden" name="apartmentId" value={apartmentId} />
          <div>
            <h3 id={headingId} className="font-semibold text-ink-900">
              What do you think of {apartmentName}?
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">Tell us what you like or what's missing; it shapes your next suggestions.</p>
          </div>
          <label htmlFor={`${id}-feedback`} className="sr-only">
            Your feedback on {apartmentName}
          </label>
          <textarea
            id={`${id}-feedback`}
            name="feedback"
            rows={3}
            maxLength={FEEDBACK_MAX}
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={submitting}
            placeholder="e.g. Love the location, but I'd want a bigger kitchen."
            aria-invalid={serverError ? true : undefined}
            aria-describedby={[counterId, serverError ? errorId : null].filter(Boolean).join(" ")}
            className={`${inputClass} resize-y disabled:bg-slate-100`}
          />
          {serverError ? <FieldError id={errorId}>{serverError}</FieldError> : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p id={counterId} className="text-sm tabular-nums text-slate-600">
              <span className="sr-only">Characters used: </span>
              {text.length}/{FEEDBACK_MAX}
            </p>
            {/* Before hydration the button stays enabled: without JavaScript the server checks the text. */}
            <Button type="submit" disabled={hydrated && (trimmed === "" || submitting)}>
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? "Submitting…" : "Submit feedback"}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
