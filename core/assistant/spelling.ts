/**
 * What A.L.I. reads a slip as: a word with two neighbouring letters swapped ("cirme", "lesae", "Descirbe") is read
 * as the word it undoes, when that word is one A.L.I. knows: the cue words of its reader, intents and topics, the
 * catalogue's amenities, neighborhoods and community names, the places it does not cover. Built once per
 * catalogue. Other slips are left to the vocabulary's own fuzzy match (understanding/vocabulary-index.ts).
 */
import { COMMUTE_CUE } from "./answer-commute.ts";
import { COVERAGE_ASKED } from "./answer-counts.ts";
import { DATA_GAPS } from "./answer-no-data.ts";
import { PROCESS_CUES } from "./answer-process.ts";
import { TERMS_CUES } from "./answer-terms.ts";
import type { AssistantKnowledge } from "./knowledge.ts";
import { OUTSIDE_PLACES } from "./outside-places.ts";
import { correctCueWords, readerKnownWords, wordsOfPatterns } from "./query/read-query.ts";
import { INTENT_CUES } from "./understanding/classify-intent.ts";

const ROOM_WORDS = ["bedroom", "bedrooms", "bathroom", "bathrooms", "baths", "studio", "studios"];

/** Keyed by the catalogue's communities array, which the server keeps per catalogue (a knowledge object is made per message). */
const cache = new WeakMap<readonly unknown[], ReadonlySet<string>>();

const wordsOfNames = (names: readonly string[]) => names.flatMap((name) => name.toLowerCase().match(/[a-z]{4,}/g) ?? []);

export function knownWords(knowledge: AssistantKnowledge): ReadonlySet<string> {
  let words = cache.get(knowledge.communities);
  if (!words) {
    const { vocabulary } = knowledge;
    words = new Set([
      ...readerKnownWords(),
      ...wordsOfPatterns([...INTENT_CUES, ...PROCESS_CUES, ...TERMS_CUES, ...DATA_GAPS.map((gap) => gap.cue), COVERAGE_ASKED, COMMUTE_CUE]),
      ...wordsOfNames(vocabulary.amenities.flatMap((a) => [a.name, a.displayName, ...a.synonyms])),
      ...wordsOfNames(vocabulary.neighborhoods.flatMap((n) => [n.name, ...n.aliases])),
      ...wordsOfNames(knowledge.communities.map((c) => c.title)),
      ...wordsOfNames(OUTSIDE_PLACES.map((place) => place.name)),
      // The rooms (read by the understanding, not the reader's cues): "2 bahts", "3 bedorom".
      ...ROOM_WORDS,
    ]);
    cache.set(knowledge.communities, words);
  }
  return words;
}

/**
 * Chat shorthand read as the words it stands for, before anything else reads the message: "w/o a pool" is "without a
 * pool" (never a wish for one), "once u add parking" is "once you add parking", "which hood" is "which neighborhood".
 * Whole words only; a word that is also a place or a name is left alone (none of these is one).
 */
const SHORTHAND: readonly [RegExp, string][] = [
  [/(?<![\w/])w\/o(?![\w/])/gi, "without"],
  [/(?<![\w'’-])u(?![\w'’-])/gi, "you"],
  [/(?<![\w'’-])ur(?![\w'’-])/gi, "your"],
  [/(?<![\w'’])(?:hood|nbhd)(?![\w'’])/gi, "neighborhood"],
  [/(?<![\w'’])(?:hoods|nbhds)(?![\w'’])/gi, "neighborhoods"],
  [/(?<![\w'’])(?:bc|b\/c|cuz|cos)(?![\w'’/])/gi, "because"],
  [/(?<![\w'’])(?:pls|plz)(?![\w'’])/gi, "please"],
  [/(?<![\w'’])(?:thx|thnx)(?![\w'’])/gi, "thanks"],
  // "wd in unit", "w&d": the washer and dryer (the "w/d" of the amenities' own synonyms).
  [/(?<![\w'’/-])(?:wd|w&d|w \/ d)(?![\w'’/-])/gi, "w/d"],
  [/(?<![\w'’])(?:yr|yrly)(?![\w'’])/gi, "year"],
  [/(?<![\w'’])(?:mo|mos)(?= (?:lease|leases|term)\b)/gi, "month"],
  [/\s&\s/g, " and "],
  // Question words typed short: "hw much is it", "wat r the cheapest", "wats the rent".
  [/(?<![\w'’])hw(?![\w'’])/gi, "how"],
  [/(?<![\w'’])(?:wat|wht)(?![\w'’])/gi, "what"],
  [/(?<![\w'’])(?:wats|whts)(?![\w'’])/gi, "whats"],
  [/(?<![\w'’])(?:wich|whch)(?![\w'’])/gi, "which"],
  // Bedrooms typed short: "1 bedrms", "2 bdrm".
  [/(?<![\w'’])(?:bedrms|bdrms|bedrmz)(?![\w'’])/gi, "bedrooms"],
  [/(?<![\w'’])(?:bedrm|bdrm)(?![\w'’])/gi, "bedroom"],
];

/**
 * A commute named before the word ("save the med center as my commute", "make downtown my commute", "set my commute
 * to Rice"): said in the order the understanding reads ("my commute is to the med center").
 */
const COMMUTE_NAMED_FIRST: readonly [RegExp, string][] = [
  [/\b(?:save|set|make|use|put|add|keep)\s+(.{2,60}?)\s+(?:as|for)\s+(?:my|our)\s+(?:commute|work(?:place)?|job|office)(?:\s+(?:place|location|destination))?\b/gi, "my commute is to $1"],
  [/\b(?:make|set)\s+(.{2,60}?)\s+(?:my|our)\s+(?:commute|work(?:place)?|job)(?:\s+(?:place|location|destination))?\b/gi, "my commute is to $1"],
  [/\b(?:set|change|switch|update)\s+(?:my|our)\s+(?:commute|work(?:place)?|job)(?:\s+(?:place|location|destination))?\s+to\s+/gi, "my commute is to "],
];

/** "My doctor is at Houston Methodist, so save that as my commute": "that" is the place said just before. */
const PRONOUN_AS_COMMUTE = /\b(?:save|set|make|use|put|add|keep)\s+(?:that|this|it|there|that place|the place)\s+(?:as|for)\s+(?:my|our)\s+(?:commute|work(?:place)?|job|office)(?:\s+(?:place|location|destination))?\b/i;
const PLACE_SAID = /\b(?:at|in|near|to|by)\s+((?:the\s+)?[a-z][\w.&'-]*(?:\s+(?!so\b|and\b|but\b|then\b)[a-z][\w.&'-]*){0,4})\s*(?:,|;|\.|\bso\b|\band\b|\bthen\b)[^,;.]*$/i;

export function expandShorthand(message: string): string {
  const spelled = SHORTHAND.reduce((text, [pattern, words]) => text.replace(pattern, words), message);
  const pronoun = PRONOUN_AS_COMMUTE.exec(spelled);
  const before = pronoun ? PLACE_SAID.exec(spelled.slice(0, pronoun.index)) : null;
  const named = pronoun && before ? `${spelled.slice(0, pronoun.index)}my commute is to ${before[1]}${spelled.slice(pronoun.index + pronoun[0].length)}` : spelled;
  return COMMUTE_NAMED_FIRST.reduce((text, [pattern, words]) => text.replace(pattern, words), named);
}

/** The message with its shorthand spelled out and its slips read as meant (capitals kept). */
export function correctSpelling(message: string, knowledge: AssistantKnowledge): string {
  return correctCueWords(expandShorthand(message), knownWords(knowledge));
}
