/**
 * Spec section 3, 'Suggestion card view': what one suggestion card shows,
 * from a suggested-apartment result. Facts come from the floor plan the
 * community was scored on, then from the community's own figures, and only
 * then from the spec's defaults (price 1500, 800 sq ft, 1 bed, 1 bath,
 * 'Unknown' rating and recommendation, 0% match). Walk and transit scores are
 * the spec's fixed values (85 and 75): no per-address score exists here, so
 * the card labels them as estimates.
 */
import type { CommuteEstimate } from "../../../core/commute/types.ts";
import { formatCalendarDate } from "../../../core/format/dates.ts";
import { formatDollars } from "../../../core/format/ranges.ts";
import { illustrationPath } from "../../../core/illustrations/paths.ts";
import type { PhotoRef } from "../../../core/photos/urls.ts";

export const CARD_DEFAULTS = {
  price: 1500,
  sqft: 800,
  beds: 1,
  baths: 1,
  walkScore: 85,
  transitScore: 75,
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
    apartmentAmenities?: readonly { displayName: string }[] | null;
    neighborhood?: { name: string; slug: string } | null;
    neighborhoodName?: string | null;
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
  /** Spec: '{slug}, Houston, TX'. */
  address: string;
  /** The community's street address, shown beside the spec's address line. */
  streetAddress: string | null;
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
  walkScore: number;
  transitScore: number;
  amenities: string[];
  matchPercentage: number;
  matchRating: string;
  recommendationLevel: string;
  detailedAnalysis: string | null;
  keyStrengths: string[];
  potentialConcerns: string[];
  /** "About 14 min drive to Texas Medical Center (6.2 mi)". */
  commute: string | null;
  /** "8 min walk to Wheeler Station (METRORail)". */
  railWalk: string | null;
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

export function toSuggestionCardView(result: SuggestionInput, today: string): SuggestionCardView {
  const { apartment, plan } = result;
  const price = firstNumber(plan?.rent, apartment.minPrice) ?? CARD_DEFAULTS.price;
  const sqft = firstNumber(plan?.sqft, apartment.minSqft) ?? CARD_DEFAULTS.sqft;
  const beds = firstNumber(plan?.beds, apartment.minBeds) ?? CARD_DEFAULTS.beds;
  const baths = firstNumber(plan?.baths, apartment.minBaths) ?? CARD_DEFAULTS.baths;
  const percentage = firstNumber(result.matchPercentage) ?? CARD_DEFAULTS.matchPercentage;
  const neighborhoodName = apartment.neighborhood?.name ?? apartment.neighborhoodName ?? null;
  return {
    apartmentId: apartment.id,
    slug: apartment.slug,
    name: apartment.title,
    address: `${apartment.slug}, Houston, TX`,
    streetAddress: apartment.streetAddress?.trim() || null,
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
    walkScore: CARD_DEFAULTS.walkScore,
    transitScore: CARD_DEFAULTS.transitScore,
    amenities: (apartment.apartmentAmenities ?? []).map((a) => a.displayName),
    matchPercentage: Math.min(100, Math.max(0, Math.round(percentage))),
    matchRating: result.matchRating?.trim() || CARD_DEFAULTS.matchRating,
    recommendationLevel: result.recommendationLevel?.trim() || CARD_DEFAULTS.recommendationLevel,
    detailedAnalysis: result.detailedAnalysis?.trim() || null,
    keyStrengths: [...(result.keyStrengths ?? [])],
    potentialConcerns: [...(result.potentialConcerns ?? [])],
    commute: result.commute
      ? `About ${result.commute.driveMinutes} min drive to ${result.commute.destination.name} (${result.commute.miles.toFixed(1)} mi)`
      : null,
    railWalk: result.commute?.railWalk
      ? `${result.commute.railWalk.minutes} min walk to ${result.commute.railWalk.station.name} (METRORail)`
      : null,
  };
}
