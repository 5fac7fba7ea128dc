/**
 * The walk from a home to the nearest METRORail station, offered only when it
 * is a walk people actually make (about 15 minutes or less).
 */
import { APPROXIMATE_LOCATION, isApproximate, type Placed } from "../geo/approximate-location.ts";
import { haversineMiles, type LatLng } from "../geo/distance.ts";
import { METRORAIL_STATIONS } from "./metro-rail-stations.ts";
import type { RailStation, RailWalk } from "./types.ts";

/** Walking distance per straight-line mile (blocks, crossings). */
export const WALK_DETOUR_FACTOR = 1.2;
export const WALKING_SPEED_MPH = 3;
/** Beyond this walking distance a station is not "nearby": 15 minutes at 3 mph. */
export const MAX_WALK_MILES = 0.75;

/** The nearest station as the crow flies, however far, with its straight-line distance. Ties keep the list order. */
export function nearestRailStation(home: LatLng, stations: readonly RailStation[] = METRORAIL_STATIONS): { station: RailStation; miles: number } | null {
  let best: { station: RailStation; miles: number } | null = null;
  for (const station of stations) {
    const miles = haversineMiles(home, station);
    if (!best || miles < best.miles) best = { station, miles };
  }
  return best;
}

/** The nearest station within walking distance of `home`, or null. Ties keep the list order. */
export function nearestRailWalk(home: Placed, stations: readonly RailStation[] = METRORAIL_STATIONS): RailWalk | null {
  const nearest = nearestRailStation(home, stations);
  if (!nearest) return null;
  const walkMiles = nearest.miles * WALK_DETOUR_FACTOR;
  if (walkMiles > MAX_WALK_MILES) return null;
  return {
    station: nearest.station,
    miles: Math.round(walkMiles * 10) / 10,
    minutes: Math.max(1, Math.round((walkMiles / WALKING_SPEED_MPH) * 60)),
    approximate: isApproximate(home),
  };
}

/** "Red Line", "Green and Purple Lines". */
export function railLinesLabel(station: RailStation): string {
  const lines = station.lines;
  if (lines.length === 1) return `${lines[0]} Line`;
  return `${lines.slice(0, -1).join(", ")} and ${lines.at(-1)} Lines`;
}

/** "6 min walk to the TMC Transit Center METRORail station (Red Line)"; "About 6 min walk ... (Red Line; approximate location)" from an approximate home. */
export function describeRailWalk(walk: RailWalk): string {
  return walk.approximate
    ? `About ${walk.minutes} min walk to the ${walk.station.name} METRORail station (${railLinesLabel(walk.station)}; ${APPROXIMATE_LOCATION})`
    : `${walk.minutes} min walk to the ${walk.station.name} METRORail station (${railLinesLabel(walk.station)})`;
}
