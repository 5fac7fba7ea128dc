/** The start-up pass over A.L.I.'s paths answers every turn and writes nothing. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { respond } from "../../core/assistant/respond.ts";
import { WARM_UP_TURNS } from "../../core/assistant/warm-up.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/database.ts";
import { loadAssistantKnowledge } from "./knowledge.server.ts";
import { warmAssistant } from "./warm-up.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
});
afterAll(async () => {
  await database?.dispose();
});

async function rowCounts(): Promise<Record<string, number>> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const counts: Record<string, number> = {};
  for (const { tablename } of await rows<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) {
    counts[tablename] = (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(tablename)}`))[0]!.n;
  }
  return counts;
}

describe("warmAssistant", () => {
  it("leaves every table as it was", async () => {
    const before = await rowCounts();
    expect(Object.keys(before).length).toBeGreaterThan(10);
    await warmAssistant(database.db);
    expect(await rowCounts()).toEqual(before);
  });

  it("takes different paths: each turn gets its own reply, searches show cards, the profile build saves its answer", async () => {
    const replies = [];
    for (const turn of WARM_UP_TURNS) replies.push(respond(turn, await loadAssistantKnowledge(database.db, turn.message)));
    expect(new Set(replies.map((reply) => reply.responseMessage)).size).toBe(WARM_UP_TURNS.length);
    expect(replies.some((reply) => reply.apartmentDetailsSuggested.length > 0)).toBe(true);
    expect(replies.some((reply) => reply.neighborhoodDetailsSuggested.length > 0)).toBe(true);
    expect(replies.at(-1)?.profileChanged).toBe(true);
  });
});
