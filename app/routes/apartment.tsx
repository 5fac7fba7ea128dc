import { BadgeCheck, BedDouble, Building2, CalendarClock, Check, Info, MapPin, PawPrint, Phone, Ruler, Tag } from "lucide-react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { data, Link } from "react-router";
import type { ReactNode } from "react";
import { specialThrough, specialValueUnsaid, type Special } from "../../core/catalogue/specials.ts";
import { formatCalendarDate, formatLongDate, houstonCalendarDate } from "../../core/format/dates.ts";
import { formatBeds, formatDollars, formatWholeNumber } from "../../core/format/ranges.ts";
import { cardDescription } from "../../core/format/text.ts";
import { approximateLocationNote } from "../../core/geo/approximate-location.ts";
import { parkingSummary } from "../../core/reference/parking.ts";
import { LEASE_LENGTH_LABELS, type LeaseLength } from "../../core/reference/lease-lengths.ts";
import { SlugParamsSchema } from "../../core/reference/slug.ts";
import { monthlyCostOfCheapestPlan, type MonthlyCost } from "../../core/pricing/monthly-cost.ts";
import { ASSISTANCE_ANIMAL_NOTE, describePetCharges, describePetPolicy, type PetPolicy } from "../../core/pets/pet-policy.ts";
import { getApartmentBySlug, listSimilarApartments, type FloorPlanRow } from "../../db/queries/apartments.ts";
import { listRentHistories } from "../../db/queries/rent-history.ts";
import { planRentHistory, type PlanRentHistory } from "../../core/pricing/rent-history.ts";
import { PlanRentHistories, PreviousRentNote } from "../components/rent-history.tsx";
import { nearestPlaces } from "../../core/geo/distance.ts";
import { listGallery, withCoverPhotos } from "../../db/queries/photos.ts";
import { ApartmentCard } from "../components/cards/apartment-card.tsx";
import { RequestInfoDialog, RequestInfoSection } from "../components/inquiry/request-info-dialog.tsx";
import { submitInquiryForm } from "../components/inquiry/submit-inquiry.server.ts";
import { FavoriteButton } from "../components/favorite-button.tsx";
import { GuestCardNotice } from "../components/guest-card-notice.tsx";
import { CompareToggle } from "../components/compare/compare-toggle.tsx";
import { PhotoGallery } from "../components/page-photo.tsx";
import { pageContainerClass } from "../components/section-heading.tsx";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/apartment";
import { apartmentJsonLd, seoMeta, apartmentTrail } from "../lib/seo.ts";
import { pageTitle } from "../lib/site.ts";
import { JsonLd } from "../components/json-ld.tsx";
import { readForm } from "../http/form.server.ts";
import { throwMovedOrNotFound } from "../http/old-slug.server.ts";
import { StaticIsland } from "../components/static-island.tsx";
import { ApartmentLocation } from "../components/map/apartment-location.tsx";
import { communityMap } from "../map/map-data.server.ts";
import { readNeighborhoods } from "../catalogue/revision-cache.server.ts";

export function meta(args: Route.MetaArgs) {
  const apartment = args.loaderData?.apartment;
  if (!apartment) return [{ title: pageTitle("Apartment not found") }];
  return seoMeta(args, {
    title: `${apartment.title} in ${apartment.neighborhood.name}`,
    description: `${apartment.title}, ${apartment.streetAddress}, Houston, TX. ${apartment.priceRange ? `${apartment.priceRange}/mo. ` : ""}${cardDescription(apartment.description)}`,
    image: apartment.imageUrl,
    imageAlt: `Illustration of ${apartment.title}`,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = SlugParamsSchema.safeParse(params);
  if (!parsed.success) throw data("Apartment not found", { status: 404 });
  const db = context.get(dbContext);
  // Decided on the server so the server render and hydration agree on "Now", and on which special runs: Houston's day.
  const today = houstonCalendarDate(new Date());
  const apartment = await getApartmentBySlug(db, parsed.data.slug, { today });
  if (!apartment) return throwMovedOrNotFound(db, request, "apartments", parsed.data.slug, "Apartment not found");
  // The neighborhoods around its own, from the list kept per catalogue revision.
  const allNeighborhoods = await readNeighborhoods(db);
  const home = allNeighborhoods.find((n) => n.id === apartment.neighborhood.id);
  const nearby = home ? nearestPlaces(home, allNeighborhoods, 4) : [];
  const similar = await listSimilarApartments(db, {
    apartmentId: apartment.id,
    neighborhoodId: apartment.neighborhood.id,
    nearbyNeighborhoodIds: nearby.map((n) => n.id),
    minPrice: apartment.minPrice,
    today,
  });
  const monthlyCost = monthlyCostOfCheapestPlan(apartment.floorPlans, apartment, { petsAllowed: apartment.petsAllowed });
  // Every plan's rent history in one query: its chart, its table and its last change (issue 29).
  const histories = await listRentHistories(db, apartment.floorPlans.map((plan) => plan.id));
  const rentHistories: Record<number, PlanRentHistory> = Object.fromEntries(
    apartment.floorPlans.map((plan) => [plan.id, planRentHistory(histories.get(plan.id) ?? [], plan.rent, today)]),
  );
  // The gallery (cover first) and the similar cards' covers: one query each.
  const [photos, similarCards, neighborhoods] = await Promise.all([
    listGallery(db, { kind: "apartment", id: apartment.id }),
    withCoverPhotos(db, "apartment", similar),
    readNeighborhoods(db),
  ]);
  // Public and the same for every visitor: no session read here (decision 020); the commute destination is drawn in the browser.
  const map = communityMap(
    { title: apartment.title, latitude: apartment.latitude, longitude: apartment.longitude, locationApproximate: apartment.locationApproximate, neighborhoodId: apartment.neighborhood.id },
    neighborhoods,
  );
  // A community imported without coordinates sits at its ZIP code's (or neighborhood's) center: the page says so.
  const locationNote = approximateLocationNote(apartment, apartment.neighborhood);
  return { apartment, today, monthlyCost, similar: similarCards, photos, map, petLines: petPolicyLines(apartment.pets), rentHistories, locationNote };
}

/** The request-info form (dialog or plain form): stores a client inquiry about this apartment. */
// A rate-limited form answers 429 with Retry-After.
export { headersWithRetryAfter as headers } from "../limits/retry-after-headers.ts";

export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = SlugParamsSchema.safeParse(params);
  const apartment = parsed.success ? await getApartmentBySlug(context.get(dbContext), parsed.data.slug) : null;
  if (!apartment) throw data("Apartment not found", { status: 404 });
  return submitInquiryForm(context, await readForm(request), { source: "apartment", apartmentId: apartment.id });
}

function leaseTermLabel(term: string): string {
  return term in LEASE_LENGTH_LABELS ? LEASE_LENGTH_LABELS[term as LeaseLength] : term;
}

function feeText(amount: number, suffix = ""): string {
  return amount > 0 ? `${formatDollars(amount)}${suffix}` : "None";
}

function bedsText(beds: number): string {
  return beds === 0 ? "Studio" : String(beds);
}

function availabilityText(plan: FloorPlanRow, today: string): string {
  return plan.availableFrom <= today ? "Now" : formatCalendarDate(plan.availableFrom);
}

/** What the page says of pets, worded on the server (the browser needs only the words). */
function petPolicyLines(pets: PetPolicy) {
  return { summary: describePetPolicy(pets), charges: describePetCharges(pets), breedRestrictions: pets.breedRestrictions, assistance: ASSISTANCE_ANIMAL_NOTE };
}

/** The policy from its fields ("Cats and dogs (dogs up to 50 lb), up to 2 pets") and charges, then the community's words. */
function PetPolicySummary({ lines, text }: { lines: ReturnType<typeof petPolicyLines>; text: string }) {
  return (
    <div className="mt-2 space-y-1 text-sm leading-relaxed text-slate-700" data-testid="pet-policy">
      <p className="font-semibold text-ink-900">{lines.summary}</p>
      {lines.charges ? <p>{lines.charges}</p> : null}
      {lines.breedRestrictions ? <p>Some breeds are restricted.</p> : null}
      <p className="text-slate-600">{text}</p>
      <p className="text-xs text-slate-600">{lines.assistance}</p>
    </div>
  );
}

const sectionHeadingClass = "text-xl font-bold tracking-tight text-ink-900 sm:text-2xl";

export default function Apartment({ loaderData, actionData }: Route.ComponentProps) {
  const { apartment, today, monthlyCost, similar, photos, map, petLines, rentHistories, locationNote } = loaderData;
  const pageUrl = `/apartments/${apartment.slug}`;
  const address = `${apartment.streetAddress}, ${apartment.city}, TX ${apartment.postalCode}`;
  const phoneHref = `tel:+1${apartment.phone.replace(/\D/g, "").slice(-10)}`;
  const fees: { label: string; value: ReactNode }[] = [
    { label: "Application fee", value: feeText(apartment.applicationFee) },
    { label: "Admin fee", value: feeText(apartment.adminFee) },
    { label: "Pet rent", value: apartment.petsAllowed ? feeText(apartment.petRent, "/mo") : "No pets" },
    // Every kind with its cost ("Covered $50/mo", "Garage $75/mo"), one a line, from the options that are parking's one truth.
    {
      label: "Parking",
      value:
        apartment.parking.length > 0 ? (
          <ul data-testid="parking-options">
            {apartment.parking.map((option) => (
              <li key={option.kind}>{parkingSummary([option])}</li>
            ))}
          </ul>
        ) : (
          "None listed"
        ),
    },
  ];

  return (
    <div className={`${pageContainerClass} py-8 sm:py-10`}>
      <JsonLd data={(origin) => apartmentJsonLd(origin, apartment)} />
      <Breadcrumbs trail={apartmentTrail(apartment)} />

      <StaticIsland className="mt-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{apartment.title}</h1>
        <p className="mt-3 flex items-start gap-2 text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          <span>
            {address} ·{" "}
            <Link to={`/neighborhoods/${apartment.neighborhood.slug}`} className="font-semibold text-brand-700 hover:underline">
              {apartment.neighborhood.name}
            </Link>
          </span>
        </p>
        {locationNote ? (
          <p className="mt-1 pl-7 text-sm text-amber-900" data-testid="location-approximate-header">
            {locationNote}
          </p>
        ) : null}
      </StaticIsland>

      {/* Source order image, summary, details: on phones the rent and phone come right after the photo;
          on wide screens the summary sits in a sticky right column beside both. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-3 lg:gap-10">
        <PhotoGallery photos={photos} fallbackSrc={apartment.imageUrl} className="lg:col-span-2" />

        <aside aria-labelledby="summary-heading" className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
            <h2 id="summary-heading" className="sr-only">
              Summary and contact
            </h2>
            <StaticIsland>
              <p className="text-sm text-slate-600">Rent</p>
              <p className="text-2xl font-bold text-ink-900">
                {apartment.priceRange ?? "Call for pricing"}
                {apartment.priceRange ? <span className="text-base font-medium text-slate-600">/mo</span> : null}
              </p>
              {monthlyCost ? (
                <p className="mt-1 text-sm text-slate-700">
                  From <span className="font-semibold text-ink-900">{formatDollars(monthlyCost.total)}/mo</span> with required fees
                </p>
              ) : null}
              {apartment.special ? <MoveInSpecial special={apartment.special} /> : null}
            </StaticIsland>
            <StaticIsland as="ul" className="space-y-2 text-sm text-slate-700">
              {apartment.bedRange ? (
                <li className="flex items-center gap-2">
                  <BedDouble aria-hidden="true" className="size-4 text-slate-500" />
                  {apartment.bedRange}
                </li>
              ) : null}
              {apartment.sqftRange ? (
                <li className="flex items-center gap-2">
                  <Ruler aria-hidden="true" className="size-4 text-slate-500" />
                  {apartment.sqftRange}
                </li>
              ) : null}
              <li className="flex items-center gap-2">
                <Building2 aria-hidden="true" className="size-4 text-slate-500" />
                {apartment.unitsAvailable === 1 ? "1 unit available" : `${apartment.unitsAvailable} units available`}
              </li>
            </StaticIsland>
            <div className="flex flex-col gap-2">
              <Link
                to="/get-matched"
                className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                Get Matched for free
              </Link>
              <a
                href={phoneHref}
                className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 py-3 font-semibold text-ink-900 hover:border-brand-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <Phone aria-hidden="true" className="size-4" />
                {apartment.phone}
              </a>
              {/* A page of its own: this page is kept for every visitor, so it reads neither the session nor the free times. */}
              <Link
                to={`/apartments/${apartment.slug}/tour`}
                className="inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <CalendarClock aria-hidden="true" className="size-4" />
                Book a tour
              </Link>
              <RequestInfoDialog apartmentTitle={apartment.title} action={pageUrl} today={today} />
              <FavoriteButton apartmentId={apartment.id} title={apartment.title} appearance="inline" />
              <StaticIsland className="flex justify-center py-1">
                <CompareToggle slug={apartment.slug} title={apartment.title} />
              </StaticIsland>
            </div>
            <StaticIsland as="p" className="flex items-center gap-2 text-sm text-bayou-700">
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
              <span>
                Availability checked <time dateTime={apartment.verifiedAt}>{formatLongDate(apartment.verifiedAt)}</time>
              </span>
            </StaticIsland>
            <StaticIsland as="p" className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-xs leading-relaxed text-slate-600">
              <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              <span>
                <strong className="font-semibold text-slate-700">Demo listing.</strong> This community, its address and its prices are
                sample data for demonstration.
              </span>
            </StaticIsland>
          </div>
        </aside>

        {/* The sections that need no JavaScript are kept as the server sent them, not hydrated (decision 022). */}
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <StaticIsland as="section" aria-labelledby="about-heading">
            <h2 id="about-heading" className={sectionHeadingClass}>
              About {apartment.title}
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">{apartment.description ?? "No description available."}</p>
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
              <Building2 aria-hidden="true" className="size-4" />
              Built in {apartment.yearBuilt}
            </p>
          </StaticIsland>

          <StaticIsland as="section" aria-labelledby="plans-heading">
            <h2 id="plans-heading" className={sectionHeadingClass}>
              Floor plans and pricing
            </h2>
            {apartment.floorPlans.length === 0 ? (
              <p className="mt-4 text-slate-600">Floor plans are not listed yet. Call the leasing office for current pricing.</p>
            ) : (
              <>
                {/* Phones get one card per plan; a seven-column table does not fit 375px. */}
                <ul className="mt-4 space-y-3 sm:hidden">
                  {apartment.floorPlans.map((plan) => (
                    <li key={plan.id} className="rounded-xl border border-slate-200 p-4">
                      <div className="flex items-baseline justify-between gap-3">
                        <p className="font-semibold text-ink-900">{plan.name}</p>
                        <p className="font-bold text-ink-900">
                          {formatDollars(plan.rent)}
                          <span className="text-sm font-normal text-slate-600">/mo</span>
                        </p>
                      </div>
                      {rentHistories[plan.id]?.change ? (
                        <p className="text-right">
                          <PreviousRentNote change={rentHistories[plan.id]!.change!} today={today} />
                        </p>
                      ) : null}
                      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                        <dt className="text-slate-600">Beds</dt>
                        <dd className="text-right text-slate-900">{bedsText(plan.beds)}</dd>
                        <dt className="text-slate-600">Baths</dt>
                        <dd className="text-right text-slate-900">{plan.baths}</dd>
                        <dt className="text-slate-600">Size</dt>
                        <dd className="text-right text-slate-900">{formatWholeNumber(plan.sqft)} sq ft</dd>
                        <dt className="text-slate-600">Units available</dt>
                        <dd className="text-right text-slate-900">{plan.unitsAvailable}</dd>
                        <dt className="text-slate-600">Available from</dt>
                        <dd className="text-right text-slate-900">{availabilityText(plan, today)}</dd>
                      </dl>
                    </li>
                  ))}
                </ul>
                <div className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 sm:block">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Floor plans at {apartment.title}</caption>
                    <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                      <tr>
                        <th scope="col" className="px-4 py-3 font-semibold">Plan</th>
                        <th scope="col" className="px-4 py-3 font-semibold">Beds</th>
                        <th scope="col" className="px-4 py-3 font-semibold">Baths</th>
                        <th scope="col" className="px-4 py-3 text-right font-semibold">Sq ft</th>
                        <th scope="col" className="px-4 py-3 text-right font-semibold">Rent</th>
                        <th scope="col" className="px-4 py-3 text-right font-semibold">Units</th>
                        <th scope="col" className="px-4 py-3 font-semibold">Available</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-200">
                      {apartment.floorPlans.map((plan) => (
                        <tr key={plan.id} className="hover:bg-slate-50">
                          <th scope="row" className="px-4 py-3 font-semibold text-ink-900">{plan.name}</th>
                          <td className="px-4 py-3 text-slate-700">{bedsText(plan.beds)}</td>
                          <td className="px-4 py-3 text-slate-700">{plan.baths}</td>
                          <td className="px-4 py-3 text-right text-slate-700">{formatWholeNumber(plan.sqft)}</td>
                          <td className="px-4 py-3 text-right font-semibold text-ink-900">
                            {formatDollars(plan.rent)}
                            {rentHistories[plan.id]?.change ? (
                              <span className="block font-normal">
                                <PreviousRentNote change={rentHistories[plan.id]!.change!} today={today} />
                              </span>
                            ) : null}
                          </td>
                          <td className="px-4 py-3 text-right text-slate-700">{plan.unitsAvailable}</td>
                          <td className="px-4 py-3 text-slate-700">{availabilityText(plan, today)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <PlanRentHistories plans={apartment.floorPlans} histories={rentHistories} today={today} />
              </>
            )}
          </StaticIsland>

          {apartment.amenities.length > 0 ? (
            <StaticIsland as="section" aria-labelledby="amenities-heading">
              <h2 id="amenities-heading" className={sectionHeadingClass}>
                Amenities
              </h2>
              <ul className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {apartment.apartmentAmenities.map((amenity) => (
                  <li key={amenity.id} className="flex items-start gap-2 text-slate-800">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-bayou-700" />
                    <span>
                      {amenity.displayName}
                      {amenity.note ? <span className="text-sm text-slate-600"> ({amenity.note})</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
            </StaticIsland>
          ) : null}

          {map ? (
            <ApartmentLocation
              title={apartment.title}
              home={{ latitude: apartment.latitude, longitude: apartment.longitude }}
              view={map.view}
              base={map.base}
              projection={map.projection}
              station={map.station.name}
              stationLines={map.stationLines}
              stationMiles={map.stationMiles}
              locationNote={locationNote}
            />
          ) : null}

          <StaticIsland as="section" aria-labelledby="policies-heading">
            <h2 id="policies-heading" className={sectionHeadingClass}>
              Fees and policies
            </h2>
            {monthlyCost ? <MonthlyCostBreakdown cost={monthlyCost} /> : null}
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {fees.map((fee) => (
                <div key={fee.label} className="rounded-xl border border-slate-200 p-4">
                  <dt className="text-sm text-slate-600">{fee.label}</dt>
                  <dd className="mt-1 font-semibold text-ink-900">{fee.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 grid gap-6 sm:grid-cols-2">
              <div>
                <h3 className="flex items-center gap-2 font-semibold text-ink-900">
                  <PawPrint aria-hidden="true" className="size-4 text-bayou-700" />
                  Pet policy
                </h3>
                <PetPolicySummary lines={petLines} text={apartment.petPolicy} />
              </div>
              <div>
                <h3 className="font-semibold text-ink-900">Lease terms</h3>
                {apartment.leaseTerms.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {apartment.leaseTerms.map((term) => (
                      <li key={term} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                        {leaseTermLabel(term)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-slate-700">Ask the leasing office.</p>
                )}
              </div>
            </div>
          </StaticIsland>

          <GuestCardNotice apartmentId={apartment.id} community={apartment.title} />
          <RequestInfoSection apartmentTitle={apartment.title} today={today} result={actionData} />
        </div>
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mt-16 border-t border-slate-200 pt-12">
          <h2 id="similar-heading" className={sectionHeadingClass}>
            Similar apartments nearby
          </h2>
          <p className="mt-1 text-slate-600">Similar starting rent, in {apartment.neighborhood.name} or close by.</p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((card) => (
              <li key={card.slug}>
                <ApartmentCard apartment={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The special running today, beside the rent: its words, what it is worth when the words do not say it, its last day. */
function MoveInSpecial({ special }: { special: Special }) {
  const value = specialValueUnsaid(special);
  return (
    <div className="mt-4 rounded-xl border border-teal-200 bg-teal-50 p-3.5" data-testid="move-in-special">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-bayou-700 uppercase">
        <Tag aria-hidden="true" className="size-3.5 shrink-0" />
        Move-in special
      </p>
      <p className="mt-1 font-semibold break-words text-ink-900">{special.text}</p>
      <p className="mt-0.5 text-sm text-slate-700">
        {value ? <span className="font-semibold text-ink-900">{value}, </span> : null}
        {specialThrough(special)}
      </p>
    </div>
  );
}

/** The cheapest plan's real monthly cost: rent plus required monthly fees; optional and one-time charges beside it. */
function MonthlyCostBreakdown({ cost }: { cost: MonthlyCost }) {
  return (
    <div className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <h3 className="font-semibold text-ink-900">Total monthly cost of the cheapest plan</h3>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Rent ({cost.plan.name}, {formatBeds(cost.plan.beds)})</dt>
          <dd className="text-slate-900">{formatDollars(cost.rent)}</dd>
        </div>
        {cost.mandatoryMonthly.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="text-slate-900">+ {formatDollars(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-base font-bold text-ink-900">
          <dt>Total per month</dt>
          <dd data-testid="monthly-total">{formatDollars(cost.total)}</dd>
        </div>
      </dl>
      {cost.optionalMonthly.length > 0 || cost.oneTime.length > 0 ? (
        <ul className="mt-3 space-y-1 text-xs text-slate-700">
          {cost.optionalMonthly.map((line) => (
            <li key={line.label}>Not included: {line.label.toLowerCase()}, {formatDollars(line.amount)}/mo.</li>
          ))}
          {cost.oneTime.length > 0 ? (
            <li>
              One-time at move-in: {cost.oneTime.map((line) => `${line.label.toLowerCase()} ${formatDollars(line.amount)}`).join(", ")} (
              {formatDollars(cost.oneTimeTotal)} in all).
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
