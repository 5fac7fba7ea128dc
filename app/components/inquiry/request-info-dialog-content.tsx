import * as Dialog from "@radix-ui/react-dialog";
import { CircleCheck, LoaderCircle, X } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useFetcher } from "react-router";
import { defaultApartmentMessage } from "../../../core/inquiries/inquiry-form.ts";
import { FormAlert } from "../auth/form-field.tsx";
import { Button } from "../ui/button.tsx";
import { InquiryFields } from "./inquiry-fields.tsx";
import { INQUIRY_SAVED_TITLE, INQUIRY_SUBMITTING_TEXT, type InquiryFormResult } from "./inquiry-result.ts";

interface InquiryFormProps {
  apartmentTitle: string;
  /** The apartment page's URL: its action stores the inquiry. */
  action: string;
  today: string;
}

export interface RequestInfoDialogContentProps extends InquiryFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's "Request info" button, which gets the focus back when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The request-info dialog itself (Radix Dialog and the fetcher form): a chunk of
 * its own, loaded by RequestInfoDialog when the visitor points at, focuses or
 * uses its button. Sends with a fetcher so the page stays put, showing the texts
 * of spec section 8 while sending, on success and on failure.
 */
export function RequestInfoDialogContent({ apartmentTitle, action, today, open, onOpenChange, returnFocusTo }: RequestInfoDialogContentProps) {
  // A new form (and fetcher) each time the dialog opens after a success, so it starts clean.
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState(false);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next && saved) {
          setRound((r) => r + 1);
          setSaved(false);
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          // There is no Dialog.Trigger (the button is on the page before this chunk loads): focus goes back to it by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-ink-900">Request info</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Ask about {apartmentTitle}. A local locator replies, free of charge.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <InquiryDialogForm key={round} apartmentTitle={apartmentTitle} action={action} today={today} onSaved={setSaved} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function InquiryDialogForm({ apartmentTitle, action, today, onSaved }: InquiryFormProps & { onSaved: (saved: boolean) => void }) {
  const fetcher = useFetcher<InquiryFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = fetcher.state !== "idle";
  const result = submitting ? undefined : fetcher.data;
  const failure = result && !result.ok ? result : undefined;

  useEffect(() => {
    if (result?.ok) onSaved(true);
    else if (failure) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result, failure, onSaved]);

  if (result?.ok) {
    return (
      <div role="status" className="mt-6 flex flex-col items-center gap-3 py-6 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-bayou-700" />
        <p className="text-lg font-bold text-ink-900">{INQUIRY_SAVED_TITLE}</p>
        <p className="text-sm text-slate-600">We received your request about {apartmentTitle} and will be in touch within one business day.</p>
        <Dialog.Close asChild>
          <Button variant="outline" className="mt-2">
            Close
          </Button>
        </Dialog.Close>
      </div>
    );
  }

  return (
    <fetcher.Form ref={formRef} method="post" action={action} noValidate className="mt-5 grid gap-5">
      <div role="status" className="empty:hidden">
        {submitting ? (
          <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-3.5 py-3 text-sm font-medium text-slate-800">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {INQUIRY_SUBMITTING_TEXT}
          </p>
        ) : null}
      </div>
      <FormAlert message={failure && failure.status !== 400 ? failure.message : null} />
      <InquiryFields
        values={failure?.values}
        errors={failure?.fieldErrors}
        defaultMessage={defaultApartmentMessage(apartmentTitle)}
        today={today}
      />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? INQUIRY_SUBMITTING_TEXT : "Send request"}
      </Button>
    </fetcher.Form>
  );
}
