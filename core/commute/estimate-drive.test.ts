import { describe, expect, it } from "vitest";
import { HOUSTON_DESTINATIONS } from "./destinations.ts";
import { AVERAGE_DRIVE_SPEED_MPH, ROAD_FACTOR, driveMinutesForStraightMiles, estimateCommute, estimateDrive } from "./estimate-drive.ts";

const place = (id: string) => HOUSTON_DESTINATIONS.find((d) => d.id === id)!;

describe("estimateDrive", () => {
  it("puts Downtown to the Texas Medical Center at 10-20 minutes", () => {
    const drive = estimateDrive(place("downtown"), place("texas-medical-center"));
    expect(drive.minutes).toBeGreaterThanOrEqual(10);
    expect(drive.minutes).toBeLessThanOrEqual(20);
    expect(drive.roadMiles).toBeCloseTo(drive.straightLineMiles * ROAD_FACTOR, 9);
  });

  it("puts Downtown to IAH well over half an hour and to NASA over an hour", () => {
    expect(estimateDrive(place("downtown"), place("iah")).minutes).toBeGreaterThan(35);
    expect(estimateDrive(place("downtown"), place("nasa-johnson-space-center")).minutes).toBeGreaterThan(60);
  });

  it("is road miles at the average speed, rounded, and never under a minute", () => {
    expect(driveMinutesForStraightMiles(10)).toBe(Math.round(((10 * ROAD_FACTOR) / AVERAGE_DRIVE_SPEED_MPH) * 60));
    expect(driveMinutesForStraightMiles(0)).toBe(1);
    const downtown = place("downtown");
    expect(estimateDrive(downtown, downtown).minutes).toBe(1);
  });

  it("takes longer the further away", () => {
    const home = place("downtown");
    const near = estimateDrive(home, place("texas-medical-center")).minutes;
    const far = estimateDrive(home, place("energy-corridor")).minutes;
    expect(far).toBeGreaterThan(near);
  });
});

describe("estimateCommute", () => {
  it("gives road miles to a tenth and the walk to rail from a home beside the Red Line", () => {
    const museumDistrictHome = { latitude: 29.7252, longitude: -95.3893 };
    const commute = estimateCommute(museumDistrictHome, place("texas-medical-center"));
    expect(commute.destination).toEqual({ id: "texas-medical-center", name: "Texas Medical Center" });
    expect(commute.miles * 10).toBe(Math.round(commute.miles * 10));
    expect(commute.railWalk?.station.name).toBe("Museum District");
  });

  it("has no rail walk from the suburbs", () => {
    const katy = { latitude: 29.7858, longitude: -95.8245 };
    expect(estimateCommute(katy, place("downtown")).railWalk).toBeNull();
  });
});
