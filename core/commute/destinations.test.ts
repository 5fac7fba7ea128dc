import { describe, expect, it } from "vitest";
import { haversineMiles } from "../geo/distance.ts";
import { HOUSTON_DESTINATIONS } from "./destinations.ts";
import { METRORAIL_STATIONS } from "./metro-rail-stations.ts";
import { normalizePlaceText } from "./resolve-destination.ts";

// Greater Houston: Katy to the Bay (Kemah, the Barbours Cut terminal), The Woodlands to Pearland.
const inGreaterHouston = (p: { latitude: number; longitude: number }) =>
  p.latitude > 29.4 && p.latitude < 30.2 && p.longitude > -95.9 && p.longitude < -95.0;

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
      // Landmarks renters asked about: stadiums and arenas, places of worship, more campuses, parks and attractions
      "nrg-stadium", "daikin-park", "toyota-center", "shell-energy-stadium", "tdecu-stadium", "george-r-brown-convention-center",
      "lakewood-church", "second-baptist-woodway", "co-cathedral-sacred-heart", "isgh-main-center", "congregation-beth-yeshurun", "baps-mandir",
      "houston-christian-university", "lone-star-college-cyfair", "memorial-park", "zoo", "buffalo-bayou-park", "discovery-green",
      "space-center-houston", "houston-arboretum", "kemah-boardwalk",
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it("puts each landmark where its neighbors say it is", () => {
    const place = (id: string) => HOUSTON_DESTINATIONS.find((d) => d.id === id)!;
    const station = (name: string) => METRORAIL_STATIONS.find((s) => s.name === name)!;
    const near: [string, { latitude: number; longitude: number }, number][] = [
      ["nrg-stadium", station("Stadium Park/Astrodome"), 0.3],
      ["shell-energy-stadium", station("EaDo/Stadium"), 0.3],
      ["george-r-brown-convention-center", station("Convention District"), 0.3],
      ["daikin-park", station("Convention District"), 0.3],
      ["tdecu-stadium", station("TSU/UH Athletics District"), 0.3],
      ["houston-museum-of-natural-science", station("Museum District"), 0.3],
      ["museum-of-fine-arts-houston", station("Museum District"), 0.3],
      ["co-cathedral-sacred-heart", station("Downtown Transit Center"), 0.3],
      ["zoo", station("Memorial Hermann Hospital/Houston Zoo"), 0.5],
      ["discovery-green", place("george-r-brown-convention-center"), 0.3],
      ["toyota-center", place("downtown"), 1],
      ["downtown-aquarium", place("downtown"), 1],
      ["lakewood-church", place("greenway-plaza"), 0.5],
      ["houston-arboretum", place("memorial-park"), 1],
      ["tdecu-stadium", place("university-of-houston"), 1],
      ["space-center-houston", place("nasa-johnson-space-center"), 1],
      ["university-of-houston-clear-lake", place("nasa-johnson-space-center"), 3],
      ["kemah-boardwalk", place("nasa-johnson-space-center"), 5],
    ];
    for (const [id, neighbor, miles] of near) expect(haversineMiles(place(id), neighbor), id).toBeLessThan(miles);
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
