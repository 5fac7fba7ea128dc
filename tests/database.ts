/**
 * Test databases. Every test file gets its own database, so files never see
 * each other's rows: a PGlite loaded from the template dump, and, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a throwaway database there.
 */
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { seedDatabase, type SeedOptions } from "../db/seed/load.ts";
import { createThrowawayPostgres } from "./throwaway-postgres.ts";

/** Small, fixed dataset: fast to load, same rows on every run. */
export const TEST_SEED = { apartments: 60, seed: 42, referenceDate: "2026-06-01" } satisfies SeedOptions;

export type TestDatabaseKind = "pglite" | "postgres";

/** The database kinds this run tests against: PGlite always, PostgreSQL when configured. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends DatabaseHandle {
  /** Drops the throwaway database (PostgreSQL) and closes the connection. */
  dispose(): Promise<void>;
}

export async function createTestDatabase(kind: TestDatabaseKind = "pglite"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const dump = readFileSync(inject("pgliteTemplatePath"));
    const handle = await openDatabase({ kind: "pglite", loadDataDir: new Blob([dump]) });
    return { ...handle, dispose: () => handle.close() };
  }
  const throwaway = await createThrowawayPostgres("has_test");
  const handle = await openDatabase({ kind: "postgres", url: throwaway.url, poolSize: 4 });
  await handle.migrate();
  await seedDatabase(handle.db, TEST_SEED);
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await throwaway.drop();
    },
  };
}
