/**
 * A few neighborhood centroids with their aliases, as the matching reference
 * passes them (copied from the seed data: core may not import db/).
 */
import type { NeighborhoodPlace } from "./resolve-destination.ts";

export const TEST_NEIGHBORHOODS: readonly NeighborhoodPlace[] = [
  { id: 1, slug: "downtown", name: "Downtown", latitude: 29.7589, longitude: -95.3677, aliases: ["downtown", "dt", "downtown houston", "cbd", "dowtown", "down town"] },
  { id: 3, slug: "montrose", name: "Montrose", latitude: 29.7453, longitude: -95.391, aliases: ["montrose", "montose", "montrse", "montros", "the montrose"] },
  { id: 4, slug: "heights", name: "The Heights", latitude: 29.798, longitude: -95.398, aliases: ["the heights", "heights", "houston heights", "height", "hieghts", "heigths"] },
  { id: 5, slug: "medical-center", name: "Medical Center", latitude: 29.7073, longitude: -95.4018, aliases: ["medical center", "tmc", "texas medical center", "med center", "medcenter", "medial center"] },
  { id: 6, slug: "uptown", name: "Uptown/Galleria", latitude: 29.7499, longitude: -95.4614, aliases: ["uptown/galleria", "uptown", "galleria", "uptown park", "post oak", "galeria"] },
  { id: 8, slug: "rice-village", name: "Rice Village", latitude: 29.7169, longitude: -95.4155, aliases: ["rice village", "the village", "rice university", "rice vilage", "west u"] },
  { id: 19, slug: "third-ward", name: "Third Ward", latitude: 29.7244, longitude: -95.36, aliases: ["third ward", "3rd ward", "uh", "university of houston", "tsu", "thrid ward"] },
  { id: 24, slug: "clear-lake", name: "Clear Lake", latitude: 29.5633, longitude: -95.125, aliases: ["clear lake", "clearlake", "nasa", "clear lake city", "webster", "johnson space center"] },
  { id: 26, slug: "katy", name: "Katy", latitude: 29.7858, longitude: -95.8245, aliases: ["katy", "katy tx", "cinco ranch", "katie", "katy texas"] },
];
