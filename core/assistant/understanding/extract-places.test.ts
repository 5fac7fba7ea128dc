import { describe, expect, it } from "vitest";
import { readPlaces, saysAnyNeighborhood } from "./extract-places.ts";
import { tokenize } from "./text.ts";
import { testVocabulary } from "./vocabulary.fixture.ts";
import { findMentions, indexVocabulary } from "./vocabulary-index.ts";

const index = indexVocabulary(testVocabulary);
const read = (text: string, context: { start: number; end: number }[] = []) => {
  const tokens = tokenize(text);
  return readPlaces(text, tokens, findMentions(tokens, index), index, context).map((r) => `${r.stance}:${r.mention.key}${r.requirement ? `(${r.requirement})` : ""}`);
};

describe("readPlaces: negations", () => {
  it.each([
    ["not downtown", ["remove:downtown"]],
    ["no pool needed", ["remove:pool"]],
    ["I don't need a gym", ["remove:gym"]],
    ["pool isn't important to me", ["remove:pool"]],
    ["Katy is too far from my job", ["remove:katy"]],
    ["Montrose yes, Midtown no", ["want:montrose", "remove:midtown"]],
    ["I'd like the Heights but not Garden Oaks or Midtown", ["want:heights", "remove:garden-oaks", "remove:midtown"]],
    ["don't care about a balcony or a dishwasher", ["remove:balcony", "remove:dishwasher"]],
    ["Please remove the heights and add montrose", ["remove:heights", "want:montrose"]],
    ["take the gym off", ["remove:gym"]],
    ["swap Katy for Midtown", ["remove:katy", "want:midtown"]],
    ["Montrose instead of Midtown", ["want:montrose", "remove:midtown"]],
    ["I changed my mind about EaDo, I don't want it anymore", ["remove:east-downtown"]],
    ["Katy, no way, too far", ["remove:katy"]],
    ["nvm about the pool", ["remove:pool"]],
  ])("%s", (text, expected) => expect(read(text)).toEqual(expected));

  it.each([
    ["not too far from downtown would be great", ["want:downtown"]],
    ["I can't live without a washer and dryer", ["want:washer-dryer"]],
    ["no more than 1800 in Midtown", ["want:midtown"]],
    ["not downtown, Midtown is fine", ["remove:downtown", "want:midtown"]],
    ["no, I want Midtown", ["want:midtown"]],
    ["Near the Texas Medical Center but not in it", ["want:medical-center"]],
  ])("not a negation: %s", (text, expected) => expect(read(text)).toEqual(expected));
});

describe("readPlaces: context", () => {
  it("treats where they live now or come from as context", () => {
    expect(read("Currently living in Katy but I want to move to Midtown")).toEqual(["context:katy", "want:midtown"]);
    expect(read("this is Kevin from the Heights")).toEqual(["context:heights"]);
    expect(read("wife works in the Galleria, I'm downtown", [{ start: 14, end: 26 }])).toEqual(["context:uptown", "context:downtown"]);
    expect(read("I want to live in Montrose")).toEqual(["want:montrose"]);
  });
});

describe("readPlaces: requirements", () => {
  it.each([
    ["covered parking", "want:parking(covered)"],
    ["garage parking", "want:parking(garage)"],
    ["gated parking", "want:parking(gated)"],
    ["covered or garage parking", "want:parking(covered or garage)"],
    ["parking, must be covered", "want:parking(must be covered)"],
    ["parking for 2 cars", "want:parking(for 2 cars)"],
    ["a gym, preferably 24 hour", "want:gym(24 hour)"],
    ["a 24-hour gym", "want:gym(24-hour)"],
    ["a heated pool", "want:pool(heated)"],
    ["a pool", "want:pool"],
  ])("%s", (text, expected) => expect(read(text)).toEqual([expected]));
});

describe("saysAnyNeighborhood", () => {
  const any = (text: string) => {
    const tokens = tokenize(text);
    return saysAnyNeighborhood(text.toLowerCase().replace(/'/g, ""), tokens, findMentions(tokens, index));
  };
  it.each(["anywhere", "anywhere but downtown", "I'm open to anywhere inside the loop", "location doesn't matter", "any area with rail access", "flexible on location"])(
    "any: %s",
    (text) => expect(any(text)).toBe(true),
  );
  it.each(["anywhere near the Galleria", "anywhere in Montrose", "no preference", "Midtown"])("not any: %s", (text) => expect(any(text)).toBe(false));
});
