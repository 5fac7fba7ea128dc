/**
 * A renter's message read for fair housing (issue 30, decision 040) before A.L.I. reads it for criteria. The rule
 * is about criteria on *other people*: who lives in a place or a community. Such a criterion (a protected class, a
 * proxy for one, coded wording) is set aside: never searched, ranked, described or saved, and the reply says so and
 * names what it set aside. The renter's own household and needs ("my kids", "I use a wheelchair", "near my mosque")
 * are no criterion on others: they stay in the message and are served like any other, and a trait of the renter
 * ("I'm pregnant") is never stored. Labels for places ("the ghetto", "is Gulfton bad") are no criterion on people:
 * they stay, and A.L.I.'s crime answer takes them (one answer for every area: core/assistant/answer-no-data.ts).
 *
 * Pure: the message in, the parts set aside and the rest out. The rest keeps the message's own characters.
 */
import { CODED_WORDING, GROUP_WORDS, INSTITUTION_WORDS, PEOPLE_OR_PLACE, PROTECTED_CLASSES, type ProtectedClass } from "./vocabulary.ts";

export interface SetAside {
  /** The class the part names or codes; null when coded wording stands for several. */
  class: ProtectedClass | null;
  /** The words set aside, as the renter wrote them. */
  phrase: string;
  /** Why it was set aside: "a criterion on who lives there" or the coded wording's reason. */
  reason: string;
}

export interface FairHousingReading {
  /** Criteria on other people, set aside. */
  setAside: SetAside[];
  /** "Will they rent to me? I'm pregnant": the renter asks whether a protected trait of theirs can be held against them. */
  rentsToMe: ProtectedClass | null;
  /** The message without the parts set aside and without the renter's own traits ("I'm pregnant"). */
  rest: string;
}

/** The message lower-cased with apostrophes dropped and hyphens as spaces, and where each character came from. */
function normalise(message: string): { text: string; from: number[] } {
  let text = "";
  const from: number[] = [];
  for (let i = 0; i < message.length; i++) {
    const char = message[i]!;
    if (char === "'" || char === "\u2019") continue;
    const lower = char === "-" ? " " : char.toLowerCase();
    for (const piece of lower) {
      text += piece;
      from.push(i);
    }
  }
  return { text, from };
}

const words = (list: readonly string[]) => list.map((w) => w.replace(/ /g, "\\s+")).join("|");

/** Degree words that make a group adjective about who lives somewhere ("mostly black", "too jewish"). */
const DEGREE = "mostly|predominantly|majority|mainly|largely|heavily|primarily|overwhelmingly|very|too|really|more|less|all|mainly|super|so";

/** The renter's own household or trait, just before a group word: "my", "our two", "I have 3", "I'm a", "as a". */
const OWN_BEFORE = /(?:\b(?:my|our|mine)\s+(?:\S+\s+){0,2}|\b(?:i|we|ive|weve)\s+(?:have|got|ve got|am raising|are raising|raise|am expecting|are expecting)\s+(?:\S+\s+){0,2}|\b(?:im|i am|were|we are|as an?|being|i identify as|me and my)\s+(?:an?\s+)?(?:\S+\s+)?)$/;

/** A group word that names a place people go, not people ("a Catholic church", "the Jewish Community Center"). */
const INSTITUTION_AFTER = new RegExp(`^\\s+(?:community\\s+)?(?:${INSTITUTION_WORDS})\\b`);

/** A familial word about others only in a frame about a place's people ("no kids", "lots of kids", "kids around"). */
const FAMILIAL_FRAME_BEFORE = /\b(?:no|without|avoid|avoiding|away from|not|fewer|less|lots of|full of|many|too many|bunch of|overrun (?:by|with)|free of|surrounded by|hate|dont like|cant stand|annoying|noisy|loud|screaming|crying)\s+(?:\S+\s+)?$/;
const FAMILIAL_FRAME_AFTER = /^\s+(?:around|nearby|next door|everywhere|running around|screaming|in the building|in the complex|upstairs|downstairs)\b/;

interface Span {
  start: number;
  end: number;
  class: ProtectedClass | null;
  reason: string;
}

const ABOUT_WHO_LIVES_THERE = "a criterion on who lives there";

function groupSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const cls of PROTECTED_CLASSES) {
    const { nouns, adjectives } = GROUP_WORDS[cls];
    const noun = new RegExp(`\\b(?:${words(nouns)})\\b`, "g");
    const adjective = new RegExp(`\\b(?:(?:${DEGREE})\\s+(?:${words(adjectives)})\\b|(?:${words(adjectives)})\\s+(?:${words(PEOPLE_OR_PLACE)})\\b)`, "g");
    for (const pattern of [noun, adjective]) {
      for (const match of text.matchAll(pattern)) {
        const start = match.index;
        const end = start + match[0].length;
        const before = text.slice(Math.max(0, start - 40), start);
        if (OWN_BEFORE.test(before)) continue;
        if (INSTITUTION_AFTER.test(text.slice(end, end + 40)) || INSTITUTION_AFTER.test(text.slice(start + match[0].split(/\s+/)[0]!.length))) continue;
        if (cls === "familial-status" && pattern === noun && !FAMILIAL_FRAME_BEFORE.test(before) && !FAMILIAL_FRAME_AFTER.test(text.slice(end, end + 30))) continue;
        spans.push({ start, end, class: cls, reason: ABOUT_WHO_LIVES_THERE });
      }
    }
  }
  return spans;
}

function codedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const coded of CODED_WORDING) {
    const global = new RegExp(coded.pattern.source, "g");
    for (const match of text.matchAll(global)) spans.push({ start: match.index, end: match.index + match[0].length, class: coded.class, reason: coded.reason });
  }
  return spans;
}

/** Words that belong to a set-aside criterion around its group word ("in a building without kids", "avoid areas with lots of"). */
const GLUE = new Set(
  (
    "without with no not in a an the any building buildings complex complexes community communities area areas neighborhood neighborhoods neighbourhood place places " +
    "apartment apartments where there are is arent isnt lots lot of many fewer less more mostly predominantly mainly majority full nearby around near away from " +
    "avoid avoiding that which has have having people neighbors neighbours live living lives who only for too so very prefer preferably like dont do close to " +
    "by next somewhere part town side should be largely heavily populated filled bunch among surrounded rather please also anywhere any mostly want wanna need " +
    "i we id wed would rather one ones them those these their folks residents tenants crowd kind type sort all what which whats where wheres is it its most " +
    "least mainly show find me"
  ).split(" "),
);

/** Widens a span over the glue words around it, to the clause it sits in. */
function widen(text: string, span: Span): Span {
  let start = span.start;
  for (;;) {
    const before = /(\S+)\s*$/.exec(text.slice(0, start));
    if (!before || !GLUE.has(before[1]!)) break;
    start = before.index;
  }
  let end = span.end;
  for (;;) {
    const after = /^\s*(\S+)/.exec(text.slice(end));
    if (!after || !GLUE.has(after[1]!.replace(/[?.!,;:]+$/, ""))) break;
    end += after[0].length;
    // A word that ends its clause ends the criterion.
    if (/[?.!,;:]$/.test(after[1]!)) break;
  }
  return { ...span, start, end };
}

/** The renter's own protected trait said of themselves ("I'm pregnant", "we're Muslim"): never stored. */
const OWN_TRAIT = new RegExp(
  `\\b(?:im|i am|were|we are)\\s+(?:an?\\s+)?(?:${words([...new Set(PROTECTED_CLASSES.flatMap((c) => GROUP_WORDS[c].adjectives))])}|pregnant|expecting|a (?:single )?(?:mom|mother|dad|father|parent)|disabled|blind|deaf|in a wheelchair|a wheelchair user|a veteran with a disability)(?:\\s+(?:family|household|couple|person|woman|man|guy|girl|mom|dad|mother|father|parent))?\\b[,.!]?`,
  "g",
);

/** "Will they rent to me", "can they refuse me", "are kids allowed": whether a trait can be held against the renter. */
const RENTS_TO_ME =
  /\b(?:(?:will|would|can|could|do|does|are|is)\s+(?:they|landlords?|(?:the )?(?:apartments?|complexe?s?|communities|buildings?|places?|managers?|leasing offices?))\s+(?:still\s+)?(?:rent to|accept|approve|allow|take|refuse|deny|reject|turn (?:me|us) (?:down|away)|discriminate|say no to|let (?:me|us))|(?:kids|children|babies|a baby|families|pregnant women|service (?:dogs?|animals?)|wheelchairs?)\s+(?:be\s+)?(?:allowed|ok|okay|welcome|permitted|accepted)|(?:can|will)\s+(?:i|we)\s+(?:still\s+)?(?:rent|lease|get (?:approved|an apartment))\s+(?:if|while|when|with)\b|(?:is it|its)\s+(?:legal|allowed|ok)\s+(?:for (?:them|a landlord|landlords) )?to\s+(?:refuse|deny|reject|turn))/;

const FAMILIAL_OWN = /\b(?:pregnant|expecting|baby|babies|kids?|children|child|family|son|daughter|newborn|toddler)\b/;
const DISABILITY_OWN = /\b(?:disabled|disability|wheelchair|blind|deaf|service (?:dog|animal)|assistance animal|emotional support)\b/;
const RELIGION_OWN = /\b(?:muslim|christian|jewish|hindu|buddhist|sikh|catholic|mormon|religion|religious|hijab|turban)\b/;
const ORIGIN_OWN = /\b(?:immigrant|foreigner|accent|visa|green card|not a citizen|from (?:mexico|india|china|nigeria|vietnam|pakistan)|english (?:isnt|is not) my first)\b/;

export function readFairHousing(message: string): FairHousingReading {
  const { text, from } = normalise(message);
  const asksRentsToMe = RENTS_TO_ME.test(text);
  const rentsToMe: ProtectedClass | null = !asksRentsToMe
    ? null
    : FAMILIAL_OWN.test(text)
      ? "familial-status"
      : DISABILITY_OWN.test(text)
        ? "disability"
        : RELIGION_OWN.test(text)
          ? "religion"
          : ORIGIN_OWN.test(text)
            ? "national-origin"
            : null;

  const found = [...codedSpans(text), ...groupSpans(text)].sort((a, b) => a.start - b.start || b.end - a.end);
  // A coded phrase holds its group word ("no kids"): the widest span of each place counts once.
  const spans: Span[] = [];
  for (const span of found) {
    const last = spans.at(-1);
    if (last && span.start < last.end) {
      if (span.end > last.end) last.end = span.end;
      continue;
    }
    spans.push({ ...span });
  }
  // A question about the renter's own trait is answered as such: nothing in it is a criterion on others.
  const steering = rentsToMe ? [] : spans;
  // Widened to their clauses, parts that meet are one ("no families with kids nearby").
  const widened: Span[] = [];
  for (const span of steering.map((one) => widen(text, one))) {
    const last = widened.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else widened.push({ ...span });
  }
  const removed = [...widened];
  for (const match of text.matchAll(OWN_TRAIT)) removed.push({ start: match.index, end: match.index + match[0].length, class: null, reason: "" });
  removed.sort((a, b) => a.start - b.start);

  const original = (start: number, end: number) => message.slice(from[start] ?? message.length, end > 0 ? (from[end - 1] ?? message.length - 1) + 1 : 0);
  let rest = "";
  let at = 0;
  for (const span of removed) {
    if (span.start < at) {
      at = Math.max(at, span.end);
      continue;
    }
    rest += `${original(at, span.start)} `;
    at = span.end;
  }
  rest += original(at, text.length);
  return {
    setAside: widened.map((span) => ({ class: span.class, phrase: original(span.start, span.end).trim().replace(/[,;:.?!]+$/, ""), reason: span.reason })),
    rentsToMe,
    rest: tidy(rest),
  };
}

/** What is left once parts are taken out: no doubled spaces or commas, no dangling "and" or "but". */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.?!;:])/g, "$1")
    .replace(/([,;:])\s*(?=[,;:.?!]|$)/g, "")
    .replace(/^[\s,.;:!?]+/, "")
    .replace(/(?:^|\s)(?:and|but|or|also|plus|&)\s*([,.?!]*)$/i, "$1")
    .replace(/^(?:and|but|or|also|plus)\b\s*/i, "")
    .trim();
}

/** Whether anything is left that could be a criterion or a question (more than a stray word). */
export function leavesSomething(rest: string): boolean {
  return /[a-z0-9]{2,}/i.test(rest.replace(/\b(?:please|thanks|thank you|ok|okay|i|we|want|need|looking|for|a|an|the|place|apartment|apartments|somewhere|to live|live|and|but)\b/gi, ""));
}
