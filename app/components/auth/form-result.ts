import { useEffect, type RefObject } from "react";

/** What a page's form action returns when it refuses a submission (never passwords). */
export interface FormFailureView {
  intent: string;
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

/** The message for the whole form: shown only when no single field carries it. */
export function formLevelMessage(failure: FormFailureView | null | undefined): string | null {
  if (!failure) return null;
  return Object.keys(failure.fieldErrors).length === 0 ? failure.message : null;
}

/** After a refused submission, move focus to the first field in error so keyboard and screen-reader users land on it. */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, failure: FormFailureView | null | undefined) {
  useEffect(() => {
    if (!failure) return;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('input[type="password"]');
    target?.focus();
  }, [failure, formRef]);
}
