import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "backups/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // A focused test (it.only, test.describe.only, ...) silently skips the rest of the suite.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-properties": ["error", { property: "only", message: "Focused tests skip the rest of the suite: remove .only before committing." }],
    },
  },
  {
    // core/ is the framework-free brain: no React, no router, no database.
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["react", "react-*", "react-router", "@react-router/*", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*", "express", "*/db/*", "*/app/*", "*/server/*"] },
      ],
    },
  },
  {
    // The generated evaluation's oracle and question generator (issue 27) compute the expected answers from the
    // written semantics alone: they never import the evaluator, the reader, the reply wording, respond() or the
    // old understanding, or a bug copied into both would pass. (The test file itself calls respond().)
    files: ["tests/assistant/query-evaluation/expected.ts", "tests/assistant/query-evaluation/generate.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/query/evaluate*",
                "**/query/read-query*",
                "**/query/read-topic*",
                "**/query/explain*",
                "**/query/word-answer*",
                "**/assistant/respond*",
                "**/assistant/spelling*",
                "**/assistant/answer-*",
                "**/assistant/outside-places*",
                "**/assistant/understanding/**",
                "**/assistant/search*",
                "**/assistant/catalogue-index*",
              ],
              message: "The evaluation's oracle and generator share no code with what they evaluate: compute from core/assistant/query/README.md's semantics.",
            },
          ],
        },
      ],
    },
  },
  {
    // Page actions read their form through readForm, which turns a body that is not a form into a 4xx.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/http/form.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='request'][callee.property.name='formData']",
          message: "Read a page action's form with readForm(request) from app/http/form.server.ts.",
        },
      ],
    },
  },
);
