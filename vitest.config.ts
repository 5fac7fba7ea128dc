import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,core,db,server,scripts,tests}/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**"],
    globalSetup: ["tests/setup/global-database.ts"],
    // A focused test (it.only) would silently skip the rest: fail instead, locally and in CI.
    allowOnly: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: PGlite is CPU-bound WebAssembly, more workers only thrash.
    maxWorkers: 2,
  },
});
