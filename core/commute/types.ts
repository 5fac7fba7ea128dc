/**
 * Shapes of the commute model: a place a renter travels to, and what the drive
 * (and the walk to the nearest METRORail station) from a home looks like.
 */
import type { LatLng } from "../geo/distance.ts";

/** "landmark": a stadium, arena or venue, a large place of worship, a park or an attraction. */
export type DestinationKind = "job-centre" | "employer" | "hospital" | "university" | "airport" | "port" | "landmark" | "neighborhood";

export interface Destination extends LatLng {
  /** Stable key: "texas-medical-center", or "neighborhood:montrose" for a neighborhood centroid. */
  id: string;
  /** How the place is named in a sentence: "Texas Medical Center". */
  name: string;
  kind: DestinationKind;
  /** What renters type, lower case: "tmc", "med center". The name itself always matches too. */
  aliases: readonly string[];
}

export type RailLine = "Red" | "Green" | "Purple";

export interface RailStation extends LatLng {
  name: string;
  lines: readonly RailLine[];
}

export interface DriveEstimate {
  /** As the crow flies. */
  straightLineMiles: number;
  /** Straight line times the road factor. */
  roadMiles: number;
  /** Whole minutes at the average speed, at least 1. */
  minutes: number;
}

export interface RailWalk {
  station: RailStation;
  /** Walking distance (straight line times the walking detour factor), 0.1 mi precision. */
  miles: number;
  minutes: number;
  /** Measured from a home whose position is approximate (core/geo/approximate-location.ts). */
  approximate: boolean;
}

export interface CommuteEstimate {
  destination: { id: string; name: string };
  /** Road miles, 0.1 mi precision. */
  miles: number;
  driveMinutes: number;
  /** The walk from the home to the nearest METRORail station, when it is walkable. */
  railWalk: RailWalk | null;
  /** Measured from a home whose position is approximate (core/geo/approximate-location.ts): the figures say so. */
  approximate: boolean;
}
