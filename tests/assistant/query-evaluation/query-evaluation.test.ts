/**
 * The generated evaluation of A.L.I.'s typed queries (issue 27): every wording of every generated case
 * (generate.ts) goes through respond() on two catalogues, and the computed answer (`reply.answer`) must
 * equal the oracle's (expected.ts, computed from the README's semantics with no code of the evaluator's).
 * Each wording is its own test, so every wrong answer fails on its own: there is no threshold. An `explain` or
 * `no-data` case (a topic: data we lack, a place we do not cover, coverage, parking, a community's facts...) has
 * no computed answer: its reply must carry none and must state the facts expectedTopicReply computes, with the
 * cards it calls for.
 *
 * Beside the assertions, afterAll prints accuracy per operation x measure x subject, per operation x topic
 * (development and held-out templates apart), per template and per wording style: information for whoever works on the reader, never an assertion. Held-out templates
 * (marked in the report) must never be used to tune the reader.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import type { QueryAnswer } from "../../../core/assistant/query/answer.ts";
import type { ConversationState, Measure, Query } from "../../../core/assistant/query/schema.ts";
import { respond, type AssistantReply } from "../../../core/assistant/respond.ts";
import { generateCommunities, knowledge } from "../../../core/assistant/test-knowledge.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "../../../core/preferences/profile.ts";
import { expectedAnswer, expectedTopicReply, type Catalogue, type ExpectedAnswer, type ExpectedTopicReply } from "./expected.ts";
import { generateCases, SCRIPT_VARIANTS, SCRIPTS, unknownMention, type Wording } from "./generate.ts";

/** The tests' catalogue, and one generated with another seed over the same neighborhoods and amenities. */
const CATALOGUES = [
  { name: "seed 2026", knowledge: knowledge() },
  { name: "seed 7", knowledge: knowledge({ communities: generateCommunities(7, 60) }) },
];

const CASES = generateCases();

// ---------------------------------------------------------------------------------------------------------
// What is compared.

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

interface Compared {
  operation: string;
  measure: string;
  subject: string;
  total: number;
  items: { slug: string; value: number | null }[];
  winner?: string | null;
  openUnits?: number | null;
}

function comparedOf(answer: Pick<QueryAnswer, "operation" | "measure" | "subject" | "total" | "winner" | "openUnits"> & { items: readonly { slug: string; value: number | null }[] }, query: Query): Compared {
  const out: Compared = {
    operation: answer.operation,
    measure: answer.measure,
    subject: answer.subject,
    total: answer.total,
    items: answer.items.map((item) => ({ slug: item.slug, value: round2(item.value) })),
  };
  if (query.operation === "compare") out.winner = answer.winner;
  if (query.operation === "count" && query.subject === "community") out.openUnits = answer.openUnits;
  return out;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function addDays(iso: string, days: number): Date {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days));
}

/** How a reply writes a value of the measure (README units); a pattern, for the forms a date may take. */
function valuePattern(measure: Measure, value: number, today: string): RegExp {
  const n = value.toLocaleString("en-US");
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, "\\$&");
  switch (measure) {
    case "rent":
    case "monthly-total":
      return new RegExp(`${escape(`$${n}`)}(?![\\d,])`);
    case "size":
      return new RegExp(`(?<![\\d,])${escape(n)} sq ft`);
    case "price-per-sqft":
      return new RegExp(`${escape(`$${value.toFixed(2)}`)} per sq ft`);
    case "year-built":
      return new RegExp(`\\b${value}\\b`);
    case "drive-minutes":
      return new RegExp(`(?<!\\d)${value} min\\b`);
    case "rail-minutes":
      return new RegExp(`(?<!\\d)${value}-minute walk`);
    case "move-in": {
      if (value === 0) return /available now/i;
      const date = addDays(today, value);
      const month = MONTHS[date.getUTCMonth()]!;
      return new RegExp(`(${month}|${month.slice(0, 3)}) ${date.getUTCDate()}\\b`);
    }
    case "count":
      return new RegExp(`(?<![\\d,])${escape(n)}(?![\\d,])`);
    case "open-units":
      return new RegExp(`(?<![\\d,])${escape(n)} units? open`);
    case "pet-rent":
      return value === 0 ? /no pet rent/ : new RegExp(`${escape(`$${n}`)}/month pet rent`);
    case "pet-fees":
      return value === 0 ? /no pet fee or deposit/ : new RegExp(`${escape(`$${n}`)} up front`);
    case "parking-fee":
      return value === 0 ? /free parking/ : new RegExp(`${escape(`$${n}`)}/month parking`);
    case "amenity-count":
      return new RegExp(`(?<![\\d,])${escape(n)} amenit(?:y|ies)\\b`);
    case "dog-weight":
      return value >= 1000 ? /no weight limit/ : new RegExp(`dogs up to ${escape(n)} lb`);
  }
}

/** The text checks; each problem is a sentence (empty: the text is right). */
function textProblems(reply: AssistantReply, expected: ExpectedAnswer, query: Query, asks: boolean, today: string): string[] {
  const text = reply.responseMessage;
  const problems: string[] = [];
  // The one asked for: "the second cheapest" is the second in order.
  const first = expected.items[query.operation === "min" || query.operation === "max" ? query.position - 1 : 0];
  // A first item without a value (no open unit, no station within a walk) is not a result to name, except in a comparison the renter asked for by name.
  // A request to find apartments ("show me 2 beds under 2000") is answered by the profile's search, ranked by match
  // (core/assistant/search.ts): its total and its communities are checked through reply.answer, not which card comes first.
  const matchRanked = !asks && query.operation === "list";
  const named = !matchRanked && first && (first.value !== null || query.operation === "compare");
  if (named && !text.toLowerCase().includes(first.name.toLowerCase())) problems.push(`does not name ${first.name}`);
  if ((query.operation === "min" || query.operation === "max") && first && first.value !== null) {
    const pattern = valuePattern(query.measure, first.value, today);
    if (!pattern.test(text)) problems.push(`does not write the value as ${pattern.source}`);
  }
  if (query.operation === "count") {
    const pattern = expected.total === 0 ? /\b(0|no|none|zero)\b/i : valuePattern("count", expected.total, today);
    if (!pattern.test(text)) problems.push(`does not write the count ${expected.total.toLocaleString("en-US")}`);
  }
  for (const key of query.filters.unknown) if (!unknownMention(key).test(text)) problems.push(`does not name the unrecorded "${key}"`);
  if (asks) problems.push(...saveProblems(reply));
  return problems;
}

/** The save checks: a question (and any no-data message, which states no wish) neither claims a save nor changes the profile. */
function saveProblems(reply: AssistantReply): string[] {
  const problems: string[] = [];
  if (/\bSaved:/.test(reply.responseMessage) || reply.updateNotification !== null) problems.push(`claims a save for a question (${reply.updateNotification ?? "Saved:"})`);
  if (reply.profileChanged) problems.push("changed the profile for a question");
  return problems;
}

/** A topic reply's problems: its cards (`cards`) and its facts and saves (`text`); empty lists when right. */
function topicProblems(reply: AssistantReply, expected: ExpectedTopicReply, asks: boolean): { cards: string[]; text: string[] } {
  const cards: string[] = [];
  if (expected.noApartmentCards && reply.apartmentDetailsSuggested.length > 0) cards.push(`shows apartment cards (${reply.apartmentDetailsSuggested.slice(0, 3).join(", ")}) as if they fit`);
  for (const slug of expected.apartmentCards) if (!reply.apartmentDetailsSuggested.includes(slug)) cards.push(`shows no card of ${slug}`);
  for (const slug of expected.neighborhoodCards) if (!reply.neighborhoodDetailsSuggested.includes(slug)) cards.push(`shows no card of the neighborhood ${slug}`);
  if (expected.planFitBeds !== null && reply.cardPlanFit?.beds !== expected.planFitBeds) cards.push(`its cards do not show the ${expected.planFitBeds}-bedroom plans (cardPlanFit ${JSON.stringify(reply.cardPlanFit)})`);
  const text = expected.facts.filter((fact) => !fact.pattern.test(reply.responseMessage)).map((fact) => `does not state ${fact.what}`);
  if (asks || expected.neverSaves) text.push(...saveProblems(reply));
  return { cards, text };
}

// ---------------------------------------------------------------------------------------------------------
// The report (information, not an assertion).

interface Outcome {
  catalogue: string;
  key: string;
  template: string;
  heldOut: boolean;
  style: string;
  answerRight: boolean;
  /** The items (slugs and values, and the winner) are right, whatever the total and the operation. */
  itemsRight: boolean;
  textRight: boolean;
  message: string;
  expected: string;
  got: string;
}

const outcomes: Outcome[] = [];

/** Everything right (for a computed answer, a right answer has right items too; for a topic, the cards are its items). */
const isRight = (o: Outcome) => o.answerRight && o.itemsRight && o.textRight;

const brief = (c: Compared | null) =>
  c === null
    ? "no answer"
    : `${c.operation} ${c.measure} ${c.subject} total ${c.total}: ${c.items.map((i) => `${i.slug}=${i.value}`).join(", ") || "(no items)"}${c.winner !== undefined ? ` winner ${c.winner}` : ""}${c.openUnits !== undefined ? ` open ${c.openUnits}` : ""}`;

/** How one reply was judged: the report's fields, and the assertions that fail a wrong one (given the failure's context). */
interface Verdict extends Pick<Outcome, "key" | "answerRight" | "itemsRight" | "textRight" | "expected" | "got"> {
  assertRight: (context: string) => void;
}

const shortReply = (reply: AssistantReply, length: number) => reply.responseMessage.replace(/\s+/g, " ").slice(0, length);

/** A computed query's reply: its `answer` against the oracle's, and its text. */
function judgeComputed(catalogue: { name: string; knowledge: Catalogue }, query: Query, reply: AssistantReply, asks: boolean): Verdict {
  const expected = expectedAnswer(query, catalogue.knowledge);
  const want = comparedOf(expected, query);
  const got = reply.answer ? comparedOf(reply.answer, query) : null;
  const problems = textProblems(reply, expected, query, asks, catalogue.knowledge.today);
  return {
    key: `${query.operation} x ${query.measure} x ${query.subject}`,
    answerRight: got !== null && JSON.stringify(got) === JSON.stringify(want),
    itemsRight: got !== null && JSON.stringify([got.items, got.winner]) === JSON.stringify([want.items, want.winner]),
    textRight: problems.length === 0,
    expected: brief(want),
    got: `${brief(got)}${problems.length ? ` | text: ${problems.join("; ")}` : ""} | "${shortReply(reply, 160)}"`,
    assertRight: (context) => {
      expect(reply.answer, `no computed answer: ${context}`).not.toBeNull();
      expect(got, context).toEqual(want);
      expect(problems, context).toEqual([]);
    },
  };
}

/**
 * An explain or no-data reply: `answer right` when it carries no computed answer (the query is a topic, not a list or
 * a count), `items right` when its cards are, `text right` when it states every expected fact and claims no save.
 */
function judgeTopic(catalogue: { name: string; knowledge: Catalogue }, query: Query, reply: AssistantReply, asks: boolean): Verdict {
  const expected = expectedTopicReply(query, catalogue.knowledge);
  const { cards, text } = topicProblems(reply, expected, asks);
  const problems = [...(reply.answer === null ? [] : [`answered as a computed query: ${brief(comparedOf(reply.answer, query))}`]), ...cards, ...text];
  return {
    key: expected.key,
    answerRight: reply.answer === null,
    itemsRight: cards.length === 0,
    textRight: text.length === 0,
    expected: expected.facts.map((fact) => fact.what).join("; "),
    got: `${problems.join("; ") || "right"} | "${shortReply(reply, 160)}"`,
    assertRight: (context) => expect(problems, context).toEqual([]),
  };
}

function judge(
  catalogue: { name: string; knowledge: Catalogue },
  query: Query,
  reply: AssistantReply,
  asks: boolean,
  record: Omit<Outcome, "catalogue" | "key" | "answerRight" | "itemsRight" | "textRight" | "expected" | "got">,
  mode: "assert" | "known miss" | "record" = "assert",
  id?: string,
): void {
  const verdict = query.operation === "explain" || query.operation === "no-data" ? judgeTopic(catalogue, query, reply, asks) : judgeComputed(catalogue, query, reply, asks);
  const { assertRight, ...fields } = verdict;
  const outcome: Outcome = { ...record, ...fields, catalogue: catalogue.name };
  outcomes.push(outcome);
  const context = `"${record.message}" -> ${shortReply(reply, 300)}`;
  if (id !== undefined && !isRight(outcome)) missesSeen.push(id);
  // A script's turns are recorded and judged together (every turn counted in the report).
  if (mode === "record") return;
  if (mode === "known miss") {
    // A listed miss that is now right must leave the list (known-misses.json), so the list only ever shrinks by fixes.
    if (isRight(outcome)) throw new Error(`now answered right, remove it from known-misses.json: ${context}`);
    return;
  }
  assertRight(context);
}

/**
 * The wordings A.L.I. still answers wrong, by test name: each is a known defect, listed so that every other wording
 * must be right (a new wrong answer fails) and a fixed one must be taken off. Regenerate after a fix with
 * QUERY_EVALUATION_WRITE_MISSES=1 (it writes the file from the run); never add to it to make a change pass.
 */
const KNOWN_MISSES_FILE = new URL("./known-misses.json", import.meta.url);
const KNOWN_MISSES: ReadonlySet<string> = new Set(existsSync(KNOWN_MISSES_FILE) ? (JSON.parse(readFileSync(KNOWN_MISSES_FILE, "utf8")) as string[]) : []);
const missesSeen: string[] = [];
const isKnownMiss = (name: string) => !process.env.QUERY_EVALUATION_WRITE_MISSES && KNOWN_MISSES.has(name);

const percent = (n: number, of: number) => (of === 0 ? "-" : `${Math.round((n / of) * 1000) / 10}%`);

function table(by: (o: Outcome) => string, heldOut?: (key: string) => boolean) {
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) groups.set(by(o), [...(groups.get(by(o)) ?? []), o]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({
      [heldOut ? "template" : "group"]: heldOut?.(key) ? `${key} (held out)` : key,
      wordings: list.length,
      correct: list.filter(isRight).length,
      accuracy: percent(list.filter(isRight).length, list.length),
      "answer right": percent(list.filter((o) => o.answerRight).length, list.length),
      "items right": percent(list.filter((o) => o.itemsRight).length, list.length),
      "text right": percent(list.filter((o) => o.textRight).length, list.length),
    }));
}

const isTopic = (o: Outcome) => o.key.startsWith("explain x ") || o.key.startsWith("no-data x ");

/** explain and no-data outcomes by topic, the development and held-out templates' accuracy apart. */
function topicTable() {
  const right = (list: readonly Outcome[]) => list.filter(isRight).length;
  const keys = [...new Set(outcomes.filter(isTopic).map((o) => o.key))].sort((a, b) => a.localeCompare(b));
  return keys.map((key) => {
    const list = outcomes.filter((o) => o.key === key);
    const dev = list.filter((o) => !o.heldOut);
    const held = list.filter((o) => o.heldOut);
    return {
      topic: key,
      wordings: list.length,
      accuracy: percent(right(list), list.length),
      development: dev.length === 0 ? "-" : `${right(dev)}/${dev.length} ${percent(right(dev), dev.length)}`,
      "held out": held.length === 0 ? "-" : `${right(held)}/${held.length} ${percent(right(held), held.length)}`,
      "no computed answer": percent(list.filter((o) => o.answerRight).length, list.length),
      "cards right": percent(list.filter((o) => o.itemsRight).length, list.length),
      "facts right": percent(list.filter((o) => o.textRight).length, list.length),
    };
  });
}

afterAll(() => {
  if (outcomes.length === 0) return;
  const heldOut = new Set(outcomes.filter((o) => o.heldOut).map((o) => o.template));
  const all = outcomes.filter(isRight).length;
  console.log(`\nA.L.I. generated evaluation: ${all} of ${outcomes.length} wordings right (${percent(all, outcomes.length)}) over ${CATALOGUES.length} catalogues`);
  const seen = outcomes.filter((o) => !o.heldOut);
  const unseen = outcomes.filter((o) => o.heldOut);
  console.log(
    `development templates ${percent(seen.filter(isRight).length, seen.length)}, held-out templates ${percent(unseen.filter(isRight).length, unseen.length)}`,
  );
  console.log("\nPer operation x measure x subject (explain and no-data: per topic):");
  console.table(table((o) => o.key));
  console.log("\nPer operation x topic, development and held-out templates:");
  console.table(topicTable());
  console.log("\nPer template:");
  console.table(table((o) => o.template, (t) => heldOut.has(t)));
  console.log("\nPer wording style:");
  console.table(table((o) => o.style));
  console.log("\nPer catalogue:");
  console.table(table((o) => o.catalogue));
  // For a closer look: QUERY_EVALUATION_FAILURES=/tmp/failures.json npx vitest run tests/assistant/query-evaluation
  if (process.env.QUERY_EVALUATION_WRITE_MISSES) writeFileSync(KNOWN_MISSES_FILE, `${JSON.stringify([...missesSeen].sort(), null, 1)}\n`);
  const file = process.env.QUERY_EVALUATION_FAILURES;
  if (file) writeFileSync(file, JSON.stringify(outcomes.filter((o) => !isRight(o)), null, 2));
});

// ---------------------------------------------------------------------------------------------------------
// The cases.

function ask(message: string, catalogue: (typeof CATALOGUES)[number], profile: PreferenceProfile = EMPTY_PROFILE, state: ConversationState | null = null): AssistantReply {
  return respond({ message, channel: "assistant", profile, history: [], state }, catalogue.knowledge);
}

for (const catalogue of CATALOGUES) {
  describe(`generated questions, catalogue ${catalogue.name}`, () => {
    const rows = CASES.flatMap((c) => c.messages.map((wording: Wording) => ({ name: `${c.id} [${wording.style}] ${wording.text}`, c, wording })));
    it.for(rows)("$name", ({ name, c, wording }) => {
      const reply = ask(wording.text, catalogue);
      const id = `${catalogue.name} :: ${name}`;
      judge(catalogue, c.query, reply, wording.asks, { template: c.template, heldOut: c.heldOut, style: wording.style, message: wording.text }, isKnownMiss(id) ? "known miss" : "assert", id);
    });
  });

  describe(`three-turn scripts, catalogue ${catalogue.name}`, () => {
    const rows = SCRIPTS.flatMap((script) => Array.from({ length: SCRIPT_VARIANTS }, (_, v) => ({ name: `${script.id} #${v + 1}: ${script.turns.map((t) => t.messages[v]).join(" / ")}`, script, v })));
    it.for(rows)("$name", ({ name, script, v }) => {
      const id = `${catalogue.name} :: ${name}`;
      const known = isKnownMiss(id);
      const before = outcomes.length;
      let profile: PreferenceProfile = EMPTY_PROFILE;
      let state: ConversationState | null = null;
      let previous: Query | null = null;
      let shown: string[] = [];
      script.turns.forEach((turn, t) => {
        const message = turn.messages[v]!;
        const query = turn.query(previous, shown);
        const reply = ask(message, catalogue, profile, state);
        judge(catalogue, query, reply, turn.asks, { template: script.template, heldOut: script.heldOut, style: `script turn ${t + 1}`, message: `${script.id} turn ${t + 1}: ${message}` }, "record");
        profile = reply.profile;
        state = reply.state;
        shown = expectedAnswer(query, catalogue.knowledge).items.map((item) => item.slug);
        previous = turn.carries?.() ?? query;
      });
      // A script is right when every turn is; it is judged as a whole against the list of known misses.
      const wrong = outcomes.slice(before).filter((o) => !isRight(o));
      if (wrong.length > 0) missesSeen.push(id);
      if (known && wrong.length === 0) throw new Error(`now answered right, remove it from known-misses.json: ${name}`);
      if (!known) expect(wrong.map((o) => `${o.message}: expected ${o.expected}, got ${o.got}`)).toEqual([]);
    });
  });
}
