/**
 * A.L.I.'s reading of one renter message: its intents, the preferences it
 * states (to save), the ones it rules out (to remove), and what it is about.
 * Pure and deterministic: `today` (yyyy-mm-dd) is the only notion of time.
 */
import type { PreferenceField } from "../../preferences/profile.ts";
import { classifyIntents, isInformationQuestion, isSkip, normalise, sentenceIntent, type SentenceIntent } from "./classify-intent.ts";
import { findBudgetCandidates, rentSharers, resolveBudget } from "./extract-budget.ts";
import { findCommute } from "./extract-commute.ts";
import { findName, findPhones } from "./extract-contact.ts";
import { findLeaseLength } from "./extract-lease.ts";
import { findMoveInDate } from "./extract-move-in.ts";
import { readPlaces, saysAnyNeighborhood, type PlaceReading } from "./extract-places.ts";
import { findRooms } from "./extract-rooms.ts";
import { findSqft } from "./extract-size.ts";
import { numberWordsToDigits } from "./number-words.ts";
import { Claims, splitSentences, toSurface, tokenize } from "./text.ts";
import type { Extraction, Understanding, UnderstandingContext, Vocabulary } from "./types.ts";
import { findMentions, indexVocabulary } from "./vocabulary-index.ts";

/** Longer messages are read up to here: the chat API refuses anything over 2,000 characters anyway. */
const MAX_LENGTH = 4000;

const MONTHS: Record<string, string> = {
  jan: "january", feb: "february", mar: "march", apr: "april", jun: "june", jul: "july", aug: "august", sep: "september", sept: "september",
  oct: "october", nov: "november", dec: "december",
};

/** The form the numeric readers share: lower case, no apostrophes, digits for number words, full month names. */
export function toCanonical(surface: string): string {
  return numberWordsToDigits(surface.toLowerCase().replace(/'/g, "").replace(/&/g, " and "))
    .replace(/(\d+)\s+and\s+a\s+half\b/g, (_, n: string) => `${Number(n) + 0.5}`)
    .replace(/\b(jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b\.?(?!\s*\/)/g, (_, m: string) => MONTHS[m]!);
}

/** "Katy? no way, too far": a place echoed with a verdict is a statement, not a question (same length). */
export function verdictsAsStatements(surface: string): string {
  return surface.replace(/^(\s*[^?.!]{1,40})\?(\s*(?:no|nope|nah|hard pass|too|not|never|ugh)\b)/i, "$1,$2");
}

interface SentenceFacts {
  maxBudget?: number;
  bedrooms?: number;
  bathrooms?: number;
  sqft?: number;
  moveInDate?: string;
  leaseLength?: string;
}

/** The numbers a sentence states, each read by its own extractor in an order that lets the clearer ones claim text first. */
function readNumbers(canonical: string, today: string, expecting: PreferenceField | undefined): SentenceFacts {
  const claims = new Claims();
  const facts: SentenceFacts = {};
  facts.sqft = findSqft(canonical, claims);
  const rooms = findRooms(canonical, claims);
  facts.bedrooms = rooms.bedrooms;
  facts.bathrooms = rooms.bathrooms;
  facts.leaseLength = findLeaseLength(canonical, claims, expecting === "leaseLength");
  const budget = findBudgetCandidates(canonical, claims, "money", expecting === "maxBudget");
  facts.moveInDate = findMoveInDate(canonical, today, claims, expecting === "moveInDate");
  // The question just asked decides what a bare number answers.
  if (expecting === "bedrooms" || expecting === "bathrooms" || expecting === "sqft") {
    const masked = claims.mask(canonical);
    const bare = /(?<![\d.])(\d{1,2}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d.])/.exec(masked);
    if (bare && facts[expecting] === undefined) {
      const n = Number(bare[1]!.replace(/,/g, ""));
      const fits = expecting === "bedrooms" ? Number.isInteger(n) && n <= 9 : expecting === "bathrooms" ? n > 0 && n <= 9 && Number.isInteger(n * 2) : n >= 100 && n <= 20000;
      if (fits) {
        facts[expecting] = n;
        claims.add(bare.index, bare.index + bare[0].length);
      }
    }
  }
  budget.push(...findBudgetCandidates(canonical, claims, "plain", expecting === "maxBudget"));
  // "We can each do 900" with a roommate: the household's budget, each share added up.
  const share = resolveBudget(budget);
  facts.maxBudget = share === undefined ? undefined : share * rentSharers(canonical);
  return facts;
}

function blank(text: string, spans: { start: number; end: number }[], offset: number): string {
  let out = text;
  for (const s of spans) {
    const from = Math.max(0, s.start - offset);
    const to = Math.min(text.length, s.end - offset);
    if (to > from) out = out.slice(0, from) + " ".repeat(to - from) + out.slice(to);
  }
  return out;
}

export function understandMessage(text: string, vocabulary: Vocabulary, today: string, context: UnderstandingContext = {}): Understanding {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) throw new TypeError(`today must be yyyy-mm-dd, got ${today}`);
  const expecting = context.expecting;
  const surface = verdictsAsStatements(toSurface(text.slice(0, MAX_LENGTH)));
  const normalised = normalise(surface);
  const skip = isSkip(normalised);
  const index = indexVocabulary(vocabulary);
  const tokens = tokenize(surface);
  const mentions = findMentions(tokens, index);
  const sentences = splitSentences(surface);
  const isQuestion = sentences.some((s) => s.isQuestion);

  const phones = findPhones(surface);
  const name = findName(surface, expecting === "name" && !skip && !isQuestion && tokens.length <= 5);
  const commute = findCommute(surface, tokens, mentions, expecting === "commuteTo" && !skip && !isQuestion);
  const remoteAnswer = expecting === "commuteTo" && commute.remote && !commute.commuteTo;
  const contextSpans = [...(name ? [name] : []), ...phones, ...(commute.liveThere ? [] : commute.spans)];
  const readings = readPlaces(surface, tokens, mentions, index, contextSpans);

  const set: Extraction = {};
  const asked: Extraction = {};
  const sentenceIntents: { intent: SentenceIntent | null; isQuestion: boolean }[] = [];
  const informational = new Set<number>();
  let anyNeighborhood = false;
  sentences.forEach((sentence, k) => {
    const inSentence = (start: number) => start >= sentence.start && start < sentence.end;
    const sentenceMentions = mentions.filter((m) => inSentence(m.start));
    const canonical = toCanonical(blank(sentence.text, [...phones, ...commute.spans, ...(name ? [name] : [])], sentence.start));
    const facts = readNumbers(canonical, today, expecting);
    const numericFacts = facts.bedrooms !== undefined || facts.maxBudget !== undefined || facts.sqft !== undefined || facts.bathrooms !== undefined;
    const intent = sentenceIntent(
      {
        text: normalise(canonical),
        isQuestion: sentence.isQuestion,
        mentionsNeighborhood: sentenceMentions.some((m) => m.kind === "neighborhood"),
        mentionsAmenity: sentenceMentions.some((m) => m.kind === "amenity"),
        numericFacts,
      },
      expecting,
    );
    sentenceIntents.push({ intent, isQuestion: sentence.isQuestion });
    if (isInformationQuestion(intent)) {
      informational.add(k);
      // Not saved, but what the question is about ("how much is a 2 bed?").
      for (const key of Object.keys(facts) as (keyof SentenceFacts)[]) {
        if (facts[key] !== undefined) (asked as Record<string, unknown>)[key] = facts[key];
      }
      return;
    }
    // A later sentence corrects an earlier one.
    for (const key of Object.keys(facts) as (keyof SentenceFacts)[]) {
      if (facts[key] !== undefined) (set as Record<string, unknown>)[key] = facts[key];
    }
    const sentenceTokens = tokens.filter((t) => inSentence(t.start));
    if (saysAnyNeighborhood(normalise(sentence.text), sentenceTokens, sentenceMentions)) anyNeighborhood = true;
  });

  if (name) set.name = name.value;
  if (phones.length > 0) set.phone = phones[phones.length - 1]!.value;
  if (commute.commuteTo && !remoteAnswer) set.commuteTo = commute.commuteTo.value;

  const sentenceOf = (start: number) => sentences.findIndex((s) => start >= s.start && start < s.end);
  const stated = readings.filter((r) => !informational.has(sentenceOf(r.mention.start)));
  const { wanted, removed } = finalStances(stated);
  const neighborhoods = wanted.filter((r) => r.mention.kind === "neighborhood").map((r) => r.mention.key);
  const amenities = wanted.filter((r) => r.mention.kind === "amenity").map((r) => ({ name: r.mention.key, requirement: r.requirement }));
  if (neighborhoods.length > 0) set.neighborhoods = neighborhoods;
  if (amenities.length > 0) set.amenities = amenities;
  if (expecting === "neighborhoods" && (skip || /^(?:any|anywhere|anything|all|all of them)\b/.test(normalised)) && neighborhoods.length === 0) anyNeighborhood = true;
  if (anyNeighborhood) set.anyNeighborhood = true;

  const remove: Understanding["remove"] = {};
  const removedNeighborhoods = removed.filter((r) => r.mention.kind === "neighborhood").map((r) => r.mention.key);
  const removedAmenities = removed.filter((r) => r.mention.kind === "amenity").map((r) => r.mention.key);
  if (removedNeighborhoods.length > 0) remove.neighborhoods = removedNeighborhoods;
  if (removedAmenities.length > 0) remove.amenities = removedAmenities;

  const hasFacts = Object.keys(set).length > 0 || Object.keys(remove).length > 0;
  const intents = classifyIntents({
    text: normalise(toCanonical(surface)),
    sentences: sentenceIntents,
    hasFacts,
    mentionsAnything: mentions.length > 0,
    skip: skip || remoteAnswer,
    expecting,
  });

  const unique = (keys: string[]) => [...new Set(keys)];
  return {
    intents,
    set,
    remove,
    asked,
    mentioned: {
      // Where the renter works ("I work downtown") is where they go, not a place the message is about.
      neighborhoods: unique(mentions.filter((m) => m.kind === "neighborhood" && (commute.liveThere || !commute.spans.some((span) => m.start >= span.start && m.end <= span.end))).map((m) => m.key)),
      // An amenity said to be acceptable or optional ("without a pool is fine", "concierge would be nice but not required") is no criterion.
      amenities: unique(readings.filter((r) => r.mention.kind === "amenity" && !(r.stance === "context" && !contextSpans.some((span) => r.mention.start >= span.start && r.mention.end <= span.end))).map((r) => r.mention.key)),
    },
  };
}

/** The last thing said about each place wins ("Midtown... no, not Midtown"); order of first mention is kept. */
function finalStances(readings: PlaceReading[]): { wanted: PlaceReading[]; removed: PlaceReading[] } {
  const last = new Map<string, PlaceReading>();
  const requirement = new Map<string, string | null>();
  const order: string[] = [];
  for (const r of readings) {
    if (r.stance === "context") continue;
    const id = `${r.mention.kind}:${r.mention.key}`;
    if (!order.includes(id)) order.push(id);
    last.set(id, r);
    if (r.requirement) requirement.set(id, r.requirement);
  }
  const wanted: PlaceReading[] = [];
  const removed: PlaceReading[] = [];
  for (const id of order) {
    const r = last.get(id)!;
    if (r.stance === "want") wanted.push({ ...r, requirement: requirement.get(id) ?? null });
    else removed.push(r);
  }
  return { wanted, removed };
}
