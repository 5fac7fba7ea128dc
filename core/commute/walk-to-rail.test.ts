import { describe, expect, it } from "vitest";
import { haversineMiles } from "../geo/distance.ts";
import { METRORAIL_STATIONS } from "./metro-rail-stations.ts";
import { MAX_WALK_MILES, WALK_DETOUR_FACTOR, describeRailWalk, nearestRailWalk, railLinesLabel } from "./walk-to-rail.ts";

const station = (name: string) => METRORAIL_STATIONS.find((s) => s.name === name)!;

describe("nearestRailWalk", () => {
  it("walks to the nearest station at 3 mph", () => {
    const tmc = station("TMC Transit Center");
    // About 0.3 mi due north of the TMC Transit Center platform, still nearer to it than to Dryden/TMC.
    const home = { latitude: tmc.latitude - 0.004, longitude: tmc.longitude - 0.001 };
    const walk = nearestRailWalk(home)!;
    expect(walk.station.name).toBe("TMC Transit Center");
    const miles = haversineMiles(home, tmc) * WALK_DETOUR_FACTOR;
    expect(walk.minutes).toBe(Math.round((miles / 3) * 60));
    expect(describeRailWalk(walk)).toBe(`${walk.minutes} min walk to the TMC Transit Center METRORail station (Red Line)`);
  });

  it("offers no walk beyond the limit", () => {
    const fannin = station("Fannin South");
    // About 1 mi south of the last Red Line stop.
    const home = { latitude: fannin.latitude - 0.0145, longitude: fannin.longitude };
    expect(haversineMiles(home, fannin) * WALK_DETOUR_FACTOR).toBeGreaterThan(MAX_WALK_MILES);
    expect(nearestRailWalk(home)).toBeNull();
  });

  it("names every line of a shared station", () => {
    expect(railLinesLabel(station("Central Station"))).toBe("Red, Green and Purple Lines");
    expect(railLinesLabel(station("EaDo/Stadium"))).toBe("Green and Purple Lines");
  });
});
