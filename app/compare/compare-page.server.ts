/**
 * What /compare needs from the database and the session, handed to core/compare: the route stays a parse and a
 * call. Reads the renter's preferences (which makes the answer personal, marked private by the auth middleware)
 * only for a visitor who has an identity; an anonymous visitor's comparison is the same for everyone with the
 * same URL and may be cached like any public page.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { buildComparison, type ComparedCommunity, type Comparison } from "../../core/compare/build-comparison.ts";
import { ANY_BEDS, compareHref, MAX_COMPARED } from "../../core/compare/compare-href.ts";
import { compareMatches } from "../../core/compare/compare-match.ts";
import { parseCompareQuery, slugFromAddText, type CompareQuery } from "../../core/compare/compare-query.ts";
import { resolveDestination } from "../../core/commute/resolve-destination.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { freshnessInstant } from "../../core/matching/freshness.ts";
import { EMPTY_PROFILE, hasMatchingCriteria, type PreferenceProfile } from "../../core/preferences/profile.ts";
import { EMPTY_LISTING_FILTERS } from "../../core/search/listing-filters.ts";
import type { Database } from "../../db/client-types.ts";
import { getApartmentBySlug, type ApartmentDetail } from "../../db/queries/apartments.ts";
import { latestRentChanges } from "../../db/queries/rent-history.ts";
import type { RentChange } from "../../core/pricing/rent-history.ts";
import { searchApartments } from "../../db/queries/search-apartments.ts";
import { readNeighborhoods } from "../catalogue/revision-cache.server.ts";
import { dbContext } from "../context.ts";
import { getMatchCatalogue } from "../matching/catalogue-cache.server.ts";
import { currentProfile } from "../preferences/current-profile.server.ts";
import { preferenceOwnerOf } from "../preferences/owner.server.ts";

export interface ComparePage {
  comparison: Comparison;
  /** The slugs shown, in order (the columns'). */
  slugs: string[];
  /** Slugs asked for that are unknown or hidden. */
  notFound: string[];
  overLimit: string[];
  malformed: number;
  /** What the add form asked for and could not add, with why. */
  addNote: string | null;
  /** Where the bedroom count came from. */
  bedsFrom: "url" | "preferences" | "none";
  /** The `beds` of the URL, kept in the page's links. */
  bedsParam: number | typeof ANY_BEDS | null;
  /** The `to` of the URL, kept in the page's links and the destination form. */
  to: string | null;
  destination: { name: string; from: "url" | "preferences" } | null;
  /** A destination given (or saved) that could not be placed. */
  unplacedDestination: string | null;
  /** The renter has preferences: the match row is shown. */
  matched: boolean;
}

function toComparedCommunity(a: ApartmentDetail, rentChanges: ReadonlyMap<number, RentChange>): ComparedCommunity {
  return {
    slug: a.slug,
    title: a.title,
    neighborhoodName: a.neighborhood.name,
    latitude: a.latitude,
    longitude: a.longitude,
    locationApproximate: a.locationApproximate,
    parking: a.parking,
    petsAllowed: a.petsAllowed,
    petPolicy: a.petPolicy,
    pets: a.pets,
    petRent: a.petRent,
    parkingFee: a.parkingFee,
    applicationFee: a.applicationFee,
    adminFee: a.adminFee,
    verifiedAt: a.verifiedAt,
    floorPlans: a.floorPlans.map((plan) => ({ ...plan, rentChange: rentChanges.get(plan.id) ?? null })),
    amenities: a.apartmentAmenities,
  };
}

/** The community the add form names: its slug or page address, else the best match of a listing search for the text. */
async function findCommunityToAdd(db: Database, text: string): Promise<string | null> {
  const slug = slugFromAddText(text);
  if (slug && (await getApartmentBySlug(db, slug))) return slug;
  const found = await searchApartments(db, { ...EMPTY_LISTING_FILTERS, q: text }, { pageSize: 1 });
  return found.items[0]?.slug ?? null;
}

/** The add form's redirect to the comparison with one more community, or why it cannot be added. */
async function addFromForm(db: Database, query: CompareQuery, text: string): Promise<Response | string> {
  if (query.slugs.length >= MAX_COMPARED) return `You can compare up to ${MAX_COMPARED} communities. Remove one to add “${text}”.`;
  const slug = await findCommunityToAdd(db, text);
  if (!slug) return `No community matched “${text}”. Try its name as it appears on its page.`;
  const slugs = query.slugs.includes(slug) ? query.slugs : [...query.slugs, slug];
  return redirect(compareHref(slugs, { beds: query.beds, to: query.to }), 303);
}

/** The communities scored as the suggestions score them: the same cached catalogue rows and reference lists. */
async function matchesFor(db: Database, profile: PreferenceProfile, apartments: readonly ApartmentDetail[], today: string) {
  const catalogue = await getMatchCatalogue(db);
  const ids = new Set(apartments.map((a) => a.id));
  const communities = catalogue.communities.filter((community) => ids.has(community.id));
  return compareMatches(profile, communities, { neighborhoods: catalogue.neighborhoods, amenities: catalogue.amenities, today });
}

export async function loadComparePage(context: Readonly<RouterContextProvider>, request: Request): Promise<ComparePage | Response> {
  const parsed = parseCompareQuery(new URL(request.url).searchParams);
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const query = parsed.query;
  const db = context.get(dbContext);

  let addNote: string | null = null;
  if (query.add !== null) {
    const added = await addFromForm(db, query, query.add);
    if (added instanceof Response) return added;
    addNote = added;
  }

  const found = await Promise.all(query.slugs.map((slug) => getApartmentBySlug(db, slug)));
  const apartments = found.filter((a): a is ApartmentDetail => a !== null);
  const notFound = query.slugs.filter((_, i) => found[i] === null);

  // Only a visitor with an identity has preferences; reading them makes the page theirs (private).
  const profile = preferenceOwnerOf(context) ? await currentProfile(context) : EMPTY_PROFILE;
  const neighborhoods = await readNeighborhoods(db);

  const bedsFrom = query.beds !== null ? "url" : profile.bedrooms !== null ? "preferences" : "none";
  const beds = query.beds === ANY_BEDS ? null : (query.beds ?? profile.bedrooms);

  const destinationText = query.to ?? profile.commuteTo;
  const destination = destinationText ? resolveDestination(destinationText, neighborhoods) : null;

  const now = new Date();
  const today = houstonCalendarDate(now);
  const matched = hasMatchingCriteria(profile);
  const matches = matched ? await matchesFor(db, profile, apartments, today) : undefined;
  // Every compared plan's last change of rent, one query for all of them ("was $1,365 on Nov 20").
  const rentChanges = await latestRentChanges(db, apartments.flatMap((a) => a.floorPlans));

  return {
    comparison: buildComparison({ communities: apartments.map((a) => toComparedCommunity(a, rentChanges)), beds, today, now: freshnessInstant(now), destination, matches }),
    slugs: apartments.map((a) => a.slug),
    notFound,
    overLimit: query.overLimit,
    malformed: query.malformed,
    addNote,
    bedsFrom,
    bedsParam: query.beds,
    to: query.to,
    destination: destination ? { name: destination.name, from: query.to ? "url" : "preferences" } : null,
    unplacedDestination: destinationText && !destination ? destinationText : null,
    matched,
  };
}
