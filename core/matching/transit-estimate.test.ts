import { describe, expect, it } from "vitest";
import { METRORAIL_STATIONS } from "../commute/metro-rail-stations.ts";
import { TEST_NEIGHBORHOODS } from "../commute/test-neighborhoods.ts";
import { transitEstimate } from "./transit-estimate.ts";

const station = (name: string) => METRORAIL_STATIONS.find((s) => s.name === name)!;
const place = (slug: string) => TEST_NEIGHBORHOODS.find((n) => n.slug === slug)!;
/** A point `miles` north of a station (one degree of latitude is about 69 miles). */
const northOf = (name: string, miles: number) => ({ latitude: station(name).latitude + miles / 69.05, longitude: station(name).longitude });

describe("transitEstimate", () => {
  it("is highest at a station served by several lines", () => {
    expect(transitEstimate(station("Central Station"))).toEqual({ score: 100, nearest: { name: "Central Station", miles: 0 } });
  });

  it("falls with the walk to the nearest station and is 0 far from rail", () => {
    const scores = [0.1, 0.5, 1, 1.5, 3].map((miles) => transitEstimate(northOf("Wheeler", miles))!.score);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]!);
    expect(scores[0]).toBeGreaterThan(80);
    expect(transitEstimate(place("katy"))!.score).toBe(0);
    expect(transitEstimate(place("clear-lake"))!.score).toBe(0);
  });

  it("differs between places, so it is computed and not a constant", () => {
    const scores = new Set(TEST_NEIGHBORHOODS.map((n) => transitEstimate(n)!.score));
    expect(scores.size).toBeGreaterThan(3);
    expect(transitEstimate(place("downtown"))!.score).toBeGreaterThan(transitEstimate(place("uptown"))!.score);
  });

  it("names the nearest station with its walking distance", () => {
    const estimate = transitEstimate(place("medical-center"))!;
    expect(METRORAIL_STATIONS.map((s) => s.name)).toContain(estimate.nearest.name);
    expect(estimate.nearest.miles).toBeGreaterThanOrEqual(0);
  });

  it("is nothing without a position", () => {
    expect(transitEstimate(null)).toBeNull();
    expect(transitEstimate({ latitude: Number.NaN, longitude: -95.4 })).toBeNull();
  });
});
