import { Scale, Search } from "lucide-react";
import { Link } from "react-router";
import { compareHref } from "../../core/compare/compare-href.ts";
import { loadComparePage } from "../compare/compare-page.server.ts";
import { AddCommunityForm, BedsSwitch, DestinationForm } from "../components/compare/compare-controls.tsx";
import { CompareTable } from "../components/compare/compare-table.tsx";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { pageMeta } from "../lib/site.ts";
import type { Route } from "./+types/compare";

// A personal tool: never indexed, not in the sitemap (decision 025).
export const meta: Route.MetaFunction = () => [
  ...pageMeta("Compare apartments", "Houston apartment communities side by side: rent, monthly cost, size, pets, parking, amenities and commute."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadComparePage(context, request);
  // The add form's answer: the comparison with the community added.
  if (page instanceof Response) throw page;
  return page;
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const { comparison, slugs, bedsParam, to } = page;
  const count = comparison.columns.length;
  const notes = [
    ...(page.notFound.length > 0
      ? [`${page.notFound.length === 1 ? "One community in this link is" : `${page.notFound.length} communities in this link are`} no longer listed, so ${page.notFound.length === 1 ? "it is" : "they are"} left out: ${page.notFound.join(", ")}.`]
      : []),
    ...(page.overLimit.length > 0 ? [`Only the first 4 communities are compared; left out: ${page.overLimit.join(", ")}.`] : []),
    ...(page.malformed > 0 ? [`${page.malformed === 1 ? "One part" : `${page.malformed} parts`} of the link did not name a community and ${page.malformed === 1 ? "was" : "were"} ignored.`] : []),
    ...(page.addNote ? [page.addNote] : []),
    ...(page.unplacedDestination ? [`We could not place “${page.unplacedDestination}” on the map, so there are no commute times. Try a landmark or a neighborhood.`] : []),
  ];
  const bedsNote =
    page.bedsFrom === "preferences" && comparison.beds !== null
      ? "Showing the bedroom count from your saved preferences."
      : comparison.beds === null
        ? "Showing each community's cheapest plan per bedroom count; pick a bedroom count to compare like with like."
        : null;

  return (
    <div data-compare-page>
      <PageHeader eyebrow="Compare" title="Compare apartments">
        <p>
          {count === 0
            ? "Pick up to 4 communities with the Compare box on any apartment card or page, then see them side by side."
            : `${count} ${count === 1 ? "community" : "communities"} side by side. Share this page's address to show someone the same comparison.`}
        </p>
      </PageHeader>
      <div className={`${pageContainerClass} space-y-8 py-8 sm:py-10`}>
        {notes.length > 0 ? (
          <ul role="status" className="space-y-1 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}

        {count > 0 ? (
          <>
            <div className="grid gap-6 md:grid-cols-[1fr_minmax(0,20rem)] md:items-end">
              <BedsSwitch slugs={slugs} beds={comparison.beds} to={to} />
              <DestinationForm slugs={slugs} bedsParam={bedsParam} to={to ?? page.destination?.name ?? null} />
            </div>
            {bedsNote ? <p className="text-sm text-slate-600 print:hidden">{bedsNote}</p> : null}
            <section aria-labelledby="comparison-heading">
              <h2 id="comparison-heading" className="sr-only">
                Comparison
              </h2>
              <CompareTable
                comparison={comparison}
                removeHref={(slug) => compareHref(slugs.filter((s) => s !== slug), { beds: bedsParam, to })}
                destinationName={page.destination?.name ?? null}
                matched={page.matched}
              />
              <p className="mt-3 text-xs text-slate-600">
                Monthly totals add the fees every renter pays each month (parking); pet rent and one-time fees are shown apart.
                {page.destination ? " Drive times are estimates from distance, without traffic." : ""} Demo data.
              </p>
            </section>
          </>
        ) : (
          <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Scale aria-hidden="true" className="size-7" />
            </span>
            <h2 className="mt-5 text-xl font-semibold text-ink-900">Nothing to compare yet</h2>
            <p className="mt-2 text-slate-600">Tick Compare on the apartments you like, or add one by name below.</p>
            <Link
              to="/listings"
              className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Search aria-hidden="true" className="size-4" />
              Browse apartments
            </Link>
          </div>
        )}
        <div className="max-w-xl">
          <AddCommunityForm slugs={slugs} bedsParam={bedsParam} to={to} />
        </div>
      </div>
    </div>
  );
}
