/**
 * A community imported without coordinates is placed at its ZIP code's center, else at its neighborhood's center
 * (issue 29), and flagged `locationApproximate`. Every distance, drive time and pin drawn from such a position is
 * approximate too, and says so in the same words everywhere.
 */
import { haversineMiles, type LatLng } from "./distance.ts";

/** A position that may be approximate: a community's (a neighborhood's center or a landmark never is). */
export interface Placed extends LatLng {
  locationApproximate?: boolean;
}

/** What every surface adds to a figure measured from an approximate position. */
export const APPROXIMATE_LOCATION = "approximate location";

/** Whether a figure measured from this position is approximate. */
export function isApproximate(place: Placed): boolean {
  return place.locationApproximate === true;
}

/** "3.2 mi", or "about 3.2 mi (approximate location)" when measured from an approximate position. */
export function approximately(figure: string, approximate: boolean): string {
  return approximate ? `about ${figure} (${APPROXIMATE_LOCATION})` : figure;
}

/** Positions closer than this (in degrees, about 10 m) are the same point: the one the import placed it at. */
const SAME_POINT_DEGREES = 0.0001;

/**
 * "Location approximate: placed at its ZIP code's center (77006)." or "... at the center of Montrose.", for the
 * community's own page; null when its position is its own. A position that is its neighborhood's center was placed
 * there; any other approximate position is its ZIP code's center, the import's first choice.
 */
export function approximateLocationNote(
  community: Placed & { postalCode: string },
  neighborhood: LatLng & { name: string },
): string | null {
  if (!isApproximate(community)) return null;
  const atNeighborhood =
    Math.abs(community.latitude - neighborhood.latitude) < SAME_POINT_DEGREES && Math.abs(community.longitude - neighborhood.longitude) < SAME_POINT_DEGREES;
  return atNeighborhood
    ? `Location approximate: placed at the center of ${neighborhood.name}, as its address could not be placed more exactly.`
    : `Location approximate: placed at its ZIP code's center (${community.postalCode}), as its address could not be placed more exactly.`;
}

/** A ZIP code's centre, by the code: null when the dataset does not know it. */
export type ZipCentres = (zip: string) => LatLng | null;

/** A ZIP centre further than this from the community's neighborhood is not believed (a mistyped ZIP code). */
export const ZIP_CENTRE_MAX_MILES = 12;

/**
 * Where a community the file gives no coordinates is placed: its ZIP code's centre when the dataset knows the code
 * and the centre lies near its neighborhood, else the neighborhood's centre. Either way the position is approximate.
 */
export function placeWithoutCoordinates(postalCode: string, neighborhood: LatLng, zipCentre: ZipCentres | undefined): LatLng & { at: "zip" | "neighborhood" } {
  const zip = /^\d{5}/.exec(postalCode.trim())?.[0];
  const centre = zip && zipCentre ? zipCentre(zip) : null;
  if (centre && haversineMiles(centre, neighborhood) <= ZIP_CENTRE_MAX_MILES) return { latitude: centre.latitude, longitude: centre.longitude, at: "zip" };
  return { latitude: neighborhood.latitude, longitude: neighborhood.longitude, at: "neighborhood" };
}
