/**
 * The drive model: straight-line distance stretched by a road factor, driven at
 * one average speed. No traffic data and no routing: the figure is a fair
 * comparison between apartments, not a promise about rush hour. Long freeway
 * trips (airports, NASA) come out somewhat pessimistic, short grid trips about
 * right.
 */
import { isApproximate, type Placed } from "../geo/approximate-location.ts";
import { haversineMiles, type LatLng } from "../geo/distance.ts";
import { nearestRailWalk } from "./walk-to-rail.ts";
import type { CommuteEstimate, Destination, DriveEstimate } from "./types.ts";

/** Road miles per straight-line mile: Houston's grid, bayous and freeway detours. */
export const ROAD_FACTOR = 1.3;
/** Door-to-door average including lights and surface streets, in miles per hour. */
export const AVERAGE_DRIVE_SPEED_MPH = 24;

/** Whole minutes to drive a straight-line distance, at least 1 (getting out of the garage takes that long). */
export function driveMinutesForStraightMiles(straightLineMiles: number): number {
  return Math.max(1, Math.round(((straightLineMiles * ROAD_FACTOR) / AVERAGE_DRIVE_SPEED_MPH) * 60));
}

export function estimateDrive(from: LatLng, to: LatLng): DriveEstimate {
  const straightLineMiles = haversineMiles(from, to);
  return {
    straightLineMiles,
    roadMiles: straightLineMiles * ROAD_FACTOR,
    minutes: driveMinutesForStraightMiles(straightLineMiles),
  };
}

/** The commute from a home to a destination: the drive, and the walk to rail when there is one (approximate from an approximate home). */
export function estimateCommute(home: Placed, destination: Destination): CommuteEstimate {
  const drive = estimateDrive(home, destination);
  return {
    destination: { id: destination.id, name: destination.name },
    miles: Math.round(drive.roadMiles * 10) / 10,
    driveMinutes: drive.minutes,
    railWalk: nearestRailWalk(home),
    approximate: isApproximate(home),
  };
}
