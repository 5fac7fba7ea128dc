/**
 * The lint rule of eslint.config.js that refuses focused tests: a forgotten
 * `.only` makes CI run one test and call the suite green.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function focusMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-properties").map((m) => m.message);
}

describe("the focused-test lint rule", () => {
  it("refuses it.only, describe.only and Playwright's test.describe.only in test files", async () => {
    const code = [
      'import { describe, it } from "vitest";',
      'describe.only("a", () => { it.only("b", () => {}); });',
      'declare const test: { describe: { only: (n: string, f: () => void) => void } };',
      'test.describe.only("c", () => {});',
      "",
    ].join("\n");
    const messages = await focusMessages(code, "core/example.test.ts");
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/Focused tests skip the rest of the suite/);
    expect(await focusMessages(code, "tests/e2e/example.spec.ts")).toHaveLength(3);
  });

  it("lets unfocused and skipped tests through", async () => {
    const code = 'import { it } from "vitest";\nit("a", () => {});\nit.skip("b", () => {});\n';
    expect(await focusMessages(code, "core/example.test.ts")).toEqual([]);
  });
});
