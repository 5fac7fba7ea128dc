/**
 * Text plumbing shared by the extractors: a same-length "surface" copy of the
 * message (so offsets found in it point into what the renter typed), word
 * tokens with offsets, a light plural stemmer, sentences, and claimed spans.
 */

/** Typographic quotes and dashes to ASCII, without changing the length. */
export function toSurface(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02BC\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/[\u00A0\u2007\u202F\t\r]/g, " ");
}

export interface Token {
  /** Lower case, apostrophes removed: "don't" -> "dont". */
  text: string;
  /** `text` with a plural 's' taken off, for matching names and synonyms. */
  stem: string;
  /** As typed. */
  raw: string;
  start: number;
  end: number;
  /** The characters between the previous token and this one. */
  gapBefore: string;
}

const WORD = /[A-Za-z0-9]+(?:'[A-Za-z]+)*/g;

export function tokenize(surface: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of surface.matchAll(WORD)) {
    const raw = match[0];
    const start = match.index;
    const text = raw.toLowerCase().replace(/'/g, "");
    tokens.push({ text, stem: stem(text), raw, start, end: start + raw.length, gapBefore: surface.slice(previousEnd, start) });
    previousEnd = start + raw.length;
  }
  return tokens;
}

/** balconies -> balcony, dogs -> dog, heights -> height; leaves "access", "bus", "this" alone. */
/** Abbreviations people type for words in place names: "rice univ", "washington ave". */
const ABBREVIATED: Record<string, string> = { univ: "university", uni: "university", ave: "avenue", ctr: "center", cntr: "center", dist: "district", hts: "height" };

export function stem(word: string): string {
  const full = ABBREVIATED[word];
  if (full) return full;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Tokens of a vocabulary phrase ("In-Unit Washer/Dryer" -> in unit washer dryer), stemmed. */
export function phraseKey(phrase: string): string {
  return tokenize(toSurface(phrase))
    .map((t) => t.stem)
    .join(" ");
}

/** A gap that ends a clause: sentence punctuation, a colon, a dash between words, a bracket. */
export function isClauseBreak(gap: string): boolean {
  if (/[!?;:\n()]/.test(gap)) return true;
  if (/\.\s/.test(gap)) return true;
  return /\s-+\s|\s-+$|^-+\s/.test(gap);
}

export function isCommaBreak(gap: string): boolean {
  return gap.includes(",");
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
  isQuestion: boolean;
}

const ABBREVIATIONS = new Set(["sq", "ft", "st", "dr", "ave", "blvd", "rd", "ln", "mr", "mrs", "ms", "jr", "sr", "vs", "apt", "approx", "min", "max", "no", "dept", "univ", "mt", "ste"]);
const QUESTION_START =
  /^(?:so\s+|and\s+|but\s+|also\s+|ok(?:ay)?\s+|hmm+\s+|quick q\s*-?\s*|wait\s+)?(?:what|whats|what's|how|hows|how's|which|where|wheres|where's|who|whos|who's|why|when|is|are|do|does|did|can|could|would|will|should|any|tell me|explain|describe|compare|thoughts on)\b/i;
/** A part that states something about the renter or a place: "I have a dog", "Midtown's too expensive". */
const STATEMENT = /\b(?:i|i'm|im|i'd|id|my|we|we're|our|me|too|not|no|don't|dont|isn't|isnt|never)\b/i;

/**
 * Sentences of the surface text. A comma followed by a question word also
 * splits when the part before it speaks about the renter ("I have a dog, which
 * places allow pets?"), so the statement is not lost in the question.
 */
export function splitSentences(surface: string): Sentence[] {
  const cuts: number[] = [0];
  for (let i = 0; i < surface.length; i++) {
    const ch = surface[i]!;
    if (ch === "!" || ch === "?" || ch === ";" || ch === "\n") {
      cuts.push(i + 1);
    } else if (ch === ".") {
      const before = /([A-Za-z]+)$/.exec(surface.slice(0, i))?.[1]?.toLowerCase() ?? "";
      const next = surface[i + 1];
      const isDecimal = /\d/.test(surface[i - 1] ?? "") && /\d/.test(next ?? "");
      const isInitial = (before.length === 1 && /[A-Za-z]/.test(surface[i + 1] ?? "")) || /(?:^|[^A-Za-z])(?:[A-Za-z]\.){2,}$/.test(surface.slice(0, i + 1));
      // "max. 1500" abbreviates; "1000 max. anything in Third Ward?" ends a sentence (a word, not a figure, follows).
      const ends = !ABBREVIATIONS.has(before) || (/^(?:max|min)$/.test(before) && /^\s+[a-z]/i.test(surface.slice(i + 1, i + 4)) && /\d\s*$/.test(surface.slice(Math.max(0, i - 12), i - before.length)));
      if (!isDecimal && !isInitial && ends && (next === undefined || /\s/.test(next))) cuts.push(i + 1);
    }
  }
  const rough: { start: number; end: number }[] = [];
  const sorted = [...new Set([...cuts, surface.length])].sort((a, b) => a - b);
  for (let k = 0; k < sorted.length - 1; k++) rough.push({ start: sorted[k]!, end: sorted[k + 1]! });

  const sentences: Sentence[] = [];
  for (const part of rough) {
    const text = surface.slice(part.start, part.end);
    // "my dog is 80 lbs, are there places ...": split before the question.
    const comma = /,\s*(?=(?:what|whats|what's|which|how|hows|where|is|are|do|does|can|could|any)\b[^,]*\?\s*$)/i.exec(text);
    if (comma && STATEMENT.test(text.slice(0, comma.index))) {
      const splitAt = part.start + comma.index + comma[0].length;
      sentences.push(makeSentence(surface, part.start, part.start + comma.index));
      sentences.push(makeSentence(surface, splitAt, part.end));
    } else {
      sentences.push(makeSentence(surface, part.start, part.end));
    }
  }
  return sentences.filter((s) => /[A-Za-z0-9]/.test(s.text));
}

function makeSentence(surface: string, start: number, end: number): Sentence {
  const text = surface.slice(start, end);
  const trimmed = text.trim();
  return { start, end, text, isQuestion: trimmed.endsWith("?") || QUESTION_START.test(trimmed.replace(/^[^A-Za-z0-9]+/, "")) };
}

/** Character ranges already explained by one extractor, hidden from the next. */
export class Claims {
  private readonly spans: [number, number][] = [];

  add(start: number, end: number): void {
    this.spans.push([start, end]);
  }

  overlaps(start: number, end: number): boolean {
    return this.spans.some(([s, e]) => start < e && end > s);
  }

  /** The text with every claimed range replaced by spaces (same length). */
  mask(text: string): string {
    let out = text;
    for (const [s, e] of this.spans) out = out.slice(0, s) + " ".repeat(Math.max(0, e - s)) + out.slice(e);
    return out;
  }
}
