import { describe, expect, it } from "vitest";
import { METRORAIL_STATIONS } from "../commute/metro-rail-stations.ts";
import { houstonBaseMap, railLinePoints } from "./base-map.ts";
import { HOUSTON_FREEWAYS, HOUSTON_MAP_BOUNDS } from "./houston-lines.ts";
import { mercatorPoint } from "./mercator.ts";
import { d3ProjectLngLat, MAP_SIZE, MAP_UNITS_PER_MILE, MERCATOR_PARAMS, projectLatLng, projectLngLat } from "./projection.ts";

const inside = (p: { x: number; y: number }) => p.x >= 0 && p.x <= MAP_SIZE && p.y >= 0 && p.y <= MAP_SIZE;

describe("Houston's projection", () => {
  it("keeps the bounds' corners, every freeway point and every station inside the viewBox", () => {
    const [[west, south], [east, north]] = HOUSTON_MAP_BOUNDS;
    for (const corner of [[west, south], [east, north], [west, north], [east, south]] as const) expect(inside(projectLngLat(corner))).toBe(true);
    for (const freeway of HOUSTON_FREEWAYS) for (const point of freeway.points) expect(inside(projectLngLat(point)), `${freeway.id} ${point.join(",")}`).toBe(true);
    for (const station of METRORAIL_STATIONS) expect(inside(projectLatLng(station)), station.name).toBe(true);
  });

  it("puts north up and east right", () => {
    const downtown = projectLngLat([-95.37, 29.76]);
    expect(projectLngLat([-95.37, 29.9]).y).toBeLessThan(downtown.y);
    expect(projectLngLat([-95.2, 29.76]).x).toBeGreaterThan(downtown.x);
  });

  it("is the same arithmetic the browser uses (mercatorPoint) as d3-geo's, to the SVG's precision", () => {
    for (const point of [[-95.37, 29.76], [-95.87, 29.53], [-95.05, 30.2], [-95.4012, 29.7041]] as const) {
      const d3 = d3ProjectLngLat(point)!;
      const ours = mercatorPoint(MERCATOR_PARAMS, point[0], point[1]);
      expect(Math.abs(ours.x - d3.x)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(ours.y - d3.y)).toBeLessThanOrEqual(0.05);
    }
  });

  it("rounds projected points to one decimal", () => {
    const p = projectLngLat([-95.3711, 29.7612]);
    expect(p.x * 10).toBe(Math.round(p.x * 10));
    expect(p.y * 10).toBe(Math.round(p.y * 10));
  });

  it("draws a mile as a sensible number of map units (the city is about 45 miles across)", () => {
    expect(MAP_SIZE / MAP_UNITS_PER_MILE).toBeGreaterThan(40);
    expect(MAP_SIZE / MAP_UNITS_PER_MILE).toBeLessThan(60);
  });
});

describe("the base map", () => {
  it("is built once and reused", () => {
    expect(houstonBaseMap()).toBe(houstonBaseMap());
  });

  it("has every freeway, the three rail lines and a dot per station, with one-decimal coordinates", () => {
    const svg = houstonBaseMap();
    expect(svg.match(/class="map-freeway"/g)).toHaveLength(HOUSTON_FREEWAYS.length);
    for (const line of ["red", "green", "purple"]) expect(svg).toContain(`map-rail-${line}`);
    expect(svg.match(/class="map-station"/g)).toHaveLength(METRORAIL_STATIONS.length);
    expect(svg).not.toMatch(/\d\.\d\d/);
    expect(svg.length).toBeLessThan(12_000);
  });

  it("runs each rail line through its stations in order", () => {
    expect(railLinePoints("Red")).toHaveLength(25);
    expect(railLinePoints("Red")[0]!.y).toBeLessThan(railLinePoints("Red").at(-1)!.y);
  });
});
