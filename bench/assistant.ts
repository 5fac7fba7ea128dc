/**
 * A.L.I.'s reply time: p50/p95/max of respond() on 50,000 communities
 * generated in memory (as bench/matching.ts does: the seed generator, no
 * database), for neighborhood questions, price questions, amenity questions,
 * searches and profile-build answers, plus followUpSuggestions. Each kind
 * cycles through several messages; a warm-up pass first builds the
 * per-catalogue caches (the assistant's catalogue index, matching's columnar
 * indexes), whose one-off cost is printed on its own.
 *
 *   npx tsx bench/assistant.ts
 *   npx tsx bench/assistant.ts --per-message     (adds each message's median and slowest of 20 runs: which one is slow)
 *
 * Goal (issue 6): p95 <= 50 ms for a question, a search and a profile-build answer; issue 27 adds the typed
 * queries (superlatives, rankings, comparisons, counts and follow-ups that revise a search), same goal.
 *
 * Last, understandMessage() alone: per message of the labelled corpus
 * (tests/assistant/understanding-corpus.ts) and on a 10,800-character message
 * (the unit tests check what these read, this measures how fast).
 */
import { catalogueIndexFor } from "../core/assistant/catalogue-index.ts";
import { followUpSuggestions, respond, type AssistantKnowledge, type AssistantTurn } from "../core/assistant/respond.ts";
import { understandMessage } from "../core/assistant/understanding/index.ts";
import type { MatchCommunity } from "../core/matching/types.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "../core/preferences/profile.ts";
import { blogPostSeeds } from "../db/seed/data/blog-posts.ts";
import { corpus, CORPUS_TODAY, heldOutCorpus, secondHeldOutCorpus } from "../tests/assistant/understanding-corpus.ts";
import { amenities, amenityId, generateCommunities, neighborhoodId, neighborhoods, BENCH_COUNT, BENCH_TODAY } from "./generated-catalogue.ts";
import { describeTimings } from "./stats.ts";

const COUNT = BENCH_COUNT;
const RUNS = 200;
const TODAY = BENCH_TODAY;

const communities: MatchCommunity[] = generateCommunities(COUNT);
let started = performance.now();

const knowledge: AssistantKnowledge = {
  today: TODAY,
  vocabulary: {
    neighborhoods: neighborhoods.map(({ slug, name, aliases }) => ({ slug, name, aliases })),
    amenities: amenities.map(({ name, displayName, synonyms }) => ({ name, displayName, synonyms })),
  },
  neighborhoods,
  amenities,
  communities,
  // What full-text search might hand over: a few posts (the engine keeps the ones that fit).
  posts: blogPostSeeds.slice(0, 3).map(({ slug, title, excerpt }) => ({ slug, title, excerpt })),
};

const ids = (slugs: string[]) => slugs.map((slug) => neighborhoodId.get(slug) as number);
const wish = (name: string, requirement: string | null = null) => ({ id: amenityId.get(name) as number, requirement });
const profile = (overrides: Partial<PreferenceProfile>): PreferenceProfile => ({ ...EMPTY_PROFILE, ...overrides });
const complete = profile({ name: "Maria", skippedFields: ["phone", "commuteTo"], neighborhoodIds: ids(["montrose", "heights"]), maxBudget: 1800, bedrooms: 2 });
const history = [
  { role: "user" as const, content: "find me a 2 bed in Montrose" },
  { role: "assistant" as const, content: "Here are the top 5 matches ... [[neighborhood:montrose]]" },
];

const kinds: { name: string; turns: AssistantTurn[] }[] = [
  {
    name: "neighborhood question",
    turns: ["What's Montrose like?", "Tell me about the Heights", "Is Midtown walkable?", "What is EaDo like for a 1 bed?", "How long is the drive to TMC from Katy?", "Which area has the best nightlife?"].map(
      (message) => ({ message, channel: "assistant", profile: complete, history }),
    ),
  },
  {
    name: "price question",
    turns: ["How much is a 2 bed in Midtown?", "What do studios cost in Houston?", "What can I get for $1500 in the Heights?", "average rent in the Galleria?", "how much does it cost there?"].map(
      (message) => ({ message, channel: "general", profile: complete, history }),
    ),
  },
  {
    name: "amenity question",
    turns: [
      ...["Which apartments have a pool?", "Which places in Montrose have in-unit laundry?", "are there pet friendly places in Midtown?", "what amenities are common?"].map((message) => ({
        message,
        channel: "assistant" as const,
        profile: complete,
        history,
      })),
      // No saved neighborhoods: counted and ranked over the whole catalogue.
      { message: "which apartments have EV charging?", channel: "assistant", profile: EMPTY_PROFILE },
    ],
  },
  {
    name: "search",
    turns: [
      { message: "find me apartments", channel: "assistant", profile: complete },
      { message: "show me studios anywhere under $1,200", channel: "assistant", profile: EMPTY_PROFILE },
      { message: "find me a 3 bed that allows dogs with covered parking, under 2600", channel: "assistant", profile: profile({ commuteTo: "Energy Corridor" }) },
      {
        message: "Start searching apartment for me",
        channel: "assistant",
        profile: profile({ neighborhoodIds: ids(["midtown", "museum-district", "east-downtown"]), maxBudget: 1600, bedrooms: 1, bathrooms: 1, sqft: 700, moveInDate: "2026-08-15", leaseLength: "9 months", commuteTo: "University of Houston", amenities: [wish("gym"), wish("pool"), wish("washer-dryer")] }),
      },
      { message: "find me a 2 bed under $700 in River Oaks", channel: "assistant", profile: EMPTY_PROFILE },
    ],
  },
  {
    name: "profile-build answer",
    turns: [
      { message: "Let's start Stage 1 of 5: Basic Info.", channel: "profile-build", profile: EMPTY_PROFILE },
      { message: "I'm Maria", channel: "profile-build", profile: EMPTY_PROFILE },
      { message: "Montrose or the Heights, and I work at TMC", channel: "profile-build", profile: profile({ name: "Maria", skippedFields: ["phone"] }) },
      { message: "$1,800 a month", channel: "profile-build", profile: profile({ name: "Maria", skippedFields: ["phone", "commuteTo"], anyNeighborhood: true }) },
      { message: "2 bedrooms", channel: "profile-build", profile: profile({ name: "Maria", skippedFields: ["phone", "commuteTo"], anyNeighborhood: true, maxBudget: 1800 }) },
      { message: "banana", channel: "profile-build", profile: profile({ name: "Maria", skippedFields: ["phone", "commuteTo"], anyNeighborhood: true, maxBudget: 1800 }) },
    ],
  },
];

// The typed queries (issue 27): superlatives, rankings, comparisons and counts, and follow-ups that revise a search.
const searched = respond({ message: "2 bed in Montrose under 2000", channel: "assistant", profile: EMPTY_PROFILE }, knowledge);
kinds.push({
  name: "typed query",
  turns: [
    ...[
      "cheapest 2 bed per square foot outside Katy",
      "newest community in Midtown with a gym",
      "which neighborhoods are cheapest for a 1 bed?",
      "is Montrose or the Heights cheaper?",
      "how many places in the Heights take a 70 lb dog?",
      "rank apartments in Midtown by the drive to the Texas Medical Center",
      "which neighborhood has the most apartments with a pool?",
    ].map((message) => ({ message, channel: "assistant" as const, profile: EMPTY_PROFILE })),
    ...["only ones with a pool", "cheapest of those?", "how many is that?"].map((message) => ({ message, channel: "assistant" as const, profile: searched.profile, state: searched.state })),
  ],
});

started = performance.now();
catalogueIndexFor(communities);
console.log(`the assistant's catalogue index (rent statistics, amenity and neighborhood lists): ${(performance.now() - started).toFixed(0)} ms (once per catalogue)`);
started = performance.now();
respond({ message: "find me apartments", channel: "assistant", profile: complete }, knowledge);
console.log(`first search, building matching's columnar index: ${(performance.now() - started).toFixed(0)} ms (once per catalogue)`);
started = performance.now();
for (const { turns } of kinds) for (const turn of turns) respond(turn, knowledge);
console.log(`warm-up pass over every message (per-neighborhood and per-amenity caches): ${(performance.now() - started).toFixed(0)} ms`);

console.log(`respond() on ${COUNT.toLocaleString("en-US")} communities, ${RUNS} runs per kind, cycling through its messages`);
for (const { name, turns } of kinds) {
  const timings: number[] = [];
  let cards = 0;
  for (let i = 0; i < RUNS; i++) {
    const turn = turns[i % turns.length] as AssistantTurn;
    started = performance.now();
    const reply = respond(turn, knowledge);
    timings.push(performance.now() - started);
    cards += reply.apartmentDetailsSuggested.length;
  }
  console.log(`  ${name.padEnd(24)} ${describeTimings(timings).text}   ${(cards / RUNS).toFixed(1)} apartment cards per reply`);
}

if (process.argv.includes("--per-message")) {
  console.log("per message, 20 runs: median, slowest");
  for (const { name, turns } of kinds) {
    for (const turn of turns) {
      const runs: number[] = [];
      for (let i = 0; i < 20; i++) {
        started = performance.now();
        respond(turn, knowledge);
        runs.push(performance.now() - started);
      }
      runs.sort((a, b) => a - b);
      console.log(`  ${name.padEnd(24)} ${(runs[10] as number).toFixed(1).padStart(6)} ms ${(runs[19] as number).toFixed(1).padStart(6)} ms  ${turn.message}`);
    }
  }
}

const conversation = "user: What's Montrose like?\nassistant: [[neighborhood:montrose]] Montrose: ...\nuser: find me a 2 bed\nassistant: 1. [[apartment:x]] ...";
const timings: number[] = [];
for (let i = 0; i < RUNS; i++) {
  started = performance.now();
  followUpSuggestions(conversation, complete, knowledge);
  timings.push(performance.now() - started);
}
console.log(`  ${"follow-up suggestions".padEnd(24)} ${describeTimings(timings).text}`);

const corpusCases = [...corpus, ...heldOutCorpus, ...secondHeldOutCorpus];
understandMessage("warm up: 2 bed in Midtown under $1,800 by March 1", knowledge.vocabulary, CORPUS_TODAY);
const readings: number[] = [];
for (let pass = 0; pass < 5; pass++) {
  for (const c of corpusCases) {
    started = performance.now();
    understandMessage(c.text, knowledge.vocabulary, CORPUS_TODAY, { expecting: c.expecting });
    readings.push(performance.now() - started);
  }
}
console.log(`understandMessage() on the labelled corpus, ${corpusCases.length} messages x 5: ${describeTimings(readings).text}`);
const long = "I need a 2 bed in Midtown. ".repeat(400);
const longReadings: number[] = [];
for (let i = 0; i < 20; i++) {
  started = performance.now();
  understandMessage(long, knowledge.vocabulary, CORPUS_TODAY);
  longReadings.push(performance.now() - started);
}
console.log(`understandMessage() on a ${long.length.toLocaleString("en-US")}-character message, 20 runs: ${describeTimings(longReadings).text}`);
