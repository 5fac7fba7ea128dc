/**
 * A.L.I.'s answer accuracy on two generated catalogues (the tests' one and a
 * larger one from another seed); the cases and their checks are in
 * accuracy-cases.ts. Prints the accuracy; fails under 90%.
 */
import { describe, expect, it } from "vitest";
import { scoreAnswers } from "./accuracy-cases.ts";
import type { AssistantKnowledge } from "./respond.ts";
import { generateCommunities, knowledge } from "./test-knowledge.ts";

describe("A.L.I.'s answer accuracy on held-out questions", () => {
  const catalogues: [string, AssistantKnowledge][] = [
    ["the tests' catalogue", knowledge()],
    ["a generated catalogue (seed 77, 150 communities)", knowledge({ communities: generateCommunities(77, 150) })],
  ];
  it("answers at least 90% right, figures computed from the data", () => {
    let right = 0;
    let total = 0;
    const misses: string[] = [];
    for (const [name, k] of catalogues) {
      const score = scoreAnswers(k);
      right += score.right;
      total += score.total;
      misses.push(...score.misses.map((miss) => `${name} · ${miss}`));
    }
    const accuracy = right / total;
    console.log(`A.L.I. answer accuracy: ${right} of ${total} (${Math.round(accuracy * 100)}%)${misses.length > 0 ? `\nmisses:\n${misses.join("\n")}` : ""}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
