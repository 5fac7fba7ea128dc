/**
 * The schematic map's lines, kept as data: Houston's major freeways as simplified polylines and the
 * METRORail lines as the order of their stations (whose coordinates live once, in
 * core/commute/metro-rail-stations.ts). Freeway points are approximate, read off public maps by hand
 * to about a quarter of a mile: enough to orient a renter, not to navigate by.
 * Points are [longitude, latitude], as d3-geo takes them.
 */
import type { RailLine } from "../commute/types.ts";

export type LngLat = readonly [longitude: number, latitude: number];

export interface FreewayLine {
  /** Stable key, also the CSS hook: "i-610". */
  id: string;
  /** The shield text drawn on the map: "610". */
  shield: string;
  /** Where the shield sits. */
  shieldAt: LngLat;
  /** A closed ring repeats its first point last. */
  points: readonly LngLat[];
}

export const HOUSTON_FREEWAYS: readonly FreewayLine[] = [
  {
    id: "i-610",
    shield: "610",
    shieldAt: [-95.4565, 29.765],
    points: [
      [-95.455, 29.806], [-95.43, 29.8095], [-95.405, 29.81], [-95.38, 29.81], [-95.355, 29.8085], [-95.33, 29.8075],
      [-95.3, 29.805], [-95.28, 29.798], [-95.268, 29.785], [-95.265, 29.765], [-95.266, 29.745], [-95.268, 29.725],
      [-95.277, 29.707], [-95.295, 29.69], [-95.32, 29.682], [-95.35, 29.679], [-95.38, 29.678], [-95.41, 29.68],
      [-95.435, 29.688], [-95.451, 29.703], [-95.457, 29.72], [-95.457, 29.74], [-95.457, 29.765], [-95.456, 29.785],
      [-95.455, 29.806],
    ],
  },
  {
    id: "beltway-8",
    shield: "BW 8",
    shieldAt: [-95.562, 29.83],
    points: [
      [-95.558, 29.685], [-95.562, 29.72], [-95.562, 29.76], [-95.563, 29.8], [-95.562, 29.85], [-95.556, 29.9],
      [-95.54, 29.93], [-95.5, 29.94], [-95.45, 29.942], [-95.4, 29.944], [-95.35, 29.943], [-95.3, 29.94],
      [-95.255, 29.925], [-95.21, 29.9], [-95.18, 29.87], [-95.16, 29.83], [-95.15, 29.79], [-95.14, 29.75],
      [-95.14, 29.71], [-95.155, 29.665], [-95.18, 29.63], [-95.22, 29.605], [-95.27, 29.592], [-95.33, 29.595],
      [-95.39, 29.598], [-95.44, 29.602], [-95.49, 29.615], [-95.53, 29.64], [-95.55, 29.66], [-95.558, 29.685],
    ],
  },
  {
    id: "i-10",
    shield: "I-10",
    shieldAt: [-95.64, 29.784],
    points: [
      [-95.86, 29.783], [-95.78, 29.784], [-95.7, 29.783], [-95.62, 29.784], [-95.56, 29.785], [-95.5, 29.786],
      [-95.455, 29.785], [-95.42, 29.783], [-95.39, 29.778], [-95.37, 29.772], [-95.355, 29.77], [-95.33, 29.772],
      [-95.3, 29.776], [-95.26, 29.779], [-95.2, 29.784], [-95.15, 29.79], [-95.1, 29.795], [-95.04, 29.8],
    ],
  },
  {
    id: "i-45",
    shield: "I-45",
    shieldAt: [-95.405, 29.9],
    points: [
      [-95.47, 30.19], [-95.455, 30.12], [-95.44, 30.06], [-95.425, 30.0], [-95.415, 29.95], [-95.405, 29.9],
      [-95.395, 29.86], [-95.386, 29.82], [-95.378, 29.79], [-95.372, 29.772], [-95.372, 29.758], [-95.365, 29.748],
      [-95.35, 29.744], [-95.33, 29.73], [-95.3, 29.705], [-95.27, 29.675], [-95.23, 29.635], [-95.19, 29.6],
      [-95.15, 29.565], [-95.11, 29.53], [-95.08, 29.5],
    ],
  },
  {
    id: "i-69",
    shield: "69",
    shieldAt: [-95.6, 29.65],
    points: [
      [-95.8, 29.54], [-95.72, 29.58], [-95.65, 29.615], [-95.6, 29.648], [-95.56, 29.672], [-95.52, 29.693],
      [-95.485, 29.71], [-95.457, 29.724], [-95.43, 29.733], [-95.405, 29.738], [-95.385, 29.742], [-95.37, 29.745],
      [-95.356, 29.755], [-95.35, 29.772], [-95.342, 29.795], [-95.325, 29.83], [-95.3, 29.875], [-95.275, 29.925],
      [-95.25, 29.975], [-95.22, 30.04], [-95.19, 30.1], [-95.16, 30.16],
    ],
  },
  {
    id: "grand-parkway",
    shield: "99",
    shieldAt: [-95.8, 29.86],
    points: [
      [-95.7, 29.56], [-95.76, 29.62], [-95.79, 29.69], [-95.805, 29.76], [-95.8, 29.83], [-95.78, 29.9],
      [-95.73, 29.97], [-95.66, 30.04], [-95.58, 30.09], [-95.5, 30.115], [-95.42, 30.12], [-95.34, 30.11],
      [-95.26, 30.08], [-95.18, 30.04], [-95.11, 29.98], [-95.07, 29.92],
    ],
  },
];

/** Each METRORail line as its stations in running order (names as in METRORAIL_STATIONS). */
export const METRORAIL_LINE_STOPS: Readonly<Record<RailLine, readonly string[]>> = {
  Red: [
    "Northline Transit Center/HCC", "Melbourne/North Lindale", "Lindale Park", "Cavalcade", "Moody Park",
    "Fulton/North Central", "Quitman/Near Northside", "Burnett Transit Center/Casa de Amigos", "UH-Downtown",
    "Preston", "Central Station", "Main Street Square", "Bell", "Downtown Transit Center", "McGowen", "Ensemble/HCC",
    "Wheeler", "Museum District", "Hermann Park/Rice U", "Memorial Hermann Hospital/Houston Zoo", "Dryden/TMC",
    "TMC Transit Center", "Smith Lands", "Stadium Park/Astrodome", "Fannin South",
  ],
  Green: [
    "Theater District", "Central Station", "Convention District", "EaDo/Stadium", "Coffee Plant/Second Ward",
    "Lockwood/Eastwood", "Altic/Howard Hughes", "Cesar Chavez/67th St", "Magnolia Park Transit Center",
  ],
  Purple: [
    "Theater District", "Central Station", "Convention District", "EaDo/Stadium", "Leeland/Third Ward",
    "Elgin/Third Ward", "TSU/UH Athletics District", "UH South/University Oaks", "MacGregor Park/Martin Luther King Jr.",
    "Palm Center Transit Center",
  ],
};

/**
 * What the whole-city map must show: from Katy to Clear Lake and from Sugar Land to The Woodlands
 * (the demo data's farthest neighborhoods), as [[west, south], [east, north]].
 */
export const HOUSTON_MAP_BOUNDS: readonly [LngLat, LngLat] = [
  [-95.87, 29.53],
  [-95.05, 30.2],
];
