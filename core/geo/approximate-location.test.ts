import { describe, expect, it } from "vitest";
import { approximately, approximateLocationNote, isApproximate } from "./approximate-location.ts";

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
});
