/**
 * Scores A.L.I.'s understanding against the labelled corpus: per field
 * precision and recall (a wrong value is both a false positive and a false
 * negative), the first intent, and the overall micro F1, which must stay at or
 * above 0.95. The time to read a message is measured in bench/assistant.ts.
 */
import { describe, expect, it } from "vitest";
import { amenitySeeds } from "../../db/seed/data/amenities.ts";
import { neighborhoodSeeds } from "../../db/seed/data/neighborhoods.ts";
import { understandMessage, type Understanding, type Vocabulary } from "../../core/assistant/understanding/index.ts";
import { numberWordsToDigits } from "../../core/assistant/understanding/number-words.ts";
import { corpus, CORPUS_TODAY, heldOutCorpus, secondHeldOutCorpus, type CorpusCase, type CorpusExpectation } from "./understanding-corpus.ts";

const vocabulary: Vocabulary = {
  neighborhoods: neighborhoodSeeds.map((n) => ({ slug: n.slug, name: n.name, aliases: n.aliases })),
  amenities: amenitySeeds.map((a) => ({ name: a.name, displayName: a.displayName, synonyms: a.synonyms })),
};

const SCALARS = ["name", "phone", "commuteTo", "anyNeighborhood", "maxBudget", "bedrooms", "bathrooms", "sqft", "moveInDate", "leaseLength"] as const;
const LISTS = ["neighborhoods", "amenities", "amenity requirements", "remove.neighborhoods", "remove.amenities"] as const;
type Field = (typeof SCALARS)[number] | (typeof LISTS)[number] | "intent";

interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

/** Free text compares loosely: case, a leading "the", spacing, number words. */
function loose(value: unknown): string {
  return numberWordsToDigits(String(value).toLowerCase())
    .replace(/^the\s+/, "")
    .replace(/[^a-z0-9.]+/g, " ")
    .trim();
}

function expectedLists(e: CorpusExpectation): Record<(typeof LISTS)[number], string[]> {
  const amenities = e.amenities ?? [];
  return {
    neighborhoods: e.neighborhoods ?? [],
    amenities: amenities.map((a) => a.split(":")[0]!),
    "amenity requirements": amenities.filter((a) => a.includes(":")).map((a) => `${a.split(":")[0]}:${loose(a.split(":").slice(1).join(":"))}`),
    "remove.neighborhoods": e.removeNeighborhoods ?? [],
    "remove.amenities": e.removeAmenities ?? [],
  };
}

function actualLists(u: Understanding): Record<(typeof LISTS)[number], string[]> {
  const amenities = u.set.amenities ?? [];
  return {
    neighborhoods: u.set.neighborhoods ?? [],
    amenities: amenities.map((a) => a.name),
    "amenity requirements": amenities.filter((a) => a.requirement).map((a) => `${a.name}:${loose(a.requirement)}`),
    "remove.neighborhoods": u.remove.neighborhoods ?? [],
    "remove.amenities": u.remove.amenities ?? [],
  };
}

interface Miss {
  text: string;
  field: Field;
  expected: unknown;
  actual: unknown;
}

function score(cases: CorpusCase[]) {
  const tallies = new Map<Field, Tally>();
  const tally = (f: Field) => tallies.get(f) ?? (tallies.set(f, { tp: 0, fp: 0, fn: 0 }), tallies.get(f)!);
  const misses: Miss[] = [];
  for (const c of cases) {
    const u = understandMessage(c.text, vocabulary, CORPUS_TODAY, { expecting: c.expecting });
    const e = c.expect;

    for (const field of SCALARS) {
      const expected = e[field];
      const actual = u.set[field];
      const same = expected === undefined || actual === undefined ? expected === actual : ["name", "commuteTo", "leaseLength"].includes(field) ? loose(expected) === loose(actual) : expected === actual;
      const t = tally(field);
      if (expected !== undefined && same) t.tp++;
      if (actual !== undefined && !same) t.fp++;
      if (expected !== undefined && !same) t.fn++;
      if (!same) misses.push({ text: c.text, field, expected, actual });
    }
    const want = expectedLists(e);
    const got = actualLists(u);
    for (const field of LISTS) {
      const t = tally(field);
      const expected = new Set(want[field]);
      const actual = new Set(got[field]);
      for (const x of actual) (expected.has(x) ? () => t.tp++ : () => t.fp++)();
      for (const x of expected) if (!actual.has(x)) t.fn++;
      if ([...expected].sort().join() !== [...actual].sort().join()) misses.push({ text: c.text, field, expected: [...expected], actual: [...actual] });
    }
    const t = tally("intent");
    if (u.intents[0] === e.intent) t.tp++;
    else {
      t.fp++;
      t.fn++;
      misses.push({ text: c.text, field: "intent", expected: e.intent, actual: u.intents });
    }
  }
  return { tallies, misses };
}

const pct = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : "  -  ");

/** Prints the table and returns the micro F1. */
function report(title: string, cases: CorpusCase[]): number {
  const { tallies, misses } = score(cases);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const rows = [`${title}: ${cases.length} messages`, `${"field".padEnd(22)} ${"TP".padStart(4)} ${"FP".padStart(4)} ${"FN".padStart(4)}  precision  recall`];
  for (const [field, t] of tallies) {
    tp += t.tp;
    fp += t.fp;
    fn += t.fn;
    rows.push(`${field.padEnd(22)} ${String(t.tp).padStart(4)} ${String(t.fp).padStart(4)} ${String(t.fn).padStart(4)}  ${pct(t.tp / (t.tp + t.fp)).padStart(9)}  ${pct(t.tp / (t.tp + t.fn)).padStart(6)}`);
  }
  const precision = tp / (tp + fp);
  const recall = tp / (tp + fn);
  const f1 = (2 * precision * recall) / (precision + recall);
  rows.push(`${"overall (micro)".padEnd(22)} ${String(tp).padStart(4)} ${String(fp).padStart(4)} ${String(fn).padStart(4)}  ${pct(precision).padStart(9)}  ${pct(recall).padStart(6)}   F1 ${f1.toFixed(4)}`);
  if (process.env.UNDERSTANDING_MISSES) for (const m of misses) rows.push(`MISS ${m.field}: ${JSON.stringify(m.text)} expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.actual)}`);
  console.log(rows.join("\n"));
  return f1;
}

describe("understanding corpus", () => {
  it("has at least 400 labelled messages", () => {
    expect(corpus.length + heldOutCorpus.length + secondHeldOutCorpus.length).toBeGreaterThanOrEqual(400);
  });

  it("reads the whole corpus with an overall micro F1 of at least 0.95", () => {
    report("development corpus", corpus);
    report("held-out corpus", heldOutCorpus);
    report("second held-out corpus", secondHeldOutCorpus);
    expect(report("whole corpus", [...corpus, ...heldOutCorpus, ...secondHeldOutCorpus])).toBeGreaterThanOrEqual(0.95);
  });
});
