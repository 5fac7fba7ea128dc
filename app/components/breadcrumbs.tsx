import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import type { BreadcrumbStep } from "~/lib/seo";

/**
 * The trail above a detail page: links to the parents, the current page last and
 * marked as such. The same trail feeds the page's BreadcrumbList JSON-LD (app/lib/seo.ts).
 */
export function Breadcrumbs({ trail }: { trail: BreadcrumbStep[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {trail.map((step, index) => (
          <Fragment key={step.path}>
            {index > 0 ? (
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
            ) : null}
            {index < trail.length - 1 ? (
              <li>
                <Link to={step.path} className="hover:text-brand-700 hover:underline">
                  {step.name}
                </Link>
              </li>
            ) : (
              <li aria-current="page" className="line-clamp-1 font-medium text-slate-800">
                {step.name}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
