/**
 * Finds neighborhood and amenity names in a message: exact (by stemmed
 * tokens, longest phrase first) from names, aliases and synonyms, then small
 * typos ('montrosse', 'balcny') by edit distance. A five-digit ZIP code names
 * every neighborhood that lists it ("2 bed in 77006").
 */
import { distance } from "fastest-levenshtein";
import { COMMON_WORDS } from "./common-words.ts";
import { QUALIFIERS } from "./qualifiers.ts";
import { phraseKey, type Token } from "./text.ts";
import type { Vocabulary } from "./types.ts";

export type MentionKind = "neighborhood" | "amenity";

export interface Mention {
  kind: MentionKind;
  /** Neighborhood slug or amenity key. */
  key: string;
  /** Token range [first, last + 1). */
  from: number;
  to: number;
  start: number;
  end: number;
  /** The phrase matched, e.g. "covered parking". */
  phrase: string;
  fuzzy: boolean;
}

interface Entry {
  kind: MentionKind;
  key: string;
  phrase: string;
}

interface FuzzyTarget extends Entry {
  /** Lower case, words joined by single spaces. */
  text: string;
  words: number;
}

export interface VocabularyIndex {
  exact: Map<string, Entry>;
  maxWords: number;
  fuzzy: FuzzyTarget[];
  /** Stemmed phrases of each amenity, to tell "covered parking" = qualifier + "parking". */
  amenityPhrases: Map<string, Set<string>>;
  /** ZIP code -> the slugs of the neighborhoods that list it, in vocabulary order. */
  zipAreas: Map<string, string[]>;
}

/** Keyed by a synonym of the seed data, so the amenity key itself is never written here. */
const EVERYDAY_PHRASES: [string, string[]][] = [
  [
    "dog",
    ["puppy", "puppies", "retriever", "golden retriever", "labrador", "doodle", "goldendoodle", "golden doodle", "labradoodle", "poodle", "pitbull",
      "pit bull", "husky", "corgi", "chihuahua", "dachshund", "terrier", "german shepherd", "beagle", "bulldog", "yorkie", "pomeranian", "shih tzu"],
  ],
  ["cat", ["kitten", "kittens", "kitty"]],
  ["parking", ["somewhere to park", "place to park", "spot to park", "space to park"]],
];

const cache = new WeakMap<Vocabulary, VocabularyIndex>();

export function indexVocabulary(vocabulary: Vocabulary): VocabularyIndex {
  const cached = cache.get(vocabulary);
  if (cached) return cached;
  const exact = new Map<string, Entry>();
  const fuzzy: FuzzyTarget[] = [];
  const amenityPhrases = new Map<string, Set<string>>();
  let maxWords = 1;

  const add = (kind: MentionKind, key: string, phrase: string) => {
    const k = phraseKey(phrase);
    if (!k) return;
    // The first owner of a phrase keeps it: the seed data says each synonym belongs to one amenity.
    if (!exact.has(k)) exact.set(k, { kind, key, phrase: phrase.toLowerCase() });
    maxWords = Math.max(maxWords, k.split(" ").length);
    const text = phrase.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
    const minLength = kind === "amenity" ? 6 : 5;
    if (text.replace(/ /g, "").length >= minLength) fuzzy.push({ kind, key, phrase: text, text, words: text.split(" ").length });
    if (kind === "amenity") {
      const set = amenityPhrases.get(key) ?? new Set<string>();
      set.add(k);
      amenityPhrases.set(key, set);
    }
  };

  const zipAreas = new Map<string, string[]>();
  for (const n of vocabulary.neighborhoods) {
    for (const zip of n.zipCodes ?? []) zipAreas.set(zip, [...(zipAreas.get(zip) ?? []), n.slug]);
    add("neighborhood", n.slug, n.name);
    add("neighborhood", n.slug, n.slug.replace(/-/g, " "));
    for (const alias of n.aliases) add("neighborhood", n.slug, alias);
  }
  for (const a of vocabulary.amenities) {
    add("amenity", a.name, a.displayName);
    add("amenity", a.name, a.name.replace(/-/g, " "));
    for (const synonym of a.synonyms) add("amenity", a.name, synonym);
  }
  // Everyday words for things the catalogue names once: a golden retriever is a dog, "somewhere to park" is parking.
  for (const [synonym, phrases] of EVERYDAY_PHRASES) {
    const owner = vocabulary.amenities.find((a) => a.synonyms.includes(synonym));
    if (owner) for (const phrase of phrases) add("amenity", owner.name, phrase);
  }
  const index = { exact, maxWords, fuzzy, amenityPhrases, zipAreas };
  cache.set(vocabulary, index);
  return index;
}

/** Short or everyday aliases that name a place only in the right company. */
function isGuardedOut(entry: Entry, tokens: Token[], from: number, to: number, index: VocabularyIndex): boolean {
  const first = tokens[from]!;
  const previous = tokens[from - 1]?.text;
  const next = tokens[to]?.text;
  const phrase = tokens
    .slice(from, to)
    .map((t) => t.text)
    .join(" ");
  switch (phrase) {
    case "uh": // "uh, not sure" is a pause, "near UH" is the university
      return first.raw !== "UH" && !["near", "at", "by", "around", "to", "from", "off", "of", "attend", "attending"].includes(previous ?? "");
    case "ada":
      return first.raw !== "ADA" && !["compliant", "accessible", "unit", "accessibility"].includes(next ?? "");
    case "accessible":
      return ["to", "from", "by", "via"].includes(next ?? "") || ["easily", "very", "highly", "more", "most"].includes(previous ?? "");
    case "pet":
      return next === "peeve" || next === "peeves";
    case "dog":
      return previous === "hot";
    case "lift":
      return next === "weights";
    case "memorial":
      return next === "hermann" || next === "day";
    case "height": // "the ceiling height", "what height are the ceilings", "the height of the ceilings" measure a room
    case "heights":
    case "the height":
      return ["ceiling", "ceilings", "counter", "countertop", "door", "window", "what"].includes(previous ?? "") || (phrase.endsWith("height") && ["of", "is", "are", "limit"].includes(next ?? ""));
    default:
      // "gated parking" is parking that is gated, not a gated community.
      return entry.kind === "amenity" && QUALIFIERS.has(phrase) && index.exact.get(tokens[to]?.stem ?? "")?.kind === "amenity";
  }
}

/**
 * Every vocabulary mention in the tokens, left to right, never overlapping, except that a ZIP code shared by
 * several neighborhoods is one mention of each, on the same words (whatever is said of the ZIP is said of each).
 */
export function findMentions(tokens: Token[], index: VocabularyIndex): Mention[] {
  const mentions: Mention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const areas = index.zipAreas.get(tokens[i]!.text);
    if (areas) {
      const zip = tokens[i]!.text;
      for (const slug of areas) mentions.push(toMention({ kind: "neighborhood", key: slug, phrase: zip }, tokens, i, i + 1, false));
      i++;
      continue;
    }
    let found: Mention | null = null;
    let guarded = false;
    for (let n = Math.min(index.maxWords, tokens.length - i); n >= 1 && !found; n--) {
      const key = tokens
        .slice(i, i + n)
        .map((t) => t.stem)
        .join(" ");
      const entry = index.exact.get(key);
      if (entry && isGuardedOut(entry, tokens, i, i + n, index)) guarded = true;
      else if (entry) found = toMention(entry, tokens, i, i + n, false);
    }
    // A word guarded out ("the ceiling height") is not read as a slip for another name either.
    if (!found && !guarded) found = fuzzyAt(tokens, i, index);
    if (found) {
      mentions.push(found);
      i = found.to;
    } else i++;
  }
  return mentions;
}

function toMention(entry: Entry, tokens: Token[], from: number, to: number, fuzzy: boolean): Mention {
  return { kind: entry.kind, key: entry.key, from, to, start: tokens[from]!.start, end: tokens[to - 1]!.end, phrase: entry.phrase, fuzzy };
}

/** Edits allowed for a word of this length: none under 5 letters, one up to 8, two beyond. */
function allowedEdits(length: number): number {
  if (length < 5) return 0;
  return length >= 10 ? 2 : 1;
}

/** Levenshtein, counting one swap of neighbouring letters ('midtwon') as a single edit. */
export function editDistance(a: string, b: string): number {
  const d = distance(a, b);
  if (d === 2 && a.length === b.length) {
    const diff = [...a].flatMap((ch, k) => (ch === b[k] ? [] : [k]));
    if (diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!]) return 1;
  }
  return d;
}

/**
 * A phrase of several words is misspelt word by word: each word within its own budget, so "cost downtown" is not
 * "east downtown" (two edits in a four-letter word), while "thrid ward" is "third ward".
 */
function wordsWithinBudget(window: Token[], target: string): boolean {
  const words = target.split(" ");
  return window.every((token, k) => editDistance(token.text, words[k]!) <= allowedEdits(words[k]!.length));
}

const ENDINGS = ["ing", "ed", "ies", "ly", "tion"];

/** With an ending both words share, the stems within their own budget ("party" against "park": two edits in four letters, no). */
export function sameStemWithinBudget(candidate: string, target: string): boolean {
  const ending = ENDINGS.find((end) => candidate.endsWith(end) && target.endsWith(end));
  if (!ending) return true;
  const [a, b] = [candidate.slice(0, -ending.length), target.slice(0, -ending.length)];
  return editDistance(a, b) <= allowedEdits(b.length);
}

function fuzzyAt(tokens: Token[], i: number, index: VocabularyIndex): Mention | null {
  const first = tokens[i]!;
  if (!/^[a-z]+$/.test(first.text) || COMMON_WORDS.has(first.text)) return null;
  let best: { target: FuzzyTarget; n: number; d: number } | null = null;
  for (let n = 1; n <= 3 && i + n <= tokens.length; n++) {
    const window = tokens.slice(i, i + n);
    const last = window[window.length - 1]!;
    if (!/^[a-z]+$/.test(last.text) || (n > 1 && COMMON_WORDS.has(last.text))) break;
    if (window.slice(1).some((t) => /[.!?,;:]/.test(t.gapBefore))) break;
    const spaced = window.map((t) => t.text).join(" ");
    const joined = spaced.replace(/ /g, "");
    if (joined.length < 5) continue;
    for (const target of index.fuzzy) {
      const budget = allowedEdits(target.text.replace(/ /g, "").length);
      if (budget === 0) continue;
      for (const candidate of n === target.words ? [spaced] : n < target.words ? [joined] : []) {
        const compareTo = candidate === joined && n !== target.words ? target.text.replace(/ /g, "") : target.text;
        if (Math.abs(compareTo.length - candidate.length) > budget) continue;
        const d = editDistance(candidate, compareTo);
        if (d > 0 && candidate === spaced && n > 1 && !wordsWithinBudget(window, compareTo)) continue;
        // "Partying" is not "parking": an English ending shared by both is no part of the slip, so the stems are weighed alone.
        if (d > 0 && !sameStemWithinBudget(candidate, compareTo)) continue;
        // One word read as two ("extend" as "east end"): only a slip that keeps every letter of the two words' starts.
        if (d > 0 && n === 1 && target.words > 1 && !compareTo.startsWith(candidate.slice(0, 2))) continue;
        if (d > 0 && d <= budget && (!best || d < best.d || (d === best.d && n > best.n))) best = { target, n, d };
      }
    }
  }
  if (!best) return null;
  return toMention(best.target, tokens, i, i + best.n, true);
}
