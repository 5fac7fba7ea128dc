/**
 * What a page's map shows, computed on the server from our coordinates: the window, the pins (clustered where
 * they would overlap), the neighborhood names and any markers. Plain data, drawn by app/components/map/.
 */
import { APPROXIMATE_LOCATION, isApproximate, type Placed } from "../geo/approximate-location.ts";
import type { LatLng } from "../geo/distance.ts";
import type { RailStation } from "../commute/types.ts";
import { clusterPins } from "./cluster-pins.ts";
import { frameAround, pinRadius, type MapFrame } from "./frame.ts";
import { placeLabels, type MapLabel } from "./labels.ts";
import { markerBoxes, placeMarkers, type MapMarker, type MapMarkerKind } from "./markers.ts";
import type { MapPoint } from "./mercator.ts";
import { MAP_SIZE, MAP_UNITS_PER_MILE, projectLatLng } from "./projection.ts";

export interface MapPin extends MapPoint {
  href: string;
  /** The link's accessible name. */
  label: string;
  /** The communities it stands for (ids as strings), to link it with their cards. */
  keys: string[];
  /** 1 for a community's own pin. */
  count: number;
  /** Some community it stands for is placed at its ZIP code's or neighborhood's center: drawn with a dashed area. */
  approximate: boolean;
}

export type { MapMarker, MapMarkerKind };

export interface MapView {
  frame: MapFrame;
  pins: MapPin[];
  labels: MapLabel[];
  markers: MapMarker[];
  /** A dashed line between two points (a home and its station). */
  connector: [MapPoint, MapPoint] | null;
}

export interface MapCommunity extends Placed {
  id: number;
  slug: string;
  title: string;
  priceRange: string | null;
}

export type MapNeighborhood = LatLng & { name: string };

/** A window never narrower than this: a single community still shows its surroundings. */
const MIN_FRAME_MILES = 3;
const FRAME_MARGIN = 0.12;

function frameFor(points: readonly MapPoint[]): MapFrame {
  return frameAround(points, { minSize: MIN_FRAME_MILES * MAP_UNITS_PER_MILE, maxSize: MAP_SIZE, margin: FRAME_MARGIN });
}

/** Neighborhood names that fit, clear of the markers and their names. */
function neighborhoodLabels(neighborhoods: readonly MapNeighborhood[], frame: MapFrame, markers: readonly MapMarker[] = []): MapLabel[] {
  return placeLabels(
    neighborhoods.map((n) => ({ ...projectLatLng(n), text: n.name })),
    frame,
    { occupied: markerBoxes(markers, frame) },
  );
}


export function communityPinLabel(community: Pick<MapCommunity, "title" | "priceRange" | "locationApproximate">): string {
  const where = community.locationApproximate ? ` (${APPROXIMATE_LOCATION})` : "";
  return `${community.title}${where}, ${community.priceRange ? `${community.priceRange} a month` : "call for pricing"}`;
}

function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * Communities as pins (a page of search results, a neighborhood's list). Each pin links to its community's page;
 * a cluster links to `clusterHref(first member)`, the first member's card on the same page.
 */
export function communitiesMapView(options: {
  communities: readonly MapCommunity[];
  /** Most important first: the ones that fit keep their names. */
  neighborhoods: readonly MapNeighborhood[];
  clusterHref: (first: MapCommunity) => string;
}): MapView {
  const placed = options.communities.map((community) => ({ ...projectLatLng(community), key: String(community.id), community }));
  const frame = frameFor(placed);
  const groups = clusterPins(placed, 2 * pinRadius(frame));
  const pins = groups.map((group): MapPin => {
    const members = group.members.map((m) => m.community);
    const first = members[0]!;
    if (members.length === 1) {
      return { x: group.x, y: group.y, href: `/apartments/${first.slug}`, label: communityPinLabel(first), keys: [String(first.id)], count: 1, approximate: isApproximate(first) };
    }
    return {
      x: group.x,
      y: group.y,
      href: options.clusterHref(first),
      label: `${members.length} communities close together: ${joinNames(members.map((m) => `${m.title}${isApproximate(m) ? ` (${APPROXIMATE_LOCATION})` : ""}`))}`,
      keys: members.map((m) => String(m.id)),
      count: members.length,
      approximate: members.some(isApproximate),
    };
  });
  return { frame, pins, labels: neighborhoodLabels(options.neighborhoods, frame), markers: [], connector: null };
}

/** One community and its nearest METRORail station, joined by a dashed line. */
export function communityMapView(options: {
  community: Placed & { title: string };
  station: RailStation;
  neighborhoods: readonly MapNeighborhood[];
}): MapView {
  const home = projectLatLng(options.community);
  const station = projectLatLng(options.station);
  const frame = frameFor([home, station]);
  // The station's lines and distance are in the sentence above the map; on it, the name is enough.
  const approximate = isApproximate(options.community);
  const markers = placeMarkers(frame, [
    { ...home, kind: "home", label: approximate ? `${options.community.title} (approximate)` : options.community.title },
    { ...station, kind: "station", label: options.station.name },
  ]).map((marker) => (marker.kind === "home" && approximate ? { ...marker, approximate } : marker));
  return { frame, pins: [], labels: neighborhoodLabels(options.neighborhoods, frame, markers), markers, connector: [home, station] };
}
