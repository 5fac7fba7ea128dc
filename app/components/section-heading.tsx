import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

interface SectionHeadingProps {
  /** Goes on the <h2>, for the section's aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  description?: string;
  action?: { to: string; label: string };
}

/** An <h2> with an optional kicker line, intro and a "see all" link aligned to the right on wide screens. */
export function SectionHeading({ id, title, eyebrow, description, action }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
        <h2 id={id} className="mt-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {title}
        </h2>
        {description ? <p className="mt-2 text-base text-slate-600">{description}</p> : null}
      </div>
      {action ? (
        <Link
          to={action.to}
          className="inline-flex shrink-0 items-center gap-1 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:self-auto"
        >
          {action.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

/** The page-width wrapper every page uses. */
export const pageContainerClass = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  children?: React.ReactNode;
}

/** The band at the top of an inner page: kicker, the page's single <h1>, and an intro. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className={`${pageContainerClass} py-12 sm:py-16`}>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-4xl lg:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-slate-600">{children}</div> : null}
      </div>
    </div>
  );
}
