/**
 * A question about a neighborhood: its description and highlights from the
 * neighborhoods table, its card, rent statistics from its communities' floor
 * plans, and a couple of its communities that fit the renter's profile. A
 * question about a kind of place ("where is the nightlife?") is answered from
 * the descriptions and highlights that mention it; a drive from the commute
 * model; what the data doesn't hold (crime, schools, flood maps) is said so.
 */
import { rankCommunities } from "../matching/rank-communities.ts";
import { formatDollars } from "../format/ranges.ts";
import { formatCount, joinWords } from "../matching/wording.ts";
import { questionScope, type AnswerContext } from "./answer-context.ts";
import { COMMUTE_CUE, WHERE_TO_LIVE, answerCommute } from "./answer-commute.ts";
import { apartmentLine, explainNoMatch } from "./apartment-lines.ts";
import { countAsked, countLine } from "./answer-counts.ts";
import type { KnowledgeNeighborhood } from "./knowledge.ts";
import { cardMarker } from "./markers.ts";
import { bedroomAdjective, rentOverview, rentSentence } from "./rent-sentences.ts";

const DATA_GAPS: readonly { cue: RegExp; what: string }[] = [
  { cue: /\b(?:safe|safety|crime|crimes|dangerous|sketchy)\b/, what: "crime or safety statistics" },
  { cue: /\bschools?\b/, what: "school ratings" },
  { cue: /\bflood(?:s|ing|ed)?\b/, what: "flood maps" },
];

/** Words that say nothing about what a place is like. */
const STOP_WORDS = new Set(
  (
    "a an the and or but of in on at to for with from by about as is are was were be been being it its this that these those there here " +
    "i im me my we our you your they them their he she what which where who whom how why when whats wheres hows do does did can could would should will " +
    "want wants need needs like likes looking look good great best better nice most more lot lots very really some any all area areas neighborhood " +
    "neighborhoods neighbourhood part side town city houston htown live living place places apartment apartments apt recommend suggest suggestion " +
    "think tell know let get go find around near close have has had not no yes please thanks kind sort stuff thing things one ones"
  ).split(" "),
);

const stem = (word: string) => word.replace(/(?:ies)$/, "y").replace(/(?<=[a-z]{3})(?:ing|es|s)$/, "");

function words(text: string): string[] {
  return text.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").split(" ").filter((w) => w.length > 2);
}

/** Neighborhoods whose description or highlights mention what the question asks about, best first. */
function neighborhoodsAbout(context: AnswerContext): { neighborhood: KnowledgeNeighborhood; evidence: string }[] {
  const query = [...new Set(words(context.message).filter((w) => !STOP_WORDS.has(w)).map(stem))];
  if (query.length === 0) return [];
  const found: { neighborhood: KnowledgeNeighborhood; score: number; evidence: string }[] = [];
  for (const neighborhood of context.lookups.knowledge.neighborhoods) {
    const passages = [...neighborhood.highlights, ...neighborhood.description.split(/(?<=[.!?])\s+/)];
    let score = 0;
    let evidence = "";
    for (const term of query) {
      const passage = passages.find((p) => words(p).some((w) => stem(w) === term));
      if (!passage) continue;
      score++;
      if (!evidence) evidence = passage;
    }
    if (score > 0) found.push({ neighborhood, score, evidence });
  }
  return found.sort((a, b) => b.score - a.score || a.neighborhood.name.localeCompare(b.neighborhood.name)).slice(0, 3);
}

/** A couple of the neighborhood's communities that fit the profile, or why none does. */
function examples(context: AnswerContext, neighborhood: KnowledgeNeighborhood, count: number): string {
  const { lookups } = context;
  const communities = lookups.catalogue.byNeighborhood.get(neighborhood.id) ?? [];
  if (communities.length === 0) return `I have no communities listed in ${neighborhood.name} yet.`;
  const profile = { ...context.profile, neighborhoodIds: [neighborhood.id], anyNeighborhood: false };
  const results = rankCommunities(profile, communities, lookups.reference, { limit: count });
  if (results.length === 0) return explainNoMatch(profile, [neighborhood.id], neighborhood, lookups) ?? "";
  return [`${results.length === 1 ? "One" : "A couple"} to look at there:`, ...results.map((r) => `- ${apartmentLine(r, lookups, { percentage: false })}`)].join("\n");
}

/** Bedrooms the question is about: asked, stated, or saved. */
export function bedroomsInQuestion(context: AnswerContext): number | null {
  return context.understanding.asked.bedrooms ?? context.understanding.set.bedrooms ?? context.profile.bedrooms ?? null;
}

function describe(context: AnswerContext, neighborhood: KnowledgeNeighborhood, full: boolean): string {
  const marker = cardMarker("neighborhood", neighborhood.slug);
  const lines = [`${marker ? `${marker} ` : ""}${neighborhood.name}: ${neighborhood.description}`];
  if (neighborhood.highlights.length > 0) lines.push(`Highlights: ${neighborhood.highlights.join("; ")}.`);
  const beds = bedroomsInQuestion(context);
  const catalogue = context.lookups.catalogue;
  lines.push(beds === null ? rentOverview(catalogue, neighborhood) : rentSentence(catalogue.rentStatistics(neighborhood.id, beds), beds, neighborhood));
  if (full) lines.push(examples(context, neighborhood, 2));
  return lines.join("\n");
}

/** "Side by side, median 1-bedroom rent: Montrose $1,515 (6 communities), The Heights $1,600 (5 communities)." */
function sideBySide(context: AnswerContext, neighborhoods: readonly KnowledgeNeighborhood[]): string {
  const catalogue = context.lookups.catalogue;
  const beds = bedroomsInQuestion(context) ?? 1;
  const parts = neighborhoods.map((n) => {
    const stats = catalogue.rentStatistics(n.id, beds);
    return stats ? `${n.name} ${formatDollars(stats.median)} (${formatCount(stats.communities)} communities)` : `${n.name} none listed`;
  });
  return `Side by side, median ${bedroomAdjective(beds)} rent: ${joinWords(parts)}.`;
}

export function answerNeighborhoodQuestion(context: AnswerContext): string {
  const commuting = context.understanding.set.commuteTo !== undefined || context.profile.commuteTo !== null;
  if (COMMUTE_CUE.test(context.text) || (WHERE_TO_LIVE.test(context.text) && commuting && context.understanding.mentioned.neighborhoods.length <= 1)) {
    const commute = answerCommute(context);
    if (commute) return commute;
  }
  const scope = questionScope(context, { useProfile: /\b(?:my|our|mine)\b/.test(context.text) });
  const gaps = DATA_GAPS.filter((gap) => gap.cue.test(context.text)).map((gap) => gap.what);

  if (scope.neighborhoods.length === 0) {
    const about = neighborhoodsAbout(context);
    if (about.length > 0) {
      const gap = gaps.length > 0 ? `I don't have ${joinWords(gaps)}, so I won't guess. ` : "";
      const lines = about.map(({ neighborhood, evidence }) => `- ${cardMarker("neighborhood", neighborhood.slug)} ${neighborhood.name}: ${evidence}`.replace(/- {2}/, "- "));
      return [`${gap}From what I know of each neighborhood, these fit what you asked:`, ...lines, "Ask me about any of them for rents and apartments."].join("\n");
    }
    const names = context.lookups.knowledge.neighborhoods.map((n) => n.name);
    return `I'm not sure which neighborhood you mean${gaps.length > 0 ? `, and I don't have ${joinWords(gaps)}` : ""}. I can describe any of these, with their rents and apartments: ${joinWords(names)}.`;
  }

  const shown = scope.neighborhoods.slice(0, 3);
  if (countAsked(context)) {
    const catalogue = context.lookups.catalogue;
    return shown.flatMap((neighborhood) => [countLine(context, neighborhood), rentOverview(catalogue, neighborhood)]).join("\n");
  }
  const parts: string[] = [];
  if (gaps.length > 0) parts.push(`I don't have ${joinWords(gaps)} for ${joinWords(shown.map((n) => n.name))}, so I won't guess. Here's what I do know:`);
  for (const neighborhood of shown) parts.push(describe(context, neighborhood, shown.length <= 2));
  if (shown.length >= 2) parts.push(sideBySide(context, shown));
  return parts.join("\n\n");
}
