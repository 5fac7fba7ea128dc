/**
 * "Contact your locator" on a client's options list (decision 038): a message of up to 2,000 characters that goes to
 * the locator by e-mail and onto the client's timeline. A plain form that posts to the page without JavaScript (the
 * page shows the answer and puts back what was typed after a refusal); with JavaScript a fetcher sends it and the
 * page stays put.
 */
import { Mail, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { LOCATOR_MESSAGE_INTENT, LOCATOR_MESSAGE_MAX } from "../../../core/admin/locator-message.ts";
import type { ListLocator } from "../../../db/queries/client-options.ts";
import { FormAlert } from "../auth/form-field.tsx";
import { TextAreaField } from "../inquiry/inquiry-fields.tsx";
import { Button } from "../ui/button.tsx";
import type { ReactionAnswer } from "./reaction-answer.ts";

export function LocatorMessageForm({ locator, serverAnswer }: { locator: ListLocator | null; serverAnswer?: ReactionAnswer }) {
  const fetcher = useFetcher<ReactionAnswer>({ key: "locator-message" });
  const form = useRef<HTMLFormElement>(null);
  const submitting = fetcher.state !== "idle";
  const answer = submitting ? undefined : (fetcher.data ?? serverAnswer);
  const failure = answer && !answer.ok ? answer : undefined;
  const fieldError = failure?.fieldErrors.message;
  const name = locator?.name ?? "your locator";

  // A sent message empties the box; a refused one stays as typed.
  useEffect(() => {
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.data]);

  return (
    <section id="contact-locator" aria-labelledby="contact-locator-heading" className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="contact-locator-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        Contact your locator
      </h2>
      <p className="mt-1 text-slate-600">
        Questions about these apartments? Your message goes to {name} by e-mail, and the answer comes to you the same way.
      </p>
      <div role="status" className="empty:hidden">
        {answer?.ok ? <p className="mt-3 rounded-lg bg-green-50 px-3.5 py-3 text-sm font-medium text-green-900">Sent: {name} has your message.</p> : null}
      </div>
      <FormAlert message={failure && !fieldError ? failure.message : null} className="mt-3" />
      <fetcher.Form ref={form} method="post" preventScrollReset className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value={LOCATOR_MESSAGE_INTENT} />
        <TextAreaField name="message" label={`Your message to ${name}`} required maxLength={LOCATOR_MESSAGE_MAX} defaultValue={failure?.values.message ?? ""} error={fieldError} />
        <Button type="submit" disabled={submitting} className="justify-self-start">
          <Send aria-hidden="true" />
          Send message
        </Button>
      </fetcher.Form>
    </section>
  );
}
