/**
 * A note form on a record's timeline (an inquiry's, an options list's): a
 * textarea posted with intent "note", its message beside it, and whatever the
 * record adds (the inquiry's "the client may see this" box).
 */
import { MessageSquarePlus } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FieldError } from "../auth/form-field.tsx";
import { Button } from "../ui/button.tsx";
import { inputClass } from "./form-styles.ts";

export function NoteForm({ id, version, label, maxLength, error, children }: { id: string; version: number; label: string; maxLength: number; error?: string; children?: ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <Form method="post" className="mt-3 space-y-2">
      <input type="hidden" name="version" value={version} />
      <label className="block font-medium" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} name="body" rows={3} maxLength={maxLength} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {children}
      <Button type="submit" name="intent" value="note" size="sm" variant="outline">
        <MessageSquarePlus aria-hidden="true" />
        Add note
      </Button>
    </Form>
  );
}
