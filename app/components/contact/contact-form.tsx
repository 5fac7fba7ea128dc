import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "../auth/form-field.tsx";
import { InquiryFields } from "../inquiry/inquiry-fields.tsx";
import { InquirySentNotice } from "../inquiry/inquiry-sent-notice.tsx";
import { type InquiryFormResult } from "../inquiry/inquiry-result.ts";
import { Button } from "../ui/button.tsx";

interface ContactFormProps {
  result: InquiryFormResult | undefined;
  today: string;
}

/**
 * The contact page's inquiry form. A plain POST to the page's action, so it works
 * without JavaScript; with it, the page stays put and the result appears in place.
 * Validation is the server's (noValidate): one set of rules and messages.
 */
export function ContactForm({ result, today }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const failure = result && !result.ok ? result : undefined;
  // Bumped once per successful answer (during render, not in an effect) so the fields remount empty.
  const [sentCount, setSentCount] = useState(0);
  const [countedResult, setCountedResult] = useState(result);
  if (result !== countedResult) {
    setCountedResult(result);
    if (result?.ok) setSentCount((n) => n + 1);
  }

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      successRef.current?.focus();
    } else {
      // Keyboard and screen-reader users land on the first field to fix.
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [result]);

  return (
    <Form ref={formRef} method="post" noValidate preventScrollReset aria-labelledby="contact-form-heading" className="grid gap-5">
      <div role="status" className="empty:hidden">
        {result?.ok ? (
          <InquirySentNotice ref={successRef} title="Thank you! Your message has been received." detail="A Houston locator will reply within one business day." />
        ) : null}
      </div>
      <FormAlert message={failure && failure.status !== 400 ? failure.message : null} />
      <InquiryFields key={sentCount} values={failure?.values} errors={failure?.fieldErrors} today={today} />
      <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
        {submitting ? "Sending…" : "Send message"}
      </Button>
    </Form>
  );
}
