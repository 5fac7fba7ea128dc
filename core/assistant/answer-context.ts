/**
 * What every answer reads: the message as understood, the profile after it was
 * applied, the knowledge and its look-ups, the recent conversation; and which
 * neighborhoods a question is about.
 */
import { HOUSTON_DESTINATIONS } from "../commute/destinations.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import type { KnowledgeNeighborhood, Lookups } from "./knowledge.ts";
import { markersIn } from "./markers.ts";
import type { Understanding } from "./understanding/index.ts";

export interface HistoryMessage {
  role: "user" | "assistant";
  content: string;
}

export interface AnswerContext {
  lookups: Lookups;
  /** The profile after this message was applied. */
  profile: PreferenceProfile;
  understanding: Understanding;
  message: string;
  /** Lower case, apostrophes dropped, one space. */
  text: string;
  /** Oldest first. */
  history: readonly HistoryMessage[];
  /** In the profile build, which asks its own questions: answers don't ask for more. */
  building: boolean;
  /** The profile as saved after this message (a question's criteria left out): what "what's my move-in?" reads back. */
  saved?: PreferenceProfile;
  /** The communities the last answer showed, in order, runner-up included (the conversation state's): "the second one". */
  shown?: readonly string[];
  /** The last list of several cards (schema.ts `listedCards`): what "the third one" points at after a reply about one. */
  listed?: readonly string[];
  /** The last answer showed this page of the profile's matches (the conversation state's): "more" shows the next. */
  matchesPage?: number;
  /** The bedrooms of the query the shown communities answered: "the cheapest one" of them is cheapest in those plans. */
  shownBeds?: { min: number | null; max: number | null } | null;
}

export function normaliseText(text: string): string {
  return text.toLowerCase().replace(/['’]/g, "").replace(/\s+/g, " ").trim();
}

export type ScopeSource = "message" | "conversation" | "profile" | "city";

export interface Scope {
  neighborhoods: KnowledgeNeighborhood[];
  source: ScopeSource;
}

/** "there", "that area", "those": the question points back at the conversation. */
const POINTS_BACK = /\b(?:there|that (?:area|neighborhood|part of town|one)|this (?:area|neighborhood)|those (?:areas|neighborhoods)|these (?:areas|neighborhoods)|it)\b/;

/** Neighborhoods of the latest message in the conversation that showed or named some. */
export function neighborhoodsFromHistory(context: AnswerContext): KnowledgeNeighborhood[] {
  const { neighborhoodBySlug } = context.lookups;
  for (let i = context.history.length - 1; i >= Math.max(0, context.history.length - 6); i--) {
    const message = context.history[i] as HistoryMessage;
    const slugs = markersIn(message.content).neighborhood;
    const found = slugs.map((slug) => neighborhoodBySlug.get(slug)).filter((n): n is KnowledgeNeighborhood => n !== undefined);
    if (found.length > 0) return found;
    const named = findNeighborhoodNames(message.content, context.lookups.knowledge.neighborhoods);
    if (named.length > 0) return named;
  }
  return [];
}

const maskingPhrases = new WeakMap<readonly KnowledgeNeighborhood[], string[]>();

/** Longer place names that contain a neighborhood's name ("Memorial Hermann", "Texas Medical Center"): a mention of them is not of the neighborhood. */
function phrasesToMask(neighborhoods: readonly KnowledgeNeighborhood[]): string[] {
  let phrases = maskingPhrases.get(neighborhoods);
  if (!phrases) {
    const names = neighborhoods.map((n) => plainWords(n.name.replace(/^the /i, "")));
    phrases = HOUSTON_DESTINATIONS.flatMap((d) => [plainWords(d.name), ...d.aliases.map(plainWords)])
      .filter((phrase) => names.some((name) => phrase !== name && ` ${phrase} `.includes(` ${name} `)))
      .sort((a, b) => b.length - a.length);
    maskingPhrases.set(neighborhoods, phrases);
  }
  return phrases;
}

function plainWords(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

/** Neighborhoods named in a text by their display name, in order of their last mention (a cheap look-up for earlier messages). */
export function findNeighborhoodNames(text: string, neighborhoods: readonly KnowledgeNeighborhood[]): KnowledgeNeighborhood[] {
  let words = ` ${plainWords(text)} `;
  for (const phrase of phrasesToMask(neighborhoods)) words = words.split(` ${phrase} `).join(` ${" ".repeat(phrase.length)} `);
  return neighborhoods
    .map((n) => ({ n, at: words.lastIndexOf(` ${plainWords(n.name.replace(/^the /i, ""))} `) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ n }) => n);
}

/**
 * What a question is about: the neighborhoods it names; else, when it points
 * back ("what's it like there?"), those of the conversation; else, when
 * `useProfile`, the renter's saved ones; else the whole city.
 */
export function questionScope(context: AnswerContext, options: { useProfile: boolean; exclude?: readonly string[] }): Scope {
  const { neighborhoodBySlug, neighborhoodById } = context.lookups;
  const named = context.understanding.mentioned.neighborhoods
    .filter((slug) => !options.exclude?.includes(slug))
    .map((slug) => neighborhoodBySlug.get(slug))
    .filter((n): n is KnowledgeNeighborhood => n !== undefined);
  if (named.length > 0) return { neighborhoods: named, source: "message" };
  if (POINTS_BACK.test(context.text)) {
    const earlier = neighborhoodsFromHistory(context);
    if (earlier.length > 0) return { neighborhoods: earlier, source: "conversation" };
  }
  if (options.useProfile) {
    const saved = context.profile.neighborhoodIds.map((id) => neighborhoodById.get(id)).filter((n): n is KnowledgeNeighborhood => n !== undefined);
    if (saved.length > 0) return { neighborhoods: saved, source: "profile" };
  }
  return { neighborhoods: [], source: "city" };
}

/** "in Montrose", or "across Houston" for the whole city. */
export function inPlace(neighborhood: { name: string } | null): string {
  return neighborhood ? `in ${neighborhood.name}` : "across Houston";
}
