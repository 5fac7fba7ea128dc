import { ArrowRight, Check } from "lucide-react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { data, Link } from "react-router";
import { throwMovedOrNotFound } from "../http/old-slug.server.ts";
import { SlugParamsSchema } from "../../core/reference/slug.ts";
import { listApartmentCards } from "../../db/queries/catalog.ts";
import { withCoverPhotos, withPostCoverPhotos } from "../../db/queries/photos.ts";
import { formatBeds, formatDollars, formatWholeNumber } from "../../core/format/ranges.ts";
import { EMPTY_LISTING_FILTERS, listingsHref } from "../../core/search/listing-query.ts";
import type { RentByBedrooms } from "../../db/queries/catalog.ts";
import { getNeighborhoodBySlug, listPostsAboutNeighborhood } from "../../db/queries/neighborhoods.ts";
import { nearestPlaces } from "../../core/geo/distance.ts";
import { BlogPostCard } from "../components/cards/blog-post-card.tsx";
import { NeighborhoodCard } from "../components/cards/neighborhood-card.tsx";
import { SeveralCommunitiesNotice } from "../components/legal/advertising-notice.tsx";
import { ApartmentCard } from "../components/cards/apartment-card.tsx";
import { HALF_PAGE_SIZES, PageImage } from "../components/page-photo.tsx";
import { pageContainerClass } from "../components/section-heading.tsx";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/neighborhood";
import { neighborhoodJsonLd, seoMeta, neighborhoodTrail } from "../lib/seo.ts";
import { pageTitle } from "../lib/site.ts";
import { JsonLd } from "../components/json-ld.tsx";
import { StaticIsland } from "../components/static-island.tsx";
import { readNeighborhoods } from "../catalogue/revision-cache.server.ts";
import { withLocations } from "../../db/queries/community-locations.ts";
import { communitiesMap } from "../map/map-data.server.ts";
import { communityCardAnchor } from "../components/map/community-anchor.ts";
import { MapLinkedRegion } from "../components/map/map-linked-region.tsx";
import { SchematicMap } from "../components/map/schematic-map.tsx";

const APARTMENTS_SHOWN = 12;
const NEARBY_SHOWN = 4;
const POSTS_SHOWN = 3;

export function meta(args: Route.MetaArgs) {
  const neighborhood = args.loaderData?.neighborhood;
  if (!neighborhood) return [{ title: pageTitle("Neighborhood not found") }];
  const typical = neighborhood.typicalRent;
  return seoMeta(args, {
    title: `${neighborhood.name} Apartments`,
    description: `Renting in ${neighborhood.name}, Houston: ${typical ? `${typical.label.toLowerCase()} ${typical.value} a month, ` : ""}what the area is like, and apartment communities you can lease today.`,
    image: neighborhood.imageUrl,
    imageAlt: `Illustration of ${neighborhood.name}, Houston`,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = SlugParamsSchema.safeParse(params);
  if (!parsed.success) throw data("Neighborhood not found", { status: 404 });
  const db = context.get(dbContext);
  const [neighborhood, apartments, allNeighborhoods] = await Promise.all([
    getNeighborhoodBySlug(db, parsed.data.slug),
    listApartmentCards(db, { neighborhoodSlug: parsed.data.slug, limit: APARTMENTS_SHOWN }),
    readNeighborhoods(db),
  ]);
  if (!neighborhood) return throwMovedOrNotFound(db, request, "neighborhoods", parsed.data.slug, "Neighborhood not found");
  // The nearest ones' cards from the kept list, whose typical rents are computed once per catalogue revision.
  const nearby = nearestPlaces(neighborhood, allNeighborhoods, NEARBY_SHOWN);
  const related = await listPostsAboutNeighborhood(db, neighborhood, { limit: POSTS_SHOWN });
  // Covers of the page and of its cards: one query per kind.
  const [[withPhoto], apartmentCards, nearbyCards, relatedCards, located] = await Promise.all([
    withCoverPhotos(db, "neighborhood", [neighborhood]),
    withCoverPhotos(db, "apartment", apartments.items),
    withCoverPhotos(db, "neighborhood", nearby),
    withPostCoverPhotos(db, related.posts),
    withLocations(db, apartments.items),
  ]);
  return {
    neighborhood: withPhoto!,
    apartments: { ...apartments, items: apartmentCards },
    // The communities this page lists, pinned (decision 024).
    map: located.length > 0 ? communitiesMap(located, allNeighborhoods) : null,
    nearby: nearbyCards,
    related: { ...related, posts: relatedCards },
  };
}

export default function Neighborhood({ loaderData }: Route.ComponentProps) {
  const { neighborhood, apartments, nearby, related, map } = loaderData;
  // The headline figure comes from the rent table's own rows (as every card's does), and says what it is.
  const { typicalRent: typical, rentByBedrooms } = neighborhood;
  const listingsUrl = `/listings?neighborhood=${encodeURIComponent(neighborhood.slug)}`;

  return (
    <div>
      <div className="border-b border-slate-200 bg-brand-50/60">
        {/* Static sections are kept as the server sent them, not hydrated (decision 022). */}
        <StaticIsland className={`${pageContainerClass} py-8 sm:py-12`}>
          <JsonLd data={(origin) => neighborhoodJsonLd(origin, neighborhood)} />
          <Breadcrumbs trail={neighborhoodTrail(neighborhood)} />

          <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:items-start lg:gap-12">
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl lg:text-5xl">{neighborhood.name}</h1>
              {typical ? (
                <p className="mt-3 text-lg text-slate-700" data-testid="typical-rent">
                  {typical.label} <span className="font-bold text-ink-900">{typical.value}</span>
                  <span className="text-slate-600">/mo</span>
                </p>
              ) : null}
              <p className="mt-5 text-base leading-relaxed text-slate-700 sm:text-lg">{neighborhood.description}</p>
            </div>
            <PageImage photo={neighborhood.photo} fallbackSrc={neighborhood.imageUrl} sizes={HALF_PAGE_SIZES} className="rounded-2xl shadow-lg" />
          </div>
        </StaticIsland>
      </div>

      {neighborhood.highlights.length > 0 ? (
        <StaticIsland as="section" aria-labelledby="highlights-heading" className={`${pageContainerClass} pt-12 sm:pt-16`}>
          <h2 id="highlights-heading" className="text-2xl font-bold tracking-tight text-ink-900">
            Why renters choose {neighborhood.name}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {neighborhood.highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-50 text-bayou-700">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                <span className="text-slate-800">{highlight}</span>
              </li>
            ))}
          </ul>
        </StaticIsland>
      ) : null}

      {rentByBedrooms.length > 0 ? <RentTable name={neighborhood.name} slug={neighborhood.slug} rows={rentByBedrooms} /> : null}

      <section aria-labelledby="apartments-heading" className={`${pageContainerClass} py-12 sm:py-16`}>
        <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="apartments-heading" className="text-2xl font-bold tracking-tight text-ink-900">
              Apartments in {neighborhood.name}
            </h2>
            <p className="mt-1 text-slate-600">
              {apartments.total === 1 ? "1 community" : `${formatWholeNumber(apartments.total)} communities`} with current
              pricing
            </p>
          </div>
          {apartments.total > apartments.items.length ? (
            <Link
              to={listingsUrl}
              className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:self-auto"
            >
              See all {formatWholeNumber(apartments.total)} apartments
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>

        {apartments.items.length > 0 ? (
          <MapLinkedRegion className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem]">
            <ul className="grid gap-6 sm:grid-cols-2">
              {apartments.items.map((apartment) => (
                <li key={apartment.slug} id={communityCardAnchor(apartment.slug)} data-map-key={apartment.id} className="scroll-mt-24">
                  <ApartmentCard apartment={apartment} />
                </li>
              ))}
            </ul>
            {map ? (
              <StaticIsland className="w-full max-w-md justify-self-center lg:sticky lg:top-24 lg:max-w-none">
                <SchematicMap view={map.view} base={map.base} title={`Map of the apartments in ${neighborhood.name} listed on this page`} />
              </StaticIsland>
            ) : null}
            <SeveralCommunitiesNotice communities={apartments.items} className="lg:col-span-2" />
          </MapLinkedRegion>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            We don't have communities listed in {neighborhood.name} yet.{" "}
            <Link to="/get-matched" className="font-semibold text-brand-700 hover:underline">
              Get matched
            </Link>{" "}
            and we'll search it for you.
          </p>
        )}

        {apartments.total > apartments.items.length ? (
          <div className="mt-10 flex justify-center">
            <Link
              to={listingsUrl}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              See all {formatWholeNumber(apartments.total)} apartments
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        ) : null}
      </section>

      {nearby.length > 0 ? (
        <StaticIsland as="section" aria-labelledby="nearby-heading" className="border-t border-slate-200 bg-slate-50 py-12 sm:py-16">
          <div className={pageContainerClass}>
            <h2 id="nearby-heading" className="text-2xl font-bold tracking-tight text-ink-900">
              Nearby neighborhoods
            </h2>
            <p className="mt-1 text-slate-600">The closest areas to {neighborhood.name}, measured center to center.</p>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {nearby.map((n) => (
                <li key={n.slug} className="flex flex-col gap-2">
                  <NeighborhoodCard neighborhood={n} compact />
                  <p className="text-sm text-slate-600">{n.distanceMiles.toFixed(1)} miles away</p>
                </li>
              ))}
            </ul>
          </div>
        </StaticIsland>
      ) : null}

      {related.posts.length > 0 ? (
        <section aria-labelledby="posts-heading" className={`${pageContainerClass} py-12 sm:py-16`}>
          <h2 id="posts-heading" className="text-2xl font-bold tracking-tight text-ink-900">
            {related.mentioned ? `Reading about ${neighborhood.name}` : "From the blog"}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.posts.map((post) => (
              <li key={post.slug}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Rent by bedroom count over every floor plan listed in the neighborhood. */
function RentTable({ name, slug, rows }: { name: string; slug: string; rows: RentByBedrooms[] }) {
  return (
    <StaticIsland as="section" aria-labelledby="rent-heading" className={`${pageContainerClass} pt-12 sm:pt-16`}>
      <h2 id="rent-heading" className="text-2xl font-bold tracking-tight text-ink-900">
        Rent by bedrooms in {name}
      </h2>
      <p className="mt-1 text-slate-600">From the floor plans of the communities we list here, updated as prices change.</p>
      <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Monthly rent by bedroom count in {name}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Bedrooms</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Median rent</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Range</th>
              <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">Floor plans</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.beds}>
                <th scope="row" className="px-4 py-3 font-semibold text-ink-900">
                  {/* The listings of this size here: their cards show these plans ("2 Beds from $1,320"). */}
                  <Link
                    to={listingsHref({ ...EMPTY_LISTING_FILTERS, neighborhoods: [slug], beds: row.beds, sort: "price-asc" })}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {row.beds === 3 ? "3+ Beds" : formatBeds(row.beds)}
                  </Link>
                </th>
                <td className="px-4 py-3 text-right font-semibold text-ink-900">{formatDollars(row.medianRent)}</td>
                <td className="px-4 py-3 text-right text-slate-700">
                  {row.minRent === row.maxRent ? formatDollars(row.minRent) : `${formatDollars(row.minRent)} – ${formatDollars(row.maxRent)}`}
                </td>
                <td className="hidden px-4 py-3 text-right text-slate-700 sm:table-cell">{row.plans}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </StaticIsland>
  );
}
