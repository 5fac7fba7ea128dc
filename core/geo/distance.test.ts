import { describe, expect, it } from "vitest";
import { haversineMiles, nearestPlaces } from "./distance.ts";

const downtown = { latitude: 29.7604, longitude: -95.3698 };
const dallas = { latitude: 32.7767, longitude: -96.797 };

describe("haversineMiles", () => {
  it("is zero from a point to itself", () => {
    expect(haversineMiles(downtown, downtown)).toBe(0);
  });

  it("matches the known Houston to Dallas distance (about 225 miles)", () => {
    expect(haversineMiles(downtown, dallas)).toBeGreaterThan(220);
    expect(haversineMiles(downtown, dallas)).toBeLessThan(230);
  });

  it("is symmetric", () => {
    expect(haversineMiles(downtown, dallas)).toBeCloseTo(haversineMiles(dallas, downtown), 9);
  });

  it("gives one degree of latitude as about 69 miles", () => {
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(69.09, 1);
  });

  it("gives half the Earth's circumference for antipodal points", () => {
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 3958.8, 3);
  });
});

describe("nearestPlaces", () => {
  const origin = { id: 1, ...downtown };
  const places = [
    origin,
    { id: 2, latitude: 29.7499, longitude: -95.3584 }, // EaDo, ~1 mile
    { id: 3, latitude: 29.7904, longitude: -95.4034 }, // Heights-ish, ~3 miles
    { id: 4, ...dallas },
    { id: 5, latitude: 29.7462, longitude: -95.3903 }, // Montrose-ish, ~1.5 miles
  ];

  it("returns the closest places nearest first, leaving the origin out", () => {
    const result = nearestPlaces(origin, places, 3);
    expect(result.map((p) => p.id)).toEqual([2, 5, 3]);
    expect(result[0]!.distanceMiles).toBeLessThan(result[1]!.distanceMiles);
  });

  it("returns fewer when there are fewer places, and none for a count of 0", () => {
    expect(nearestPlaces(origin, places, 10)).toHaveLength(4);
    expect(nearestPlaces(origin, places, 0)).toEqual([]);
  });

  it("keeps input order for places at the same distance", () => {
    const twins = [
      { id: 7, latitude: 29.77, longitude: -95.3698 },
      { id: 6, latitude: 29.77, longitude: -95.3698 },
    ];
    expect(nearestPlaces(origin, twins, 2).map((p) => p.id)).toEqual([7, 6]);
  });
});
