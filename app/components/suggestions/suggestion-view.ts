/**
 * Spec section 3, 'Suggestion card view': what one suggestion card shows,
 * from a suggested-apartment result. Facts come from the floor plan the
 * community was scored on, then from the community's own figures, and only
 * then from the spec's defaults (price 1500, 800 sq ft, 1 bed, 1 bath,
 * 'Unknown' rating and recommendation, 0% match).
 *
 * Two departures from the spec's card, asked for by issue 15 so the card tells the truth: the address line is the
 * community's street address (the spec's '{slug}, Houston, TX' only when it has none), and the spec's fixed walk
 * and transit scores (85 and 75) are gone. The transit score is estimated from the distance to METRORail
 * (core/matching/transit-estimate.ts) and labelled as an estimate; there is no walk score, since the dataset
 * holds no everyday places to walk to.
 */
import type { CommuteEstimate } from "../../../core/commute/types.ts";
import { formatCalendarDate } from "../../../core/format/dates.ts";
import { APPROXIMATE_LOCATION } from "../../../core/geo/approximate-location.ts";
import { formatDollars } from "../../../core/format/ranges.ts";
import { specialLine, specialRunsOn, type Special } from "../../../core/catalogue/specials.ts";
import { illustrationPath } from "../../../core/illustrations/paths.ts";
import { transitEstimate } from "../../../core/matching/transit-estimate.ts";
import type { PhotoRef } from "../../../core/photos/urls.ts";

export const CARD_DEFAULTS = {
  price: 1500,
  sqft: 800,
  beds: 1,
  baths: 1,
  matchRating: "Unknown",
  recommendationLevel: "Unknown",
  matchPercentage: 0,
} as const;

/** Shown only when a community has no image of its own. */
export const PLACEHOLDER_IMAGE = illustrationPath("apartment", "placeholder");

/** A suggested-apartment result as the card reads it; anything may be missing. */
export interface SuggestionInput {
  apartment: {
    id: number;
    slug: string;
    title: string;
    minPrice?: number | null;
    minSqft?: number | null;
    minBeds?: number | null;
    minBaths?: number | null;
    imageUrl?: string | null;
    streetAddress?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    /** The position is a ZIP code's or neighborhood's center: the card's distances say so. */
    locationApproximate?: boolean | null;
    apartmentAmenities?: readonly { displayName: string }[] | null;
    neighborhood?: { name: string; slug: string } | null;
    neighborhoodName?: string | null;
    /** The move-in special, when one runs (shown only while `today` is within its dates). */
    special?: Special | null;
  };
  plan?: { name: string; beds: number; baths: number; sqft: number; rent: number; availableFrom: string } | null;
  matchPercentage?: number | null;
  matchRating?: string | null;
  recommendationLevel?: string | null;
  detailedAnalysis?: string | null;
  keyStrengths?: readonly string[] | null;
  potentialConcerns?: readonly string[] | null;
  commute?: CommuteEstimate | null;
}

export interface SuggestionCardView {
  apartmentId: number;
  slug: string;
  name: string;
  /** The community's street address; the spec's '{slug}, Houston, TX' only when it has none. */
  address: string;
  neighborhoodName: string | null;
  /** For the link to the neighborhood page, when known. */
  neighborhoodSlug: string | null;
  imageUrl: string;
  /** The community's cover photo, shown instead of the illustration when it has one (set by the page's loader). */
  photo?: PhotoRef | null;
  /** Rent per month of the plan the match was scored on. */
  price: number;
  planName: string | null;
  sqft: number;
  beds: number;
  baths: number;
  availability: string;
  /** The facts as the card prints them: "$1,640", "1,010 sq ft", "2 beds", "1.5 baths". Formatted here, on the server. */
  text: { price: string; sqft: string; beds: string; baths: string };
  /**
   * Estimated from the walk to METRORail (0..100), with the nearest station; null when the position is unknown.
   * `approximate`: measured from a ZIP code's or neighborhood's center, not the community's own position.
   */
  transit: { score: number; station: string; miles: number; approximate: boolean } | null;
  amenities: string[];
  matchPercentage: number;
  matchRating: string;
  recommendationLevel: string;
  detailedAnalysis: string | null;
  keyStrengths: string[];
  potentialConcerns: string[];
  /** "About 14 min drive to Texas Medical Center (6.2 mi)", "(6.2 mi, approximate location)" from an approximate position. */
  commute: string | null;
  /** "8 min walk to Wheeler Station (METRORail)", "About 8 min walk to Wheeler Station (METRORail, approximate location)". */
  railWalk: string | null;
  /** "Look and lease ($500 off), through Dec 31, 2026": the move-in special running today, else null. */
  special: string | null;
}

const firstNumber = (...values: (number | null | undefined)[]) => values.find((v): v is number => typeof v === "number" && Number.isFinite(v));

/**
 * 'Available Now' (the spec's text) when the plan can be moved into today or
 * its date is unknown; 'Available from Jul 1, 2026' when the scored plan
 * opens later, since saying "now" would be wrong.
 */
export function availabilityText(availableFrom: string | null | undefined, today: string): string {
  if (!availableFrom || availableFrom.slice(0, 10) <= today) return "Available Now";
  return `Available from ${formatCalendarDate(availableFrom)}`;
}

function countText(count: number, one: string, many: string): string {
  return `${count % 1 === 0 ? count.toFixed(0) : count.toFixed(1)} ${count === 1 ? one : many}`;
}

/**
 * The card's address line: the street address with the city ("2410 Westheimer Rd, Houston, TX"; left as it is
 * when it already names Houston), else the spec's '{slug}, Houston, TX'.
 */
export function addressLine(streetAddress: string | null | undefined, slug: string): string {
  const street = streetAddress?.replace(/\s+/g, " ").trim();
  if (!street) return `${slug}, Houston, TX`;
  return /\bhouston\b/i.test(street) ? street : `${street}, Houston, TX`;
}

export function toSuggestionCardView(result: SuggestionInput, today: string): SuggestionCardView {
  const { apartment, plan } = result;
  const price = firstNumber(plan?.rent, apartment.minPrice) ?? CARD_DEFAULTS.price;
  const sqft = firstNumber(plan?.sqft, apartment.minSqft) ?? CARD_DEFAULTS.sqft;
  const beds = firstNumber(plan?.beds, apartment.minBeds) ?? CARD_DEFAULTS.beds;
  const baths = firstNumber(plan?.baths, apartment.minBaths) ?? CARD_DEFAULTS.baths;
  const percentage = firstNumber(result.matchPercentage) ?? CARD_DEFAULTS.matchPercentage;
  const neighborhoodName = apartment.neighborhood?.name ?? apartment.neighborhoodName ?? null;
  const position =
    typeof apartment.latitude === "number" && typeof apartment.longitude === "number" ? { latitude: apartment.latitude, longitude: apartment.longitude } : null;
  const transit = transitEstimate(position);
  const approximate = apartment.locationApproximate === true || result.commute?.approximate === true;
  const approximateNote = approximate ? `, ${APPROXIMATE_LOCATION}` : "";
  return {
    apartmentId: apartment.id,
    slug: apartment.slug,
    name: apartment.title,
    address: addressLine(apartment.streetAddress, apartment.slug),
    neighborhoodName,
    neighborhoodSlug: apartment.neighborhood?.slug ?? null,
    imageUrl: apartment.imageUrl?.trim() || PLACEHOLDER_IMAGE,
    price,
    planName: plan?.name ?? null,
    sqft,
    beds,
    baths,
    availability: availabilityText(plan?.availableFrom, today),
    text: {
      price: formatDollars(price),
      sqft: `${sqft.toLocaleString("en-US")} sq ft`,
      beds: beds === 0 ? "Studio" : countText(beds, "bed", "beds"),
      baths: countText(baths, "bath", "baths"),
    },
    transit: transit ? { score: transit.score, station: transit.nearest.name, miles: transit.nearest.miles, approximate } : null,
    amenities: (apartment.apartmentAmenities ?? []).map((a) => a.displayName),
    matchPercentage: Math.min(100, Math.max(0, Math.round(percentage))),
    matchRating: result.matchRating?.trim() || CARD_DEFAULTS.matchRating,
    recommendationLevel: result.recommendationLevel?.trim() || CARD_DEFAULTS.recommendationLevel,
    detailedAnalysis: result.detailedAnalysis?.trim() || null,
    keyStrengths: [...(result.keyStrengths ?? [])],
    potentialConcerns: [...(result.potentialConcerns ?? [])],
    commute: result.commute
      ? `About ${result.commute.driveMinutes} min drive to ${result.commute.destination.name} (${result.commute.miles.toFixed(1)} mi${approximateNote})`
      : null,
    railWalk: result.commute?.railWalk
      ? `${approximate ? "About " : ""}${result.commute.railWalk.minutes} min walk to ${result.commute.railWalk.station.name} (METRORail${approximateNote})`
      : null,
    special: apartment.special && specialRunsOn(apartment.special, today) ? specialLine(apartment.special) : null,
  };
}
