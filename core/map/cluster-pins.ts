/**
 * Pins that would overlap are drawn as one cluster showing how many it holds. Greedy and deterministic:
 * the closest pair of groups nearer than `distance` merges first (its centre is the members' mean),
 * until no two groups are that close. The result does not depend on the input order (groups are formed
 * from pins sorted by key); groups come out in the order of their first member in the input, so a map's
 * tab order follows the list it illustrates.
 */
import { roundMapUnit, type MapPoint } from "./mercator.ts";

export interface PlacedPin extends MapPoint {
  /** Unique and stable: the community's id. */
  key: string;
}

export interface PinGroup<P extends PlacedPin> extends MapPoint {
  /** In input order. */
  members: P[];
}

interface Working<P> {
  members: Array<{ pin: P; index: number }>;
  x: number;
  y: number;
}

export function clusterPins<P extends PlacedPin>(pins: readonly P[], distance: number): PinGroup<P>[] {
  const groups: Working<P>[] = pins
    .map((pin, index) => ({ pin, index }))
    .sort((a, b) => (a.pin.key < b.pin.key ? -1 : a.pin.key > b.pin.key ? 1 : 0))
    .map((entry) => ({ members: [entry], x: entry.pin.x, y: entry.pin.y }));

  for (;;) {
    let pair: [number, number] | null = null;
    let closest = distance;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const gap = Math.hypot(groups[i]!.x - groups[j]!.x, groups[i]!.y - groups[j]!.y);
        if (gap < closest) {
          closest = gap;
          pair = [i, j];
        }
      }
    }
    if (!pair) break;
    const [keep, drop] = pair;
    const members = [...groups[keep]!.members, ...groups[drop]!.members];
    groups[keep] = {
      members,
      x: members.reduce((sum, m) => sum + m.pin.x, 0) / members.length,
      y: members.reduce((sum, m) => sum + m.pin.y, 0) / members.length,
    };
    groups.splice(drop, 1);
  }

  return groups
    .map((group) => ({ ...group, members: [...group.members].sort((a, b) => a.index - b.index) }))
    .sort((a, b) => a.members[0]!.index - b.members[0]!.index)
    .map((group) => ({ x: roundMapUnit(group.x), y: roundMapUnit(group.y), members: group.members.map((m) => m.pin) }));
}
