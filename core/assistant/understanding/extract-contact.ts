/** The renter's name and phone number. */
import { COMMON_WORDS } from "./common-words.ts";

export interface Found<T> {
  value: T;
  start: number;
  end: number;
}

// US numbers: 713-555-0142, (832) 555 0199, 281.555.0123, 7135550110, +1 713 555 0166.
const PHONE = /(?<![\d$.,])(?:\+?1[\s.-]*)?\(?\b([2-9]\d{2})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})(?!\d|,\d)/g;

/** Every phone number in the text, normalised to 713-555-0142. */
export function findPhones(surface: string): Found<string>[] {
  return [...surface.matchAll(PHONE)].map((m) => ({ value: `${m[1]}-${m[2]}-${m[3]}`, start: m.index, end: m.index + m[0].length }));
}

const NAME_WORD = /^[A-Za-z][A-Za-z'-]*$/;
const TITLES = new Set(["dr", "mr", "mrs", "ms", "miss", "prof"]);
/** Words that can follow a first name without being part of it. */
const NOT_NAME = new Set([...COMMON_WORDS, "btw", "lol", "here", "from", "and", "im", "i", "but", "a", "an", "the", "hi", "hey", "hello", "ok"]);

function titleCase(word: string): string {
  return word
    .split(/([-'])/)
    .map((part) => (part.length > 0 && /[a-z]/.test(part[0]!) ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join("");
}

interface NameOptions {
  /** "my name is": any non-common words; "I'm": capitalised ones unless the renter never capitalises. */
  strong: boolean;
  maxWords: number;
}

/** Reads up to `maxWords` name words starting at `from`. */
function readName(surface: string, from: number, options: NameOptions, typesLowerCase: boolean): Found<string> | null {
  const words: { raw: string; start: number; end: number }[] = [];
  const re = /[A-Za-z][A-Za-z'-]*|[^\sA-Za-z]+|\s+/g;
  re.lastIndex = from;
  let match: RegExpExecArray | null;
  while ((match = re.exec(surface)) && words.length < options.maxWords) {
    const piece = match[0];
    if (/^\s+$/.test(piece)) continue;
    // "Dr. Smith": a title's full stop belongs to the name.
    if (piece === "." && words.length > 0 && TITLES.has(words[words.length - 1]!.raw.toLowerCase())) {
      words[words.length - 1]!.raw += ".";
      words[words.length - 1]!.end += 1;
      continue;
    }
    if (!NAME_WORD.test(piece)) break;
    const lower = piece.toLowerCase().replace(/'/g, "");
    if (NOT_NAME.has(lower)) break;
    const capitalised = /^[A-Z]/.test(piece);
    if (!options.strong && !capitalised && !typesLowerCase) break;
    // After a capitalised first name, a lower-case word is the sentence going on.
    if (words.length > 0 && !capitalised && !typesLowerCase) break;
    words.push({ raw: piece, start: match.index, end: match.index + piece.length });
  }
  if (words.length === 0) return null;
  // A title alone is not a name.
  if (words.length === 1 && TITLES.has(words[0]!.raw.toLowerCase().replace(/\.$/, ""))) return null;
  const value = words.map((w) => (typesLowerCase || /^[a-z]/.test(w.raw) ? titleCase(w.raw.toLowerCase()) : w.raw)).join(" ");
  return { value, start: words[0]!.start, end: words[words.length - 1]!.end };
}

const STRONG_CUES = /\b(?:my name is|my names|my name's|name is|name's|names|the name is|call me|you can call me|name:)\s*/gi;
const WEAK_CUES = /\b(?:i'm|im|i am|this is)\s+/gi;
/** "Hey it's Bernadette": only at the start, only a capitalised name. */
const ITS_CUE = /^\s*(?:(?:hi|hey|hello|hiya)[,!]?\s+)?(?:it's|its|it is)\s+(?=[A-Za-z])/i;
/** "Set my name pls": the renter asks for their name to be kept, so "it's marisol" typed in lower case is one. */
const NAME_ASKED = /\b(?:set|save|put|use|change|update|store|keep|remember) (?:my|the) name\b|\bthat(?:'?s| is) my name\b/i;

/**
 * A name the renter gives: "I'm Maria", "my name is Jose Garcia", "this is
 * Sam", "Tom here". With `bare` (the profile build asked for the name), a
 * message that is only a name counts too: "Maria", "it's Daniel".
 */
export function findName(surface: string, bare: boolean): Found<string> | null {
  const typesLowerCase = !/[A-Z]/.test(surface);
  let found: Found<string> | null = null;
  for (const m of surface.matchAll(STRONG_CUES)) {
    const name = readName(surface, m.index + m[0].length, { strong: true, maxWords: 3 }, typesLowerCase);
    if (name) found = name;
  }
  if (found) return found;
  for (const m of surface.matchAll(WEAK_CUES)) {
    const name = readName(surface, m.index + m[0].length, { strong: false, maxWords: 3 }, typesLowerCase);
    // "I'm Katy and ..." is a name; "I'm downtown" is not.
    if (name && !found) found = name;
  }
  if (found) return found;
  const its = ITS_CUE.exec(surface);
  const nameAsked = NAME_ASKED.test(surface);
  if (its && (/^[A-Z]/.test(surface.slice(its[0].length)) || nameAsked)) {
    const name = readName(surface, its[0].length, { strong: false, maxWords: 3 }, nameAsked && typesLowerCase);
    if (name) return name;
  }
  const here = /(?:^|[.!,]\s*|\b(?:hi|hey|hello)[,!]?\s+)([A-Z][a-z]+)\s+here\b/.exec(surface) ?? (typesLowerCase ? /^([a-z]+)\s+here\b/.exec(surface) : null);
  if (here && !NOT_NAME.has(here[1]!.toLowerCase())) {
    const start = here.index + here[0].indexOf(here[1]!);
    return { value: titleCase(here[1]!.toLowerCase()), start, end: start + here[1]!.length };
  }
  if (bare) {
    const stripped = /^\s*(?:(?:it's|its|it is|i'm|im|i am)\s+)?([A-Za-z][A-Za-z'-]*(?:\s+[A-Za-z][A-Za-z'-]*){0,2})\s*[.!]*\s*$/i.exec(surface);
    if (stripped) {
      const start = stripped.index + stripped[0].indexOf(stripped[1]!);
      return readName(surface, start, { strong: true, maxWords: 3 }, typesLowerCase);
    }
  }
  return null;
}
