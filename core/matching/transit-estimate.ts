/**
 * A transit score estimated from the data we hold: how far a community is to walk from METRORail
 * (core/commute/metro-rail-stations.ts), the only transit in the dataset. Shown on suggestion cards as an
 * estimate, never as a measured Walk Score(R) figure.
 *
 * Method (documented here and in the card's label):
 * - walk miles to a station = straight-line miles x WALK_DETOUR_FACTOR (1.2, as core/commute/walk-to-rail.ts);
 * - reach = 1 up to 0.25 mi (a platform around the corner), falling linearly to 0 at 2 mi (past that, rail
 *   needs a bus or a car to reach);
 * - score = 85 x reach of the nearest station + 5 per METRORail line (Red, Green, Purple) with a station within
 *   a 15-minute walk (0.75 mi), at most 100, rounded.
 * So a home by Central Station (three lines) scores 100, one 0.3 mi from a Red Line stop about 87, one a mile
 * from the nearest stop about 49 and one out in Katy 0.
 *
 * There is no walk score: a walk score needs everyday places (groceries, schools, parks) and the dataset has
 * none, so none is computed rather than one invented.
 */
import { haversineMiles, type LatLng } from "../geo/distance.ts";
import { METRORAIL_STATIONS } from "../commute/metro-rail-stations.ts";
import { MAX_WALK_MILES, WALK_DETOUR_FACTOR } from "../commute/walk-to-rail.ts";
import type { RailStation } from "../commute/types.ts";

export const TRANSIT_FULL_REACH_MILES = 0.25;
export const TRANSIT_NO_REACH_MILES = 2;
const NEAREST_STATION_POINTS = 85;
const POINTS_PER_LINE_IN_WALK = 5;

export interface TransitEstimate {
  /** 0..100, an estimate. */
  score: number;
  /** The nearest station and its walking distance (0.1 mi precision). */
  nearest: { name: string; miles: number };
}

/** The estimate for a home, or null when its position is unknown. */
export function transitEstimate(home: LatLng | null, stations: readonly RailStation[] = METRORAIL_STATIONS): TransitEstimate | null {
  if (!home || !Number.isFinite(home.latitude) || !Number.isFinite(home.longitude) || stations.length === 0) return null;
  let nearest = stations[0] as RailStation;
  let nearestMiles = Infinity;
  const linesInWalk = new Set<string>();
  for (const station of stations) {
    const miles = haversineMiles(home, station) * WALK_DETOUR_FACTOR;
    if (miles < nearestMiles) {
      nearest = station;
      nearestMiles = miles;
    }
    if (miles <= MAX_WALK_MILES) for (const line of station.lines) linesInWalk.add(line);
  }
  const reach = Math.min(1, Math.max(0, (TRANSIT_NO_REACH_MILES - nearestMiles) / (TRANSIT_NO_REACH_MILES - TRANSIT_FULL_REACH_MILES)));
  const score = Math.min(100, Math.round(NEAREST_STATION_POINTS * reach + POINTS_PER_LINE_IN_WALK * linesInWalk.size));
  return { score, nearest: { name: nearest.name, miles: Math.round(nearestMiles * 10) / 10 } };
}
