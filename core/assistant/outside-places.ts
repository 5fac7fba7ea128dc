/**
 * Places renters name that the catalogue does not cover: Houston-area
 * suburbs and other Texas (and nearby) cities, with their centre coordinates
 * (to about a mile), so A.L.I. can say a place is outside what it covers and
 * offer the covered neighborhoods nearest to it. A place that is also a
 * neighborhood of the catalogue (the demo data covers Katy, Sugar Land, ...)
 * is left out at run time, so the list can hold both.
 */
import { haversineMiles, type LatLng } from "../geo/distance.ts";
import { formatCount, joinWords } from "../matching/wording.ts";
import type { AnswerContext } from "./answer-context.ts";
import type { KnowledgeNeighborhood } from "./knowledge.ts";
import { cardMarker } from "./markers.ts";

export interface OutsidePlace extends LatLng {
  name: string;
  /** A Houston neighborhood the catalogue has no communities in, a suburb, or a city elsewhere. */
  kind: "neighborhood" | "suburb" | "city";
  /** An everyday word too ("spring", "humble"): only capitalised, after "in", "near", "around" and the like, in a message without a date. */
  ambiguous?: true;
}

export const OUTSIDE_PLACES: readonly OutsidePlace[] = [
  { name: "Gulfton", kind: "neighborhood", latitude: 29.7236, longitude: -95.4727 },
  { name: "Sharpstown", kind: "neighborhood", latitude: 29.7033, longitude: -95.5161 },
  { name: "Alief", kind: "neighborhood", latitude: 29.7094, longitude: -95.596 },
  { name: "Westbury", kind: "neighborhood", latitude: 29.656, longitude: -95.485 },
  { name: "Braeswood", kind: "neighborhood", latitude: 29.695, longitude: -95.43 },
  { name: "Sunnyside", kind: "neighborhood", latitude: 29.658, longitude: -95.363 },
  { name: "Acres Homes", kind: "neighborhood", latitude: 29.8555, longitude: -95.4322 },
  { name: "Near Northside", kind: "neighborhood", latitude: 29.796, longitude: -95.359 },
  { name: "Fifth Ward", kind: "neighborhood", latitude: 29.78, longitude: -95.335 },
  { name: "Denver Harbor", kind: "neighborhood", latitude: 29.775, longitude: -95.305 },
  { name: "Kashmere Gardens", kind: "neighborhood", latitude: 29.805, longitude: -95.31 },
  { name: "Greenspoint", kind: "neighborhood", latitude: 29.945, longitude: -95.415 },
  { name: "Cypress", kind: "suburb", latitude: 29.9691, longitude: -95.6972 },
  { name: "Spring", kind: "suburb", latitude: 30.0799, longitude: -95.4172, ambiguous: true },
  { name: "Humble", kind: "suburb", latitude: 29.9988, longitude: -95.2622, ambiguous: true },
  { name: "Kingwood", kind: "suburb", latitude: 30.05, longitude: -95.185 },
  { name: "Atascocita", kind: "suburb", latitude: 29.9988, longitude: -95.1766 },
  { name: "Tomball", kind: "suburb", latitude: 30.0972, longitude: -95.6161 },
  { name: "Conroe", kind: "suburb", latitude: 30.3119, longitude: -95.4561 },
  { name: "The Woodlands", kind: "suburb", latitude: 30.1658, longitude: -95.4613 },
  { name: "Katy", kind: "suburb", latitude: 29.7858, longitude: -95.8245 },
  { name: "Fulshear", kind: "suburb", latitude: 29.693, longitude: -95.8997 },
  { name: "Sugar Land", kind: "suburb", latitude: 29.6197, longitude: -95.6349 },
  { name: "Missouri City", kind: "suburb", latitude: 29.6186, longitude: -95.5377 },
  { name: "Stafford", kind: "suburb", latitude: 29.6161, longitude: -95.5577 },
  { name: "Richmond", kind: "suburb", latitude: 29.5822, longitude: -95.7608 },
  { name: "Rosenberg", kind: "suburb", latitude: 29.5572, longitude: -95.8086 },
  { name: "Pearland", kind: "suburb", latitude: 29.5636, longitude: -95.286 },
  { name: "Friendswood", kind: "suburb", latitude: 29.5294, longitude: -95.201 },
  { name: "League City", kind: "suburb", latitude: 29.5075, longitude: -95.095 },
  { name: "Webster", kind: "suburb", latitude: 29.5377, longitude: -95.1183 },
  { name: "Pasadena", kind: "suburb", latitude: 29.6911, longitude: -95.2091 },
  { name: "Deer Park", kind: "suburb", latitude: 29.7052, longitude: -95.1238 },
  { name: "La Porte", kind: "suburb", latitude: 29.6658, longitude: -95.0194 },
  { name: "Baytown", kind: "suburb", latitude: 29.7355, longitude: -94.9774 },
  { name: "Channelview", kind: "suburb", latitude: 29.7761, longitude: -95.1144 },
  { name: "Jersey Village", kind: "suburb", latitude: 29.8877, longitude: -95.563 },
  { name: "Galveston", kind: "suburb", latitude: 29.3013, longitude: -94.7977 },
  { name: "Austin", kind: "city", latitude: 30.2672, longitude: -97.7431 },
  { name: "Dallas", kind: "city", latitude: 32.7767, longitude: -96.797 },
  { name: "Fort Worth", kind: "city", latitude: 32.7555, longitude: -97.3308 },
  { name: "San Antonio", kind: "city", latitude: 29.4241, longitude: -98.4936 },
  { name: "College Station", kind: "city", latitude: 30.628, longitude: -96.3344 },
  { name: "Beaumont", kind: "city", latitude: 30.0802, longitude: -94.1266 },
  { name: "Corpus Christi", kind: "city", latitude: 27.8006, longitude: -97.3964 },
  { name: "El Paso", kind: "city", latitude: 31.7619, longitude: -106.485 },
  { name: "Waco", kind: "city", latitude: 31.5493, longitude: -97.1467 },
  { name: "New Orleans", kind: "city", latitude: 29.9511, longitude: -90.0715 },
];

const plain = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()} `;

/** Words before a place that say the renter wants to live there. */
const TOWARD = "(?:in|near|around|by|at|to|out in|over in|close to|outside of|anywhere in|somewhere in)";
/** Words before a place that say it is where they come from or work (context, not a wish). */
const AWAY = /\b(?:from|leaving|left|moving from|relocating from|work(?:ing)? in|work(?:ing)? at|job in|(?:my|our|the) (?:current )?(?:lease|apartment|place|job|home|house) (?:in|at)|(?:i|we) (?:currently |now )?(?:live|lived|am|was|rent) (?:in|at)|(?:im|i'm|were|we're|i am|we are) (?:currently |now )?(?:in|at|living in|based in)|currently (?:in|living in|based in)|grew up in|(?:born|raised) in)\s*$/;
/** Words after a place that say it is where the renter is now: "my lease in Austin ends", "Austin is where I live now". */
const NOW_AFTER = /^\s*(?:ends?|is up|expires?|runs out|is where (?:i|we) (?:live|am)|right now|currently|now)\b/;

/** The uncovered place the message asks about, or null (a covered neighborhood named too wins: uncoveredPlacesNamed says what was left out). */
export function outsidePlaceAsked(context: AnswerContext): OutsidePlace | null {
  if (context.understanding.mentioned.neighborhoods.length > 0) return null;
  return uncoveredPlacesNamed(context)[0] ?? null;
}

/**
 * Every uncovered place the message names as somewhere to live, in the list's order ("Katy or Cypress": Cypress), not
 * where the renter comes from or works. Said beside a covered neighborhood, the answer is for the covered one and the
 * reply names what it left out (uncoveredNote), never dropping it silently.
 */
export function uncoveredPlacesNamed(context: Pick<AnswerContext, "lookups" | "message">): OutsidePlace[] {
  const coveredNames = context.lookups.knowledge.neighborhoods.flatMap((n) => [n.name, ...n.aliases].map((name) => plain(name.replace(/^the /i, "")).trim()));
  const covered = new Set(coveredNames);
  // A covered name is no uncovered one inside it: "Spring Branch" is not Spring.
  let text = plain(context.message);
  for (const name of [...coveredNames].sort((a, b) => b.length - a.length)) if (name.includes(" ")) text = text.split(` ${name} `).join(" _ ");
  const found: { place: OutsidePlace; at: number }[] = [];
  for (const place of OUTSIDE_PLACES) {
    const name = plain(place.name.replace(/^the /i, "")).trim();
    if (covered.has(name)) continue;
    const at = text.indexOf(` ${name} `);
    if (at < 0) continue;
    const before = text.slice(0, at + 1);
    if (AWAY.test(before.trimEnd()) || NOW_AFTER.test(text.slice(at + name.length + 1))) continue;
    if (place.ambiguous && !ambiguousPlaceMeant(context.message, place, before)) continue;
    found.push({ place, at });
  }
  return found.sort((a, b) => a.at - b.at).map(({ place }) => place);
}

/** "I have no apartments listed in Cypress or Tomball (outside the area I cover), so this answer is for the places I do list." */
export function uncoveredNote(places: readonly OutsidePlace[]): string {
  if (places.length === 0) return "";
  const names = joinWords(places.map((place) => place.name)).replace(/ and ([^,]+)$/, " or $1");
  return `I have no apartments listed in ${names} (outside the area I cover), so this answer is for the places I do list.`;
}

/** Words of listings just before a place: "communities in", "anything near". */
const LISTINGS_IN = /\b(?:apartments?|apts|communities|complexes|places|units|options|listings|anything|something|studios?|beds?|bedrooms?|(?:\d|one|two|three) (?:bed|br|bd)s?|\d ?(?:br|bd|bed)s?)\s+(?:in|near|around|out in)$/;

function ambiguousPlaceMeant(message: string, place: OutsidePlace, before: string): boolean {
  // "move in spring", "by early Spring": a season, not the town.
  if (/\b(?:move|moving|moved|start|starting|lease|leasing|available|until|by|this|next|early|late|mid|in the)\s*(?:in\s*)?$/.test(before.trimEnd().replace(/\s+(?:in|near|around|by|at|to)$/, ""))) return false;
  const trimmed = before.trimEnd();
  // "apartments in spring", "anything in humble": a place whatever its case.
  if (LISTINGS_IN.test(trimmed)) return true;
  if (!new RegExp(`\\b${place.name}\\b`).test(message)) return false;
  // "Tomball or the Woodlands or Spring": one of a list of places.
  return new RegExp(`\\b${TOWARD}(?: the)?\\s*$`).test(trimmed) || /\b(?:or|and)$/.test(trimmed);
}

/** The covered neighborhoods (with communities) nearest a point, nearest first. */
export function nearestCovered(context: AnswerContext, point: LatLng, count: number): { neighborhood: KnowledgeNeighborhood; miles: number }[] {
  const { knowledge, catalogue } = context.lookups;
  return knowledge.neighborhoods
    .filter((n) => (catalogue.byNeighborhood.get(n.id)?.length ?? 0) > 0)
    .map((neighborhood) => ({ neighborhood, miles: haversineMiles(point, neighborhood) }))
    .sort((a, b) => a.miles - b.miles || a.neighborhood.name.localeCompare(b.neighborhood.name))
    .slice(0, count);
}

export function answerOutsidePlace(context: AnswerContext, place: OutsidePlace): string {
  const nearest = nearestCovered(context, place, 3);
  const list = nearest.map(({ neighborhood, miles }) => `${cardMarker("neighborhood", neighborhood.slug)} ${neighborhood.name} (about ${formatCount(Math.round(miles))} mi from ${place.name})`.trim());
  const outside =
    place.kind === "city"
      ? `${place.name} is outside what I cover: I only list apartments in the Houston area.`
      : place.kind === "neighborhood"
        ? `${place.name} is a Houston neighborhood I have no apartments listed in yet.`
        : `${place.name} is outside the area I cover, so I have no apartments listed there.`;
  if (list.length === 0) return outside;
  return `${outside} The nearest neighborhoods I do cover are ${joinWords(list)}. Want me to search one of them?`;
}
