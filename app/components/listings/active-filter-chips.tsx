import { X } from "lucide-react";
import { Link } from "react-router";
import { withoutAllFilters, type ActiveFilter } from "../../../core/search/active-filters.ts";
import { listingsHref, type ListingFilters } from "../../../core/search/listing-query.ts";

const chipClass =
  "inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-800 hover:border-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** One link per active filter that loads the same search without it. */
export function ActiveFilterChips({ filters, active }: { filters: ListingFilters; active: ActiveFilter[] }) {
  if (active.length === 0) return null;
  return (
    <div className="mb-6 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">Active filters</h3>
      <ul className="flex flex-wrap gap-2">
        {active.map((filter) => (
          <li key={`${filter.kind}-${filter.label}`}>
            <Link to={listingsHref(filter.without)} preventScrollReset className={chipClass} aria-label={`Remove filter: ${filter.label}`}>
              {filter.label}
              <X aria-hidden="true" className="size-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      {active.length > 1 ? (
        <Link
          to={listingsHref(withoutAllFilters(filters))}
          preventScrollReset
          className="rounded-md px-2 py-1 text-sm font-semibold text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Clear all
        </Link>
      ) : null}
    </div>
  );
}
