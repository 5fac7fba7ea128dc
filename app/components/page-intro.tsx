import type { ReactNode } from "react";

/** The heading band at the top of a content page. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:px-8">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wider text-bayou-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">{children}</div> : null}
      </div>
    </div>
  );
}
