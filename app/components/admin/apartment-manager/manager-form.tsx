/**
 * One form of the apartment manager: a fetcher form (the page stays where it
 * is) that posts the intent, the community and the list's version; without
 * JavaScript it is a plain POST to the page. Its refusal comes from its own
 * fetcher or, without JavaScript, from the page's last action.
 */
import type { FormEvent, ReactNode } from "react";
import { useFetcher } from "react-router";
import { FieldError } from "../../auth/form-field.tsx";
import { refusalFor, type ManagerActionData } from "./manager-action.ts";

export function useManagerForm(intent: string, apartmentId: number | null, pageAction: ManagerActionData | undefined) {
  const fetcher = useFetcher<ManagerActionData>();
  const refusal = refusalFor(fetcher.state === "idle" ? fetcher.data : undefined, pageAction, intent, apartmentId);
  return { fetcher, refusal, busy: fetcher.state !== "idle" };
}

type Fetcher = ReturnType<typeof useManagerForm>["fetcher"];

export function ManagerForm({
  fetcher,
  version,
  intent,
  apartmentId,
  className,
  onChange,
  children,
}: {
  fetcher: Fetcher;
  version: number;
  /** Set here, or by the submit button's name="intent". */
  intent?: string;
  apartmentId?: number;
  className?: string;
  /** Any field of the form changed (the form is the event's currentTarget). */
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" preventScrollReset className={className} onChange={onChange}>
      <input type="hidden" name="version" value={version} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {apartmentId !== undefined ? <input type="hidden" name="apartmentId" value={apartmentId} /> : null}
      {children}
    </fetcher.Form>
  );
}

/** The refusal's sentence under a form, unless a field shows it already; a stale list gets a reload link. */
export function FormRefusal({ id, refusal, shownBeside = [] }: { id: string; refusal: ManagerActionData | undefined; shownBeside?: readonly string[] }) {
  if (!refusal) return null;
  const beside = Object.entries(refusal.errors).filter(([field]) => shownBeside.includes(field));
  if (beside.length && beside.length === Object.keys(refusal.errors).length) return null;
  const message = Object.entries(refusal.errors).find(([field]) => !shownBeside.includes(field))?.[1] ?? refusal.message;
  return (
    <div role="alert" className="mt-1">
      <FieldError id={id}>{message}</FieldError>
      {/^This list changed/.test(message) ? (
        <a href="" className="text-sm font-medium text-brand-700 underline">
          Reload the page
        </a>
      ) : null}
    </div>
  );
}
