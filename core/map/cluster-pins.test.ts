import { describe, expect, it } from "vitest";
import { clusterPins, type PlacedPin } from "./cluster-pins.ts";

const pin = (key: string, x: number, y: number): PlacedPin => ({ key, x, y });

describe("clusterPins", () => {
  it("merges pins closer than the distance and keeps every member", () => {
    const groups = clusterPins([pin("a", 0, 0), pin("b", 5, 0), pin("c", 100, 100)], 20);
    expect(groups).toHaveLength(2);
    expect(groups[0]!.members.map((m) => m.key)).toEqual(["a", "b"]);
    expect(groups[0]).toMatchObject({ x: 2.5, y: 0 });
    expect(groups[1]!.members.map((m) => m.key)).toEqual(["c"]);
  });

  it("leaves pins at least the distance apart alone", () => {
    expect(clusterPins([pin("a", 0, 0), pin("b", 20, 0)], 20)).toHaveLength(2);
  });

  it("merges chains that end up overlapping and never loses a pin", () => {
    const pins = Array.from({ length: 40 }, (_, i) => pin(`p${i}`, (i * 37) % 100, (i * 53) % 90));
    const groups = clusterPins(pins, 15);
    const keys = groups.flatMap((g) => g.members.map((m) => m.key)).sort();
    expect(keys).toEqual(pins.map((p) => p.key).sort());
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        expect(Math.hypot(groups[i]!.x - groups[j]!.x, groups[i]!.y - groups[j]!.y)).toBeGreaterThanOrEqual(14.9);
      }
    }
  });

  it("gives the same groups whatever the input order, listed in the input's order", () => {
    const pins = [pin("a", 0, 0), pin("b", 6, 0), pin("c", 50, 0), pin("d", 53, 2), pin("e", 200, 0)];
    const membership = (groups: ReturnType<typeof clusterPins>) => groups.map((g) => g.members.map((m) => m.key).sort().join("")).sort();
    const forward = clusterPins(pins, 10);
    const reversed = clusterPins([...pins].reverse(), 10);
    expect(membership(reversed)).toEqual(membership(forward));
    expect(reversed.map((g) => g.members[0]!.key)).toEqual(["e", "d", "b"]);
    expect(clusterPins(pins, 10)).toEqual(forward);
  });

  it("handles no pins", () => {
    expect(clusterPins([], 10)).toEqual([]);
  });
});
