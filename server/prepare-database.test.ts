/**
 * Three processes starting at the same moment on one fresh PostgreSQL database
 * (three connection pools, as three processes would have): the start-up lock
 * lets one migrate, seed and create the administrator; the others wait and go on.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { createThrowawayPostgres, type ThrowawayDatabase } from "../tests/throwaway-postgres.ts";
import { prepareDatabase } from "./prepare-database.ts";

const APARTMENTS = 30;

describe.skipIf(!process.env.TEST_DATABASE_URL)("prepareDatabase on PostgreSQL", () => {
  let throwaway: ThrowawayDatabase | null = null;
  const handles: DatabaseHandle[] = [];

  afterEach(async () => {
    await Promise.all(handles.splice(0).map((handle) => handle.close()));
    await throwaway?.drop();
    throwaway = null;
  });

  it("three cold starts at once migrate and seed once, without an error", async () => {
    throwaway = await createThrowawayPostgres("h_so_prepare");
    for (let i = 0; i < 3; i++) handles.push(await openDatabase({ kind: "postgres", url: throwaway.url, poolSize: 3 }));
    const announcements: string[] = [];
    const results = await Promise.all(
      handles.map((handle) =>
        prepareDatabase(handle, {
          seedApartments: APARTMENTS,
          admin: { username: "admin", password: "prepare-test-password", announce: (message) => announcements.push(message) },
          log: () => {},
        }),
      ),
    );

    expect(results.filter((result) => result.seeded !== null)).toHaveLength(1);
    expect(results.filter((result) => result.admin.created)).toHaveLength(1);
    const db = handles[0]!.db;
    const count = async (table: string) => {
      const result = (await db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: Array<{ n: string }> };
      return Number(result.rows[0]!.n);
    };
    expect(await count("apartments")).toBe(APARTMENTS);
    expect(await count("users where is_admin")).toBe(1);
    expect(await count("drizzle.__drizzle_migrations")).toBeGreaterThan(0);
    // The lock is free again: a later start goes through at once and finds nothing to do.
    const again = await prepareDatabase(handles[1]!, { seedApartments: APARTMENTS, admin: { username: "admin", announce: () => {} }, log: () => {} });
    expect(again).toEqual({ seeded: null, admin: { created: false } });
  });
});
