/**
 * Great-circle distances between points on the Earth, for "nearby"
 * neighborhoods. The haversine formula is accurate to well under 1% at city
 * scale, which is all a "closest areas" list needs.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), in miles: Houston renters think in miles. */
export const EARTH_RADIUS_MILES = 3958.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Distance along the Earth's surface between two points, in miles. */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min() guards against h creeping past 1 through rounding for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The `count` places closest to `origin`, nearest first, each with its distance.
 * Places with the origin's own key are left out; ties keep the input order.
 */
export function nearestPlaces<T extends LatLng & { id: number }>(
  origin: LatLng & { id: number },
  places: readonly T[],
  count: number,
): Array<T & { distanceMiles: number }> {
  return places
    .filter((place) => place.id !== origin.id)
    .map((place, index) => ({ place, index, distanceMiles: haversineMiles(origin, place) }))
    .sort((x, y) => x.distanceMiles - y.distanceMiles || x.index - y.index)
    .slice(0, Math.max(0, count))
    .map(({ place, distanceMiles }) => ({ ...place, distanceMiles }));
}
