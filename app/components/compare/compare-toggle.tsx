import { compareHref } from "../../../core/compare/compare-href.ts";
import { cn } from "~/lib/cn";

/**
 * "Compare": the same markup for every visitor (it may sit in a static island or a cached page). Without
 * JavaScript it is a link to /compare with this community; with it, the compare tray's one delegated listener
 * (app/compare/compare-tray.ts) makes it a toggle button and sets aria-pressed, which the styles follow.
 */
export function CompareToggle({ slug, title, className }: { slug: string; title: string; className?: string }) {
  return (
    <a
      href={compareHref([slug])}
      data-compare={slug}
      aria-label={`Compare ${title}`}
      className={cn(
        "group/compare relative z-10 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:text-brand-700",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-4 items-center justify-center rounded border border-slate-400 bg-white group-aria-pressed/compare:border-brand-700 group-aria-pressed/compare:bg-brand-700"
      >
        <svg viewBox="0 0 12 12" className="hidden size-3 text-white group-aria-pressed/compare:block" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M2.5 6.5l2.2 2.2 4.8-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      Compare
    </a>
  );
}
