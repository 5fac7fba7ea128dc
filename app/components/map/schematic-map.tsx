import { useId, type ReactNode } from "react";
import { pinRadius, viewBoxOf } from "../../../core/map/frame.ts";
import { markerLabelLayout } from "../../../core/map/markers.ts";
import type { MapMarker, MapPin, MapView } from "../../../core/map/map-view.ts";

/** What every map says under it: it orients, it does not navigate. */
export const SCHEMATIC_MAP_NOTE = "Schematic map, not to scale for navigation. Freeways and METRORail lines are simplified; listings are demo data.";

/** Added under a map with a position that is a ZIP code's or neighborhood's center (issue 29). */
export const APPROXIMATE_MAP_NOTE = "A dashed ring marks an approximate location: the community is placed at its ZIP code's or neighborhood's center.";

/**
 * A map drawn on the server from our coordinates (core/map): the shared base (freeways, rail; `base`, one string
 * per process), neighborhood names, markers and pins. Pins are plain links (a community's page, or for a cluster
 * the first member's card), named for screen readers; the rest is decoration hidden from them. No script of its
 * own: app/components/map/map-highlight.tsx links pins and cards where a page wants it.
 */
export function SchematicMap({
  view,
  base,
  title,
  className = "",
  children,
}: {
  view: MapView;
  base: string;
  /** Names the map for assistive technology: "Map of these results". */
  title: string;
  className?: string;
  /** Extra SVG drawn over the map (a marker placed in the browser). */
  children?: ReactNode;
}) {
  const titleId = useId();
  const { frame } = view;
  const radius = pinRadius(frame);
  return (
    <figure className={className}>
      <svg
        viewBox={viewBoxOf(frame)}
        role="group"
        aria-labelledby={titleId}
        className="schematic-map block aspect-square w-full rounded-2xl border border-slate-200"
        style={{ "--map-unit": frame.size / 1000 } as React.CSSProperties}
      >
        <title id={titleId}>{title}</title>
        <g aria-hidden="true" dangerouslySetInnerHTML={{ __html: base }} />
        <g aria-hidden="true">
          {view.labels.map((label) => (
            <text key={label.text} className="map-label" x={label.x} y={label.y}>
              {label.text}
            </text>
          ))}
        </g>
        {view.connector ? (
          <line
            aria-hidden="true"
            className="map-connector"
            x1={view.connector[0].x}
            y1={view.connector[0].y}
            x2={view.connector[1].x}
            y2={view.connector[1].y}
          />
        ) : null}
        {/* The first marker is what the map is about (the community): drawn last, so nothing covers it. */}
        {[...view.markers].reverse().map((marker) => (
          <Marker key={marker.kind} marker={marker} radius={radius} label={markerLabelLayout(marker, frame)} />
        ))}
        {children}
        {view.pins.map((pin) => (
          <Pin key={pin.keys[0]} pin={pin} radius={radius} />
        ))}
      </svg>
      <figcaption className="mt-2 text-xs leading-snug text-slate-600">
        {SCHEMATIC_MAP_NOTE}
        {view.pins.some((pin) => pin.approximate) || view.markers.some((marker) => marker.approximate) ? ` ${APPROXIMATE_MAP_NOTE}` : null}
      </figcaption>
    </figure>
  );
}

function Pin({ pin, radius }: { pin: MapPin; radius: number }) {
  const r = pin.count > 1 ? radius * 1.3 : radius;
  return (
    // A plain link, not a router <Link>: an SVG <a> has no string href for client-side routing to read.
    <a href={pin.href} aria-label={pin.label} className="map-pin" data-map-keys={pin.keys.join(" ")} data-approximate={pin.approximate || undefined}>
      {/* Placed at its ZIP code's or neighborhood's center: a dashed area says "somewhere around here". */}
      {pin.approximate ? <circle className="map-approximate-area" cx={pin.x} cy={pin.y} r={r * APPROXIMATE_AREA_SCALE} /> : null}
      <circle cx={pin.x} cy={pin.y} r={r} />
      {pin.count > 1 ? (
        <text x={pin.x} y={pin.y}>
          {pin.count}
        </text>
      ) : null}
    </a>
  );
}

/** How much wider than the pin the dashed area around an approximate position is drawn. */
const APPROXIMATE_AREA_SCALE = 2.2;

const MARKER_COLOURS: Record<MapMarker["kind"], string> = { home: "#c2410c", station: "#1e3a8a", destination: "#0f766e" };

/** A labelled point that is not a link (the community itself, its station, the renter's destination). */
function Marker({ marker, radius, label }: { marker: MapMarker; radius: number; label: ReturnType<typeof markerLabelLayout> }) {
  const size = marker.kind === "station" ? radius * 0.8 : radius;
  return (
    <g aria-hidden="true" data-marker={marker.kind} data-approximate={marker.approximate || undefined}>
      {marker.approximate ? <circle className="map-approximate-area" cx={marker.x} cy={marker.y} r={radius * APPROXIMATE_AREA_SCALE} /> : null}
      {marker.kind === "station" ? (
        <rect x={marker.x - size} y={marker.y - size} width={size * 2} height={size * 2} fill={MARKER_COLOURS.station} stroke="#fff" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      ) : (
        <circle cx={marker.x} cy={marker.y} r={size} fill={MARKER_COLOURS[marker.kind]} stroke="#fff" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      )}
      <text className="map-marker-label" x={label.x} y={label.y} textAnchor={label.anchor}>
        {marker.label}
      </text>
    </g>
  );
}
