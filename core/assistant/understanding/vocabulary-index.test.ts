import { describe, expect, it } from "vitest";
import { tokenize } from "./text.ts";
import { testVocabulary } from "./vocabulary.fixture.ts";
import { editDistance, findMentions, indexVocabulary } from "./vocabulary-index.ts";

const keys = (text: string) => findMentions(tokenize(text), indexVocabulary(testVocabulary)).map((m) => `${m.kind}:${m.key}`);

describe("findMentions", () => {
  it("finds names, aliases and synonyms, longest phrase first", () => {
    expect(keys("a dog park near the Galleria or TMC")).toEqual(["amenity:dog-park", "neighborhood:uptown", "neighborhood:medical-center"]);
    expect(keys("Texas Medical Center with covered parking")).toEqual(["neighborhood:medical-center", "amenity:parking"]);
  });
  it("matches plurals and hyphen or slash spellings", () => {
    expect(keys("dogs, in-unit laundry, washer/dryer, balconies")).toEqual(["amenity:pets", "amenity:washer-dryer", "amenity:washer-dryer", "amenity:balcony"]);
  });
  it("forgives a small typo in a longer name, but not in short everyday words", () => {
    expect(keys("Montrosse")).toEqual(["neighborhood:montrose"]);
    expect(keys("dishwaser and balcny")).toEqual(["amenity:dishwasher", "amenity:balcony"]);
    expect(keys("eight hundred")).toEqual([]);
    expect(keys("highly rated")).toEqual([]);
  });
  it("misspells a name of several words word by word: a short word of it is never changed", () => {
    expect(keys("utilities cost downtown?")).toEqual(["neighborhood:downtown"]);
    expect(keys("east dowtnown lofts")).toEqual(["neighborhood:east-downtown"]);
    expect(keys("near thrid ward")).toEqual(["neighborhood:third-ward"]);
  });
  it("needs the right company for short or everyday aliases", () => {
    expect(keys("uh, not sure")).toEqual([]);
    expect(keys("near UH")).toEqual(["neighborhood:third-ward"]);
    expect(keys("easily accessible to the freeway")).toEqual([]);
    expect(keys("Memorial Hermann")).toEqual([]);
    expect(keys("gated parking")).toEqual(["amenity:parking"]);
  });
  it("knows everyday words for what the catalogue names once", () => {
    expect(keys("my golden retriever and a kitten")).toEqual(["amenity:pets", "amenity:pets"]);
    expect(keys("somewhere to park")).toEqual(["amenity:parking"]);
  });
});

describe("editDistance", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("midtwon", "midtown")).toBe(1);
    expect(editDistance("montrose", "montrose")).toBe(0);
    expect(editDistance("abcd", "badc")).toBeGreaterThan(1);
  });
});
