/**
 * Blog cover: an abstract editorial composition on a soft gradient, with
 * overlapping geometric shapes (circles, rings, rounded cards, arches, waves)
 * and a subtle dot or grid texture.
 */
import { colorDistance, mix, type Palette } from "./palette.ts";
import type { Random as Rng } from "../random.ts";
import { circle, circleD, n, path, rect, type SvgBuilder } from "./svg.ts";

type Layout = "orbit" | "cards" | "horizon" | "arches";

/** Filled wave band from y (with amplitude amp) down to the bottom edge. */
function waveD(y: number, amp: number, length: number, phase: number): string {
  const half = length / 2;
  let x = -20 - phase;
  let d = `M${n(x)} ${n(y)}Q${n(x + half / 2)} ${n(y - amp)} ${n(x + half)} ${n(y)}`;
  x += half;
  while (x < 820) {
    x += half;
    d += `T${n(x)} ${n(y)}`;
  }
  return `${d}V520H${n(-20 - phase)}z`;
}

function roundedRect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra}/>`;
}

/** Arch: rectangle with a semicircular top, standing on `base`. */
function archD(x: number, w: number, h: number, base: number): string {
  const r = w / 2;
  return `M${n(x)} ${n(base)}V${n(base - h + r)}a${n(r)} ${n(r)} 0 0 1 ${n(w)} 0V${n(base)}z`;
}

function sprinkles(rng: Rng, colors: readonly string[], count: number, avoid: (x: number, y: number) => boolean): string {
  let out = "";
  let placed = 0;
  for (let i = 0; i < 40 && placed < count; i++) {
    const x = rng.float(50, 750);
    const y = rng.float(40, 300);
    if (avoid(x, y)) continue;
    const c = rng.pick(colors);
    if (rng.chance(0.5)) {
      out += `<path d="M${n(x - 6)} ${n(y)}h12M${n(x)} ${n(y - 6)}v12" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`;
    } else {
      out += circle(x, y, rng.float(4, 7), c);
    }
    placed++;
  }
  return out;
}

export function drawBlog(b: SvgBuilder, rng: Rng, pal: Palette): void {
  const light = !pal.night;
  const bgA = light ? mix(pal.sky[2], "#FFFFFF", 0.45) : pal.sky[1];
  const bgB = light ? mix(pal.sky[1], pal.sky[2], 0.45) : pal.sky[0];
  const diagonal = rng.chance(0.5);
  b.def(
    `<linearGradient id="${b.id("bg")}" x1="0" y1="0" x2="${diagonal ? 800 : 0}" y2="500" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient>`,
  );
  b.add(rect(0, 0, 800, 500, b.url("bg")));

  // Texture: dots or a fine grid, on the whole canvas or a panel.
  const ink = light ? pal.ink : mix(pal.sky[2], "#FFFFFF", 0.5);
  const dots = rng.chance(0.6);
  const cell = dots ? 22 : 32;
  const tex = dots
    ? `<circle cx="3" cy="3" r="1.6" fill="${ink}"/>`
    : `<path d="M${cell} 0H0V${cell}" fill="none" stroke="${ink}" stroke-width="1"/>`;
  b.def(`<pattern id="${b.id("tex")}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse">${tex}</pattern>`);
  const texOpacity = dots ? 0.16 : 0.09;
  if (rng.chance(0.5)) {
    b.add(rect(0, 0, 800, 500, b.url("tex"), ` opacity="${n(texOpacity)}"`));
  } else {
    const px = rng.chance(0.5) ? rng.float(40, 110) : rng.float(390, 460);
    b.add(roundedRect(px, rng.float(40, 80), rng.float(280, 340), rng.float(260, 330), 28, b.url("tex"), ` opacity="${n(texOpacity * 1.6)}"`));
  }

  // Accents that clash least with the big warm shape come first.
  const warm = pal.warm;
  const shuffled = rng.shuffle(pal.accents);
  const colors = [...shuffled.filter((c) => colorDistance(c, warm) > 160), ...shuffled.filter((c) => colorDistance(c, warm) <= 160)];
  const c0 = colors[0] ?? pal.sun;
  const c1 = colors[1] ?? pal.sun;
  const c2 = colors[2] ?? pal.sun;
  const c3 = colors[3] ?? pal.sun;
  const shadow = ` opacity=".1"`;
  const layout = rng.pick<Layout>(["orbit", "cards", "horizon", "arches"]);
  const flip = rng.chance(0.5);
  const fx = (x: number): number => (flip ? 800 - x : x);

  switch (layout) {
    case "orbit": {
      const cx = fx(rng.float(470, 540));
      const cy = rng.float(210, 250);
      const r = rng.float(125, 155);
      b.add(circle(cx + 12, cy + 14, r, pal.ink, shadow));
      b.add(circle(cx, cy, r, warm));
      b.add(`<circle cx="${n(cx - (flip ? -1 : 1) * r * 0.55)}" cy="${n(cy + r * 0.3)}" r="${n(r * 0.78)}" fill="none" stroke="${c0}" stroke-width="${n(rng.float(14, 22))}"/>`);
      const sr = r * rng.float(0.24, 0.32);
      b.add(circle(cx + (flip ? -1 : 1) * r * 0.72, cy - r * 0.62, sr, c1));
      b.add(roundedRect(fx(rng.float(110, 170)) - 60, rng.float(110, 150), 120, 24, 12, c2));
      b.add(roundedRect(fx(rng.float(110, 170)) - 40, rng.float(175, 200), 80, 24, 12, c3, ' opacity=".85"'));
      b.add(path(waveD(rng.float(400, 420), 16, rng.float(180, 260), rng.float(0, 100)), c2, ' opacity=".9"'));
      b.add(path(waveD(rng.float(440, 455), 12, rng.float(160, 220), rng.float(0, 100)), mix(c2, pal.ink, 0.25)));
      const ringX = cx - (flip ? -1 : 1) * r * 0.55;
      b.add(
        sprinkles(
          rng,
          [c0, c1, c3],
          4,
          (x, y) =>
            Math.hypot(x - cx, y - cy) < r + 40 ||
            Math.hypot(x - ringX, y - cy - r * 0.3) < r * 0.78 + 40 ||
            (Math.abs(x - fx(140)) < 130 && y > 80 && y < 250),
        ),
      );
      break;
    }
    case "cards": {
      const cx = fx(rng.float(430, 480));
      const cy = 250;
      const sx = fx(rng.float(600, 660));
      const sy = rng.float(120, 150);
      const sr = rng.float(80, 110);
      b.add(circle(sx, sy, sr, warm));
      const cards = [
        { w: 300, h: 200, rot: rng.float(-14, -6), dx: -40, dy: 10, c: c0 },
        { w: 280, h: 190, rot: rng.float(4, 12), dx: 30, dy: -10, c: c1 },
        { w: 240, h: 160, rot: rng.float(-4, 3), dx: -5, dy: 20, c: light ? "#FFFFFF" : mix(pal.sky[2], "#FFFFFF", 0.6) },
      ];
      for (const card of cards) {
        const x = cx + card.dx - card.w / 2;
        const y = cy + card.dy - card.h / 2;
        const t = ` transform="rotate(${n(card.rot)} ${n(cx + card.dx)} ${n(cy + card.dy)})"`;
        b.add(roundedRect(x + 10, y + 14, card.w, card.h, 22, pal.ink, `${shadow}${t}`));
        b.add(roundedRect(x, y, card.w, card.h, 22, card.c, t));
      }
      // "Text" lines and an image block on the top card.
      const top = cards[2];
      if (top) {
        const x = cx + top.dx - top.w / 2;
        const y = cy + top.dy - top.h / 2;
        const t = ` transform="rotate(${n(top.rot)} ${n(cx + top.dx)} ${n(cy + top.dy)})"`;
        let lines = "";
        lines += `M${n(x + 28)} ${n(y + 104)}h${n(top.w * 0.62)}`;
        lines += `M${n(x + 28)} ${n(y + 124)}h${n(top.w * 0.42)}`;
        b.add(roundedRect(x + 24, y + 24, top.w - 48, 58, 12, c2, t));
        b.add(circle(x + top.w - 70, y + 48, 14, pal.sun, t));
        b.add(`<path d="${lines}" stroke="${pal.ink}" stroke-width="9" stroke-linecap="round" opacity=".35"${t}/>`);
      }
      b.add(path(waveD(rng.float(430, 450), 14, rng.float(200, 260), rng.float(0, 100)), c3, ' opacity=".85"'));
      b.add(sprinkles(rng, [c0, c1, c2], 5, (x, y) => (Math.abs(x - cx) < 210 && Math.abs(y - cy) < 170) || Math.hypot(x - sx, y - sy) < sr + 25));
      break;
    }
    case "horizon": {
      const hy = rng.float(290, 320);
      const cx = fx(rng.float(440, 520));
      const r = rng.float(135, 165);
      b.def(`<clipPath id="${b.id("sun")}"><path d="${circleD(cx, hy, r)}"/></clipPath>`);
      let bands = `M${n(cx - r)} ${n(hy - r)}h${n(2 * r)}v${n(r * 0.48)}h${n(-2 * r)}z`;
      let y = hy - r * 0.52;
      let gap = 4;
      while (y < hy) {
        const hgt = Math.max(6, 22 - gap * 1.5);
        bands += `M${n(cx - r)} ${n(y + gap)}h${n(2 * r)}v${n(hgt)}h${n(-2 * r)}z`;
        y += gap + hgt;
        gap += 3;
      }
      b.add(`<g clip-path="${b.url("sun")}">${path(bands, warm)}</g>`);
      const px = fx(rng.float(150, 230));
      const py = rng.float(100, 140);
      const pw = rng.float(110, 150);
      b.add(roundedRect(px - pw / 2, py, pw, 22, 11, light ? "#FFFFFF" : c1, ' opacity=".7"'));
      b.add(roundedRect(px - pw / 2 + (flip ? -30 : 30), py + 32, pw * 0.7, 22, 11, light ? "#FFFFFF" : c1, ' opacity=".5"'));
      b.add(path(waveD(hy, 10, rng.float(200, 280), rng.float(0, 100)), c0));
      b.add(path(waveD(hy + rng.float(45, 60), 12, rng.float(170, 240), rng.float(0, 100)), mix(c0, pal.ink, 0.2)));
      b.add(path(waveD(hy + rng.float(105, 125), 12, rng.float(150, 220), rng.float(0, 100)), mix(c0, pal.ink, 0.4)));
      let birds = "";
      const bx = fx(rng.float(250, 330));
      const by = rng.float(150, 190);
      for (let i = 0; i < 3; i++) {
        const x = bx + i * rng.float(22, 30);
        const yy = by + rng.float(-14, 14);
        birds += `M${n(x - 9)} ${n(yy)}q4.5 -6 9 0q4.5 -6 9 0`;
      }
      b.add(`<path d="${birds}" fill="none" stroke="${pal.ink}" stroke-width="2.5" stroke-linecap="round" opacity=".55"/>`);
      break;
    }
    case "arches": {
      const base = rng.float(400, 420);
      const count = rng.int(3, 5);
      const total = rng.float(420, 520);
      const w = total / count;
      const x0 = fx(400) - total / 2 + rng.float(-40, 40);
      b.add(circle(fx(rng.float(560, 640)), rng.float(110, 150), rng.float(60, 80), warm));
      const palette = [c0, c1, c2, c3, mix(c0, pal.ink, 0.2)];
      const heights = Array.from({ length: count }, () => rng.float(170, 300));
      heights.forEach((h, i) => {
        const x = x0 + i * w;
        b.add(path(archD(x + 8, w - 8, h, base + 10), pal.ink, shadow));
        b.add(path(archD(x, w - 8, h, base), palette[i % palette.length] ?? c0));
        if (rng.chance(0.5)) {
          const iw = (w - 8) * 0.5;
          b.add(path(archD(x + ((w - 8) - iw) / 2, iw, h * 0.45, base), light ? "#FFFFFF" : pal.sky[2], ' opacity=".35"'));
        }
      });
      b.add(rect(0, base, 800, 500 - base, mix(bgB, pal.ink, light ? 0.2 : 0.35)));
      b.add(rect(0, base, 800, 5, pal.ink, ' opacity=".15"'));
      b.add(sprinkles(rng, [c0, c1, c2], 4, (x, y) => (x > x0 - 30 && x < x0 + total + 30 && y > base - 320) || y > base - 10));
      break;
    }
  }
}
