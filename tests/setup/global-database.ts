/**
 * Migrates and seeds one PGlite database once per test run and dumps it; each
 * test file then loads the dump (~0.5 s) instead of migrating anew (~3 s).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client.ts";
import { seedDatabase } from "../../db/seed/load.ts";
import { TEST_SEED } from "../database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "has-test-template-"));
  const handle = await openDatabase({ kind: "pglite" });
  await handle.migrate();
  await seedDatabase(handle.db, TEST_SEED);
  const dump = await handle.pglite!.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplatePath", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
