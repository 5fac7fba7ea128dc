import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { withoutAllFilters, type ActiveFilter } from "../../../core/search/active-filters.ts";
import { listingsHref, type ListingFilters } from "../../../core/search/listing-query.ts";

const linkClass =
  "font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 rounded-sm";

function joinLabels(labels: string[]): string {
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1) ?? ""}`;
}

/** No result: say which filters were asked for and offer the same search without each one. */
export function ListingsEmptyState({ filters, active }: { filters: ListingFilters; active: ActiveFilter[] }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center sm:px-10">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h3 className="mt-3 text-lg font-semibold text-ink-900">No apartments match all of these filters</h3>
      {active.length > 0 ? (
        <>
          <p className="mt-2 text-slate-700">You searched for {joinLabels(active.map((filter) => filter.label))}.</p>
          <p className="mt-4 text-sm font-semibold text-ink-900">Try loosening one:</p>
          <ul className="mt-2 flex flex-col items-center gap-1.5 text-sm">
            {active.map((filter) => (
              <li key={`${filter.kind}-${filter.label}`}>
                <Link to={listingsHref(filter.without)} className={linkClass}>
                  Search without {filter.label}
                </Link>
              </li>
            ))}
            {active.length > 1 ? (
              <li>
                <Link to={listingsHref(withoutAllFilters(filters))} className={linkClass}>
                  Clear all filters
                </Link>
              </li>
            ) : null}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-slate-700">No communities are listed right now.</p>
      )}
      <p className="mt-6 text-sm text-slate-600">
        Still nothing that fits?{" "}
        <Link to="/get-matched" className={linkClass}>
          Get matched
        </Link>{" "}
        and a locator will search off-market options for you, free.
      </p>
    </div>
  );
}
