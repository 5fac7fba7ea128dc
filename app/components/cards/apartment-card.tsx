import { BedDouble, Clock, MapPin, Ruler, Tag } from "lucide-react";
import { Link } from "react-router";
import { specialLine, specialSummary } from "../../../core/catalogue/specials.ts";
import { cardDescription } from "../../../core/format/text.ts";
import { staleAvailabilityNote } from "../../../core/matching/freshness.ts";
import { formatFittingPlanGroup, type FittingPlanGroup } from "../../../core/search/fitting-plans.ts";
import type { PhotoRef } from "../../../core/photos/urls.ts";
import type { ApartmentCard as ApartmentCardData } from "../../../db/queries/catalog.ts";
import { CompareToggle } from "../compare/compare-toggle.tsx";
import { FavoriteButton } from "../favorite-button.tsx";
import { StaticIsland } from "../static-island.tsx";
import { CardImage, cardShellClass, stretchedLinkClass } from "./card-image.tsx";

type CardApartment = ApartmentCardData & {
  verifiedAt?: string;
  photo?: PhotoRef | null;
  fittingPlans?: FittingPlanGroup[];
  /** The pet policy worded (db/queries/search-apartments.ts), given when the search asked for pets. */
  pets?: { summary: string; charges: string | null };
};

/**
 * `checkedAsOf` (an ISO instant decided on the server, so the server render and hydration agree) makes a stale
 * card say how long ago availability was last checked.
 */
export function ApartmentCard({
  apartment,
  priority = false,
  checkedAsOf,
  besideMap = false,
}: {
  /** `photo`: the cover (withCoverPhotos in db/queries/photos.ts); without one, the illustration. */
  /** `fittingPlans`: given when the search narrowed floor plans; the card then leads with the plans that fit. */
  apartment: CardApartment;
  priority?: boolean;
  checkedAsOf?: string;
  /**
   * In a one-column list beside a map (/listings from lg up to 2xl): the card is a row, image on the left, so the
   * list is not a column of tall cards. Stacked as everywhere else below and above those widths.
   */
  besideMap?: boolean;
}) {
  const staleNote = checkedAsOf && apartment.verifiedAt ? staleAvailabilityNote(apartment.verifiedAt, new Date(checkedAsOf)) : null;
  // The card is static markup, not hydrated (decision 022); the heart, which follows the session, sits over it.
  return (
    <div className="relative h-full">
      <StaticIsland as="article" className={besideMap ? `${cardShellClass} lg:max-2xl:flex-row` : cardShellClass}>
        <CardImage
          src={apartment.imageUrl}
          photo={apartment.photo}
          priority={priority}
          className={besideMap ? "lg:max-2xl:aspect-auto lg:max-2xl:w-2/5 lg:max-2xl:shrink-0" : undefined}
        />
        <ApartmentCardBody apartment={apartment} staleNote={staleNote} />
      </StaticIsland>
      {/* A sibling of the card's link, raised above its stretched click area: never a control inside a link. */}
      <FavoriteButton
        apartmentId={apartment.id}
        title={apartment.title}
        // On the image in both layouts: its top right when stacked, its top left in a row.
        className={`absolute top-3 right-3 z-10${besideMap ? " lg:max-2xl:right-auto lg:max-2xl:left-3" : ""}`}
      />
    </div>
  );
}

function ApartmentCardBody({ apartment, staleNote }: { apartment: CardApartment; staleNote: string | null }) {
  return (
    <div className="flex flex-1 flex-col gap-3 p-5">
      <div>
        <p className="flex items-center gap-1 text-sm font-medium text-bayou-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {apartment.neighborhoodName}
        </p>
        <h3 className="mt-1 text-lg font-semibold leading-snug text-ink-900">
          <Link to={`/apartments/${apartment.slug}`} className={`${stretchedLinkClass} group-hover:text-brand-700`}>
            {apartment.title}
          </Link>
        </h3>
      </div>
      {apartment.fittingPlans && apartment.fittingPlans.length > 0 ? (
        <FittingPlans groups={apartment.fittingPlans} priceRange={apartment.priceRange} />
      ) : (
        <p className="text-lg font-bold text-ink-900">
          {apartment.priceRange ? (
            <>
              {apartment.priceRange}
              <span className="text-sm font-medium text-slate-600">/mo</span>
            </>
          ) : (
            <span className="text-base font-medium text-slate-600">Call for pricing</span>
          )}
        </p>
      )}
      {/* Only a special running on the day the card was read reaches it (db/queries/catalog.ts); one line, the whole of it on
          hover. The text's column may shrink to nothing (minmax(0, 1fr)), so a long special is cut, never widens the card. */}
      {apartment.special ? (
        <p
          className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-1.5 rounded-lg bg-teal-50 px-2.5 py-1.5 text-sm text-ink-900 ring-1 ring-teal-200"
          title={specialLine(apartment.special)}
          data-testid="card-special"
        >
          <Tag aria-hidden="true" className="size-4 text-bayou-700" />
          <span className="truncate">
            <span className="font-semibold text-bayou-700">Special:</span> {specialSummary(apartment.special)}
          </span>
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {apartment.bedRange ? (
          <li className="flex items-center gap-1.5">
            <BedDouble aria-hidden="true" className="size-4 text-slate-500" />
            {apartment.bedRange}
          </li>
        ) : null}
        {apartment.sqftRange ? (
          <li className="flex items-center gap-1.5">
            <Ruler aria-hidden="true" className="size-4 text-slate-500" />
            {apartment.sqftRange}
          </li>
        ) : null}
      </ul>
      {/* No icon of its own: the line is on every card's code path, and the words say what it is. */}
      {apartment.pets ? (
        <p className="text-sm text-slate-700" data-testid="card-pet-policy">
          <span className="font-medium text-ink-900">{apartment.pets.summary}</span>
          {apartment.pets.charges ? <span className="block text-slate-600">{apartment.pets.charges}</span> : null}
        </p>
      ) : null}
      <p className="text-sm leading-relaxed text-slate-600">{cardDescription(apartment.description)}</p>
      <div className="mt-auto flex flex-col gap-3">
        {staleNote ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {staleNote}
          </p>
        ) : null}
        {/* The same markup for everyone: the compare tray's script marks it in the browser (decision 025). */}
        <CompareToggle slug={apartment.slug} title={apartment.title} className="self-start" />
      </div>
    </div>
  );
}

/** The plans that fit the search ("2 Beds from $1,320/mo"), then the community's whole range in small print. */
function FittingPlans({ groups, priceRange }: { groups: FittingPlanGroup[]; priceRange: string | null }) {
  return (
    <div>
      <ul aria-label="Plans that fit your search" className="grid gap-0.5" data-testid="fitting-plans">
        {groups.map((group) => (
          <li key={group.beds} className="text-lg font-bold text-ink-900">
            {formatFittingPlanGroup(group)}
            <span className="text-sm font-medium text-slate-600">/mo</span>
          </li>
        ))}
      </ul>
      {priceRange ? <p className="mt-0.5 text-sm text-slate-600">All plans {priceRange}</p> : null}
    </div>
  );
}
