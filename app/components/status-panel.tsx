import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A centred message for pages that could not be shown (not found, errors). */
export function StatusPanel({
  icon: Icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wider text-bayou-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-xl text-base leading-7 text-slate-600">{children}</div>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">{actions}</div>
    </div>
  );
}
