/**
 * The publish checker (issue 30, decision 040): risky wording in a text a person at the company writes for the
 * public or a client (a neighborhood's or community's description and highlights, a blog post, a special, a client
 * list's note, a message or an e-mail). Each flag names the words, the rule and why; the admin sees them before
 * publishing and confirms (a warning, never a silent block). The vocabulary is A.L.I.'s (vocabulary.ts): describe
 * the place, never the people.
 */
import { CLASS_NAMES, CODED_WORDING, GROUP_WORDS, INSTITUTION_WORDS, PEOPLE_OR_PLACE, PLACE_LABEL_WORDS, PROTECTED_CLASSES, type ProtectedClass } from "./vocabulary.ts";

export interface WordingFlag {
  /** The words as written. */
  phrase: string;
  /** Where they start in the text. */
  index: number;
  /** The class they name or code; null for coded wording of several, or a label for a place. */
  class: ProtectedClass | null;
  /** The rule: "Fair Housing Act 42 U.S.C. 3604(c)" and its Texas twin. */
  rule: string;
  reason: string;
}

export const FAIR_HOUSING_RULE = "Fair Housing Act, 42 U.S.C. 3604(c); Texas Property Code 301.022: no statement indicating a preference, limitation or discrimination";

/** Words for a whole city or part of one: "Black Houston", "Asian side of town" describe places by people too. */
const PLACE_OF_PEOPLE = [...PEOPLE_OR_PLACE, "houston", "town", "city", "side", "enclave", "quarter"];

/**
 * A place said to be safe or not ("it feels polished and safe", "a sketchy part of town"), which stands in for who
 * lives there. Heat, storms or a busy road being dangerous are facts, not labels for a place: only a place's word or a
 * place's verb ("it feels", "the area is") before the label counts.
 */
const SAFETY_LABEL =
  /\b(?:(?:area|neighbou?rhood|community|suburb|part of town|side of town|it|street|block|city|town)\s+(?:is|feels|seems|looks|stays|remains)\s+(?:\S+\s+and\s+|very\s+|pretty\s+|quite\s+|really\s+)?(?:safe|safer|unsafe|dangerous|sketchy|seedy|rough|crime[- ]free)|(?:safe|safer|safest|unsafe|dangerous|sketchy|seedy|rough)\s+(?:area|areas|neighbou?rhoods?|community|communities|suburbs?|part of town|side of town|streets?|blocks?|city|town|place to live))\b/gi;

/** Households described as who a place suits or draws ("prized by families", "singles flock to"). */
const WHO_COMES = /\b(?:(?:prized|loved|favou?red|popular|preferred|chosen|beloved) (?:by|with|among) (?:families|singles|young professionals|young families|couples|retirees|empty nesters)|(?:families|singles|young professionals|young families|couples|retirees) (?:come|flock|love|choose|prefer|gravitate)\b)/gi;

const escape = (words: readonly string[]) => words.map((w) => w.replace(/ /g, "[\\s-]+")).join("|");

export function checkWording(text: string): WordingFlag[] {
  const flags: WordingFlag[] = [];
  const add = (match: RegExpMatchArray, cls: ProtectedClass | null, reason: string) => {
    const index = match.index!;
    if (flags.some((f) => index < f.index + f.phrase.length && f.index < index + match[0].length)) return;
    flags.push({ phrase: match[0], index, class: cls, rule: FAIR_HOUSING_RULE, reason });
  };
  for (const coded of CODED_WORDING) for (const match of text.matchAll(new RegExp(coded.pattern.source, "gi"))) add(match, coded.class, `Coded wording: ${coded.reason}.`);
  for (const match of text.matchAll(WHO_COMES)) add(match, "familial-status", "Describes a place by the households it draws: describe the place itself.");
  for (const cls of PROTECTED_CLASSES) {
    const { nouns, adjectives } = GROUP_WORDS[cls];
    // Familial nouns ("children", "families") are ordinary words in a description ("a children's museum"); they are
    // caught in their risky frames by the coded wording above.
    if (cls !== "familial-status") for (const match of text.matchAll(new RegExp(`\\b(?:${escape(nouns)})\\b`, "gi"))) add(match, cls, `Names people by ${CLASS_NAMES[cls]}: describe the place, not who lives there.`);
    for (const match of text.matchAll(new RegExp(`\\b(?:${escape(adjectives)})[\\s-]+(?:${escape(PLACE_OF_PEOPLE)})\\b(?![\\s-]+(?:${INSTITUTION_WORDS})\\b)`, "gi"))) {
      add(match, cls, `Describes a place or its people by ${CLASS_NAMES[cls]}: describe the place, not who lives there.`);
    }
  }
  for (const match of text.matchAll(new RegExp(PLACE_LABEL_WORDS.source, "gi"))) add(match, null, "A label for a place's safety or standing, which often stands in for who lives there: give facts, or the public crime statistics.");
  for (const match of text.matchAll(SAFETY_LABEL)) add(match, null, "A label for a place's safety, which often stands in for who lives there: give facts, or the public crime statistics.");
  return flags.sort((a, b) => a.index - b.index);
}

/** A form field's flags, for the admin's page. */
export interface FieldWording {
  field: string;
  label: string;
  flags: WordingFlag[];
}

/** The flags of a form's published fields (FieldSpec.published), in the form's order. */
export function wordingOfFields(fields: readonly { name: string; label: string; published?: boolean }[], values: Readonly<Record<string, unknown>>): FieldWording[] {
  return fields.flatMap((field) => {
    if (!field.published) return [];
    const value = values[field.name];
    const text = Array.isArray(value) ? value.join("\n") : typeof value === "string" ? value : "";
    const flags = checkWording(text);
    return flags.length ? [{ field: field.name, label: field.label, flags }] : [];
  });
}

/** The flagged words, each once: what a confirmation names, and what it must match to count. */
export function confirmedPhrases(wording: readonly FieldWording[]): string[] {
  return [...new Set(wording.flatMap((w) => w.flags.map((f) => f.phrase.toLowerCase())))].sort();
}

/** The confirmation's token: the flagged words joined. A save that flags other words asks again. */
export function wordingFingerprint(wording: readonly FieldWording[]): string {
  return confirmedPhrases(wording).join("|");
}

/** The form field that carries the admin's confirmation (its value: the fingerprint of the words confirmed). */
export const CONFIRM_WORDING_FIELD = "confirmWording";
