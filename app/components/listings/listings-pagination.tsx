import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { listingsHref, withPage, type ListingFilters } from "../../../core/search/listing-query.ts";
import { pagerItems } from "../../../core/search/pagination.ts";
import { cn } from "~/lib/cn";

const boxClass = "inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold";
const linkClass = `${boxClass} border-slate-300 bg-white text-ink-900 shadow-sm hover:border-brand-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`;
const disabledClass = `${boxClass} border-slate-200 bg-slate-50 text-slate-500`;

/** Previous, numbered pages and Next; every link keeps the filters. */
export function ListingsPagination({ filters, pageCount }: { filters: ListingFilters; pageCount: number }) {
  if (pageCount <= 1) return null;
  const page = filters.page;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
      {page > 1 ? (
        <Link to={listingsHref(withPage(filters, page - 1))} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </span>
      )}
      <ul className="order-last flex w-full flex-wrap items-center justify-center gap-1.5 sm:order-none sm:w-auto">
        {pagerItems(page, pageCount).map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.current ? (
                <span aria-current="page" className={cn(boxClass, "border-brand-700 bg-brand-700 text-white")}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                <Link to={listingsHref(withPage(filters, item.page))} className={linkClass}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={listingsHref(withPage(filters, page + 1))} rel="next" className={linkClass}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
