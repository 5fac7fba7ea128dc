import { CalendarCheck, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/lib/cn";
import { FormAlert } from "../auth/form-field.tsx";
import { InquiryFields } from "../inquiry/inquiry-fields.tsx";
import { INQUIRY_SAVED_TITLE, INQUIRY_SUBMITTING_TEXT } from "../inquiry/inquiry-result.ts";
import { buttonVariants, Button } from "../ui/button.tsx";
import { tourMessage, type TourFormResult } from "./suggestion-results.ts";

/** A message about the whole form: the server's words (the spec's failure text for a server fault, a rate limit's) unless a field is to blame. */
function failureAlert(failure: Extract<TourFormResult["result"], { ok: false }> | undefined): string | null {
  if (!failure) return null;
  if (failure.status !== 400) return failure.message;
  return Object.keys(failure.fieldErrors).length === 0 ? failure.message : null;
}

export interface TourContact {
  name: string;
  email: string;
  phone: string;
  moveInDate: string;
}

interface ScheduleTourProps {
  apartmentId: number;
  apartmentName: string;
  /** The page URL (with ?n=) the form posts to. */
  action: string;
  today: string;
  contact: TourContact;
  /** The page action's answer to the plain form, when it was about this apartment. */
  serverResult?: TourFormResult;
}

/**
 * 'Schedule Tour': a disclosure (a <details>, so it opens without JavaScript)
 * holding the inquiry form, prefilled with what we know, stored as a client
 * inquiry with source 'tour'. With JavaScript it is sent with a fetcher and
 * the page stays put.
 */
export function ScheduleTour({ apartmentId, apartmentName, action, today, contact, serverResult }: ScheduleTourProps) {
  const fetcher = useFetcher<TourFormResult>({ key: `tour-${apartmentId}` });
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = fetcher.state !== "idle";
  const answer = submitting ? undefined : (fetcher.data ?? serverResult);
  const result = answer?.result;
  const failure = result && !result.ok ? result : undefined;

  // A refused request: focus the first field to fix. (Success is announced by the confirmation's status role.)
  useEffect(() => {
    if (failure) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);

  const values = failure?.values ?? { name: contact.name, email: contact.email, phone: contact.phone, moveInDate: contact.moveInDate };

  return (
    <details open={serverResult !== undefined} className="open:basis-full">
      <summary className={cn(buttonVariants({ size: "lg" }), "w-full cursor-pointer list-none sm:w-auto [&::-webkit-details-marker]:hidden")}>
        <CalendarCheck aria-hidden="true" />
        Schedule Tour
      </summary>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        {result?.ok ? (
          <div role="status" className="flex flex-col items-center gap-2 py-4 text-center">
            <CircleCheck aria-hidden="true" className="size-10 text-bayou-700" />
            <p className="text-lg font-bold text-ink-900">{INQUIRY_SAVED_TITLE}</p>
            <p className="max-w-md text-sm text-slate-600">
              Your tour request for {apartmentName} is in. A locator will contact you within one business day to pick a time.
            </p>
          </div>
        ) : (
          <fetcher.Form ref={formRef} method="post" action={action} noValidate preventScrollReset className="grid gap-4">
            <input type="hidden" name="intent" value="tour" />
            <input type="hidden" name="apartmentId" value={apartmentId} />
            <div>
              <h3 className="font-semibold text-ink-900">Tour {apartmentName}</h3>
              <p className="mt-0.5 text-sm text-slate-600">Tell us how to reach you; a locator sets up the visit with the community, free.</p>
            </div>
            <div role="status" className="empty:hidden">
              {submitting ? (
                <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-3.5 py-3 text-sm font-medium text-slate-800">
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  {INQUIRY_SUBMITTING_TEXT}
                </p>
              ) : null}
            </div>
            <FormAlert message={failureAlert(failure)} />
            <InquiryFields values={values} errors={failure?.fieldErrors} defaultMessage={tourMessage(apartmentName)} today={today} disabled={submitting} />
            <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
              {submitting ? INQUIRY_SUBMITTING_TEXT : "Request a tour"}
            </Button>
          </fetcher.Form>
        )}
      </div>
    </details>
  );
}
