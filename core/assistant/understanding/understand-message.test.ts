import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEASE_LENGTHS } from "../../reference/lease-lengths.ts";
import { INTENTS } from "./types.ts";
import { understandMessage } from "./understand-message.ts";
import { testVocabulary } from "./vocabulary.fixture.ts";

const TODAY = "2026-11-22";
const understand = (text: string, expecting?: Parameters<typeof understandMessage>[3] extends infer C ? (C extends { expecting?: infer E } ? E : never) : never) =>
  understandMessage(text, testVocabulary, TODAY, { expecting });

describe("understandMessage", () => {
  it("reads several facts from one message", () => {
    const u = understand("Hi! I'm Priya, 713-555-0142. Need a 2 bed 2 bath in Midtown or EaDo under $1,800 with covered parking, moving next month, 12 month lease");
    expect(u.intents[0]).toBe("search");
    expect(u.set).toEqual({
      name: "Priya",
      phone: "713-555-0142",
      bedrooms: 2,
      bathrooms: 2,
      neighborhoods: ["midtown", "east-downtown"],
      maxBudget: 1800,
      amenities: [{ name: "parking", requirement: "covered" }],
      moveInDate: "2026-12-01",
      leaseLength: "12-month",
    });
    expect(u.remove).toEqual({});
  });

  it("ends a negation with the place it rules out when an amenity follows with nothing between ('not downtown gym')", () => {
    const u = understand("studio not downtown gym");
    expect(u.remove.neighborhoods).toEqual(["downtown"]);
    expect(u.set.amenities?.map((a) => a.name)).toEqual(["gym"]);
    expect(u.remove.amenities).toBeUndefined();
    // A list of one kind stays negated as a whole.
    expect(understand("no pool, gym or dog park").remove.amenities).toEqual(["pool", "gym", "dog-park"]);
    expect(understand("not in katy or midtown").remove.neighborhoods).toEqual(["katy", "midtown"]);
  });

  it("saves a correction as the new value", () => {
    expect(understand("actually make it 3 bedrooms").set).toEqual({ bedrooms: 3 });
    expect(understand("2 bed. no wait, 3 bed").set).toEqual({ bedrooms: 3 });
    expect(understand("actually make it $1,800").set).toEqual({ maxBudget: 1800 });
    expect(understand("make that 1650").set).toEqual({ maxBudget: 1650 });
    expect(understand("I make 5000 a month").set).toEqual({});
  });

  it("keeps the numbers of an informational question apart from what is saved", () => {
    const u = understand("How much is a 2 bed in Midtown? What can I get for $1,500?");
    expect(u.intents[0]).toBe("price-question");
    expect(u.set).toEqual({});
    expect(u.asked).toEqual({ bedrooms: 2, maxBudget: 1500 });
    expect(u.mentioned.neighborhoods).toEqual(["midtown"]);
    expect(understand("I need 2 bedrooms").asked).toEqual({});
  });

  it("reads 'compare' and 'describe' as questions about the places, not wishes", () => {
    for (const text of ["compare montrose and the heights", "Montrose vs the Heights?", "describe Midtown"]) {
      const u = understand(text);
      expect(u.intents[0], text).toBe("neighborhood-question");
      expect(u.set, text).toEqual({});
    }
  });

  it("reads 'what's typical' as a price question, but not about an amenity", () => {
    expect(understand("what's typical for a 1 bed?", "maxBudget")).toMatchObject({ intents: ["price-question"], set: {}, asked: { bedrooms: 1 } });
    expect(understand("is a pool typical?").intents[0]).toBe("amenity-question");
  });

  it("reads 'is it pet friendly?' and 'are pets allowed?' as amenity questions, saving nothing", () => {
    for (const text of ["is Pelican Flats pet friendly?", "are pets allowed in Midtown?", "is parking included?"]) {
      const u = understand(text);
      expect(u.intents[0], text).toBe("amenity-question");
      expect(u.set, text).toEqual({});
    }
  });

  it("turns negations into removals", () => {
    const u = understand("I want a pool but I don't need a gym, and not downtown");
    expect(u.set).toEqual({ amenities: [{ name: "pool", requirement: null }] });
    expect(u.remove).toEqual({ neighborhoods: ["downtown"], amenities: ["gym"] });
    expect(u.intents[0]).toBe("profile-answer");
  });

  it("keeps the last word about a place", () => {
    expect(understand("Midtown. Actually no, not Midtown, Montrose").set.neighborhoods).toEqual(["montrose"]);
    expect(understand("Midtown. Actually no, not Midtown, Montrose").remove.neighborhoods).toEqual(["midtown"]);
  });

  it("does not save what an informational question is about, but says what it is about", () => {
    const u = understand("how much is a 2 bed in Midtown?");
    expect(u.intents[0]).toBe("price-question");
    expect(u.set).toEqual({});
    expect(u.mentioned).toEqual({ neighborhoods: ["midtown"], amenities: [] });
    expect(understand("which places have a rooftop?").mentioned.amenities).toEqual(["rooftop"]);
  });

  it("keeps a statement made alongside a question", () => {
    const u = understand("I have a dog, which places in Midtown allow pets?");
    expect(u.intents[0]).toBe("amenity-question");
    expect(u.set).toEqual({ amenities: [{ name: "pets", requirement: null }] });
  });

  it("reads a place of work as a commute, not a wish", () => {
    expect(understand("I work in the Galleria").set).toEqual({ commuteTo: "the Galleria" });
    expect(understand("I work in the Galleria and want to live there too").set).toEqual({ commuteTo: "the Galleria", neighborhoods: ["uptown"] });
  });

  it("answers the question the profile build asked", () => {
    expect(understand("2", "bedrooms").set).toEqual({ bedrooms: 2 });
    expect(understand("2", "bathrooms").set).toEqual({ bathrooms: 2 });
    expect(understand("1800", "maxBudget").set).toEqual({ maxBudget: 1800 });
    expect(understand("900", "sqft").set).toEqual({ sqft: 900 });
    expect(understand("Maria", "name").set).toEqual({ name: "Maria" });
    expect(understand("Texas Medical Center", "commuteTo").set).toEqual({ commuteTo: "Texas Medical Center" });
    expect(understand("anywhere", "neighborhoods").set).toEqual({ anyNeighborhood: true });
    expect(understand("12", "leaseLength").set).toEqual({ leaseLength: "12-month" });
    const skipped = understand("skip", "phone");
    expect(skipped.intents).toEqual(["skip"]);
    expect(skipped.set).toEqual({});
  });

  it("does not take a bare number as anything when nothing was asked", () => {
    expect(understand("2").set).toEqual({});
  });

  it("is deterministic: the same message and day give the same reading", () => {
    const text = "moving in two weeks, 1.8k max, studio in montose";
    expect(understand(text)).toEqual(understand(text));
    expect(understandMessage(text, testVocabulary, "2027-01-01").set.moveInDate).toBe("2027-01-15");
  });

  it("copes with empty, punctuation-only and very long messages", () => {
    expect(understand("").intents.length).toBeGreaterThan(0);
    expect(understand("?!").set).toEqual({});
    // How long a message this long takes is measured in bench/assistant.ts, not asserted here.
    const u = understand("I need a 2 bed in Midtown. ".repeat(400));
    expect(u.set.bedrooms).toBe(2);
    expect(u.set.neighborhoods).toEqual(["midtown"]);
  });
});

describe("understandMessage, for any text", () => {
  const slugs = new Set(testVocabulary.neighborhoods.map((n) => n.slug));
  const keys = new Set(testVocabulary.amenities.map((a) => a.name));
  const words = fc.constantFrom("2", "bed", "bath", "$1,800", "1.5", "Midtown", "not", "no", "pool", "under", "in", "March", "1st", "I'm", "Maria", "sq ft", "?", ",", "month", "lease", "12", "asap", "work at", "TMC", "2/1", "studio", "k", "and", "or");
  const messages = fc.oneof(fc.string({ maxLength: 120 }), fc.array(words, { maxLength: 25 }).map((w) => w.join(" ")));

  it("never throws and stays within the profile's rules", () => {
    fc.assert(
      fc.property(messages, (text) => {
        const u = understandMessage(text, testVocabulary, TODAY);
        expect(u.intents.length).toBeGreaterThan(0);
        for (const intent of u.intents) expect(INTENTS).toContain(intent);
        const s = u.set;
        if (s.bedrooms !== undefined) expect(Number.isInteger(s.bedrooms) && s.bedrooms >= 0 && s.bedrooms <= 9).toBe(true);
        if (s.bathrooms !== undefined) expect(Number.isInteger(s.bathrooms * 2) && s.bathrooms > 0).toBe(true);
        if (s.maxBudget !== undefined) expect(Number.isInteger(s.maxBudget) && s.maxBudget > 0).toBe(true);
        if (s.sqft !== undefined) expect(Number.isInteger(s.sqft) && s.sqft > 0).toBe(true);
        if (s.moveInDate !== undefined) expect(s.moveInDate >= TODAY && /^\d{4}-\d{2}-\d{2}$/.test(s.moveInDate)).toBe(true);
        if (s.leaseLength !== undefined) expect(s.leaseLength).not.toBe("custom");
        if (s.leaseLength !== undefined && !/\d/.test(s.leaseLength) && !/term/.test(s.leaseLength)) expect(LEASE_LENGTHS).toContain(s.leaseLength);
        for (const slug of [...(s.neighborhoods ?? []), ...(u.remove.neighborhoods ?? [])]) expect(slugs.has(slug)).toBe(true);
        for (const key of [...(s.amenities ?? []).map((a) => a.name), ...(u.remove.amenities ?? [])]) expect(keys.has(key)).toBe(true);
        // Nothing is both saved and removed.
        for (const slug of s.neighborhoods ?? []) expect(u.remove.neighborhoods ?? []).not.toContain(slug);
      }),
      { numRuns: 300 },
    );
  });

  it("reads the same text the same way every time", () => {
    fc.assert(
      fc.property(messages, (text) => {
        expect(understandMessage(text, testVocabulary, TODAY)).toEqual(understandMessage(text, testVocabulary, TODAY));
      }),
      { numRuns: 100 },
    );
  });

  it("refuses a malformed today rather than guessing a date", () => {
    expect(() => understandMessage("next month", testVocabulary, "22/11/2026")).toThrow(TypeError);
  });
});
