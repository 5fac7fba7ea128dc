/**
 * Curated Houston-flavoured palettes (sunset oranges, teal bayou, sky blues,
 * brick, cream). Every illustration picks exactly one, so colours stay coherent.
 */

export interface Palette {
  readonly name: string;
  /** Night scene: moon and stars instead of a sun, more lit windows. */
  readonly night: boolean;
  /** Sun sits low and large (sunset / golden hour). */
  readonly lowSun: boolean;
  /** Sky gradient, top to horizon. */
  readonly sky: readonly [string, string, string];
  readonly sun: string;
  /** Saturated sun-like colour for editorial shapes. */
  readonly warm: string;
  readonly cloud: string;
  /** Facade colours (at least 5). */
  readonly buildings: readonly string[];
  readonly roof: string;
  readonly trim: string;
  readonly glass: string;
  readonly lit: string;
  /** Share of windows that are lit. */
  readonly litRate: number;
  /** Accent colours (awnings, doors, editorial shapes); at least 4. */
  readonly accents: readonly string[];
  readonly ground: string;
  readonly groundDark: string;
  readonly pavement: string;
  readonly foliage: string;
  readonly foliageDark: string;
  readonly trunk: string;
  readonly water: string;
  readonly waterDeep: string;
  /** Darkest colour of the palette, for silhouettes and shading. */
  readonly ink: string;
}

export const PALETTES: readonly Palette[] = [
  {
    name: "bayou-sunset",
    night: false,
    lowSun: true,
    sky: ["#E9765B", "#F6A66E", "#FFE2B0"],
    sun: "#FFF4D6",
    warm: "#F08A4B",
    cloud: "#FFE9D2",
    buildings: ["#B5523B", "#F2E3C6", "#D98859", "#E9C79F", "#8F5A45"],
    roof: "#6E3B2E",
    trim: "#FFF6E5",
    glass: "#4C5872",
    lit: "#FFD37A",
    litRate: 0.3,
    accents: ["#2A9D8F", "#264653", "#E76F51", "#E9C46A"],
    ground: "#7F9A5E",
    groundDark: "#5F7A48",
    pavement: "#EBD8B7",
    foliage: "#5E8C61",
    foliageDark: "#3F6B4B",
    trunk: "#7A5037",
    water: "#2A9D8F",
    waterDeep: "#1F6F6A",
    ink: "#3B2C35",
  },
  {
    name: "clear-morning",
    night: false,
    lowSun: false,
    sky: ["#6FBFE4", "#ACDDF0", "#EEF8F5"],
    sun: "#FFD166",
    warm: "#F4A261",
    cloud: "#FFFFFF",
    buildings: ["#F4EBD9", "#C8553D", "#E0B589", "#9CB4C4", "#D9A384"],
    roof: "#5A3A31",
    trim: "#FFFFFF",
    glass: "#3D5A80",
    lit: "#FFE9A8",
    litRate: 0.14,
    accents: ["#E76F51", "#2A9D8F", "#F4A261", "#264653"],
    ground: "#8DB87C",
    groundDark: "#6A9A5B",
    pavement: "#EDE6D6",
    foliage: "#4F9A5C",
    foliageDark: "#2F7045",
    trunk: "#7B5B3F",
    water: "#2A9D8F",
    waterDeep: "#1D7874",
    ink: "#23395B",
  },
  {
    name: "violet-dusk",
    night: false,
    lowSun: true,
    sky: ["#3F3D72", "#9A6E9E", "#F7AE79"],
    sun: "#FFE0AE",
    warm: "#F49D6E",
    cloud: "#F2B8A8",
    buildings: ["#6D597A", "#B56576", "#8C6E84", "#E5989B", "#4F4770"],
    roof: "#332B4A",
    trim: "#F6D6C9",
    glass: "#2E2A47",
    lit: "#FFC870",
    litRate: 0.42,
    accents: ["#E56B6F", "#EAAC8B", "#355070", "#F2C57C"],
    ground: "#4B5673",
    groundDark: "#38405A",
    pavement: "#9A8AA0",
    foliage: "#3D5A66",
    foliageDark: "#2A4250",
    trunk: "#3A2E3F",
    water: "#52739A",
    waterDeep: "#35507A",
    ink: "#2A2340",
  },
  {
    name: "midnight-bayou",
    night: true,
    lowSun: false,
    sky: ["#0B1D3A", "#1D3760", "#3E5C86"],
    sun: "#F6F1D1",
    warm: "#F4D35E",
    cloud: "#2E4A74",
    buildings: ["#4B5F8C", "#5E6E99", "#6C6488", "#42608F", "#7B7196"],
    roof: "#15233D",
    trim: "#6F8DB5",
    glass: "#18263F",
    lit: "#FFD36E",
    litRate: 0.55,
    accents: ["#F2A541", "#E07A5F", "#81B29A", "#F4D35E"],
    ground: "#1E3350",
    groundDark: "#152740",
    pavement: "#34496B",
    foliage: "#1F4343",
    foliageDark: "#153132",
    trunk: "#1A2430",
    water: "#1F4E6B",
    waterDeep: "#12324A",
    ink: "#0A1528",
  },
  {
    name: "teal-breeze",
    night: false,
    lowSun: false,
    sky: ["#8FD0D3", "#CBEAE5", "#FDF6E9"],
    sun: "#F4A261",
    warm: "#F4A261",
    cloud: "#FFFFFF",
    buildings: ["#E76F51", "#F4EBD9", "#E9C46A", "#2A9D8F", "#F1B48F"],
    roof: "#264653",
    trim: "#FFFDF6",
    glass: "#2B4A5A",
    lit: "#FFE29A",
    litRate: 0.14,
    accents: ["#E76F51", "#F4A261", "#2A9D8F", "#264653"],
    ground: "#9BC49A",
    groundDark: "#77A676",
    pavement: "#F1E6D2",
    foliage: "#3F8F6B",
    foliageDark: "#2A6B52",
    trunk: "#8A6240",
    water: "#2A9D8F",
    waterDeep: "#1E6F6C",
    ink: "#264653",
  },
  {
    name: "golden-hour",
    night: false,
    lowSun: true,
    sky: ["#F59A3C", "#FBC46A", "#FFF0C9"],
    sun: "#FFFAE6",
    warm: "#E8743B",
    cloud: "#FFF1D6",
    buildings: ["#9C5240", "#D8A47F", "#5B7B7A", "#EFD9B4", "#B86B4B"],
    roof: "#4A2E2A",
    trim: "#FFF4E0",
    glass: "#3F4E5A",
    lit: "#FFE08A",
    litRate: 0.22,
    accents: ["#3D7A77", "#C8553D", "#F2C14E", "#5B7B7A"],
    ground: "#A3B18A",
    groundDark: "#7F9169",
    pavement: "#EEDCBB",
    foliage: "#6B8F4E",
    foliageDark: "#4E6F3A",
    trunk: "#6B4A33",
    water: "#3D8A86",
    waterDeep: "#2B6663",
    ink: "#4A2E2A",
  },
  {
    name: "cream-pastel",
    night: false,
    lowSun: false,
    sky: ["#F7BFAE", "#FCDCCB", "#FFF4EA"],
    sun: "#F08A5D",
    warm: "#F08A5D",
    cloud: "#FFFFFF",
    buildings: ["#8FBFC4", "#E8A598", "#F6D6AD", "#F3EDE2", "#B9CBA5"],
    roof: "#3E5566",
    trim: "#FFFFFF",
    glass: "#536679",
    lit: "#FFE7B0",
    litRate: 0.14,
    accents: ["#F08A5D", "#5FA8A8", "#E76F51", "#3E6E7D"],
    ground: "#B3D0A2",
    groundDark: "#8FB47F",
    pavement: "#F5EBDD",
    foliage: "#72AB82",
    foliageDark: "#528F66",
    trunk: "#8F6A50",
    water: "#7FC1C4",
    waterDeep: "#5AA0A8",
    ink: "#3E5566",
  },
];

function parseHex(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(c: number): string {
  const v = Math.max(0, Math.min(255, Math.round(c)));
  return v.toString(16).padStart(2, "0");
}

/** Linear mix of two #RRGGBB colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return `#${toHex(ar + (br - ar) * t)}${toHex(ag + (bg - ag) * t)}${toHex(ab + (bb - ab) * t)}`.toUpperCase();
}

/** Rough perceptual distance between two #RRGGBB colours (weighted RGB). */
export function colorDistance(a: string, b: string): number {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const rMean = (ar + br) / 2;
  const dr = ar - br;
  const dg = ag - bg;
  const db = ab - bb;
  return Math.sqrt((2 + rMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rMean) / 256) * db * db);
}
