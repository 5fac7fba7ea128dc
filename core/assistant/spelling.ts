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
import type { AssistantKnowledge } from "./knowledge.ts";
import { OUTSIDE_PLACES } from "./outside-places.ts";
import { correctCueWords, readerKnownWords, wordsOfPatterns } from "./query/read-query.ts";
import { INTENT_CUES } from "./understanding/classify-intent.ts";

/** Keyed by the catalogue's communities array, which the server keeps per catalogue (a knowledge object is made per message). */
const cache = new WeakMap<readonly unknown[], ReadonlySet<string>>();

const wordsOfNames = (names: readonly string[]) => names.flatMap((name) => name.toLowerCase().match(/[a-z]{4,}/g) ?? []);

export function knownWords(knowledge: AssistantKnowledge): ReadonlySet<string> {
  let words = cache.get(knowledge.communities);
  if (!words) {
    const { vocabulary } = knowledge;
    words = new Set([
      ...readerKnownWords(),
      ...wordsOfPatterns([...INTENT_CUES, ...PROCESS_CUES, ...DATA_GAPS.map((gap) => gap.cue), COVERAGE_ASKED, COMMUTE_CUE]),
      ...wordsOfNames(vocabulary.amenities.flatMap((a) => [a.name, a.displayName, ...a.synonyms])),
      ...wordsOfNames(vocabulary.neighborhoods.flatMap((n) => [n.name, ...n.aliases])),
      ...wordsOfNames(knowledge.communities.map((c) => c.title)),
      ...wordsOfNames(OUTSIDE_PLACES.map((place) => place.name)),
    ]);
    cache.set(knowledge.communities, words);
  }
  return words;
}

/** The message with its slips read as meant (capitals kept). */
export function correctSpelling(message: string, knowledge: AssistantKnowledge): string {
  return correctCueWords(message, knownWords(knowledge));
}
