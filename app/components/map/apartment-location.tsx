import { useEffect, useState } from "react";
import { withDestination } from "../../../core/map/destination.ts";
import type { MapView } from "../../../core/map/map-view.ts";
import type { MercatorParams } from "../../../core/map/mercator.ts";
import { approximately } from "../../../core/geo/approximate-location.ts";
import { haversineMiles } from "../../../core/geo/distance.ts";
import { SchematicMap } from "./schematic-map.tsx";

interface CommuteDestination {
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * The apartment page's map: the community and its nearest METRORail station, drawn on the server. The renter's
 * commute destination is personal, and the page is rendered once for everyone (decision 020), so it is added in
 * the browser after hydration from GET /api/user/preferences, when one is saved and we know the place.
 */
export function ApartmentLocation({
  title,
  home,
  view,
  base,
  projection,
  station,
  stationLines,
  stationMiles,
  locationNote,
}: {
  title: string;
  home: { latitude: number; longitude: number };
  view: MapView;
  base: string;
  projection: MercatorParams;
  station: string;
  /** "Red Line", "Green and Purple Lines". */
  stationLines: string;
  stationMiles: number;
  /** "Location approximate: placed at its ZIP code's center (77006)...", or null when the position is the community's own. */
  locationNote: string | null;
}) {
  const approximate = locationNote !== null;
  const [destination, setDestination] = useState<CommuteDestination | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/user/preferences", { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ commuteDestination?: CommuteDestination | null }>) : null))
      .then((answer) => setDestination(answer?.commuteDestination ?? null))
      .catch(() => {
        // No destination drawn: the map without it is complete.
      });
    return () => controller.abort();
  }, []);
  const shown = destination ? withDestination(view, projection, destination) : view;

  return (
    <section aria-labelledby="location-heading">
      <h2 id="location-heading" className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
        Location and transit
      </h2>
      <p className="mt-4 text-slate-700" data-testid="nearest-station">
        Nearest METRORail station: <strong className="font-semibold text-ink-900">{station}</strong> ({stationLines}),{" "}
        {approximately(`${stationMiles} mi`, approximate)} from {title} in a straight line.
      </p>
      {locationNote ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="location-approximate">
          {locationNote} The map shows the area around that point.
        </p>
      ) : null}
      {destination ? (
        <p className="mt-2 text-slate-700" data-testid="commute-destination">
          Your commute destination, <strong className="font-semibold text-ink-900">{destination.name}</strong>, is{" "}
          {approximately(`${Math.round(haversineMiles(home, destination) * 10) / 10} mi`, approximate)} away in a straight line; it is marked on the map.
        </p>
      ) : null}
      <SchematicMap view={shown} base={base} title={`Map of ${title} and the nearest METRORail station`} className="mt-4 max-w-xl" />
    </section>
  );
}
