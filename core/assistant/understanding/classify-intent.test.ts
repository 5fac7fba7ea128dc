import { describe, expect, it } from "vitest";
import { classifyIntents, isSkip, normalise, sentenceIntent } from "./classify-intent.ts";

const sentence = (text: string, extra: Partial<Parameters<typeof sentenceIntent>[0]> = {}) =>
  sentenceIntent({ text: normalise(text), isQuestion: /\?$/.test(text), mentionsNeighborhood: false, mentionsAmenity: false, numericFacts: false, ...extra });

describe("sentenceIntent", () => {
  it.each([
    ["is this free?", "process-question"],
    ["how does this work", "process-question"],
    ["can you set up tours for me?", "process-question"],
    ["show me apartments", "hard-search"],
    ["what do you have available?", "hard-search"],
    ["do u guys have anything near rice", "hard-search"],
    ["any cheap studios by tsu?", "hard-search"],
    ["is there a place with a gym for around 1300?", "hard-search"],
    ["what happens after i pick a place?", "process-question"],
    ["i need a 2 bed in midtown", "soft-search"],
    ["looking for a studio", "soft-search"],
    ["how much is a 2 bed in midtown?", "price-question"],
    ["is 1500 enough for montrose?", "price-question"],
    ["which neighborhood is best for young professionals?", "neighborhood-question"],
  ])("%s -> %s", (text, intent) => expect(sentence(text)).toBe(intent));

  it("needs an amenity for an amenity question, and no hard facts", () => {
    expect(sentence("which places have a rooftop?", { mentionsAmenity: true })).toBe("amenity-question");
    expect(sentence("is there anything with a washer for under 1200?", { mentionsAmenity: true, numericFacts: true })).toBe("hard-search");
    expect(sentence("what amenities do places usually have?")).toBe("amenity-question");
  });

  it("does not take every 'any' or 'recommend' for a search", () => {
    expect(sentence("are there any parks near montrose?", { mentionsNeighborhood: true })).toBe("neighborhood-question");
    expect(sentence("do any apartments in midtown allow dogs?", { mentionsNeighborhood: true, mentionsAmenity: true })).toBe("amenity-question");
    expect(sentence("what would you recommend for a single guy who likes bars?")).toBe("neighborhood-question");
    expect(sentence("recommend a few 2 bedrooms in the woodlands")).toBe("hard-search");
  });

  it("asks about a neighborhood only when it names one or an area", () => {
    expect(sentence("what's midtown like?", { mentionsNeighborhood: true })).toBe("neighborhood-question");
    expect(sentence("what's it like?")).toBeNull();
  });

  it("reads a question as being about the field the profile build asked for", () => {
    expect(sentenceIntent({ text: "whats normal?", isQuestion: true, mentionsNeighborhood: false, mentionsAmenity: false, numericFacts: false }, "maxBudget")).toBe("price-question");
  });

  it("does not call a statement a search", () => {
    expect(sentence("we need 3 bedrooms and at least 2 baths")).toBeNull();
    expect(sentence("i have a dog")).toBeNull();
  });
});

describe("isSkip", () => {
  it.each(["skip", "No preference", "doesn't matter", "pass", "idk", "I don't care", "whatever works", "next question", "none really", "whenever, I'm not in a rush", "Any is fine", "no thanks"])(
    "%s",
    (text) => expect(isSkip(normalise(text))).toBe(true),
  );
  it.each(["skip the gym", "no pool needed", "I don't care about a balcony", "2"])("not a skip: %s", (text) => expect(isSkip(normalise(text))).toBe(false));
});

describe("classifyIntents", () => {
  const base = { sentences: [], hasFacts: false, mentionsAnything: false, skip: false };
  it("puts stated preferences before courtesies", () => {
    expect(classifyIntents({ ...base, text: "thanks! also a 12 month lease", hasFacts: true })).toEqual(["profile-answer", "thanks"]);
  });
  it("puts the request before the greeting", () => {
    expect(classifyIntents({ ...base, text: "hi, show me apartments", sentences: [{ intent: "hard-search", isQuestion: false }] })).toEqual(["search", "greeting"]);
  });
  it("recognises small talk", () => {
    expect(classifyIntents({ ...base, text: "hello" })[0]).toBe("greeting");
    expect(classifyIntents({ ...base, text: "thx" })[0]).toBe("thanks");
    expect(classifyIntents({ ...base, text: "what can you do?", sentences: [{ intent: null, isQuestion: true }] })[0]).toBe("help");
    expect(classifyIntents({ ...base, text: "tell me a joke" })[0]).toBe("off-topic");
  });
  it("answers a skip with profile-answer first when it still sets something", () => {
    expect(classifyIntents({ ...base, text: "no preference", skip: true, hasFacts: true, expecting: "neighborhoods" })).toEqual(["profile-answer", "skip"]);
    expect(classifyIntents({ ...base, text: "skip", skip: true })).toEqual(["skip"]);
  });
  it("always returns at least one intent", () => {
    expect(classifyIntents({ ...base, text: "asdfgh" })).toEqual(["off-topic"]);
  });
});
