import type { ReactNode } from "react";
import { FieldError } from "../auth/form-field.tsx";
import { cn } from "~/lib/cn";

/** A radio or checkbox drawn as a tappable chip; the native control stays visible and focusable. */
export const choiceChipClass =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-slate-400 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700";

export const choiceInputClass = "size-4 shrink-0 accent-brand-700 focus:outline-none";

interface ChoiceGroupProps {
  /** Used for the error's id. */
  id: string;
  legend: string;
  hint?: string;
  optional?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A fieldset of chips with its legend, hint and error (the error is tied to the group with aria-describedby). */
export function ChoiceGroup({ id, legend, hint, optional = false, error, className, children }: ChoiceGroupProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy} data-invalid={error ? true : undefined} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={cn("mt-2", className)}>{children}</div>
      {error ? (
        <div className="mt-2">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
    </fieldset>
  );
}
