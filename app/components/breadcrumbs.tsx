import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is always last. */
  to?: string;
}

/** The trail above a detail page: links to the parents, the current page last and marked as such. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {trail.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 ? (
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
            ) : null}
            {crumb.to ? (
              <li>
                <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              </li>
            ) : (
              <li aria-current="page" className="line-clamp-1 font-medium text-slate-800">
                {crumb.label}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
