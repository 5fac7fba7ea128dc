/**
 * The map's projection as plain arithmetic: the spherical Mercator that d3-geo's geoMercator computes,
 * given the scale and translation fitted on the server (core/map/projection.ts). The browser uses this to
 * place a point the server did not draw (the renter's commute destination) without shipping d3-geo.
 */
export interface MercatorParams {
  scale: number;
  translateX: number;
  translateY: number;
}

export interface MapPoint {
  x: number;
  y: number;
}

const RADIANS = Math.PI / 180;

/** One decimal of a map unit: the SVG's precision (a map unit is about 0.05 mi on the whole-city map). */
export function roundMapUnit(value: number): number {
  return Math.round(value * 10) / 10;
}

export function mercatorPoint(params: MercatorParams, longitude: number, latitude: number): MapPoint {
  const x = params.translateX + params.scale * longitude * RADIANS;
  const y = params.translateY - params.scale * Math.log(Math.tan(Math.PI / 4 + (latitude * RADIANS) / 2));
  return { x: roundMapUnit(x), y: roundMapUnit(y) };
}
