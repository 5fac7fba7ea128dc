import { CircleAlert } from "lucide-react";
import { useId, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:focus:outline-red-700 sm:text-sm";

interface FormFieldProps extends Omit<ComponentProps<"input">, "id" | "className"> {
  name: string;
  label: string;
  /** Shown under the label's input; read with it by screen readers. */
  hint?: string;
  /** The server's message for this field, if the last submission was refused. */
  error?: string;
  /** Marked "(optional)" after the label. */
  optional?: boolean;
}

/** A labelled text input with an optional hint and inline error, wired with aria-describedby / aria-invalid. */
export function FormField({ name, label, hint, error, optional = false, type = "text", ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** A message about the whole form (wrong password, too many attempts), announced when it appears. */
export function FormAlert({ message, className }: { message: string | null | undefined; className?: string }) {
  // The live region stays in the page, so a message that appears in it is announced.
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className={cn("flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800", className)}>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
