import { describe, expect, it } from "vitest";
import { HOUSTON_DESTINATIONS } from "./destinations.ts";
import { METRORAIL_STATIONS } from "./metro-rail-stations.ts";
import { normalizePlaceText } from "./resolve-destination.ts";

// Greater Houston, generously: Katy to Baytown, The Woodlands to Pearland.
const inGreaterHouston = (p: { latitude: number; longitude: number }) =>
  p.latitude > 29.4 && p.latitude < 30.3 && p.longitude > -96 && p.longitude < -94.9;

describe("the gazetteer", () => {
  it("has unique ids and coordinates inside greater Houston", () => {
    expect(new Set(HOUSTON_DESTINATIONS.map((d) => d.id)).size).toBe(HOUSTON_DESTINATIONS.length);
    for (const destination of HOUSTON_DESTINATIONS) expect(inGreaterHouston(destination), destination.id).toBe(true);
  });

  it("writes aliases already normalized, so they read as they match", () => {
    for (const destination of HOUSTON_DESTINATIONS) {
      for (const alias of destination.aliases) expect(normalizePlaceText(alias)).toBe(alias);
    }
  });

  it("covers the places the brief names", () => {
    const ids = new Set(HOUSTON_DESTINATIONS.map((d) => d.id));
    for (const id of [
      "downtown", "texas-medical-center", "houston-methodist", "md-anderson", "memorial-hermann-tmc", "texas-childrens", "ben-taub",
      "galleria-uptown", "greenway-plaza", "energy-corridor", "westchase", "nasa-johnson-space-center", "port-houston-turning-basin",
      "iah", "hou", "rice-university", "university-of-houston", "texas-southern", "hcc-central", "uh-downtown", "university-of-st-thomas",
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});

describe("METRORail stations", () => {
  it("lists the 39 stations of the Red, Green and Purple lines inside Houston", () => {
    expect(METRORAIL_STATIONS).toHaveLength(39);
    expect(new Set(METRORAIL_STATIONS.map((s) => s.name)).size).toBe(39);
    expect(METRORAIL_STATIONS.filter((s) => s.lines.includes("Red"))).toHaveLength(25);
    expect(METRORAIL_STATIONS.filter((s) => s.lines.includes("Green"))).toHaveLength(9);
    expect(METRORAIL_STATIONS.filter((s) => s.lines.includes("Purple"))).toHaveLength(10);
    for (const station of METRORAIL_STATIONS) expect(inGreaterHouston(station), station.name).toBe(true);
  });
});
