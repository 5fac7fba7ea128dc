/**
 * Mutation testing of the scoring rules and the preference profile
 * (`npm run test:mutation`): how many one-token bugs the unit tests catch.
 * Slow on two shared cores, so it is not part of CI; see scripts/mutation-score.ts.
 * @type {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: ["core/matching/**/*.ts", "core/preferences/**/*.ts", "!**/*.test.ts", "!core/matching/test-fixtures.ts"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  // The sandbox needs core/ and the configs; the rest only slows the copy.
  ignorePatterns: ["build", "data", "backups", "test-results", "playwright-report", "public", "app", "db", "server", "tests", "bench", "docs", ".ci"],
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false },
  // Sandboxes and the report in one git-ignored folder.
  tempDirName: "reports/mutation/tmp",
  timeoutMS: 10_000,
};
