import { ArrowRight, Check } from "lucide-react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { data, Link } from "react-router";
import { SlugParamsSchema } from "../../core/reference/slug.ts";
import { listApartmentCards } from "../../db/queries/catalog.ts";
import { getNeighborhoodBySlug } from "../../db/queries/neighborhoods.ts";
import { ApartmentCard } from "../components/cards/apartment-card.tsx";
import { pageContainerClass } from "../components/section-heading.tsx";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/neighborhood";

const APARTMENTS_SHOWN = 12;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Neighborhood not found | Houston Apartment Specialist" }];
  const { neighborhood } = loaderData;
  return [
    { title: `${neighborhood.name} Apartments | Houston Apartment Specialist` },
    {
      name: "description",
      content: `Renting in ${neighborhood.name}, Houston: typical rents of ${neighborhood.priceRange} a month, what the area is like, and apartment communities you can lease today.`,
    },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = SlugParamsSchema.safeParse(params);
  if (!parsed.success) throw data("Neighborhood not found", { status: 404 });
  const db = context.get(dbContext);
  const [neighborhood, apartments] = await Promise.all([
    getNeighborhoodBySlug(db, parsed.data.slug),
    listApartmentCards(db, { neighborhoodSlug: parsed.data.slug, limit: APARTMENTS_SHOWN }),
  ]);
  if (!neighborhood) throw data("Neighborhood not found", { status: 404 });
  return { neighborhood, apartments };
}

export default function Neighborhood({ loaderData }: Route.ComponentProps) {
  const { neighborhood, apartments } = loaderData;
  const listingsUrl = `/listings?neighborhood=${encodeURIComponent(neighborhood.slug)}`;

  return (
    <div>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className={`${pageContainerClass} py-8 sm:py-12`}>
          <Breadcrumbs trail={[{ label: "Neighborhoods", to: "/neighborhoods" }, { label: neighborhood.name }]} />

          <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:items-start lg:gap-12">
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl lg:text-5xl">{neighborhood.name}</h1>
              {neighborhood.priceRange ? (
                <p className="mt-3 text-lg text-slate-700">
                  Typical rent <span className="font-bold text-ink-900">{neighborhood.priceRange}</span>
                  <span className="text-slate-600">/mo</span>
                </p>
              ) : null}
              <p className="mt-5 text-base leading-relaxed text-slate-700 sm:text-lg">{neighborhood.description}</p>
            </div>
            <img
              src={neighborhood.imageUrl}
              alt=""
              width={800}
              height={500}
              decoding="async"
              className="aspect-[16/10] w-full rounded-2xl object-cover shadow-lg"
            />
          </div>
        </div>
      </div>

      {neighborhood.highlights.length > 0 ? (
        <section aria-labelledby="highlights-heading" className={`${pageContainerClass} pt-12 sm:pt-16`}>
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
        </section>
      ) : null}

      <section aria-labelledby="apartments-heading" className={`${pageContainerClass} py-12 sm:py-16`}>
        <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="apartments-heading" className="text-2xl font-bold tracking-tight text-ink-900">
              Apartments in {neighborhood.name}
            </h2>
            <p className="mt-1 text-slate-600">
              {apartments.total === 1 ? "1 community" : `${apartments.total.toLocaleString("en-US")} communities`} with current
              pricing
            </p>
          </div>
          {apartments.total > apartments.items.length ? (
            <Link
              to={listingsUrl}
              className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:self-auto"
            >
              See all {apartments.total.toLocaleString("en-US")} apartments
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>

        {apartments.items.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {apartments.items.map((apartment) => (
              <li key={apartment.slug}>
                <ApartmentCard apartment={apartment} />
              </li>
            ))}
          </ul>
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
              See all {apartments.total.toLocaleString("en-US")} apartments
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
