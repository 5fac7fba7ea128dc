/**
 * Shared scenery pieces: sky, sun/moon, stars, clouds, trees, hedges, lamps.
 * Each function returns SVG markup (or path data) and never touches globals.
 */
import { mix, type Palette } from "./palette.ts";
import type { Random as Rng } from "../random.ts";
import { circle, circleD, n, path, rect, type SvgBuilder } from "./svg.ts";

/** Full-canvas sky with the palette gradient ending at the horizon. */
export function sky(b: SvgBuilder, pal: Palette, horizon: number): void {
  const fill = b.verticalGradient("sky", 0, horizon, [
    [0, pal.sky[0]],
    [0.55, pal.sky[1]],
    [1, pal.sky[2]],
  ]);
  b.add(rect(0, 0, 800, 500, fill));
}

/** Sun with soft halo, or (night palettes) a moon with craters plus stars. */
export function celestial(b: SvgBuilder, rng: Rng, pal: Palette, x: number, y: number, r: number): void {
  if (pal.night) {
    b.add(stars(rng, pal, 300));
    b.add(circle(x, y, r * 2.1, pal.sun, ' opacity=".06"'));
    b.add(circle(x, y, r * 1.45, pal.sun, ' opacity=".1"'));
    b.add(circle(x, y, r * 0.8, pal.sun));
    const crater = mix(pal.sun, pal.sky[1], 0.25);
    b.add(
      path(
        circleD(x - r * 0.25, y - r * 0.15, r * 0.16) +
          circleD(x + r * 0.22, y + r * 0.25, r * 0.11) +
          circleD(x + r * 0.05, y - r * 0.42, r * 0.08),
        crater,
        ' opacity=".7"',
      ),
    );
    return;
  }
  b.add(circle(x, y, r * 2.3, pal.sun, ' opacity=".12"'));
  b.add(circle(x, y, r * 1.55, pal.sun, ' opacity=".2"'));
  b.add(circle(x, y, r, pal.sun));
}

/** Small stars as round-capped zero-length strokes (very compact). */
export function stars(rng: Rng, pal: Palette, maxY: number): string {
  let small = "";
  let big = "";
  const count = rng.int(28, 42);
  for (let i = 0; i < count; i++) {
    const seg = `M${n(rng.float(8, 792))} ${n(rng.float(8, maxY) * rng.float(0.35, 1))}h0`;
    if (rng.chance(0.25)) big += seg;
    else small += seg;
  }
  const color = mix(pal.sun, "#FFFFFF", 0.5);
  return (
    `<path d="${small}" stroke="${color}" stroke-width="1.8" stroke-linecap="round" opacity=".55"/>` +
    (big ? `<path d="${big}" stroke="${color}" stroke-width="3" stroke-linecap="round" opacity=".8"/>` : "")
  );
}

/** Flat cloud resting on baseline `bottom`, centred at cx. */
export function cloudD(cx: number, bottom: number, w: number): string {
  const h = 20;
  const r = h / 2;
  const left = cx - w / 2;
  const base = `M${n(left + r)} ${n(bottom - h)}h${n(w - h)}a${n(r)} ${n(r)} 0 0 1 0 ${n(h)}h${n(h - w)}a${n(r)} ${n(r)} 0 0 1 0 ${n(-h)}z`;
  const r1 = w * 0.17;
  const r2 = w * 0.23;
  const r3 = w * 0.14;
  return base + circleD(cx - w * 0.2, bottom - r1, r1) + circleD(cx + w * 0.04, bottom - r2 - 3, r2) + circleD(cx + w * 0.27, bottom - r3, r3);
}

/** A handful of clouds (bottom y in [minY, maxY]) that avoid each other and `avoid` regions. */
export function clouds(
  rng: Rng,
  pal: Palette,
  count: number,
  minY: number,
  maxY: number,
  avoid: (x: number, y: number, w: number) => boolean,
): string {
  const placed: [number, number][] = [];
  let out = "";
  for (let attempt = 0; attempt < 30 && placed.length < count; attempt++) {
    const x = rng.float(90, 710);
    const y = rng.float(minY, maxY);
    const w = rng.float(90, 160);
    if (avoid(x, y, w)) continue;
    if (placed.some(([px, py]) => Math.abs(px - x) < 200 && Math.abs(py - y) < 70)) continue;
    placed.push([x, y]);
    out += path(cloudD(x, y, w), pal.cloud, ` opacity="${n(rng.float(0.75, 0.95))}"`);
  }
  return out;
}

/** A run of rounded bumps on a baseline (tree lines, hedges). */
export function bumpsD(rng: Rng, x0: number, x1: number, base: number, minR: number, maxR: number, squash = 1): string {
  let d = `M${n(x0)} ${n(base)}`;
  let x = x0;
  while (x < x1) {
    const r = Math.round(Math.min(rng.float(minR, maxR), Math.max((x1 - x) / 2, 1)));
    const nx = x + 2 * r;
    d += `a${r} ${n(r * squash)} 0 0 1 ${2 * r} 0`;
    x = nx;
  }
  return `${d}z`;
}

/** Palm tree standing at (x, base), trunk height h, top leaning by `lean` px. */
export function palm(rng: Rng, x: number, base: number, h: number, lean: number, leaf: string, leafDark: string, trunk: string): string {
  const tx = x + lean;
  const ty = base - h;
  const cx = x + lean * 0.15;
  const cy = base - h * 0.55;
  let out = path(
    `M${n(x - 4.5)} ${n(base)}Q${n(cx - 3.5)} ${n(cy)} ${n(tx - 2)} ${n(ty)}L${n(tx + 2)} ${n(ty)}Q${n(cx + 3.5)} ${n(cy)} ${n(x + 4.5)} ${n(base)}z`,
    trunk,
  );
  const len = Math.max(34, Math.min(62, h * 0.36));
  const angles = [-172, -145, -118, -62, -35, -8, -90];
  let back = "";
  let front = "";
  angles.forEach((deg, i) => {
    const a = ((deg + rng.float(-8, 8)) * Math.PI) / 180;
    const l = len * rng.float(0.85, 1.1);
    const side = Math.abs(Math.cos(a));
    const ex = tx + Math.cos(a) * l;
    const ey = ty + Math.sin(a) * l * 0.55 + side * l * 0.45;
    const mx = (tx + ex) / 2;
    const my = (ty + ey) / 2 - l * 0.22;
    const dx = ex - tx;
    const dy = ey - ty;
    const dl = Math.hypot(dx, dy) || 1;
    const wdt = l * 0.15;
    const px = (-dy / dl) * wdt;
    const py = (dx / dl) * wdt;
    // Relative, integer-rounded coordinates keep each frond short.
    const ox = Math.round(ex - tx);
    const oy = Math.round(ey - ty);
    const d = `M${n(tx)} ${n(ty)}q${Math.round(mx + px - tx)} ${Math.round(my + py - ty)} ${ox} ${oy}q${Math.round(mx - px - ex)} ${Math.round(my - py - ey)} ${-ox} ${-oy}z`;
    if (i % 2 === 0) back += d;
    else front += d;
  });
  out += path(back, leafDark) + path(front, leaf);
  out += circle(tx, ty + 2, 4, mix(trunk, leafDark, 0.4));
  return out;
}

/** Rounded oak / live-oak style tree: trunk and layered canopy blobs. */
export function oak(x: number, base: number, h: number, leaf: string, leafDark: string, trunk: string): string {
  const r = h * 0.3;
  const cy = base - h * 0.66;
  let out = path(`M${n(x - 4)} ${n(base)}L${n(x - 2.5)} ${n(cy)}h5L${n(x + 4)} ${n(base)}z`, trunk);
  const c = (dx: number, dy: number, k: number): string => circleD(Math.round(x + r * dx), Math.round(cy + r * dy), Math.round(r * k));
  out += path(c(0.2, 0.25, 0.95) + c(-0.55, 0.3, 0.72) + c(0.75, 0.35, 0.62), leafDark);
  out += path(c(-0.35, 0.05, 0.7) + c(0.1, -0.3, 0.78) + c(0.55, 0.05, 0.55), leaf);
  return out;
}

/** Street lamp; glows at night. */
export function lamp(x: number, base: number, h: number, pal: Palette): string {
  const head = mix(pal.lit, "#FFFFFF", 0.2);
  let out = "";
  if (pal.night) out += circle(x, base - h, 20, pal.lit, ' opacity=".18"');
  out += rect(x - 1.5, base - h, 3, h, pal.ink);
  out += rect(x - 4, base - 4, 8, 4, pal.ink);
  out += path(`M${n(x - 7)} ${n(base - h + 1)}h14l-3 -8h-8z`, pal.ink);
  out += circle(x, base - h + 4, 4, pal.night ? pal.lit : head);
  return out;
}
