import { CircleCheck, LoaderCircle, MessageSquareText } from "lucide-react";
import { useRef, useState } from "react";
import { Form } from "react-router";
import { defaultApartmentMessage } from "../../../core/inquiries/inquiry-form.ts";
import { FormAlert } from "../auth/form-field.tsx";
import { Button } from "../ui/button.tsx";
import { InquiryFields } from "./inquiry-fields.tsx";
import { INQUIRY_SAVED_TITLE, type InquiryFormResult } from "./inquiry-result.ts";
import type { RequestInfoDialogContent as RequestInfoDialogContentType } from "./request-info-dialog-content.tsx";

type DialogContentComponent = typeof RequestInfoDialogContentType;

/** The id of the plain form's <details>, the way in when the dialog cannot load. */
const REQUEST_INFO_SECTION_ID = "request-info";

let loading: Promise<DialogContentComponent> | null = null;

function loadDialogContent(): Promise<DialogContentComponent> {
  loading ??= import("./request-info-dialog-content.tsx").then(
    (module) => module.RequestInfoDialogContent,
    (error: unknown) => {
      loading = null; // the next attempt tries again
      throw error;
    },
  );
  return loading;
}

interface RequestInfoDialogProps {
  apartmentTitle: string;
  /** The apartment page's URL: its action stores the inquiry. */
  action: string;
  today: string;
}

/**
 * "Request info": a button that opens the inquiry form in a dialog. The dialog
 * (Radix Dialog, about 10 KB of gzipped JavaScript) is a chunk of its own,
 * fetched when the visitor points at or focuses the button, so the apartment
 * page does not ship it to everyone. Clicking before it has arrived opens it as
 * soon as it has (the icon spins meanwhile). The same page action also serves
 * the plain form on the page (RequestInfoSection) for browsers without JavaScript.
 */
export function RequestInfoDialog({ apartmentTitle, action, today }: RequestInfoDialogProps) {
  const [open, setOpen] = useState(false);
  const [Content, setContent] = useState<DialogContentComponent | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function load(): Promise<void> {
    return loadDialogContent().then((component) => setContent(() => component));
  }

  function openDialog() {
    setOpen(true);
    if (Content) return;
    load().catch(() => {
      // The chunk did not arrive (offline, a new deployment): the form on the page does the same job.
      setOpen(false);
      const section = document.getElementById(REQUEST_INFO_SECTION_ID);
      if (section instanceof HTMLDetailsElement) {
        section.open = true;
        section.scrollIntoView({ block: "start" });
        section.querySelector("summary")?.focus();
      }
    });
  }

  const waiting = open && !Content;
  return (
    <>
      <Button
        ref={buttonRef}
        size="lg"
        variant="secondary"
        className="w-full"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void load().catch(() => {})}
        onFocus={() => void load().catch(() => {})}
        onClick={openDialog}
      >
        {waiting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <MessageSquareText aria-hidden="true" />}
        Request info
      </Button>
      {Content ? (
        <Content
          apartmentTitle={apartmentTitle}
          action={action}
          today={today}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={buttonRef}
        />
      ) : null}
    </>
  );
}

interface RequestInfoSectionProps {
  apartmentTitle: string;
  today: string;
  /** The page action's answer to the plain form, when it was just sent. */
  result: InquiryFormResult | undefined;
}

/**
 * The same request-info form, on the page inside a <details>: the way in for
 * browsers without JavaScript (the dialog needs it), and a second way for everyone.
 */
export function RequestInfoSection({ apartmentTitle, today, result }: RequestInfoSectionProps) {
  const failure = result && !result.ok ? result : undefined;
  return (
    <details id={REQUEST_INFO_SECTION_ID} open={result !== undefined} className="group rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <summary className="cursor-pointer text-lg font-semibold text-ink-900 marker:text-brand-700">
        Request information about {apartmentTitle}
      </summary>
      {result?.ok ? (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 font-semibold text-teal-900">
          <CircleCheck aria-hidden="true" className="size-5 text-bayou-700" />
          {INQUIRY_SAVED_TITLE}
        </p>
      ) : (
        <Form method="post" noValidate preventScrollReset className="mt-4 grid gap-5">
          <FormAlert message={failure && failure.status !== 400 ? failure.message : null} />
          <InquiryFields
            values={failure?.values}
            errors={failure?.fieldErrors}
            defaultMessage={defaultApartmentMessage(apartmentTitle)}
            today={today}
          />
          <Button type="submit" size="lg" className="justify-self-start">
            Send request
          </Button>
        </Form>
      )}
    </details>
  );
}
