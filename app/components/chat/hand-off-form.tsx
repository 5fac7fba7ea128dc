/**
 * The chat's "Send to a locator" form: name, e-mail, an optional phone and note, prefilled from the
 * signed-in account. It posts to /api/chat/hand-off with the saved session's id (the server links it
 * only if the renter owns it) and the renter's latest words, for a guest whose chat is not saved.
 * Field messages are the server's (the same rules as every inquiry form).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { HAND_OFF_CONTROL_LABEL } from "../../../core/assistant/answer-hand-off.ts";
import { HANDOFF_NOTE_MAX } from "../../../core/inquiries/compose-message.ts";
import { INQUIRY_LIMITS } from "../../../core/inquiries/inquiry-form.ts";
import { callApi } from "../../lib/api-client.ts";
import { FormAlert, FormField } from "../auth/form-field.tsx";
import { INQUIRY_FAILED_MESSAGE } from "../inquiry/inquiry-result.ts";
import { TextAreaField } from "../inquiry/inquiry-fields.tsx";
import { Button } from "../ui/button.tsx";

export const HAND_OFF_PATH = "/api/chat/hand-off";

type Field = "name" | "email" | "phone" | "note";

interface HandOffFormProps {
  /** The signed-in renter's account, to prefill; null for guests. */
  account: { name: string | null; email: string } | null;
  /** Called just before sending: waits for the chat's pending saves, and gives the session and recent words. */
  prepare: () => Promise<{ sessionId: number | null; recentMessages: string[] }>;
  onSent: () => void;
  onCancel: () => void;
}

export function HandOffForm({ account, prepare, onSent, onCancel }: HandOffFormProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input:not([value]), input[value='']")?.focus();
  }, []);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: Field) => String(form.get(name) ?? "");
    setSending(true);
    setFailure(null);
    try {
      const context = await prepare();
      const response = await callApi(HAND_OFF_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: text("name"), email: text("email"), phone: text("phone"), note: text("note"), ...context }),
      });
      if (response.ok) {
        onSent();
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { message?: string; fieldErrors?: Record<string, string> };
      const fieldErrors = body.fieldErrors ?? {};
      const own = Object.fromEntries(Object.entries(fieldErrors).filter(([key]) => ["name", "email", "phone", "note"].includes(key)));
      setErrors(own);
      setFailure(Object.keys(own).length > 0 ? null : (body.message ?? INQUIRY_FAILED_MESSAGE));
    } catch {
      setFailure(INQUIRY_FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="max-h-[60vh] overflow-y-auto rounded-xl border border-slate-300 bg-white p-3 shadow-lg"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        // Handled here, so a drawer or popup around the chat does not close too.
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
    >
      <h2 id={headingId} className="text-base font-semibold text-ink-900">
        {HAND_OFF_CONTROL_LABEL}
      </h2>
      <p className="mt-1 text-sm text-slate-600">A Houston locator will get your details and what you've told A.L.I., and reply within one business day. Free for you.</p>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-3 grid gap-3">
        <FormAlert message={failure} />
        <fieldset disabled={sending} className="grid items-start gap-3 sm:grid-cols-2">
          <FormField name="name" label="Name" autoComplete="name" required maxLength={INQUIRY_LIMITS.nameMax} defaultValue={account?.name ?? ""} error={errors.name} />
          <FormField name="email" label="E-mail" type="email" autoComplete="email" required defaultValue={account?.email ?? ""} error={errors.email} />
          <div className="sm:col-span-2">
            <FormField name="phone" label="Phone" type="tel" autoComplete="tel" optional maxLength={INQUIRY_LIMITS.phoneMax} error={errors.phone} />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField name="note" label="Note for the locator (optional)" maxLength={HANDOFF_NOTE_MAX} error={errors.note} />
          </div>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? "Sending…" : "Send"}
          </Button>
        </div>
      </form>
    </section>
  );
}
