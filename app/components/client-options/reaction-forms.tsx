/**
 * The client's answers on one community of their list: Interested, Not for me
 * (with an optional reason) and Request a tour (a time wish). Plain forms that
 * post to the page without JavaScript (the two with a field open as <details>);
 * with JavaScript one fetcher per card sends them and the page stays put.
 */
import { CalendarCheck, ThumbsDown, ThumbsUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { OPTION_LIMITS, type OptionReaction } from "../../../core/admin/client-options.ts";
import { cn } from "~/lib/cn";
import { FormAlert, FormField } from "../auth/form-field.tsx";
import { Button, buttonVariants } from "../ui/button.tsx";
import type { ReactionAnswer } from "./reaction-answer.ts";

const summaryClass = (active: boolean) =>
  cn(
    buttonVariants({ variant: active ? "secondary" : "outline" }),
    "cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden",
  );

interface ReactionFormsProps {
  apartmentId: number;
  title: string;
  reaction: OptionReaction | null;
  tourWish: string | null;
  /** The page action's answer to a plain (no JavaScript) form, when it was about this community. */
  serverAnswer?: ReactionAnswer;
}

export function useReactionFetcher(apartmentId: number) {
  return useFetcher<ReactionAnswer>({ key: `option-reaction-${apartmentId}` });
}

export function ReactionForms({ apartmentId, title, reaction, tourWish, serverAnswer }: ReactionFormsProps) {
  const fetcher = useReactionFetcher(apartmentId);
  const submitting = fetcher.state !== "idle";
  const answer = submitting ? undefined : (fetcher.data ?? serverAnswer);
  const failure = answer && !answer.ok ? answer : undefined;
  // A refusal about a field opens that field's panel; one that is not (a community no longer on the list) shows above the buttons.
  const fieldFailure = failure && Object.keys(failure.fieldErrors).length > 0 ? failure : undefined;
  const generalMessage = failure && !fieldFailure ? failure.message : null;
  const failed = (intent: string) => (fieldFailure?.intent === intent ? fieldFailure : undefined);
  const notForMe = useRef<HTMLDetailsElement>(null);
  const tour = useRef<HTMLDetailsElement>(null);

  // A sent answer closes its panel; a refused one keeps it open with the message beside the field.
  useEffect(() => {
    if (answer?.ok) {
      if (notForMe.current) notForMe.current.open = false;
      if (tour.current) tour.current.open = false;
    }
  }, [answer]);

  const reasonFailure = failed("react");
  const tourFailure = failed("tour");

  return (
    <div className="grid gap-3">
      <FormAlert message={generalMessage} />
      <div className="flex flex-wrap items-start gap-2" role="group" aria-label={`Your answer about ${title}`}>
        <fetcher.Form method="post" preventScrollReset>
          <input type="hidden" name="apartmentId" value={apartmentId} />
          <input type="hidden" name="intent" value="react" />
          <input type="hidden" name="reaction" value="interested" />
          <Button type="submit" variant={reaction === "interested" ? "secondary" : "outline"} aria-pressed={reaction === "interested"} disabled={submitting}>
            <ThumbsUp aria-hidden="true" />
            Interested
          </Button>
        </fetcher.Form>

        <details ref={notForMe} open={reasonFailure !== undefined} className="open:basis-full">
          <summary className={summaryClass(reaction === "not-for-me")}>
            <ThumbsDown aria-hidden="true" />
            Not for me
          </summary>
          <fetcher.Form method="post" preventScrollReset className="mt-3 grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:max-w-xl">
            <input type="hidden" name="apartmentId" value={apartmentId} />
            <input type="hidden" name="intent" value="react" />
            <input type="hidden" name="reaction" value="not-for-me" />
            <FormField
              name="reason"
              label="What doesn't work for you?"
              optional
              maxLength={OPTION_LIMITS.reason}
              hint="It helps your locator find a better fit."
              defaultValue={reasonFailure?.values.reason ?? ""}
              error={reasonFailure?.fieldErrors.reason}
            />
            <Button type="submit" disabled={submitting} className="justify-self-start">
              Send
            </Button>
          </fetcher.Form>
        </details>

        <details ref={tour} open={tourFailure !== undefined} className="open:basis-full">
          <summary className={summaryClass(tourWish !== null)}>
            <CalendarCheck aria-hidden="true" />
            {tourWish ? "Change tour time" : "Request a tour"}
          </summary>
          <fetcher.Form method="post" preventScrollReset className="mt-3 grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:max-w-xl">
            <input type="hidden" name="apartmentId" value={apartmentId} />
            <input type="hidden" name="intent" value="tour" />
            <FormField
              name="wish"
              label="When would you like to tour?"
              required
              maxLength={OPTION_LIMITS.tourWish}
              placeholder="Saturday morning"
              hint="A day and time that suits you; your locator confirms with the community."
              defaultValue={tourFailure?.values.wish ?? tourWish ?? ""}
              error={tourFailure?.fieldErrors.wish}
            />
            <Button type="submit" disabled={submitting} className="justify-self-start">
              <CalendarCheck aria-hidden="true" />
              Request tour
            </Button>
          </fetcher.Form>
        </details>
      </div>
    </div>
  );
}
