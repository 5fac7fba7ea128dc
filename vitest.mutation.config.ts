import { defineConfig } from "vitest/config";

/**
 * The unit tests of the folders under mutation testing (stryker.config.mjs),
 * and nothing else: they are pure (no database), so there is no global setup
 * building a PGlite template, which would cost every Stryker run seconds.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["core/matching/**/*.test.ts", "core/preferences/**/*.test.ts"],
    testTimeout: 20_000,
    // The property tests run once per mutant: a fifth of their runs keeps a run of all mutants within the hour.
    env: { PROPERTY_RUNS_SHARE: "0.2" },
  },
});
