/**
 * A throwaway database on the PostgreSQL server of TEST_DATABASE_URL, so that
 * test runs, files and servers never see each other's rows. Shared by the
 * Vitest database tests and the Playwright suites' own servers.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createThrowawayPostgres(prefix: string): Promise<ThrowawayDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
