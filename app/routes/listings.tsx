import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { SlugSchema } from "../../core/reference/slug.ts";
import { listApartmentCards } from "../../db/queries/catalog.ts";
import { getNeighborhoodBySlug } from "../../db/queries/neighborhoods.ts";
import { ApartmentCard } from "../components/cards/apartment-card.tsx";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/listings";

const PAGE_SIZE = 24;

/** Bad values fall back to defaults: a mistyped link still shows apartments instead of an error. */
const ListingsSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  neighborhood: SlugSchema.optional().catch(undefined),
});

export function meta({ loaderData }: Route.MetaArgs) {
  const place = loaderData?.neighborhood?.name;
  return [
    { title: place ? `Apartments in ${place} | Houston Apartment Specialist` : "Apartments | Houston Apartment Specialist" },
    {
      name: "description",
      content: place
        ? `Browse apartment communities in ${place}, Houston, with current rents, floor plans and availability.`
        : "Browse Houston apartment communities with current rents, floor plans and availability, verified by local apartment locators.",
    },
  ];
}

function listingsHref(page: number, neighborhood: string | undefined): string {
  const params = new URLSearchParams();
  if (neighborhood) params.set("neighborhood", neighborhood);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/listings?${query}` : "/listings";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = ListingsSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = context.get(dbContext);
  const [neighborhood, result] = await Promise.all([
    search.neighborhood ? getNeighborhoodBySlug(db, search.neighborhood) : null,
    listApartmentCards(db, { neighborhoodSlug: search.neighborhood, limit: PAGE_SIZE, offset: (search.page - 1) * PAGE_SIZE }),
  ]);
  if (search.neighborhood && !neighborhood) {
    throw data(`We couldn't find a neighborhood called "${search.neighborhood}".`, { status: 404 });
  }
  const pageCount = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  // Past the end (an old bookmark, a hand-edited URL): go to the last page rather than show an empty one.
  if (search.page > pageCount) throw redirect(listingsHref(pageCount, search.neighborhood));
  return {
    neighborhood: neighborhood ? { slug: neighborhood.slug, name: neighborhood.name } : null,
    page: search.page,
    pageCount,
    total: result.total,
    firstIndex: result.items.length > 0 ? (search.page - 1) * PAGE_SIZE + 1 : 0,
    apartments: result.items,
  };
}

const pagerLinkClass =
  "inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink-900 shadow-sm hover:border-brand-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const pagerDisabledClass =
  "inline-flex items-center gap-1 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-500";

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { neighborhood, page, pageCount, total, firstIndex, apartments } = loaderData;
  const lastIndex = firstIndex + apartments.length - 1;
  const slug = neighborhood?.slug;
  const formattedTotal = total.toLocaleString("en-US");

  return (
    <div>
      <PageHeader eyebrow="Apartments" title={neighborhood ? `Apartments in ${neighborhood.name}` : "Houston apartments"}>
        <p>
          Every community below has floor plans and rents checked by our team. Touring a few? We'll set it up for free.
        </p>
      </PageHeader>

      <section aria-labelledby="results-heading" className={`${pageContainerClass} py-10 sm:py-12`}>
        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="results-heading" className="text-lg font-semibold text-ink-900">
            {total === 0
              ? "No apartments found"
              : `Showing ${firstIndex.toLocaleString("en-US")}–${lastIndex.toLocaleString("en-US")} of ${formattedTotal} ${total === 1 ? "apartment" : "apartments"}`}
          </h2>
          {neighborhood ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>Neighborhood:</span>
              <Link
                to={`/neighborhoods/${neighborhood.slug}`}
                className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
              >
                {neighborhood.name}
              </Link>
              <Link
                to="/listings"
                className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:border-brand-700 hover:text-brand-700"
              >
                <X aria-hidden="true" className="size-3.5" />
                Show all neighborhoods
              </Link>
            </p>
          ) : null}
        </div>

        {apartments.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {apartments.map((apartment) => (
              <li key={apartment.slug}>
                <ApartmentCard apartment={apartment} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            Nothing listed here right now.{" "}
            <Link to="/get-matched" className="font-semibold text-brand-700 hover:underline">
              Get matched
            </Link>{" "}
            and we'll search off-market options for you.
          </p>
        )}

        {pageCount > 1 ? (
          <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
            {page > 1 ? (
              <Link to={listingsHref(page - 1, slug)} rel="prev" className={pagerLinkClass}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </Link>
            ) : (
              <span aria-disabled="true" className={pagerDisabledClass}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </span>
            )}
            <p className="text-sm text-slate-600">
              Page <span className="font-semibold text-ink-900">{page}</span> of{" "}
              <span className="font-semibold text-ink-900">{pageCount}</span>
            </p>
            {page < pageCount ? (
              <Link to={listingsHref(page + 1, slug)} rel="next" className={pagerLinkClass}>
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <span aria-disabled="true" className={pagerDisabledClass}>
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </span>
            )}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
