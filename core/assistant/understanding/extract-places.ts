/**
 * What the message says about each neighborhood and amenity it names: wanted,
 * ruled out ("not downtown", "no pool needed", "Katy is too far"), or only
 * context (where they work, where they live now). Amenities also carry the
 * renter's requirement ("covered parking", "parking, must be covered").
 */
import { QUALIFIERS } from "./qualifiers.ts";
import { isClauseBreak, isCommaBreak, type Token } from "./text.ts";
import type { Mention, VocabularyIndex } from "./vocabulary-index.ts";

export type Stance = "want" | "remove" | "context";

export interface PlaceReading {
  mention: Mention;
  stance: Stance;
  requirement: string | null;
}

const words = (phrases: string[]) => phrases.map((p) => p.split(" ")).sort((a, b) => b.length - a.length);

/** Phrases that look negative but are not ("not far from downtown", "can't live without a washer"). */
const NOT_NEGATIONS = words([
  "not too far from", "not far from", "not too far", "no more than", "not more than", "not over", "not only", "not just", "not sure",
  "not sure about", "cant live without", "cannot live without", "couldnt live without", "no matter", "not bad", "dont mind",
  "wouldnt mind", "no problem", "not a problem", "no preference", "with or without", "not picky", "not that far from",
]);

const NEGATIONS = words([
  "not", "no", "dont need", "do not need", "dont want", "do not want", "dont really need", "dont really want", "dont care about",
  "dont care for", "doesnt need", "does not need", "no need for", "not interested in", "not looking for", "not looking at", "without",
  "never mind", "nevermind", "forget", "forget about", "drop", "remove", "delete", "take out", "scratch", "avoid", "exclude", "except",
  "excluding", "anything but", "anywhere but", "other than", "rather than", "instead of", "not a fan of", "no longer", "stay away from",
  "hate", "dont like", "do not like", "can live without", "could live without", "can do without", "dont have", "do not have",
  "get rid of", "nix", "ditch", "skip", "no to", "not into", "dont bother with", "nvm", "changed my mind about", "change my mind about",
  "no longer need", "no longer want", "isnt", "is not", "arent", "are not", "isnt located", "thats not", "that isnt", "that arent",
  "nothing", "none in", "none downtown", "undo", "lose", "take off", "loose",
]);

/** "No place without a pool", "nothing without parking": two negations, so the renter wants it. */
const WANTS_BY_DOUBLE_NEGATION = words(["no place", "no places", "nothing", "none", "no apartment", "no apartments", "no building", "no buildings", "no community", "no communities", "not anything", "no complex", "no unit"]);

/** After what a negation names, words that make it acceptable rather than ruled out: "without a pool is fine", "no carpet is ok". */
const ACCEPTABLE_AFTER = words(["is fine", "is ok", "is okay", "is good", "is cool", "works", "would work", "would be fine", "is fine too", "fine", "ok", "okay", "is no problem", "no problem", "doesnt matter", "is not a problem"]);

/** "Concierge would be nice but not required": wanted, not needed, so not saved as a must. */
const NICE_BUT = words(["would be nice", "is nice", "nice to have", "would be a plus", "is a plus", "a plus", "bonus", "is a bonus", "would be a bonus", "nice"]);

/** A negation about "it"/"that" rules out the place just named: "I changed my mind about EaDo, I don't want it anymore". */
const PRONOUNS = new Set(["it", "that", "them", "those", "there"]);

/** Replacements: "swap Katy for Sugar Land" rules out the first place. */
const REPLACEMENTS = new Set(["swap", "replace", "switch", "change", "trade"]);

const AFTER_NEGATIONS = words([
  "not needed", "isnt needed", "is not needed", "arent needed", "not necessary", "isnt necessary", "is not necessary", "not required",
  "isnt required", "not important", "isnt important", "is not important", "arent important", "not a priority", "isnt a priority",
  "doesnt matter", "dont matter", "does not matter", "not a must", "isnt a must", "is not a must", "is optional", "optional", "is out",
  "out", "is too expensive", "too expensive", "is too far", "too far", "not for me", "is a no", "off the list", "is off the list",
  "can go", "not anymore", "isnt a big deal", "not a big deal", "is overrated", "not needed anymore", "no way", "hard pass", "is a hard pass",
]);

/** Words that may sit between a negation and what it rules out. */
const FILLER = new Set([
  "a", "an", "the", "any", "my", "in", "near", "around", "for", "of", "to", "live", "living", "be", "being", "really", "actually",
  "area", "areas", "neighborhood", "about", "at", "so", "too", "place", "places", "apartment", "apartments", "something", "stuff",
  "with", "having", "have", "that", "this", "those", "these", "needed", "anymore", "more", "much", "requirement", "either",
  "neither", "nor", "or", "and", "close", "by", "out", "even", "want", "need", "some", "all", "whole", "over",
]);

/** Words that turn a negation's scope back to wanting something. */
const CONNECTORS = new Set(["and", "or", "nor"]);


function matchesAt(tokens: Token[], i: number, phrase: string[]): boolean {
  return phrase.every((w, k) => tokens[i + k]?.text === w && (k === 0 || !isClauseBreak(tokens[i + k]!.gapBefore)));
}

function longestAt(tokens: Token[], i: number, list: string[][]): string[] | null {
  return list.find((p) => matchesAt(tokens, i, p)) ?? null;
}

function clauseEndsBefore(tokens: Token[], k: number): boolean {
  return k >= tokens.length || isClauseBreak(tokens[k]!.gapBefore);
}

/** Whether an "or"/"nor" still follows in this clause, so a comma continues a list ("no pool, gym or dog park"). */
function listContinues(tokens: Token[], k: number): boolean {
  for (let j = k; j < tokens.length; j++) {
    if (j > k && isClauseBreak(tokens[j]!.gapBefore)) return false;
    if (tokens[j]!.text === "or" || tokens[j]!.text === "nor") return true;
  }
  return false;
}

/** Words that may sit between a place and what is said after it: "pool really isn't needed". */
const AFTER_GAP = new Set(["really", "honestly", "just", "also", "so", "totally", "definitely", "probably"]);

function markNegated(tokens: Token[], mentions: Mention[], negated: Set<Mention>, acceptable: Set<Mention>): void {
  const byStart = new Map(mentions.map((m) => [m.from, m]));
  for (let i = 0; i < tokens.length; i++) {
    const notNegation = longestAt(tokens, i, NOT_NEGATIONS);
    if (notNegation) {
      i += notNegation.length - 1;
      continue;
    }
    const cue = longestAt(tokens, i, NEGATIONS);
    const replacing = !cue && REPLACEMENTS.has(tokens[i]!.text);
    if (!cue && !replacing) continue;
    // "no place without a pool": the "without" after another negation wants what it names.
    if (cue?.join(" ") === "without" && [1, 2].some((n) => i - n >= 0 && longestAt(tokens, i - n, WANTS_BY_DOUBLE_NEGATION)?.length === n)) continue;
    if (cue && WANTS_BY_DOUBLE_NEGATION.some((phrase) => phrase.join(" ") === cue.join(" ")) && tokens[i + cue.length]?.text === "without") {
      i += cue.length - 1;
      continue;
    }
    let k = i + (cue?.length ?? 1);
    let ruledOut = 0;
    let firstKind: Mention["kind"] | null = null;
    while (k < tokens.length && k - i < 14) {
      const t = tokens[k]!;
      if (isClauseBreak(t.gapBefore)) break;
      if (isCommaBreak(t.gapBefore) && !listContinues(tokens, k)) break;
      const mention = byStart.get(k);
      if (mention) {
        if (replacing) {
          // Only when a replacement follows: "swap Katy for Sugar Land".
          if (["for", "with", "to", "into"].includes(tokens[mention.to]?.text ?? "")) negated.add(mention);
          break;
        }
        // A negation rules out a list of one kind: "not downtown gym", "not in Katy and a pool" want the amenity.
        if (firstKind !== null && mention.kind !== firstKind) break;
        firstKind = mention.kind;
        // "Without a pool is fine": acceptable, neither wanted nor ruled out.
        const goesOn = (at: number) => at < tokens.length && !isClauseBreak(tokens[at]!.gapBefore) && !isCommaBreak(tokens[at]!.gapBefore);
        const acceptableAt = (at: number) => goesOn(at) && longestAt(tokens, at, ACCEPTABLE_AFTER) !== null;
        // One word, no place or amenity, may sit between ("without a wheelchair accessible unit is fine").
        if (acceptableAt(mention.to) || (goesOn(mention.to) && !byStart.has(mention.to) && acceptableAt(mention.to + 1))) {
          acceptable.add(mention);
          break;
        }
        negated.add(mention);
        ruledOut++;
        k = mention.to;
        continue;
      }
      if (PRONOUNS.has(t.text) && ruledOut === 0 && !replacing && !["not", "no", "without", "except"].includes(cue!.join(" "))) {
        const previous = mentions.filter((x) => x.to <= i);
        const referent = previous[previous.length - 1];
        if (referent && t.text !== "there") negated.add(referent);
        break;
      }
      if (!(FILLER.has(t.text) || CONNECTORS.has(t.text))) break;
      // "want"/"need" continue a negation ("don't want to live in ...") but not a new clause ("and want a pool").
      if ((t.text === "want" || t.text === "need") && ruledOut > 0) break;
      k++;
    }
    if (cue) i += cue.length - 1;
  }

  // After the place: "Katy is too far", "pool isn't important to me", "Midtown no", "take the gym off".
  mentions.forEach((m, position) => {
    const k = m.to;
    if (clauseEndsBefore(tokens, k)) return;
    let ruledOut = false;
    // "concierge would be nice but not required": neither a must nor ruled out.
    const nice = longestAt(tokens, k, NICE_BUT);
    if (nice) {
      const rest = tokens.slice(k + nice.length, k + nice.length + 5).map((t) => t.text).join(" ");
      if (/^(?:to have )?(?:but |though |tho |however )?(?:its |it is |is )?(?:not (?:required|necessary|needed|a must|essential|a dealbreaker|a deal breaker)|optional)\b/.test(rest)) {
        acceptable.add(m);
        return;
      }
    }
    if (tokens[k]!.text === "no" && clauseEndsBefore(tokens, k + 1)) ruledOut = true;
    else if (tokens[k]!.text === "off" && tokens.slice(Math.max(0, m.from - 4), m.from).some((t) => t.text === "take")) ruledOut = true;
    else {
      for (let skip = 0; skip <= 2 && k + skip < tokens.length; skip++) {
        if (skip > 0 && (!AFTER_GAP.has(tokens[k + skip - 1]!.text) || isClauseBreak(tokens[k + skip]!.gapBefore))) break;
        const phrase = longestAt(tokens, k + skip, AFTER_NEGATIONS);
        if (!phrase) continue;
        // "out" alone only after "is": "Midtown is out", not "check out Midtown".
        if (phrase.length === 1 && phrase[0] === "out") break;
        ruledOut = true;
        break;
      }
    }
    if (!ruledOut) return;
    negated.add(m);
    // "a balcony or a dishwasher isn't needed"
    for (let p = position - 1; p >= 0; p--) {
      const previous = mentions[p]!;
      const between = tokens.slice(previous.to, mentions[p + 1]!.from).map((t) => t.text);
      if (between.includes("or") && between.every((w) => ["or", "nor", "a", "an", "the"].includes(w))) negated.add(previous);
      else break;
    }
  });
}

/** Words before "from" that make it a distance ("not far from downtown"), not an origin ("moving from Dallas"). */
const DISTANCE = new Set(["far", "away", "minutes", "mins", "min", "close", "distance", "commute", "drive", "miles", "walk", "walking", "blocks", "not", "right", "across", "down", "street"]);

/** "currently living in Katy", "moving from Dallas", "Kevin from the Heights": where they are now, not where they want to be. */
function isCurrentPlace(tokens: Token[], m: Mention): boolean {
  const before = (n: number) => tokens[m.from - n]?.text ?? "";
  for (let n = 1; n <= 4; n++) {
    if (m.from - n < 0 || isClauseBreak(tokens[m.from - n + 1]!.gapBefore)) break;
    const w = before(n);
    if (w === "currently") return true;
    // "I'm downtown", "I'm in Katy"
    if ((w === "im" || w === "am") && n === 1) return true;
    if (w === "in" && n === 1 && ["im", "am"].includes(before(2))) return true;
    if (w === "from" && !DISTANCE.has(before(n + 1)) && !DISTANCE.has(before(n + 2))) return true;
    if (["live", "living", "staying", "stay", "based", "reside", "residing"].includes(w) && before(n - 1) === "in") {
      const wanting = ["to", "wanna", "want", "would", "like", "love", "prefer", "plan", "hope", "hoping", "planning", "d"];
      if (!wanting.includes(before(n + 1)) && !wanting.includes(before(n + 2))) return true;
    }
  }
  // "I live in Katy now"
  return tokens[m.to]?.text === "now" && tokens.slice(Math.max(0, m.from - 4), m.from).some((t) => ["live", "living", "im", "am"].includes(t.text));
}

function requirementOf(surface: string, tokens: Token[], m: Mention, index: VocabularyIndex): string | null {
  if (m.kind !== "amenity") return null;
  const phrases = index.amenityPhrases.get(m.key) ?? new Set<string>();
  // The matched phrase opens with a qualifier: "covered parking", "24-hour gym".
  let qualifierEnd = m.from;
  for (let k = m.from; k < m.to - 1; k++) {
    if (!QUALIFIERS.has(tokens[k]!.text)) break;
    const rest = tokens
      .slice(k + 1, m.to)
      .map((t) => t.stem)
      .join(" ");
    if (phrases.has(rest)) {
      qualifierEnd = k + 1;
      break;
    }
  }
  // Qualifiers just before it: "covered or garage parking", "gated parking".
  let qualifierStart = m.from;
  for (let k = m.from - 1; k >= 0 && m.from - k <= 4; k--) {
    const t = tokens[k]!;
    if (isClauseBreak(tokens[k + 1]!.gapBefore) || isCommaBreak(tokens[k + 1]!.gapBefore)) break;
    if (QUALIFIERS.has(t.text)) qualifierStart = k;
    else if ((t.text === "or" || t.text === "and") && k > 0 && QUALIFIERS.has(tokens[k - 1]!.text)) continue;
    else break;
  }
  if (qualifierStart < m.from || qualifierEnd > m.from) {
    return surface.slice(tokens[qualifierStart]!.start, tokens[Math.max(qualifierStart, qualifierEnd - 1, m.from - 1)]!.end).toLowerCase();
  }
  // After it: "parking, must be covered", "a gym, preferably 24 hour", "parking for 2 cars".
  const rest = surface.slice(m.end);
  const must = /^\s*(?:,\s*|\s*-\s*|\s*\(\s*)?(?:that\s+|which\s+)?((?:must|has to|needs to|should|have to)\s+be\s+[a-z0-9 -]+?)(?=\s*[,.;!?)]|\s+(?:and|but|or|so)\b|\s*$)/i.exec(rest);
  if (must) return must[1]!.toLowerCase().trim();
  const that = /^\s*(?:that|which)\s*(?:is|'s)\s+([a-z0-9-]+)/i.exec(rest);
  if (that && QUALIFIERS.has(that[1]!.toLowerCase())) return that[1]!.toLowerCase();
  const preferably = /^\s*,?\s*(?:preferably|ideally)\s+([a-z0-9-]+(?:[\s/-][a-z0-9]+)?)/i.exec(rest);
  if (preferably && preferably[1]!.toLowerCase().split(/[\s/-]/).every((w) => QUALIFIERS.has(w))) return preferably[1]!.toLowerCase();
  const cars = /^\s+for\s+((?:\d+|two|three|four)\s+(?:cars?|vehicles?))/i.exec(rest);
  if (cars) return `for ${cars[1]!.toLowerCase()}`;
  return null;
}

export function readPlaces(
  surface: string,
  tokens: Token[],
  mentions: Mention[],
  index: VocabularyIndex,
  contextSpans: { start: number; end: number }[],
): PlaceReading[] {
  // A ZIP code shared by several neighborhoods is one mention of each on the same words: the words are read once,
  // through the first of them, and what they say holds for all.
  const leads = new Map<number, Mention>();
  for (const mention of mentions) if (!leads.has(mention.from)) leads.set(mention.from, mention);
  const negated = new Set<Mention>();
  const acceptable = new Set<Mention>();
  markNegated(tokens, [...leads.values()], negated, acceptable);
  return mentions.map((mention) => {
    const inContext = contextSpans.some((s) => mention.start >= s.start && mention.end <= s.end);
    const lead = leads.get(mention.from)!;
    const stance: Stance = negated.has(lead) ? "remove" : acceptable.has(lead) ? "context" : inContext || (mention.kind === "neighborhood" && isCurrentPlace(tokens, mention)) ? "context" : "want";
    return { mention, stance, requirement: stance === "want" ? requirementOf(surface, tokens, mention, index) : null };
  });
}

const ANY_PLACE = [
  /\bany\s*(?:where|neighborhoods?|areas?|parts? of (?:town|houston|the city)|sides? of town|locations?)\b(?!\s+(?:near|close|around|by|within|off|along|on|in|that|which|allowing|who)\b)/,
  /\b(?:anything|anywhere)\s+(?:but|except|other than)\b/,
  /\b(?:location|area|neighborhood|where i live|the area|the neighborhood)s?\s+(?:doesnt|does not|dont|do not)\s+(?:really\s+)?matter/,
  /\b(?:doesnt|does not|dont|do not)\s+(?:really\s+)?(?:care|mind|matter)\s+where\b/,
  /\bno\s+(?:real\s+)?preference\s+(?:on|for|about|with)\s+(?:the\s+)?(?:location|area|neighborhood|where)/,
  /\bflexible\s+(?:on|about|with)\s+(?:the\s+)?(?:location|area|neighborhood|where)/,
  /\bopen\s+to\s+(?:any|all)\s*(?:where|areas?|neighborhoods?|parts)/,
  /\bnot\s+picky\s+about\s+(?:the\s+)?(?:location|area|neighborhood)/,
  /\ball over\s+(?:houston|town|the city)\b/,
];

/** "anywhere", "location doesn't matter", "any area": any neighborhood will do. */
export function saysAnyNeighborhood(flat: string, tokens: Token[], mentions: Mention[]): boolean {
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k]!.text !== "anywhere") continue;
    const next = tokens[k + 1]?.text ?? "";
    const placeFollows = ["in", "on", "around", "near", "close", "by", "within", "off", "along"].includes(next) && mentions.some((m) => m.kind === "neighborhood" && m.from >= k + 1 && m.from <= k + 3);
    // "Anywhere that allows cats": a kind of place, not any neighborhood ("anywhere with a pool" is any, with a pool).
    const clause = ["that", "which", "allowing", "who", "thats"].includes(next);
    if (!placeFollows && !clause && !["near", "close", "around", "by", "within", "off", "along"].includes(next)) return true;
  }
  return ANY_PLACE.some((re) => re.test(flat));
}
