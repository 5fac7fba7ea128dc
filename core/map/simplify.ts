/**
 * Polylines for the SVG: simplified (Douglas-Peucker: drop points that move the line by less than the
 * tolerance) and written as a compact path with one decimal per coordinate.
 */
import { roundMapUnit, type MapPoint } from "./mercator.ts";

function distanceToSegment(p: MapPoint, a: MapPoint, b: MapPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

export function simplifyLine(points: readonly MapPoint[], tolerance: number): MapPoint[] {
  if (points.length <= 2) return [...points];
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const distance = distanceToSegment(points[i]!, points[first]!, points[last]!);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** "M1.5 2L3 4 5 6": rounded to one decimal, repeated points dropped. */
export function pathData(points: readonly MapPoint[]): string {
  const parts: string[] = [];
  let previous = "";
  for (const point of points) {
    const pair = `${roundMapUnit(point.x)} ${roundMapUnit(point.y)}`;
    if (pair === previous) continue;
    parts.push(pair);
    previous = pair;
  }
  if (parts.length === 0) return "";
  return `M${parts[0]}${parts.length > 1 ? `L${parts.slice(1).join(" ")}` : ""}`;
}
