/**
 * The lint rule of eslint.config.js that keeps the generated evaluation of A.L.I.'s queries independent
 * (issue 27): its oracle (expected.ts) and generator (generate.ts) may not import the evaluator, the reader,
 * the reply wording, the topic reader and answers (read-topic, explain, answer-*, outside places), spelling,
 * respond(), the old understanding, search or the catalogue index.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const FORBIDDEN = [
  "../../../core/assistant/query/evaluate.ts",
  "../../../core/assistant/query/read-query.ts",
  "../../../core/assistant/query/word-answer.ts",
  "../../../core/assistant/query/read-topic.ts",
  "../../../core/assistant/query/explain.ts",
  "../../../core/assistant/answer-no-data.ts",
  "../../../core/assistant/answer-community.ts",
  "../../../core/assistant/outside-places.ts",
  "../../../core/assistant/spelling.ts",
  "../../../core/assistant/respond.ts",
  "../../../core/assistant/understanding/index.ts",
  "../../../core/assistant/understanding/number-words.ts",
  "../../../core/assistant/search.ts",
  "../../../core/assistant/catalogue-index.ts",
];

const importing = (paths: readonly string[]) => paths.map((p, i) => `import * as m${i} from "${p}";\nvoid m${i};`).join("\n") + "\n";

describe("the evaluation-independence lint rule", () => {
  it.each(["tests/assistant/query-evaluation/expected.ts", "tests/assistant/query-evaluation/generate.ts"])("refuses every evaluator, reader, wording and respond import in %s", async (file) => {
    const messages = await restricted(importing(FORBIDDEN), file);
    expect(messages).toHaveLength(FORBIDDEN.length);
    expect(messages[0]).toMatch(/share no code with what they evaluate/);
  });

  it("lets the oracle use the schema, the answer type, pets, commute and the test catalogue", async () => {
    const allowed = [
      "../../../core/assistant/query/schema.ts",
      "../../../core/assistant/query/answer.ts",
      "../../../core/assistant/test-knowledge.ts",
      "../../../core/pets/pet-policy.ts",
      "../../../core/commute/estimate-drive.ts",
      "../../../core/matching/types.ts",
    ];
    expect(await restricted(importing(allowed), "tests/assistant/query-evaluation/expected.ts")).toEqual([]);
  });

  it("leaves the test file, which calls respond(), alone", async () => {
    expect(await restricted(importing(["../../../core/assistant/respond.ts"]), "tests/assistant/query-evaluation/query-evaluation.test.ts")).toEqual([]);
  });
});
