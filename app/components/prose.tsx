import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Readable long-form text (headings, paragraphs, lists, links) without a typography plugin. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "text-base leading-7 text-slate-700",
        "[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-ink-900 [&>:first-child]:mt-0",
        "[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-ink-900",
        "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:pl-1 [&_li::marker]:text-brand-700",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800",
        "[&_strong]:font-semibold [&_strong]:text-ink-900",
        className,
      )}
    >
      {children}
    </div>
  );
}
