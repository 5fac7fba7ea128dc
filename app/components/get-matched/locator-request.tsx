/**
 * "Have a locator work on it" on the last /get-matched step, once the five stages are done: the
 * renter's name, e-mail, optional phone and note (prefilled from the saved profile and the account)
 * go to a locator with the profile summed up (sendProfileToLocator). A plain POST to the page's
 * action, so it works without JavaScript; with it, the result appears in place.
 */
import { Headset } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { HANDOFF_NOTE_MAX } from "../../../core/inquiries/compose-message.ts";
import { INQUIRY_LIMITS } from "../../../core/inquiries/inquiry-form.ts";
import { FormAlert, FormField } from "../auth/form-field.tsx";
import { TextAreaField } from "../inquiry/inquiry-fields.tsx";
import { InquirySentNotice } from "../inquiry/inquiry-sent-notice.tsx";
import { Button } from "../ui/button.tsx";
import type { LocatorFormResult } from "./stage-form-values.ts";

export const LOCATOR_SECTION_ID = "have-a-locator";

interface LocatorRequestProps {
  /** Where the form posts (the last step's URL). */
  action: string;
  prefill: { name: string; email: string; phone: string };
  answer: LocatorFormResult | undefined;
}

export function LocatorRequest({ action, prefill, answer }: LocatorRequestProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "locator";
  const result = answer?.result;
  const failure = result && !result.ok ? result : undefined;
  const values = failure ? { ...prefill, ...failure.values } : prefill;
  const errors = failure?.fieldErrors ?? {};
  const hasFieldErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (!result) return;
    if (result.ok) successRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  return (
    <section id={LOCATOR_SECTION_ID} aria-labelledby="locator-heading" className="mt-6 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Headset aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="locator-heading" className="text-xl font-bold tracking-tight text-ink-900">
            Have a locator work on it
          </h2>
          <p className="mt-1 text-slate-600">
            A Houston locator gets your answers, checks current availability and specials, and sends you a shortlist. Free for you.
          </p>
        </div>
      </div>
      <div role="status" className="mt-5 empty:hidden">
        {result?.ok ? (
          <InquirySentNotice ref={successRef} title="Thank you! A locator has your profile." detail="A Houston locator will reply within one business day." />
        ) : null}
      </div>
      {result?.ok ? null : (
        <Form ref={formRef} method="post" action={`${action}#${LOCATOR_SECTION_ID}`} noValidate preventScrollReset aria-labelledby="locator-heading" className="mt-5 grid gap-4">
          <input type="hidden" name="intent" value="locator" />
          <FormAlert message={failure && !(failure.status === 400 && hasFieldErrors) ? failure.message : null} />
          <fieldset disabled={sending} className="grid items-start gap-4 sm:grid-cols-2">
            <FormField name="name" label="Name" autoComplete="name" required maxLength={INQUIRY_LIMITS.nameMax} defaultValue={values.name} error={errors.name} />
            <FormField name="email" label="E-mail" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
            <FormField name="phone" label="Phone" type="tel" autoComplete="tel" optional maxLength={INQUIRY_LIMITS.phoneMax} defaultValue={values.phone} error={errors.phone} />
            <div className="sm:col-span-2">
              <TextAreaField name="note" label="Note for the locator (optional)" maxLength={HANDOFF_NOTE_MAX} defaultValue={answer?.note} error={errors.message} />
            </div>
          </fieldset>
          <Button type="submit" size="lg" disabled={sending} className="justify-self-start">
            {sending ? "Sending…" : "Send to a locator"}
          </Button>
        </Form>
      )}
    </section>
  );
}
