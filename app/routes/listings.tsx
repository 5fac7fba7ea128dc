import { redirect, useNavigation } from "react-router";
import { activeFilters } from "../../core/search/active-filters.ts";
import { parseListingFilters } from "../../core/search/listing-filters.ts";
import { listingsHref, toSearchParams, withPage } from "../../core/search/listing-query.ts";
import { pageCountOf } from "../../core/search/pagination.ts";
import { readAmenities, readNeighborhoods } from "../catalogue/revision-cache.server.ts";
import { searchApartments } from "../../db/queries/search-apartments.ts";
import { SeveralCommunitiesNotice } from "../components/legal/advertising-notice.tsx";
import { ApartmentCard } from "../components/cards/apartment-card.tsx";
import { ActiveFilterChips } from "../components/listings/active-filter-chips.tsx";
import { ListingFiltersForm } from "../components/listings/listing-filters-form.tsx";
import { ListingsEmptyState } from "../components/listings/listings-empty-state.tsx";
import { ListingsPagination } from "../components/listings/listings-pagination.tsx";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { withCoverPhotos } from "../../db/queries/photos.ts";
import { withLocations } from "../../db/queries/community-locations.ts";
import { communitiesMap } from "../map/map-data.server.ts";
import { communityCardAnchor } from "../components/map/community-anchor.ts";
import { SchematicMap } from "../components/map/schematic-map.tsx";
import { MapLinkedRegion } from "../components/map/map-linked-region.tsx";
import { StaticIsland } from "../components/static-island.tsx";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/listings";
import { seoMeta } from "../lib/seo.ts";
import { formatWholeNumber } from "../../core/format/ranges.ts";
import { freshnessInstant } from "../../core/matching/freshness.ts";
import { savedSearchQuery, suggestedSearchName } from "../../core/alerts/saved-search.ts";
import { SaveSearchForm } from "../components/listings/save-search-form.tsx";
import { appConfigContext } from "../request-context.ts";

// Filtered views name /listings as canonical (seoMeta uses the bare path).
export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  const only = loaderData?.filters.neighborhoods.length === 1 ? loaderData.neighborhoodOptions.find((n) => n.value === loaderData.filters.neighborhoods[0]) : undefined;
  const place = only?.label;
  return seoMeta(args, {
    title: place ? `Apartments for Rent in ${place}, Houston` : "Apartments for Rent in Houston",
    description: place
      ? `Search apartments in ${place}, Houston by budget, bedrooms, amenities and move-in date, with current rents and floor plans.`
      : "Search Houston apartments by neighborhood, budget, bedrooms, amenities, pets and move-in date, with current rents and floor plans verified by local locators.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const url = new URL(request.url);
  const [neighborhoods, amenities] = await Promise.all([readNeighborhoods(db), readAmenities(db)]);
  const filters = parseListingFilters(url.searchParams, {
    neighborhoodSlugs: new Set(neighborhoods.map((n) => n.slug)),
    amenityNames: new Set(amenities.map((a) => a.name)),
  });
  // A document request with a non-canonical query (empty fields of a form sent without
  // JavaScript, junk, another order) is sent to the canonical URL, so every search has one address.
  // Data requests (client navigations) carry routing parameters and are built canonical already.
  const isDocumentRequest = !url.pathname.endsWith(".data");
  if (isDocumentRequest && toSearchParams(filters).toString() !== url.searchParams.toString()) {
    throw redirect(listingsHref(filters));
  }
  // One instant for the order and the cards' freshness notes.
  const now = freshnessInstant();
  const result = await searchApartments(db, filters, { now });
  const pageCount = pageCountOf(result.total, result.pageSize);
  // Past the end (an old bookmark, a hand-edited URL): the last page rather than an empty one.
  if (filters.page > pageCount) throw redirect(listingsHref(withPage(filters, pageCount)));
  const [items, located] = await Promise.all([withCoverPhotos(db, "apartment", result.items), withLocations(db, result.items)]);
  const neighborhoodOptions = [...neighborhoods].sort((a, b) => a.name.localeCompare(b.name)).map((n) => ({ value: n.slug, label: n.name }));
  const amenityOptions = amenities.map((a) => ({ value: a.name, label: a.displayName }));
  return {
    filters,
    result: { ...result, items },
    // The map pins this page of results, as the cards show it (decision 024).
    map: located.length > 0 ? communitiesMap(located, neighborhoods) : null,
    checkedAsOf: now.toISOString(),
    pageCount,
    neighborhoodOptions,
    amenityOptions,
    // The save form, the same for every visitor (no session is read here: the render is shared, decision 020).
    saveSearch: {
      query: savedSearchQuery(filters),
      suggestedName: suggestedSearchName(filters, {
        neighborhoods: new Map(neighborhoodOptions.map((n) => [n.value, n.label])),
        amenities: new Map(amenityOptions.map((a) => [a.value, a.label])),
      }),
      emailEnabled: context.get(appConfigContext).alerts?.emailEnabled ?? false,
    },
  };
}

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { filters, result, checkedAsOf, pageCount, neighborhoodOptions, amenityOptions, map, saveSearch } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/listings";
  const active = activeFilters(filters, {
    neighborhoods: new Map(neighborhoodOptions.map((n) => [n.value, n.label])),
    amenities: new Map(amenityOptions.map((a) => [a.value, a.label])),
  });
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.items.length - 1;
  // A capped total is a lower bound: "1,000+ apartments", and no "of N pages" that would pretend to know the end.
  const count = `${formatWholeNumber(result.total)}${result.totalCapped ? "+" : ""} ${result.total === 1 && !result.totalCapped ? "apartment" : "apartments"}`;

  return (
    <div>
      <PageHeader eyebrow="Apartments" title="Houston apartments for rent">
        <p>Search by neighborhood, budget, bedrooms and amenities. Rents and floor plans are checked by our locators, and our help is free.</p>
      </PageHeader>

      <div className={`${pageContainerClass} grid gap-8 py-8 sm:py-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10`}>
        <aside aria-label="Search filters">
          <ListingFiltersForm filters={filters} neighborhoods={neighborhoodOptions} amenities={amenityOptions} activeCount={active.length} />
        </aside>

        <section aria-labelledby="results-heading" aria-busy={searching} className={searching ? "opacity-60 transition-opacity" : undefined}>
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="results-heading" className="text-xl font-bold text-ink-900 sm:text-2xl">
              {count}
            </h2>
            {result.total > 0 ? (
              <p className="text-sm text-slate-600">
                Showing {formatWholeNumber(first)}–{formatWholeNumber(last)}
                {result.totalCapped ? ` · page ${result.page}` : pageCount > 1 ? ` · page ${result.page} of ${formatWholeNumber(pageCount)}` : null}
              </p>
            ) : null}
          </div>
          <p role="status" className="sr-only">
            {searching ? "Searching…" : `${count} found`}
          </p>

          <SeveralCommunitiesNotice communities={result.items} className="mb-3" />

          <ActiveFilterChips filters={filters} active={active} />

          <SaveSearchForm {...saveSearch} />

          {result.items.length > 0 ? (
            // Beside the list from lg up; below it a List/Map switch of two anchors (the map shows while it is the
            // page's :target, app.css), which needs no JavaScript.
            <MapLinkedRegion className="listings-views lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
              {map ? (
                <nav aria-label="Results view" className="mb-4 flex w-fit rounded-lg border border-slate-300 p-1 text-sm font-semibold lg:hidden">
                  <a href="#results-list" className="view-switch-list rounded-md px-4 py-1.5 focus-visible:outline-2 focus-visible:outline-brand-700">
                    List
                  </a>
                  <a href="#results-map" className="view-switch-map rounded-md px-4 py-1.5 focus-visible:outline-2 focus-visible:outline-brand-700">
                    Map
                  </a>
                </nav>
              ) : null}
              <ul id="results-list" className="listings-list grid scroll-mt-24 gap-6 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
                {result.items.map((apartment, index) => (
                  <li key={apartment.id} id={communityCardAnchor(apartment.slug)} data-map-key={apartment.id} className="scroll-mt-24">
                    <ApartmentCard apartment={apartment} priority={index === 0} checkedAsOf={checkedAsOf} besideMap={map !== null} />
                  </li>
                ))}
              </ul>
              {map ? (
                <StaticIsland id="results-map" className="listings-map scroll-mt-36 lg:sticky lg:top-24">
                  <SchematicMap view={map.view} base={map.base} title={`Map of the ${result.items.length === 1 ? "community" : `${result.items.length} communities`} on this page`} />
                </StaticIsland>
              ) : null}
            </MapLinkedRegion>
          ) : (
            <ListingsEmptyState filters={filters} active={active} />
          )}

          <ListingsPagination filters={filters} pageCount={pageCount} />
        </section>
      </div>
    </div>
  );
}
