/**
 * Where the renter works or studies ("I work at Texas Medical Center", "my
 * office is in the Galleria", "I go to UH"). A place named this way is a
 * commute destination, not a wish to live there, unless they also say so;
 * so is the place a trip is limited to ("within 15 minutes of downtown").
 */
import type { Found } from "./extract-contact.ts";
import type { Token } from "./text.ts";
import type { Mention } from "./vocabulary-index.ts";

export interface CommuteFinding {
  /** The first destination, as typed. */
  commuteTo?: Found<string>;
  /** Every destination's characters: the places inside them are not wishes. */
  spans: { start: number; end: number }[];
  /** "... and want to live there too": the destination's neighborhoods are wishes after all. */
  liveThere: boolean;
  /** "I work from home". */
  remote: boolean;
}

type Strength = "any" | "place" | "school" | "school-name";

interface Cue {
  re: RegExp;
  /** any: whatever follows; place: a capitalised name, an address or a neighborhood; school: a school's name. */
  strength: Strength;
  /** The destination ends where a neighborhood named after it starts ("20 min from tmc uptown/katy"). */
  endsAtPlace?: boolean;
}

const ROLE = "student|grad student|resident|nurse|doctor|physician|teacher|professor|intern|fellow|engineer|researcher|employee|postdoc|scientist|technician|manager|pharmacist|therapist|worker";
const WORKPLACE = "job|office|workplace|school|campus|company|employer|hospital|clinic|lab|residency|fellowship|internship|rotations?|clinicals|classes|base|work";

const CUES: Cue[] = [
  { re: /\b(?:work|works|working|worked)\s+(?:(?:the|a|an|nights|days|weekends|part time|full time|night|day|morning|evening|shift|shifts|remote|there)\s+){0,3}(?:at|near|by|off|out of|on)\s+/g, strength: "any" },
  { re: new RegExp(`\\b(?:${WORKPLACE})\\s+(?:is\\s+|will be\\s+|would be\\s+|'s\\s+)?(?:right\\s+|just\\s+|located\\s+|over\\s+)*(?:at|near|by|off|on)\\s+`, "g"), strength: "any" },
  { re: new RegExp(`\\b(?:${WORKPLACE})\\s+(?:is\\s+|will be\\s+|would be\\s+|'s\\s+)?(?:right\\s+|just\\s+|located\\s+)*in\\s+`, "g"), strength: "place" },
  { re: /\bcommut(?:e|es|ing)\s+(?:is\s+)?(?:to|into)\s+(?:work\s+(?:at|in)\s+)?/g, strength: "any" },
  // "My commute is Westchase", "my work is in Westchase": the place said as the commute's end.
  { re: /\b(?:my|our)\s+(?:commute|work|job|office)\s+(?:is|will be|'s)\s+(?:in\s+|at\s+)?(?!(?:to|into|in|at)\b)(?=[a-z])/g, strength: "place" },
  // "Flight attendant based at Hobby", "I'm based out of the Medical Center".
  { re: /\b(?:based|stationed|posted)\s+(?:at|out of|in)\s+/g, strength: "place" },
  { re: new RegExp(`\\b(?:${ROLE})\\s+(?:starting\\s+|working\\s+)?at\\s+`, "g"), strength: "any" },
  { re: /\b(?:i'?m|i am)\s+(?:at|in)\s+/g, strength: "school-name" },
  { re: /\b(?:starting|start|starts|enrolled|enrolling)\s+(?:school\s+|classes\s+|college\s+|grad school\s+)?(?:at|in)\s+/g, strength: "school-name" },
  { re: /\b(?:study|studying|studies|teach|teaching|teaches)\s+at\s+/g, strength: "any" },
  { re: /\battend(?:s|ing)?\s+/g, strength: "any" },
  { re: /\b(?:work|works|working)\s+(?:in|for)\s+/g, strength: "place" },
  { re: /\b(?:go|going|goes)\s+to\s+(?:school\s+(?:at|in)\s+)?/g, strength: "school" },
  // A limit on the trip ("within 15 minutes of downtown", "a 20 min drive to TMC"): where it goes is a destination.
  { re: /\b\d{1,3}\s?(?:min|mins|minute|minutes)(?:'?s)?(?:\s(?:or less|or under|max|tops))?(?:\s(?:drive|driving|commute|away|ride|by car))?\s(?:of|to|from)\s+(?!(?:an?\s)?(?:hour|hr)s?\b|\d)/g, strength: "any", endsAtPlace: true },
];

/** Words that end a destination: the sentence goes on to something else. */
const STOP = new Set([
  "and", "but", "so", "because", "since", "cause", "cuz", "which", "who", "that", "where", "while", "if", "though", "although",
  "looking", "need", "needs", "want", "wants", "would", "could", "can", "i", "im", "we", "my", "our", "with", "under", "below",
  "max", "budget", "every", "each", "daily", "please", "thanks", "lol", "for", "to", "is", "are", "isnt", "was", "most", "starting",
  "then", "now", "too", "also", "btw", "currently", "ideally", "mostly", "usually", "probably", "hopefully", "mainly", "preferably",
]);
/** How the renter travels, said after the place ("to UH by train"): not part of the place. */
const TRAVEL_MODE = /^(?:train|rail|light|metro|metrorail|bus|car|bike|bicycle|foot|transit|public|uber|scooter|carpool)$/;
const DATE_WORDS = /^(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|next|this|tomorrow|today|asap|soon|summer|fall|winter)$/;
const NOT_A_PLACE = /^(?:home|remote|remotely|nights|days|myself|hybrid|tech|sales|healthcare|finance|retail|it|marketing|construction|oil|energy|education|insurance|real|banking|accounting|software|hospitality|nursing|medicine|engineering|law|bed|sleep|work|church|the gym|gym|class|shifts?)$/;
const SCHOOL = /\b(?:university|college|school|campus|academy|institute|rice|baylor|uh|tsu|hcc|ust|hbu|uhd|tmc)\b/i;

const REMOTE =
  /\b(?:work(?:ing)? from home|work(?:ing)? remote(?:ly)?|wfh|fully remote|i'?m remote|remote worker|don'?t commute|no commute|i'?m retired|i am retired|retired|unemployed|not working|stay at home|stay-at-home|don'?t work)\b/i;
const LIVE_THERE =
  /\b(?:live|living|be)\s+(?:there|nearby|close by|in that area|in the same area|near there|near it|near work|close to work)\b|\bthere too\b|\b(?:live|living|be)\s+(?:close to|near|by|walking distance (?:to|from))\s+(?:my|our|his|her)\s+(?:\w+'?s\s+)?(?:job|work|office|school|campus)\b/i;
const WORK_THERE = /\b(?:since|because|as|cause|cuz|where)\s+(?:i|we)\s+work(?:\s+there)?\b/i;

function tokenAt(tokens: Token[], offset: number): number {
  return tokens.findIndex((t) => t.start >= offset);
}

/** The destination that starts at token `from`, up to the end of its phrase. */
function readDestination(surface: string, tokens: Token[], from: number, placeStarts: ReadonlySet<number> = new Set()): { start: number; end: number; first: number; last: number } | null {
  let last = -1;
  for (let k = from; k < tokens.length && k - from < 8; k++) {
    const t = tokens[k]!;
    if (placeStarts.has(k) && tokens.slice(from, k).some((word) => !["the", "a", "an"].includes(word.text))) break;
    // ", off Eldridge" still says where: a comma then a place preposition goes on.
    const locative = /^,\s*$/.test(t.gapBefore) && ["off", "near", "by", "on", "at"].includes(t.text);
    if (k > from && !locative && (/[,.;!?\n()]/.test(t.gapBefore) || /\s-\s/.test(t.gapBefore))) break;
    if (STOP.has(t.text) && k > from) break;
    if (DATE_WORDS.test(t.text)) break;
    if (["in", "by", "on", "around"].includes(t.text) && DATE_WORDS.test(tokens[k + 1]?.text ?? "")) break;
    if (["by", "on", "via", "taking", "take"].includes(t.text) && k > from && TRAVEL_MODE.test(tokens[k + 1]?.text ?? "")) break;
    if (/^\d/.test(t.text) && /^(?:bed|beds|bedroom|bedrooms|br|bd|bath|baths|ba|k)$/.test(tokens[k + 1]?.text ?? "")) break;
    // A number after the place starts the next criterion ("galleria 900+ sqft", "downtown 2ba"), and so does a negation.
    if (k > from && (/^\d/.test(t.text) || /^(?:not|no|without|except|excluding|outside)$/.test(t.text))) break;
    last = k;
  }
  if (last < 0) return null;
  // Do not end on a connector.
  while (last > from && ["the", "a", "an", "of", "in", "at", "near", "on", "off", "by"].includes(tokens[last]!.text)) last--;
  return { start: tokens[from]!.start, end: tokens[last]!.end, first: from, last };
}

function acceptable(strengthAsked: Strength, bare: boolean, surface: string, tokens: Token[], first: number, last: number, mentions: Mention[]): boolean {
  // Answering "where do you work or study?", any cue will do: "I'm at the Galleria most days".
  const strength = bare ? "any" : strengthAsked;
  const words = tokens.slice(first, last + 1);
  const text = words.map((t) => t.text).join(" ");
  // "I work in energy" is an industry; "I work in energy corridor" names a place that starts with the word.
  const namesPlace = mentions.some((m) => m.kind === "neighborhood" && m.from === first);
  if (NOT_A_PLACE.test(text) || (NOT_A_PLACE.test(words[0]!.text) && !namesPlace)) return false;
  // "A new job at a hospital": some place of that kind, not one that can be placed on a map.
  if (/^(?:a|an|some|one of the)$/.test(words[0]!.text) && !namesPlace && !mentions.some((m) => m.kind === "neighborhood" && m.from >= first && m.from <= last)) return false;
  // "go to 1200" raises a budget: a number alone is no place.
  if (/^\$?\d[\d,.]*k?$/.test(text)) return false;
  const main = words[0]!.text === "the" && words.length > 1 ? words[1]! : words[0]!;
  const isCapitalised = /^[A-Z0-9]/.test(main.raw);
  const isPlace = mentions.some((m) => m.kind === "neighborhood" && m.from >= first && m.from <= last);
  const isAmenity = mentions.some((m) => m.kind === "amenity" && m.from >= first && m.from <= last);
  switch (strength) {
    case "any":
      return true;
    case "place":
      return isPlace || isCapitalised;
    case "school":
      return !isAmenity && (SCHOOL.test(text) || /^[A-Z]{2,5}$/.test(main.raw) || (isCapitalised && !isPlace));
    case "school-name":
      return !isAmenity && (SCHOOL.test(text) || /^[A-Z]{2,5}$/.test(main.raw));
  }
}

export function findCommute(surface: string, tokens: Token[], mentions: Mention[], bare: boolean): CommuteFinding {
  const lower = surface.toLowerCase();
  const result: CommuteFinding = { spans: [], liveThere: LIVE_THERE.test(surface), remote: REMOTE.test(surface) };
  const destinations: { start: number; end: number; first: number; last: number }[] = [];
  const placeStarts = new Set(mentions.filter((m) => m.kind === "neighborhood").map((m) => m.from));

  for (const cue of CUES) {
    for (const m of lower.matchAll(cue.re)) {
      const from = tokenAt(tokens, m.index + m[0].length);
      if (from < 0) continue;
      const destination = readDestination(surface, tokens, from, cue.endsAtPlace ? placeStarts : undefined);
      if (destination && acceptable(cue.strength, bare, surface, tokens, destination.first, destination.last, mentions)) destinations.push(destination);
    }
  }
  // "I work downtown", "my office downtown": a neighborhood right after the verb.
  for (const m of lower.matchAll(/\b(?:work|works|working|office|job)\s+/g)) {
    const from = tokenAt(tokens, m.index + m[0].length);
    const mention = mentions.find((x) => x.kind === "neighborhood" && x.from === from);
    if (mention) destinations.push({ start: mention.start, end: mention.end, first: mention.from, last: mention.to - 1 });
  }
  // "I want to be near TMC since I work there": the place just named.
  const workThere = WORK_THERE.exec(surface);
  if (workThere) {
    const before = mentions.filter((x) => x.kind === "neighborhood" && x.end <= workThere.index);
    const place = before[before.length - 1];
    if (place && destinations.length === 0) result.commuteTo = { value: surface.slice(place.start, place.end), start: place.start, end: place.end };
  }

  // Overlapping cues ("job is at"): keep the widest reading of each place.
  destinations.sort((a, b) => a.start - b.start || b.end - a.end);
  const distinct = destinations.filter((d, k) => !destinations.some((o, j) => j !== k && o.start <= d.start && o.end >= d.end && (o.end - o.start > d.end - d.start || j < k)));
  for (const d of distinct) result.spans.push({ start: d.start, end: d.end });
  const firstDestination = distinct[0];
  if (firstDestination && !result.commuteTo) {
    result.commuteTo = { value: surface.slice(firstDestination.start, firstDestination.end), start: firstDestination.start, end: firstDestination.end };
  }

  // Answering "Where do you work or study?": the whole answer is the place.
  if (bare && !result.commuteTo && !result.remote) {
    const answer = /^\s*(?:(?:i\s+)?(?:work|study)\s+(?:at|in|for)\s+|at\s+|it'?s\s+|near\s+)?(.+?)[\s.!]*$/i.exec(surface);
    const text = answer?.[1]?.trim();
    if (text && /[A-Za-z]/.test(text)) {
      const start = surface.indexOf(text);
      result.commuteTo = { value: text, start, end: start + text.length };
      result.spans.push({ start, end: start + text.length });
    }
  }
  return result;
}
