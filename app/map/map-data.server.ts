/**
 * The maps of the public pages, computed on the server: the shared base map (one string per process) and
 * each page's view from core/map. Pages get plain data; d3-geo never reaches the browser.
 */
import { nearestRailStation, railLinesLabel } from "../../core/commute/walk-to-rail.ts";
import type { Placed } from "../../core/geo/approximate-location.ts";
import { houstonBaseMap } from "../../core/map/base-map.ts";
import { communitiesMapView, communityMapView, type MapCommunity, type MapView } from "../../core/map/map-view.ts";
import type { MercatorParams } from "../../core/map/mercator.ts";
import { MERCATOR_PARAMS } from "../../core/map/projection.ts";
import type { RailStation } from "../../core/commute/types.ts";
import type { NeighborhoodSummary } from "../../db/queries/catalog.ts";
import { communityCardAnchor } from "../components/map/community-anchor.ts";

export interface PageMap {
  view: MapView;
  base: string;
}

/** Names to print: the neighborhoods of the pinned communities first, then featured ones, then the rest. */
function labelOrder(neighborhoods: readonly NeighborhoodSummary[], firstIds: ReadonlySet<number>): NeighborhoodSummary[] {
  const rank = (n: NeighborhoodSummary) => (firstIds.has(n.id) ? 0 : n.featured ? 1 : 2);
  return [...neighborhoods].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** Pins for the communities a page lists (a page of results, a neighborhood's cards), in the list's order. */
export function communitiesMap(communities: ReadonlyArray<MapCommunity & { neighborhoodId: number }>, neighborhoods: readonly NeighborhoodSummary[]): PageMap {
  return {
    base: houstonBaseMap(),
    view: communitiesMapView({
      communities,
      neighborhoods: labelOrder(neighborhoods, new Set(communities.map((c) => c.neighborhoodId))),
      clusterHref: (first) => `#${communityCardAnchor(first.slug)}`,
    }),
  };
}

export interface CommunityMap extends PageMap {
  station: RailStation;
  /** "Red Line", "Green and Purple Lines". */
  stationLines: string;
  /** Straight-line miles to the station. */
  stationMiles: number;
  /** For the browser to place the renter's commute destination (core/map/mercator.ts). */
  projection: MercatorParams;
}

/** One community with its nearest METRORail station. */
export function communityMap(community: Placed & { title: string; neighborhoodId: number }, neighborhoods: readonly NeighborhoodSummary[]): CommunityMap | null {
  const nearest = nearestRailStation(community);
  if (!nearest) return null;
  return {
    base: houstonBaseMap(),
    view: communityMapView({
      community,
      station: nearest.station,
      neighborhoods: labelOrder(neighborhoods, new Set([community.neighborhoodId])),
    }),
    station: nearest.station,
    stationLines: railLinesLabel(nearest.station),
    stationMiles: Math.round(nearest.miles * 10) / 10,
    projection: MERCATOR_PARAMS,
  };
}
