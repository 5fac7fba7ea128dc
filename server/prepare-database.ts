/**
 * What start-up does to the database before serving: migrate, load the Houston
 * demo data into an empty database, create the first administrator. All of it
 * under the database's start-up lock, so that processes starting at the same
 * moment on one PostgreSQL database do it once: the first does the work, the
 * others wait for the lock and then find the database migrated, seeded and
 * with its administrator.
 */
import type { DatabaseHandle } from "../db/client.ts";
import { isDatabaseEmpty, seedDatabase, type SeedSummary } from "../db/seed/load.ts";
import { bootstrapAdmin, type BootstrapAdminOptions, type BootstrapResult } from "./bootstrap-admin.ts";

export interface PrepareOptions {
  seedApartments: number;
  admin: BootstrapAdminOptions;
  log: (message: string, details?: object) => void;
}

export interface PrepareResult {
  /** The demo data this process loaded, or null when the database already had data. */
  seeded: SeedSummary | null;
  admin: BootstrapResult;
}

export function prepareDatabase(database: DatabaseHandle, { seedApartments, admin, log }: PrepareOptions): Promise<PrepareResult> {
  return database.withStartupLock(async () => {
    await database.migrate();
    let seeded: SeedSummary | null = null;
    if (await isDatabaseEmpty(database.db)) {
      log("empty database: loading the Houston demo data", { apartments: seedApartments });
      seeded = await seedDatabase(database.db, { apartments: seedApartments });
      log("demo data loaded", seeded);
    }
    return { seeded, admin: await bootstrapAdmin(database.db, admin) };
  });
}
