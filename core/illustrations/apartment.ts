/**
 * Apartment scene: sky, sun or moon, one to three stylised apartment buildings
 * with window grids, balconies, roof variations and a front door with awning,
 * plus lawn, hedges, trees and an optional street.
 */
import { mix, type Palette } from "./palette.ts";
import type { Random as Rng } from "../random.ts";
import { bumpsD, celestial, clouds, lamp, oak, palm, sky } from "./shapes.ts";
import { circleD, n, path, polyD, rect, rectD, type SvgBuilder } from "./svg.ts";

const GROUND = 410;
const CURB = 456;

type Roof = "flat" | "hip" | "cornice" | "mechanical" | "penthouse";

interface Building {
  x: number;
  w: number;
  floors: number;
  floorH: number;
  groundH: number;
  color: string;
  roof: Roof;
  balconies: "none" | "all" | "alternate";
  banded: boolean;
  main: boolean;
  /** Which side the shaded side wall is drawn on. */
  shadeRight: boolean;
}

function buildingHeight(bd: Building): number {
  return bd.groundH + (bd.floors - 1) * bd.floorH;
}

function makeBuilding(rng: Rng, floors: number, color: string, main: boolean, shadeRight: boolean): Building {
  const floorH = Math.max(24, Math.min(40, 300 / (floors + 0.5)));
  const groundH = Math.max(44, Math.min(56, floorH * 1.4));
  const scale = main ? 1 : 0.72;
  const w = (floors <= 4 ? rng.float(300, 400) : floors <= 8 ? rng.float(230, 300) : rng.float(190, 240)) * scale;
  const roof: Roof =
    floors <= 5 ? rng.pick<Roof>(["hip", "hip", "flat", "cornice"]) : rng.pick<Roof>(["flat", "mechanical", "penthouse", "cornice"]);
  return {
    x: 0,
    w,
    floors,
    floorH,
    groundH,
    color,
    roof,
    balconies: rng.pick(["none", "all", "alternate"] as const),
    banded: rng.chance(0.5),
    main,
    shadeRight,
  };
}

/** Draws a building; returns the x-range of its door (main building) for layout. */
function drawBuilding(b: SvgBuilder, rng: Rng, pal: Palette, bd: Building, index: number): void {
  const { x, w, floorH, groundH, color } = bd;
  const h = buildingHeight(bd);
  const top = GROUND - h;
  const dark = mix(color, pal.ink, 0.22);
  const side = Math.max(14, Math.min(26, w * 0.08));
  const faceX = bd.shadeRight ? x : x + side;
  const faceW = w - side;
  const sideX = bd.shadeRight ? x + faceW : x;

  // Body, shaded side wall and darker plinth.
  b.add(rect(faceX, top, faceW, h, color));
  b.add(rect(sideX, top, side, h, dark));
  b.add(rect(faceX, GROUND - groundH, faceW, groundH, mix(color, pal.ink, 0.1)));
  let trimD = rectD(faceX, GROUND - groundH - 2, faceW, 3);
  if (bd.banded) {
    for (let f = 1; f < bd.floors - 1; f++) trimD += rectD(faceX, GROUND - groundH - f * floorH - 1, faceW, 2);
  }
  b.add(path(trimD, pal.trim, ' opacity=".55"'));

  // Window grid: upper floors come from a pattern tile (one or two cells wide),
  // lit windows are drawn on top individually. Keeps the SVG small.
  const pad = 14;
  const cols = Math.max(2, Math.round((faceW - 2 * pad) / (bd.main ? 40 : 36)));
  const cellW = (faceW - 2 * pad) / cols;
  const winW = Math.min(cellW * 0.56, 24);
  const winH = floorH * 0.54;
  const gridX = faceX + pad;
  const gridTop = GROUND - groundH - (bd.floors - 1) * floorH;
  const phase = rng.int(0, 1);
  const tileCells = bd.balconies === "alternate" ? 2 : 1;
  const hasBalcony = (c: number): boolean => bd.balconies === "all" || (bd.balconies === "alternate" && c % 2 === phase);
  const slabColor = mix(color, pal.ink, 0.35);
  const winY = (floorH - winH) * 0.42;
  const balconyParts = (wx: number, wy: number): [string, string, string] => [
    rectD(wx - 6, wy + winH, winW + 12, 3),
    rectD(wx - 5, wy + winH - 9, winW + 10, 9),
    rectD(wx - 5, wy + winH - 10, winW + 10, 2),
  ];
  // Layer 1: glass (or, on mostly-lit night scenes, lit) panes from a pattern;
  // layer 2: the minority panes individually; layer 3: a pattern with glints,
  // mullions, sills and balconies drawn over both.
  const litMajority = pal.litRate > 0.5;
  const baseFill = litMajority ? pal.lit : pal.glass;
  let tile = "";
  let panes = "";
  for (let k = 0; k < tileCells; k++) {
    const wx = k * cellW + (cellW - winW) / 2;
    panes += rect(wx, winY, winW, winH, baseFill);
    tile += path(`M${n(wx)} ${n(winY)}h${n(winW * 0.55)}l${n(-winW * 0.55)} ${n(winH * 0.55)}z`, "#FFFFFF", ' opacity=".13"');
    tile += rect(wx + winW / 2 - 0.8, winY, 1.6, winH, color, ' opacity=".8"');
    if (hasBalcony(k)) {
      const [slab, railing, railTop] = balconyParts(wx, winY);
      tile += path(slab, slabColor) + path(railing, pal.trim, ' opacity=".38"') + path(railTop, pal.trim);
    } else {
      tile += rect(wx - 2, winY + winH, winW + 4, 2.5, pal.trim, ' opacity=".75"');
    }
  }
  const gridW = cols * cellW;
  const gridH = (bd.floors - 1) * floorH;
  const tileAttrs = `x="${n(gridX)}" y="${n(gridTop)}" width="${n(cellW * tileCells)}" height="${n(floorH)}" patternUnits="userSpaceOnUse"`;
  let minority = "";
  for (let f = 1; f < bd.floors; f++) {
    const wy = GROUND - groundH - f * floorH + winY;
    for (let c = 0; c < cols; c++) {
      if (rng.chance(pal.litRate) === litMajority) continue;
      minority += rectD(gridX + c * cellW + (cellW - winW) / 2, wy, winW, winH);
    }
  }
  if (bd.floors > 1) {
    b.def(`<pattern id="${b.id(`p${index}`)}" ${tileAttrs}>${panes}</pattern>`);
    b.def(`<pattern id="${b.id(`d${index}`)}" ${tileAttrs}>${tile}</pattern>`);
    b.add(rect(gridX, gridTop, gridW, gridH, b.url(`p${index}`)));
    b.add(path(minority, litMajority ? pal.glass : pal.lit));
    b.add(rect(gridX, gridTop, gridW, gridH, b.url(`d${index}`)));
  }
  let lit = "";
  // Ground floor: larger windows, skipping the door zone on the main building.
  const doorW = Math.max(30, Math.min(42, faceW * 0.12));
  const doorCx = faceX + faceW / 2;
  const gWinH = groundH * 0.46;
  const gWinW = Math.min(cellW * 0.7, 30);
  let glass = "";
  let sill = "";
  let mullion = "";
  for (let c = 0; c < cols; c++) {
    const wx = gridX + c * cellW + (cellW - gWinW) / 2;
    if (bd.main && wx < doorCx + doorW / 2 + 16 && wx + gWinW > doorCx - doorW / 2 - 16) continue;
    const wy = GROUND - groundH + (groundH - gWinH) * 0.38;
    if (rng.chance(pal.litRate)) lit += rectD(wx, wy, gWinW, gWinH);
    else glass += rectD(wx, wy, gWinW, gWinH);
    mullion += `M${n(wx + gWinW / 2)} ${n(wy)}v${n(gWinH)}`;
    sill += rectD(wx - 2, wy + gWinH, gWinW + 4, 2.5);
  }
  b.add(path(glass, pal.glass));
  b.add(path(lit, pal.lit));
  if (mullion) b.add(`<path d="${mullion}" stroke="${color}" stroke-width="1.6" opacity=".8"/>`);
  b.add(path(sill, pal.trim, ' opacity=".75"'));

  // Narrow slit windows on the side wall.
  let slits = "";
  for (let f = 1; f < bd.floors; f++) {
    const floorTop = GROUND - groundH - f * floorH;
    slits += rectD(sideX + side * 0.32, floorTop + (floorH - winH) * 0.42, side * 0.36, winH);
  }
  b.add(path(slits, mix(pal.glass, pal.ink, 0.25), ' opacity=".8"'));

  // Roof.
  const capColor = mix(color, pal.ink, 0.32);
  switch (bd.roof) {
    case "hip": {
      const rh = Math.min(40, w * 0.1 + rng.float(4, 12));
      b.add(path(polyD([x - 8, top + 1, x + w * 0.1, top - rh, x + w * 0.9, top - rh, x + w + 8, top + 1]), pal.roof));
      b.add(rect(x - 8, top - 2, w + 16, 5, pal.trim, ' opacity=".85"'));
      break;
    }
    case "cornice": {
      b.add(rect(x - 6, top - 9, w + 12, 9, pal.trim));
      b.add(rect(x - 2, top - 13, w + 4, 4, capColor));
      break;
    }
    case "mechanical": {
      b.add(rect(x - 3, top - 6, w + 6, 6, capColor));
      const boxes = rng.int(1, 3);
      let d = "";
      for (let i = 0; i < boxes; i++) {
        const bw = rng.float(18, 40);
        const bh = rng.float(10, 22);
        const bx = x + 12 + ((w - 24 - bw) * (i + rng.float(0.1, 0.9))) / boxes;
        d += rectD(bx, top - 6 - bh, bw, bh);
      }
      b.add(path(d, mix(color, pal.ink, 0.4)));
      const ax = x + w * rng.float(0.2, 0.8);
      const ah = rng.float(22, 40);
      b.add(rect(ax - 1, top - 6 - ah, 2, ah, pal.ink, ' opacity=".7"'));
      b.add(path(circleD(ax, top - 6 - ah, 2.5), pal.night ? "#FF5D5D" : pal.ink));
      break;
    }
    case "penthouse": {
      b.add(rect(x - 3, top - 6, w + 6, 6, capColor));
      const pw = w * rng.float(0.42, 0.6);
      const px = x + (w - pw) * rng.float(0.2, 0.8);
      const ph = floorH * 1.05;
      b.add(rect(px, top - 6 - ph, pw, ph, mix(color, pal.trim, 0.18)));
      const pcols = Math.max(2, Math.floor(pw / 30));
      let gd = "";
      for (let c = 0; c < pcols; c++) {
        const cw = pw / pcols;
        gd += rectD(px + c * cw + cw * 0.15, top - 6 - ph + ph * 0.22, cw * 0.7, ph * 0.6);
      }
      b.add(path(gd, pal.night ? pal.lit : pal.glass, ' opacity=".9"'));
      b.add(rect(px - 4, top - 10 - ph, pw + 8, 5, capColor));
      break;
    }
    default:
      b.add(rect(x - 3, top - 6, w + 6, 6, capColor));
  }

  if (!bd.main) return;

  // Door with frame and awning.
  const doorH = groundH - 14;
  const dx = doorCx - doorW / 2;
  b.add(rect(dx - 3, GROUND - doorH - 3, doorW + 6, doorH + 3, pal.trim));
  b.add(rect(dx, GROUND - doorH, doorW, doorH, pal.night ? mix(pal.lit, pal.glass, 0.35) : pal.glass));
  b.add(rect(doorCx - 1, GROUND - doorH, 2, doorH, pal.trim));
  const awColor = rng.pick(pal.accents);
  const aw = doorW + 28;
  const ax = doorCx - aw / 2;
  const ay = GROUND - doorH - 15;
  const scallops = Math.max(3, Math.round(aw / 12));
  const sw = aw / scallops;
  let awD = `M${n(ax)} ${n(ay)}h${n(aw)}v9`;
  for (let i = 0; i < scallops; i++) awD += `a${n(sw / 2)} ${n(sw / 2)} 0 0 1 ${n(-sw)} 0`;
  b.add(path(`${awD}z`, awColor));
  if (rng.chance(0.6)) {
    let stripes = "";
    for (let i = 1; i < scallops; i += 2) stripes += rectD(ax + i * sw, ay, sw, 9);
    b.add(path(stripes, pal.trim, ' opacity=".55"'));
  }
  b.add(rect(ax - 2, ay - 3, aw + 4, 3, mix(awColor, pal.ink, 0.3)));
}

export function drawApartment(b: SvgBuilder, rng: Rng, pal: Palette): void {
  const sunLeft = rng.chance(0.5);
  // Buildings: main plus up to two partially hidden neighbours.
  const mainFloors = rng.int(3, 12);
  // A lone building only when it is tall enough to carry the scene.
  const count = mainFloors >= 6 ? rng.pick([1, 2, 2, 3, 3]) : rng.pick([2, 3]);
  const colors = rng.shuffle(pal.buildings);
  const shadeRight = sunLeft;
  const main = makeBuilding(rng, mainFloors, colors[0] ?? pal.trim, true, shadeRight);
  const others: Building[] = [];
  for (let i = 1; i < count; i++) {
    let floors = rng.int(3, 12);
    if (Math.abs(floors - mainFloors) < 2) floors = mainFloors > 7 ? floors - 3 : floors + 3;
    const color = mix(colors[i] ?? pal.trim, pal.sky[2], 0.12);
    others.push(makeBuilding(rng, Math.max(3, Math.min(12, floors)), color, false, shadeRight));
  }
  const onLeft = count === 3 ? [others[0]] : count === 2 && rng.chance(0.5) ? [others[0]] : [];
  const onRight = others.filter((o) => !onLeft.includes(o));
  const left = onLeft[0];
  const right = onRight[0];
  const overlap = (): number => rng.float(24, 60);
  let cursor = 0;
  if (left) {
    left.x = 0;
    cursor = left.w - overlap();
  }
  main.x = cursor;
  cursor = main.x + main.w;
  if (right) {
    right.x = cursor - overlap();
    cursor = right.x + right.w;
  }
  // Fit into the frame with a margin, shrinking the neighbours if needed.
  const maxWidth = 740;
  if (cursor > maxWidth) {
    const excess = cursor - maxWidth;
    const shrink = excess / (others.length || 1);
    if (left) {
      left.w -= shrink;
      main.x -= shrink;
    }
    if (right) right.x -= left ? shrink : 0;
    if (right) right.w -= shrink;
    cursor = maxWidth;
  }
  const slack = 800 - cursor;
  const offset = slack / 2 + rng.float(-0.12, 0.12) * Math.max(0, slack - 60);
  for (const bd of [main, ...others]) bd.x += offset;

  // Sun / moon in open sky (away from the buildings when possible), then clouds.
  const all = [main, ...others];
  const boxes = all.map((bd) => ({ x0: bd.x - 10, x1: bd.x + bd.w + 10, top: GROUND - buildingHeight(bd) - 50 }));
  const blocked = (x: number, y: number, halfW: number, halfH: number): boolean =>
    boxes.some((bx) => x + halfW > bx.x0 && x - halfW < bx.x1 && y + halfH > bx.top);
  const sunY = pal.lowSun ? rng.float(120, 170) : rng.float(70, 120);
  const sunR = pal.lowSun ? rng.float(38, 50) : rng.float(28, 38);
  let sunX = sunLeft ? rng.float(80, 190) : rng.float(610, 720);
  for (let i = 0; i < 16 && blocked(sunX, sunY, sunR, sunR); i++) {
    const preferred = i < 8 ? sunLeft : !sunLeft;
    sunX = preferred ? rng.float(70, 330) : rng.float(470, 730);
  }
  sky(b, pal, GROUND);
  celestial(b, rng, pal, sunX, sunY, sunR);
  b.add(
    clouds(rng, pal, pal.night ? rng.int(0, 1) : rng.int(1, 3), 60, 200, (x, y, w) =>
      (Math.abs(x - sunX) < sunR * 1.6 + w / 2 && Math.abs(y - 20 - sunY) < sunR * 1.6 + 30) || blocked(x, y - 25, w / 2 + 10, 30),
    ),
  );

  // Distant skyline and tree line for depth.
  if (rng.chance(0.7)) {
    let d = "";
    let x = -10;
    while (x < 810) {
      const bw = rng.float(26, 64);
      const bh = rng.chance(0.2) ? rng.float(110, 170) : rng.float(30, 100);
      d += rectD(x, GROUND - bh, bw, bh);
      x += bw + rng.float(-4, 14);
    }
    b.add(path(d, mix(pal.sky[2], pal.ink, pal.night ? 0.45 : 0.2), ' opacity=".8"'));
  }
  b.add(path(bumpsD(rng, -20, 820, GROUND + 1, 10, 22), mix(pal.sky[2], pal.foliageDark, pal.night ? 0.6 : 0.45)));

  others.forEach((bd, i) => drawBuilding(b, rng, pal, bd, i + 1));
  drawBuilding(b, rng, pal, main, 0);

  // Ground: lawn, optional street, walkway.
  const hasStreet = rng.chance(0.65);
  b.add(rect(0, GROUND, 800, 500 - GROUND, pal.ground));
  b.add(rect(0, GROUND, 800, 4, pal.groundDark, ' opacity=".6"'));
  if (hasStreet) {
    b.add(rect(0, CURB, 800, 7, pal.pavement));
    b.add(rect(0, CURB + 7, 800, 500 - CURB - 7, mix(pal.ink, pal.pavement, 0.42)));
    b.add(`<path d="M-10 ${CURB + 25}H810" stroke="${pal.pavement}" stroke-width="3" stroke-dasharray="26 22" opacity=".7"/>`);
  } else {
    b.add(rect(0, CURB + 4, 800, 10, pal.pavement, ' opacity=".9"'));
  }
  const side = Math.max(14, Math.min(26, main.w * 0.08));
  const doorCx = (shadeRight ? main.x : main.x + side) + (main.w - side) / 2;
  const doorW = Math.max(30, Math.min(42, (main.w - side) * 0.12));
  const walkEnd = hasStreet ? CURB : CURB + 4;
  b.add(path(polyD([doorCx - doorW / 2 - 3, GROUND, doorCx + doorW / 2 + 3, GROUND, doorCx + doorW / 2 + 16, walkEnd, doorCx - doorW / 2 - 16, walkEnd]), pal.pavement));

  // Hedges along the building fronts, leaving the walkway clear.
  const bx0 = Math.min(...[main, ...others].map((o) => o.x));
  const bx1 = Math.max(...[main, ...others].map((o) => o.x + o.w));
  const hedge = bumpsD(rng, bx0 - 6, doorCx - doorW / 2 - 12, GROUND + 6, 7, 12) + bumpsD(rng, doorCx + doorW / 2 + 12, bx1 + 6, GROUND + 6, 7, 12);
  b.add(path(hedge, pal.foliageDark));

  // Trees and lamps, sorted back to front.
  const items: { y: number; svg: string }[] = [];
  const style = rng.pick(["palm", "oak", "mixed"] as const);
  const treeCount = rng.int(2, 4);
  for (let i = 0; i < treeCount; i++) {
    let tx = 40 + (720 * (i + rng.float(0.2, 0.8))) / treeCount;
    if (Math.abs(tx - doorCx) < 70) tx = tx < doorCx ? doorCx - 80 : doorCx + 80;
    const base = GROUND + rng.float(10, 34);
    const isPalm = style === "palm" || (style === "mixed" && rng.chance(0.5));
    const svg = isPalm
      ? palm(rng, tx, base, rng.float(120, 190), rng.float(-18, 18), pal.foliage, pal.foliageDark, pal.trunk)
      : oak(tx, base, rng.float(80, 120), pal.foliage, pal.foliageDark, pal.trunk);
    items.push({ y: base, svg });
  }
  if (rng.chance(0.6)) {
    const lx = doorCx + (rng.chance(0.5) ? -1 : 1) * (doorW / 2 + rng.float(34, 50));
    items.push({ y: CURB - 2, svg: lamp(lx, CURB - 2, 78, pal) });
  }
  items.sort((a, c) => a.y - c.y);
  for (const item of items) b.add(item.svg);
}
