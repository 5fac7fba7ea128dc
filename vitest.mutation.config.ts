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
  },
});
