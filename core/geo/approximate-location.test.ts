import { describe, expect, it } from "vitest";
import { approximately, approximateLocationNote, isApproximate, placeWithoutCoordinates, ZIP_CENTRE_MAX_MILES } from "./approximate-location.ts";
import { haversineMiles } from "./distance.ts";

const montrose = { name: "Montrose", latitude: 29.7453, longitude: -95.391 };

describe("approximate locations", () => {
  it("marks a figure measured from an approximate position, and leaves an exact one alone", () => {
    expect(approximately("3.2 mi", true)).toBe("about 3.2 mi (approximate location)");
    expect(approximately("3.2 mi", false)).toBe("3.2 mi");
    expect(isApproximate({ latitude: 1, longitude: 2, locationApproximate: true })).toBe(true);
    expect(isApproximate({ latitude: 1, longitude: 2 })).toBe(false);
  });

  it("says where the community was placed: its neighborhood's center when it sits there, else its ZIP code's", () => {
    expect(approximateLocationNote({ ...montrose, postalCode: "77006", locationApproximate: true }, montrose)).toBe(
      "Location approximate: placed at the center of Montrose, as its address could not be placed more exactly.",
    );
    expect(approximateLocationNote({ latitude: 29.739, longitude: -95.398, postalCode: "77006", locationApproximate: true }, montrose)).toBe(
      "Location approximate: placed at its ZIP code's center (77006), as its address could not be placed more exactly.",
    );
    expect(approximateLocationNote({ latitude: 29.739, longitude: -95.398, postalCode: "77006", locationApproximate: false }, montrose)).toBeNull();
  });

  describe("placing a community a file gives no coordinates", () => {
    const centres: Record<string, { latitude: number; longitude: number }> = {
      "77006": { latitude: 29.740861, longitude: -95.391303 },
      // A real code far from Houston (New Orleans's Metairie): a mistyped 77006 must not move a community there.
      "70006": { latitude: 30.014032, longitude: -90.191345 },
    };
    const lookup = (zip: string) => centres[zip] ?? null;

    it("uses the ZIP code's centre when the dataset knows it and it lies near the neighborhood", () => {
      expect(placeWithoutCoordinates("77006", montrose, lookup)).toEqual({ ...centres["77006"], at: "zip" });
      expect(placeWithoutCoordinates(" 77006-4321 ", montrose, lookup)).toEqual({ ...centres["77006"], at: "zip" });
    });

    it("falls back to the neighborhood's centre for a code it does not know, a far one, a malformed one, or no dataset", () => {
      const atHood = { latitude: montrose.latitude, longitude: montrose.longitude, at: "neighborhood" };
      expect(placeWithoutCoordinates("77099", montrose, lookup)).toEqual(atHood);
      expect(placeWithoutCoordinates("70006", montrose, lookup)).toEqual(atHood);
      expect(placeWithoutCoordinates("7706", montrose, lookup)).toEqual(atHood);
      expect(placeWithoutCoordinates("", montrose, lookup)).toEqual(atHood);
      expect(placeWithoutCoordinates("77006", montrose, undefined)).toEqual(atHood);
    });

    it("draws the line at the stated distance, on both sides", () => {
      const degreesPerMile = 1 / 69.09;
      const near = { latitude: montrose.latitude + (ZIP_CENTRE_MAX_MILES - 0.05) * degreesPerMile, longitude: montrose.longitude };
      const far = { latitude: montrose.latitude + (ZIP_CENTRE_MAX_MILES + 0.05) * degreesPerMile, longitude: montrose.longitude };
      expect(haversineMiles(near, montrose)).toBeLessThan(ZIP_CENTRE_MAX_MILES);
      expect(haversineMiles(far, montrose)).toBeGreaterThan(ZIP_CENTRE_MAX_MILES);
      expect(placeWithoutCoordinates("77001", montrose, () => near).at).toBe("zip");
      expect(placeWithoutCoordinates("77001", montrose, () => far).at).toBe("neighborhood");
    });
  });
});
