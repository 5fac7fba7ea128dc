import { describe, expect, it } from "vitest";
import { frameAround, pinRadius } from "./frame.ts";
import { boxesOverlapArea, placeLabels } from "./labels.ts";
import { markerBoxes, markerLabelLayout, placeMarkers } from "./markers.ts";
import { pathData, simplifyLine } from "./simplify.ts";

describe("frameAround", () => {
  const options = { minSize: 50, maxSize: 1000, margin: 0.1 };

  it("is a square around the points with a margin", () => {
    const frame = frameAround([{ x: 100, y: 100 }, { x: 300, y: 200 }], options);
    expect(frame).toEqual({ x: 80, y: 30, size: 240 });
  });

  it("is never smaller than the minimum nor larger than the maximum", () => {
    expect(frameAround([{ x: 500, y: 500 }], options).size).toBe(50);
    expect(frameAround([{ x: 0, y: 0 }, { x: 5000, y: 0 }], options).size).toBe(1000);
    expect(frameAround([], options)).toEqual({ x: 0, y: 0, size: 1000 });
  });

  it("sizes pins with the window", () => {
    expect(pinRadius({ x: 0, y: 0, size: 1000 })).toBe(22);
    expect(pinRadius({ x: 0, y: 0, size: 100 })).toBe(2.2);
  });
});

describe("simplifyLine and pathData", () => {
  it("drops points that barely move the line and keeps the corners", () => {
    const line = [{ x: 0, y: 0 }, { x: 5, y: 0.1 }, { x: 10, y: 0 }, { x: 10, y: 10 }];
    expect(simplifyLine(line, 0.5)).toEqual([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }]);
  });

  it("writes a compact path with one decimal and no repeated points", () => {
    expect(pathData([{ x: 1.234, y: 2 }, { x: 1.23, y: 2.04 }, { x: 3, y: 4.56 }])).toBe("M1.2 2L3 4.6");
    expect(pathData([])).toBe("");
  });
});

describe("placeLabels", () => {
  const frame = { x: 0, y: 0, size: 1000 };

  it("keeps names inside the window that do not overlap one placed before", () => {
    const labels = placeLabels(
      [
        { text: "Downtown", x: 500, y: 500 },
        { text: "Midtown", x: 505, y: 505 },
        { text: "Katy", x: 100, y: 500 },
        { text: "Galveston", x: 500, y: 1500 },
        { text: "Cut off at the edge", x: 990, y: 200 },
      ],
      frame,
    );
    expect(labels.map((l) => l.text)).toEqual(["Downtown", "Katy"]);
  });

  it("keeps clear of a marker's name and of the marker itself", () => {
    const markers = placeMarkers(frame, [{ x: 400, y: 500, kind: "station", label: "McGowen station" }]);
    expect(markers[0]!.labelSide).toBe("right");
    const labels = placeLabels(
      [
        { text: "Midtown", x: 500, y: 480 },
        { text: "Museum", x: 400, y: 495 },
        { text: "Katy", x: 100, y: 100 },
      ],
      frame,
      { occupied: markerBoxes(markers, frame) },
    );
    expect(labels.map((l) => l.text)).toEqual(["Katy"]);
  });
});

describe("placeMarkers", () => {
  const frame = { x: 0, y: 0, size: 1000 };
  const boxOf = (marker: ReturnType<typeof placeMarkers>[number]) => markerLabelLayout(marker, frame).box;
  const inside = (box: number[]) => box[0]! >= 0 && box[1]! >= 0 && box[2]! <= 1000 && box[3]! <= 1000;

  it("puts a name toward the middle of the window", () => {
    const [left, right] = placeMarkers(frame, [
      { x: 200, y: 300, kind: "home", label: "Home" },
      { x: 800, y: 700, kind: "station", label: "Station" },
    ]);
    expect(left!.labelSide).toBe("right");
    expect(right!.labelSide).toBe("left");
  });

  it("keeps two markers at nearly the same place from writing over each other or off the window", () => {
    // A community next door to its station, right of the middle, both with long names (the demo EaDo case).
    const markers = placeMarkers(frame, [
      { x: 560, y: 500, kind: "home", label: "Juniper Hall Flats EaDo" },
      { x: 575, y: 505, kind: "station", label: "Central Station" },
    ]);
    const [home, station] = markers.map(boxOf);
    expect(boxesOverlapArea(home!, station!)).toBe(0);
    expect(inside(home!) && inside(station!)).toBe(true);
    // Neither name covers the other's symbol.
    const symbols = markerBoxes(markers, frame).filter((_, i) => i % 2 === 0);
    expect(boxesOverlapArea(home!, symbols[1]!)).toBe(0);
    expect(boxesOverlapArea(station!, symbols[0]!)).toBe(0);
  });

  it("keeps a long name near the edge inside the window", () => {
    const [marker] = placeMarkers(frame, [{ x: 980, y: 40, kind: "destination", label: "George Bush Intercontinental Airport" }]);
    expect(inside(boxOf(marker!))).toBe(true);
  });
});

describe("withDestination", async () => {
  const { withDestination } = await import("./destination.ts");
  const { communityMapView } = await import("./map-view.ts");
  const { MERCATOR_PARAMS } = await import("./projection.ts");
  const { frameContains } = await import("./frame.ts");
  const view = communityMapView({
    community: { title: "Home", latitude: 29.72, longitude: -95.39 },
    station: { name: "Wheeler", lines: ["Red"], latitude: 29.7341, longitude: -95.3826 },
    neighborhoods: [],
  });

  it("widens the window to show the destination with the home and station", () => {
    const next = withDestination(view, MERCATOR_PARAMS, { name: "George Bush Intercontinental Airport", latitude: 29.99, longitude: -95.34 });
    expect(next.frame.size).toBeGreaterThan(view.frame.size);
    for (const marker of next.markers) expect(frameContains(next.frame, marker)).toBe(true);
    expect(next.markers.map((m) => m.kind)).toEqual(["home", "station", "destination"]);
  });
});
