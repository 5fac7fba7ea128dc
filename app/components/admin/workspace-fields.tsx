/** The workspaces' small form pieces (a client's, an invoice's): a labelled text input with its message, and a field's message alone. */
import type { Ref } from "react";
import { inputClass } from "./form-styles.ts";

export function TextField({
  id,
  name,
  label,
  error,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  maxLength?: number;
  type?: string;
  inputMode?: "numeric" | "decimal";
  defaultValue?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <label className="mt-2 block" htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}
