import { ArrowRight, Check, MapPin, Sparkles, TriangleAlert } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { APPROXIMATE_LOCATION } from "../../../core/geo/approximate-location.ts";
import { responsiveImage } from "../../../core/photos/urls.ts";
import { Button } from "../ui/button.tsx";
import type { SuggestionCardView } from "./suggestion-view.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 px-3 py-2.5">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

/** Key strengths or potential concerns: one line per rule of the match, each with its figures. */
function AnalysisList({ title, lines, icon, none }: { title: string; lines: readonly string[]; icon: ReactNode; none: string }) {
  return (
    <div>
      <h4 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">{title}</h4>
      {lines.length > 0 ? (
        <ul className="mt-2 grid gap-2 text-sm text-slate-700">
          {lines.map((line) => (
            <li key={line} className="flex items-start gap-2">
              {icon}
              {line}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{none}</p>
      )}
    </div>
  );
}

interface SuggestionCardProps {
  suggestion: SuggestionCardView;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The Schedule Tour disclosure. */
  tour: ReactNode;
  /** The feedback box. */
  feedback: ReactNode;
}

/** One suggestion (spec sections 2 and 3 'Suggestion card view'): photo, match badge, facts, amenities, match analysis, tour and feedback. */
export function SuggestionCard({ suggestion: s, headingRef, tour, feedback }: SuggestionCardProps) {
  const headingId = `suggestion-${s.apartmentId}`;
  // Half the card from lg, the whole width below.
  const photo = s.photo ? responsiveImage(s.photo, "(min-width: 1024px) 600px, 100vw") : null;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="grid lg:grid-cols-2">
        <div className="relative bg-slate-100">
          <img
            src={photo?.src ?? s.imageUrl}
            srcSet={photo?.srcSet}
            sizes={photo?.sizes}
            alt={photo?.alt ?? `Illustration of ${s.name}`}
            width={photo?.width ?? 800}
            height={photo?.height ?? 500}
            decoding="async"
            className="aspect-[16/10] h-full w-full object-cover lg:aspect-auto"
          />
          <p className="absolute top-4 left-4 inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1.5 text-sm font-bold text-white shadow-md">
            <Sparkles aria-hidden="true" className="size-4" />
            Special: {s.matchPercentage}% Match
          </p>
        </div>

        <div className="flex min-w-0 flex-col gap-5 p-5 sm:p-8">
          <div>
            {s.neighborhoodName ? (
              <p className="flex items-center gap-1 text-sm font-medium text-bayou-700">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {s.neighborhoodName}
              </p>
            ) : null}
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-bold tracking-tight text-ink-900 focus:outline-none sm:text-3xl">
              {s.name}
            </h2>
            <p className="mt-1 text-sm break-words text-slate-600" data-testid="suggestion-address">
              {s.address}
            </p>
          </div>

          <div>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-extrabold tracking-tight text-ink-900">{s.text.price}</span>
              <span className="font-medium text-slate-600">per month</span>
            </p>
            {s.planName ? <p className="mt-0.5 text-sm text-slate-600">For the {s.planName} floor plan, the best fit for you</p> : null}
            {s.special ? (
              <p className="mt-2 text-sm break-words text-slate-700" data-testid="suggestion-special">
                <span className="font-semibold text-bayou-700">Move-in special:</span> {s.special}
              </p>
            ) : null}
          </div>

          <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
            <Fact label="Square footage">
              {s.text.sqft}
            </Fact>
            <Fact label="Beds">
              {s.text.beds}
            </Fact>
            <Fact label="Baths">
              {s.text.baths}
            </Fact>
            <Fact label="Availability">
              {s.availability}
            </Fact>
            {s.transit ? (
              <Fact label="Transit estimate">
                <span data-testid="transit-estimate">{s.transit.score}/100</span>
                <span className="block text-xs font-normal text-slate-600">
                  {s.transit.approximate ? "About " : ""}
                  {s.transit.miles.toFixed(1)} mi walk to {s.transit.station} (METRORail{s.transit.approximate ? `, ${APPROXIMATE_LOCATION}` : ""})
                </span>
              </Fact>
            ) : null}
          </dl>

          {s.commute || s.railWalk ? (
            <dl className="grid gap-1 text-sm">
              {s.commute ? (
                <div>
                  <dt className="inline font-semibold text-ink-900">Commute: </dt>
                  <dd className="inline text-slate-700">{s.commute}</dd>
                </div>
              ) : null}
              {s.railWalk ? (
                <div>
                  <dt className="inline font-semibold text-ink-900">Rail: </dt>
                  <dd className="inline text-slate-700">{s.railWalk}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}

          <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-start">
            <Button asChild variant="outline" size="lg">
              <Link to={`/apartments/${s.slug}`}>
                View details
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {tour}
          </div>
        </div>
      </div>

      <div className="grid gap-8 border-t border-slate-200 p-5 sm:p-8 lg:grid-cols-5">
        <section aria-labelledby={`${headingId}-analysis`} className="min-w-0 lg:col-span-3">
          <h3 id={`${headingId}-analysis`} className="text-lg font-bold text-ink-900">
            Match analysis
          </h3>
          <div className="mt-3 flex flex-wrap gap-2 text-sm">
            <span className="rounded-full bg-teal-50 px-3 py-1 font-semibold text-teal-900 ring-1 ring-teal-200">
              <span className="sr-only">Rating: </span>
              {s.matchRating}
            </span>
            <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800 ring-1 ring-slate-200">
              <span className="sr-only">Recommendation: </span>
              {s.recommendationLevel}
            </span>
          </div>
          {s.detailedAnalysis ? <p className="mt-4 leading-relaxed text-slate-700">{s.detailedAnalysis}</p> : null}
          <div className="mt-5 grid gap-6 sm:grid-cols-2">
            <AnalysisList title="Key strengths" lines={s.keyStrengths} icon={<Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-bayou-700" />} none="None stand out for your answers." />
            <AnalysisList title="Potential concerns" lines={s.potentialConcerns} icon={<TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />} none="None for your answers." />
          </div>
        </section>

        <section aria-labelledby={`${headingId}-amenities`} className="min-w-0 lg:col-span-2">
          <h3 id={`${headingId}-amenities`} className="text-lg font-bold text-ink-900">
            Amenities
          </h3>
          {s.amenities.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {s.amenities.map((amenity) => (
                <li key={amenity} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                  {amenity}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">Ask the leasing office about amenities.</p>
          )}
        </section>
      </div>

      <div className="border-t border-slate-200 p-4 sm:p-8">{feedback}</div>
    </article>
  );
}
