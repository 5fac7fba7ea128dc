import { describe, expect, it } from "vitest";
import type { Vocabulary } from "./types.ts";
import { understandMessage } from "./understand-message.ts";
import { testVocabulary } from "./vocabulary.fixture.ts";

const ZIPS: Record<string, string[]> = { midtown: ["77002", "77004", "77006"], montrose: ["77006", "77019", "77098"], downtown: ["77002", "77010"] };
const vocabulary: Vocabulary = {
  ...testVocabulary,
  neighborhoods: testVocabulary.neighborhoods.map((n) => ({ ...n, zipCodes: ZIPS[n.slug] ?? [] })),
};
const understand = (text: string) => understandMessage(text, vocabulary, "2026-06-01");

describe("a ZIP code in a message", () => {
  it("names every neighborhood that lists it", () => {
    const reading = understand("2 bed in 77006");
    expect(reading.set).toMatchObject({ bedrooms: 2, neighborhoods: ["midtown", "montrose"] });
    expect(understand("something around 77098 under $1,800").set).toMatchObject({ neighborhoods: ["montrose"], maxBudget: 1800 });
  });

  it("is ruled out like a name, and never read as a budget", () => {
    const reading = understand("not 77002, maybe montrose");
    expect(reading.remove.neighborhoods).toEqual(["downtown", "midtown"]);
    expect(reading.set.neighborhoods).toEqual(["montrose"]);
    expect(reading.set.maxBudget).toBeUndefined();
  });

  it("ignores five digits no neighborhood lists", () => {
    expect(understand("2 bed in 77777").set.neighborhoods).toBeUndefined();
  });
});
