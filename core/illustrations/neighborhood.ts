/**
 * Neighborhood scene: a layered skyline / street panorama. Downtown-like
 * towers, low-rise blocks or bungalows and townhouses depending on the style,
 * optionally fronted by a bayou with reflections and a tree-lined bank.
 */
import { mix, type Palette } from "./palette.ts";
import type { Random as Rng } from "../random.ts";
import { bumpsD, celestial, clouds, oak, palm, sky } from "./shapes.ts";
import { n, path, polyD, rect, rectD, type SvgBuilder } from "./svg.ts";

type Style = "downtown" | "residential" | "mixed";
type Top = "flat" | "spire" | "stepped" | "slant" | "pyramid";
type Glazing = "grid" | "bands" | "strips";

interface Layered {
  y: number;
  svg: string;
}

/** A tower silhouette with a top variation and a cheap window texture. */
function tower(rng: Rng, pal: Palette, x: number, w: number, h: number, base: number, color: string, detailed: boolean): string {
  const top = base - h;
  const kind = rng.pick<Top>(["flat", "flat", "flat", "spire", "stepped", "stepped", "slant", "pyramid"]);
  let d = rectD(x, top, w, h);
  switch (kind) {
    case "spire": {
      const sh = w * rng.float(0.6, 1);
      d += polyD([x + w * 0.25, top, x + w / 2, top - sh, x + w * 0.75, top]);
      d += rectD(x + w / 2 - 1, top - sh - 18, 2, 19);
      break;
    }
    case "stepped": {
      const s1 = rng.float(10, 20);
      const s2 = rng.float(8, 16);
      d += rectD(x + w * 0.12, top - s1, w * 0.76, s1 + 1);
      d += rectD(x + w * 0.28, top - s1 - s2, w * 0.44, s2 + 1);
      break;
    }
    case "slant": {
      const s = w * rng.float(0.35, 0.7);
      d += rng.chance(0.5) ? polyD([x, top + 1, x, top - s, x + w, top + 1]) : polyD([x, top + 1, x + w, top - s, x + w, top + 1]);
      break;
    }
    case "pyramid":
      d += polyD([x, top + 1, x + w / 2, top - w * 0.45, x + w, top + 1]);
      break;
    default:
      d += rectD(x + 3, top - 5, w - 6, 6);
  }
  let out = path(d, color);
  if (!detailed) return out;
  // Window texture: dashed strokes clipped to the body by construction.
  const glazing = rng.pick<Glazing>(["grid", "grid", "bands", "strips"]);
  const light = pal.night ? pal.lit : mix(pal.sky[2], "#FFFFFF", 0.3);
  const opacity = pal.night ? 0.6 : 0.32;
  let wd = "";
  let sw = 2.5;
  let dash = "";
  if (glazing === "bands") {
    // One vertical stroke as wide as the facade, dashed into horizontal bands.
    wd = `M${n(x + w / 2)} ${n(top + 7)}V${n(base - 4)}`;
    sw = w - 8;
    dash = ` stroke-dasharray="3 5"`;
  } else {
    const cols = Math.max(2, Math.floor((w - 8) / 9));
    const step = (w - 8) / cols;
    for (let c = 0; c < cols; c++) wd += `M${n(x + 4 + step * (c + 0.5))} ${n(top + 6)}V${n(base - 4)}`;
    sw = Math.min(4, step * 0.45);
    if (glazing === "grid") dash = ` stroke-dasharray="4 4"`;
  }
  out += `<path d="${wd}" stroke="${light}" stroke-width="${n(sw)}"${dash} opacity="${n(opacity)}"/>`;
  out += rect(x + w * 0.62, top, w * 0.38, h, pal.ink, ' opacity=".14"');
  return out;
}

/** Low-rise block (2-5 floors) with a window grid drawn as dashed strokes. */
function block(rng: Rng, pal: Palette, x: number, w: number, floors: number, base: number, color: string): string {
  const fh = 18;
  const h = floors * fh + 6;
  const top = base - h;
  let out = rect(x, top, w, h, color);
  out += rect(x - 2, top - 4, w + 4, 5, mix(color, pal.ink, 0.35));
  const cols = Math.max(2, Math.floor((w - 8) / 15));
  const step = (w - 8) / cols;
  const ww = step * 0.5;
  const wh = fh * 0.5;
  // The majority colour is a dashed stroke per column; the minority are rects on top.
  const litMajority = pal.litRate > 0.5;
  let columns = "";
  let minority = "";
  for (let c = 0; c < cols; c++) {
    const cx = x + 4 + c * step + step / 2;
    columns += `M${n(cx)} ${n(top + 9)}v${n(floors * fh - 0.1)}`;
    for (let f = 0; f < floors; f++) {
      if (rng.chance(pal.litRate) !== litMajority) minority += rectD(cx - ww / 2, top + 9 + f * fh, ww, wh);
    }
  }
  out += `<path d="${columns}" stroke="${litMajority ? pal.lit : pal.glass}" stroke-width="${n(ww)}" stroke-dasharray="${n(wh)} ${n(fh - wh)}"${litMajority ? "" : ' opacity=".85"'}/>`;
  out += path(minority, litMajority ? pal.glass : pal.lit);
  if (rng.chance(0.5)) out += rect(x + 3, base - fh + 1, w - 6, 5, rng.pick(pal.accents));
  out += rect(x + w * 0.8, top, w * 0.2, h, pal.ink, ' opacity=".12"');
  return out;
}

/** One-storey bungalow with gable roof, door and windows. */
function bungalow(rng: Rng, pal: Palette, x: number, w: number, base: number, color: string): string {
  const h = rng.float(38, 50);
  const rh = w * rng.float(0.26, 0.36);
  const top = base - h;
  let out = "";
  if (rng.chance(0.4)) out += rect(x + w * 0.68, top - rh * 0.9, 9, rh * 0.7, mix(pal.roof, pal.ink, 0.2));
  out += rect(x, top, w, h, color);
  out += path(polyD([x - 7, top + 2, x + w / 2, top - rh, x + w + 7, top + 2]), pal.roof);
  out += rect(x - 7, top, w + 14, 3, pal.trim, ' opacity=".7"');
  const doorLeft = rng.chance(0.5);
  const dw = 13;
  const dh = h * 0.62;
  const dx = doorLeft ? x + w * 0.2 : x + w * 0.8 - dw;
  out += rect(dx, base - dh, dw, dh, rng.pick(pal.accents));
  const ww = w * 0.24;
  const wh = h * 0.38;
  const wx = doorLeft ? x + w * 0.52 : x + w * 0.24;
  const wy = top + h * 0.22;
  out += rect(wx - 2, wy - 2, ww + 4, wh + 4, pal.trim);
  out += rect(wx, wy, ww, wh, rng.chance(pal.litRate * 1.5) ? pal.lit : pal.glass);
  out += rect(wx + ww / 2 - 1, wy, 2, wh, pal.trim);
  out += path(polyD([x + w / 2 - 7, top - rh * 0.62, x + w / 2 + 7, top - rh * 0.62, x + w / 2, top - rh * 0.35]), pal.trim, ' opacity=".6"');
  return out;
}

/** Narrow three-storey townhouse unit with a garage, Houston style. */
function townhouse(rng: Rng, pal: Palette, x: number, w: number, h: number, base: number, color: string): string {
  const top = base - h;
  let out = rect(x, top, w, h, color);
  out += rect(x - 2, top - 5, w + 4, 5, mix(color, pal.ink, 0.4));
  const gh = h * 0.28;
  out += rect(x + w * 0.14, base - gh, w * 0.72, gh, mix(pal.trim, pal.ink, 0.12));
  let lines = "";
  for (let i = 1; i < 4; i++) lines += rectD(x + w * 0.14, base - gh + (gh * i) / 4, w * 0.72, 1.2);
  out += path(lines, pal.ink, ' opacity=".25"');
  let glass = "";
  let lit = "";
  const rowH = (h - gh - 8) / 2;
  for (let r = 0; r < 2; r++) {
    const d = rectD(x + w * 0.18, top + 8 + r * rowH + rowH * 0.18, w * 0.64, rowH * 0.58);
    if (rng.chance(pal.litRate * 1.5)) lit += d;
    else glass += d;
  }
  out += path(glass, pal.glass) + path(lit, pal.lit);
  out += rect(x + w * 0.14, top + 8 + rowH * 0.76 + rowH, w * 0.72, 3, pal.trim, ' opacity=".8"');
  return out;
}

function farSkyline(rng: Rng, x0: number, x1: number, base: number, minH: number, maxH: number, center: number, spread: number): string {
  let d = "";
  let x = x0;
  while (x < x1) {
    const w = rng.float(26, 60);
    const t = (x + w / 2 - center) / spread;
    const env = Math.max(0.25, 1 - 0.75 * t * t);
    const h = rng.float(minH, maxH) * env;
    d += rectD(x, base - h, w, h);
    if (rng.chance(0.25)) d += polyD([x + w * 0.3, base - h, x + w / 2, base - h - w * 0.6, x + w * 0.7, base - h]);
    x += w + rng.float(-6, 10);
  }
  return d;
}

export function drawNeighborhood(b: SvgBuilder, rng: Rng, pal: Palette): void {
  const style = rng.pick<Style>(["downtown", "downtown", "residential", "mixed"]);
  const water = style !== "residential" && rng.chance(style === "downtown" ? 0.65 : 0.5);
  const base = water ? 372 : 404;
  sky(b, pal, base);

  const sunX = rng.float(90, 710);
  const sunY = pal.lowSun ? rng.float(130, 190) : rng.float(70, 130);
  const sunR = pal.lowSun ? rng.float(40, 54) : rng.float(28, 38);
  celestial(b, rng, pal, sunX, sunY, sunR);
  b.add(
    clouds(rng, pal, pal.night ? rng.int(0, 1) : rng.int(2, 3), 60, 170, (x, y, w) =>
      Math.abs(x - sunX) < sunR * 1.6 + w / 2 && Math.abs(y - 20 - sunY) < sunR * 1.6 + 30,
    ),
  );

  // Distant haze layer, then the nearer city group (mirrored in the water).
  const far: string[] = [];
  const city: string[] = [];
  const center = 400 + rng.float(-120, 120);
  const haze = mix(pal.sky[2], pal.ink, pal.night ? 0.45 : 0.2);
  const midTones = [0.5, 0.6, 0.7].map((t) => mix(pal.sky[1], pal.ink, pal.night ? t * 0.6 + 0.2 : t));

  if (style === "residential") {
    far.push(path(farSkyline(rng, center - 160, center + 160, base - 20, 40, 130, center, 200), haze, ' opacity=".7"'));
    city.push(path(bumpsD(rng, -30, 830, base + 2, 16, 34, 1.1), mix(pal.sky[2], pal.foliageDark, pal.night ? 0.6 : 0.5)));
  } else {
    far.push(path(farSkyline(rng, -20, 820, base, 40, style === "downtown" ? 190 : 120, center, 420), haze, ' opacity=".85"'));
  }

  if (style === "downtown") {
    const spread = rng.float(210, 300);
    let x = center - spread;
    while (x < center + spread) {
      const w = rng.float(34, 66);
      const t = (x + w / 2 - center) / spread;
      const env = 1 - 0.55 * t * t;
      const h = Math.min(base - 70, (130 + rng.float(0, 190)) * env);
      city.push(tower(rng, pal, x, w, h, base, rng.pick(midTones), true));
      x += w + rng.float(-6, 12);
    }
  }

  if (style === "mixed") {
    const spread = rng.float(120, 180);
    let x = center - spread;
    while (x < center + spread) {
      const w = rng.float(30, 54);
      const t = (x + w / 2 - center) / spread;
      const h = (110 + rng.float(0, 120)) * (1 - 0.5 * t * t);
      city.push(tower(rng, pal, x, w, h, base, rng.pick(midTones), true));
      x += w + rng.float(-4, 10);
    }
    if (water) {
      const colors = rng.shuffle(pal.buildings);
      let bx = rng.float(-40, -10);
      let i = 0;
      while (bx < 820) {
        const w = rng.float(80, 150);
        const floors = rng.int(2, 5);
        city.push(block(rng, pal, bx, w, floors, base, mix(colors[i % colors.length] ?? pal.trim, pal.sky[2], 0.15)));
        bx += w + (rng.chance(0.35) ? rng.float(20, 50) : rng.float(2, 8));
        i++;
      }
      city.push(path(bumpsD(rng, -20, 820, base + 1, 7, 13), pal.foliageDark));
    }
  }

  for (const part of far) b.add(part);
  if (water) {
    b.add(`<g id="${b.id("city")}">${city.join("")}</g>`);
    const waterFill = b.verticalGradient("water", base, 500, [
      [0, pal.water],
      [1, pal.waterDeep],
    ]);
    b.add(rect(0, base, 800, 500 - base, waterFill));
    b.def(`<clipPath id="${b.id("wclip")}">${rect(0, base, 800, 500 - base, "#000")}</clipPath>`);
    b.add(
      `<g clip-path="${b.url("wclip")}" opacity=".28"><use href="#${b.id("city")}" transform="matrix(1 0 0 -1 0 ${n(2 * base)})"/></g>`,
    );
    // Ripples and the sun's glitter path.
    let ripples = "";
    for (let i = 0; i < 16; i++) {
      const y = rng.float(base + 6, 445);
      ripples += `M${n(rng.float(0, 760))} ${n(y)}h${n(rng.float(20, 70))}`;
    }
    let glitter = "";
    for (let i = 0; i < 6; i++) {
      const y = base + 8 + i * 10;
      const len = 46 - i * 5;
      glitter += `M${n(sunX - len / 2 + rng.float(-6, 6))} ${n(y)}h${n(len)}`;
    }
    b.add(`<path d="${ripples}" stroke="${mix(pal.water, "#FFFFFF", 0.4)}" stroke-width="2" stroke-linecap="round" opacity=".45"/>`);
    b.add(`<path d="${glitter}" stroke="${pal.sun}" stroke-width="3" stroke-linecap="round" opacity=".5"/>`);

    // Tree-lined bank in the foreground with a trail.
    const y0 = rng.float(440, 458);
    const y1 = rng.float(440, 458);
    const bank = `M0 500V${n(y0)}C${n(260)} ${n(y0 - rng.float(8, 22))} ${n(540)} ${n(y1 + rng.float(-4, 14))} 800 ${n(y1)}V500z`;
    b.add(path(bank, pal.ground));
    const trailY0 = y0 + 22;
    const trailY1 = y1 + 22;
    b.add(
      `<path d="M-10 ${n(trailY0)}C260 ${n(trailY0 - 12)} 540 ${n(trailY1 + 6)} 810 ${n(trailY1)}" stroke="${pal.pavement}" stroke-width="6" fill="none" opacity=".9"/>`,
    );
    const trees: Layered[] = [];
    const slots = rng.shuffle([45, 125, 205, 595, 675, 755]).slice(0, rng.int(3, 5));
    for (const slot of slots) {
      const tx = slot + rng.float(-18, 18);
      const ty = rng.float(462, 490);
      const svg = rng.chance(0.4)
        ? palm(rng, tx, ty, rng.float(120, 170), rng.float(-14, 14), pal.foliage, pal.foliageDark, pal.trunk)
        : oak(tx, ty, rng.float(90, 140), pal.foliage, pal.foliageDark, pal.trunk);
      trees.push({ y: ty, svg });
    }
    trees.sort((a, c) => a.y - c.y);
    for (const t of trees) b.add(t.svg);
    return;
  }

  for (const part of city) b.add(part);

  // Street front: lawn, houses or shops with trees, sidewalk and road.
  const front = 432;
  b.add(rect(0, base, 800, 500 - base, pal.ground));
  const items: Layered[] = [];
  const colors = rng.shuffle(pal.buildings);
  // The front row is drawn at a larger scale (around the kerb line) where it is the subject.
  const scale = style === "residential" ? 1.4 : style === "mixed" ? 1.2 : 1;
  let x = rng.float(-40, -10);
  let i = 0;
  while (x < 820 / scale) {
    const color = colors[i % colors.length] ?? pal.trim;
    const kind =
      style === "residential" ? (rng.chance(0.3) ? "town" : "bungalow") : style === "mixed" ? "block" : rng.chance(0.5) ? "tree" : "bungalow";
    let w = 0;
    if (kind === "block") {
      w = rng.float(90, 150);
      items.push({ y: front - 6, svg: block(rng, pal, x, w, rng.int(2, 4), front - 6, color) });
    } else if (kind === "town") {
      const units = rng.int(2, 3);
      const uw = rng.float(44, 52);
      const h = rng.float(96, 118);
      let svg = "";
      for (let u = 0; u < units; u++) svg += townhouse(rng, pal, x + u * uw, uw, h, front - 6, mix(color, u % 2 ? pal.trim : color, 0.25));
      w = units * uw;
      items.push({ y: front - 6, svg });
    } else if (kind === "bungalow") {
      w = rng.float(78, 104);
      items.push({ y: front - 6, svg: bungalow(rng, pal, x, w, front - 6, color) });
    }
    const gap = rng.float(22, 54);
    const tx = x + w + gap / 2;
    if (kind === "tree" || rng.chance(0.6)) {
      const ty = front - rng.float(0, 8);
      const svg = rng.chance(style === "residential" ? 0.25 : 0.45)
        ? palm(rng, tx, ty, rng.float(110, 160), rng.float(-12, 12), pal.foliage, pal.foliageDark, pal.trunk)
        : oak(tx, ty, rng.float(80, 120), pal.foliage, pal.foliageDark, pal.trunk);
      items.push({ y: ty, svg });
    }
    x += w + gap;
    i++;
  }
  items.sort((a, c) => a.y - c.y);
  const row = items.map((item) => item.svg).join("");
  b.add(scale === 1 ? row : `<g transform="matrix(${n(scale)} 0 0 ${n(scale)} 0 ${n(front * (1 - scale))})">${row}</g>`);
  b.add(rect(0, front, 800, 10, pal.pavement));
  b.add(rect(0, front + 10, 800, 4, mix(pal.pavement, pal.ink, 0.25)));
  b.add(rect(0, front + 14, 800, 500 - front - 14, mix(pal.ink, pal.pavement, 0.42)));
  b.add(`<path d="M-10 ${front + 41}H810" stroke="${pal.pavement}" stroke-width="3" stroke-dasharray="26 22" opacity=".7"/>`);
}
