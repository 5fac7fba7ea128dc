/**
 * A.L.I.'s answers to the kinds of question it was first built for, on two generated catalogues (the tests' one
 * and a larger one from another seed): every case is its own test, its figures computed from the data at run time
 * (accuracy-cases.ts), so any wrong answer fails. The generated evaluation of the query language is
 * tests/assistant/query-evaluation/.
 */
import { describe, expect, it } from "vitest";
import { answerCases, converse } from "./accuracy-cases.ts";
import type { AssistantKnowledge } from "./respond.ts";
import { generateCommunities, knowledge } from "./test-knowledge.ts";

const catalogues: [string, AssistantKnowledge][] = [
  ["the tests' catalogue", knowledge()],
  ["a generated catalogue (seed 77, 150 communities)", knowledge({ communities: generateCommunities(77, 150) })],
];

describe.each(catalogues)("A.L.I.'s answers on %s", (_name, k) => {
  it.each(answerCases(k).map((c) => [`${c.kind}: ${c.messages.join(" / ")}`, c] as const))("%s", (_label, c) => {
    const reply = converse(k, c.messages);
    expect(c.check(reply), reply.responseMessage).toBeNull();
  });
});
