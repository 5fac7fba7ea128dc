/**
 * A.L.I.'s answer accuracy on the Houston demo data, as the product loads it:
 * the default demo catalogue (320 communities, the default seed) is seeded,
 * read back with loadMatchCatalogue, and asked the held-out cases of
 * core/assistant/accuracy-cases.ts, whose expected answers are computed from
 * that same catalogue. Every wrong answer fails (the list of misses must be empty); the accuracy is printed beside it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoreAnswers } from "../../core/assistant/accuracy-cases.ts";
import type { AssistantKnowledge } from "../../core/assistant/respond.ts";
import { openDatabase, type DatabaseHandle } from "../client.ts";
import { seedDatabase } from "../seed/load.ts";
import { catalogueVocabulary, loadMatchCatalogue } from "./match-catalogue.ts";

const REFERENCE_DATE = "2026-06-01";
let handle: DatabaseHandle;
let knowledge: AssistantKnowledge;

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite" });
  await handle.migrate();
  await seedDatabase(handle.db, { referenceDate: REFERENCE_DATE });
  const catalogue = await loadMatchCatalogue(handle.db);
  knowledge = {
    today: REFERENCE_DATE,
    vocabulary: catalogueVocabulary(catalogue),
    neighborhoods: catalogue.neighborhoods,
    amenities: catalogue.amenities,
    communities: catalogue.communities,
    posts: [],
  };
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("A.L.I.'s answer accuracy on the demo data", () => {
  it("answers every case right, figures computed from the demo catalogue", () => {
    expect(knowledge.communities.length).toBe(320);
    const { right, total, misses } = scoreAnswers(knowledge);
    console.log(`A.L.I. answer accuracy on the demo data: ${right} of ${total} (${Math.round((right / total) * 100)}%)${misses.length > 0 ? `\nmisses:\n${misses.join("\n")}` : ""}`);
    expect(misses).toEqual([]);
  });
});
