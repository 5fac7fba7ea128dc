import { describe, expect, it } from "vitest";
import { asksOrStates, readClauses } from "./asks-or-states.ts";

const asks = (message: string, answersBuild = false) => asksOrStates(message, { answersBuild }).asks;

describe("asksOrStates", () => {
  it.each([
    "can I see it saturday",
    "is Montrose or the Heights cheaper?",
    "what if my budget were 2000?",
    "what if my budget were 2000",
    "if my budget was 2500 what could I get",
    "hypothetically, 3 bedrooms",
    "suppose I moved in march 1st",
    "which is cheaper, a 6 month lease or a 12 month lease?",
    "montrose or midtown, which one is cheaper for a studio",
    "2 bed in montrose under 2000, what do you have?",
    "do you have anything with a pool",
    "would 2500 work",
    "how about the Heights?",
    "what about 2 baths",
    "so what's out there under 2000?",
    "hey, could I do a 6 month lease?",
    "are dogs allowed",
    "will there be anything open in march",
    "I was wondering if you have 2 beds in montrose",
    "cheaper?",
    "a 3 bedroom?",
    "any 2 beds i could move into by june 20 in katy",
    "anything within 25 minutes of hobby airport",
    "any apartments with no dishwasher under 1100",
    "rent for 2br in rice village",
    "average rent in montrose",
    "quietest 1 bed in montrose",
    "cheapest 2 bed in the heights",
  ])("asks: %s", (message) => {
    expect(asks(message)).toBe(true);
    expect(asksOrStates(message).statement).toBeNull();
  });

  it.each([
    "I need 2 beds",
    "my budget is 1800",
    "moving in March 1st",
    "2 bed in montrose under 2000",
    "find me a studio in midtown",
    "show me places with a pool?",
    "I want a 6 month lease",
    "looking for a 2 bed in the heights",
    "can you find me a 3 bed under 2000?",
    "could you change my budget to 2000?",
    "can I change my budget to 2000",
    "would love a balcony",
    "can do up to 2000",
    "we're looking for a 2 bed",
    "We're relocating from California, need 3BR, budget up to 2800",
    "yo what's good, need a studio asap in midtown",
    "if possible I'd like a pool",
    "Katy? no way, too far",
    "I want Montrose, which is close to work",
    "too expensive",
    "anywhere",
    "anything under 1500 is fine",
    "any neighborhood works",
  ])("states: %s", (message) => {
    expect(asks(message)).toBe(false);
    expect(asksOrStates(message).statement).toBe(message);
  });

  it("keeps the statements of a message that also asks", () => {
    expect(asksOrStates("I need 3 bedrooms, is there anything in Montrose?")).toEqual({ asks: true, statement: "I need 3 bedrooms" });
    expect(asksOrStates("I work at the Galleria, where should I live?")).toEqual({ asks: true, statement: "I work at the Galleria" });
    expect(asksOrStates("I have a dog. What if my budget were 2500?")).toEqual({ asks: true, statement: "I have a dog" });
    expect(asksOrStates("too expensive, anything cheaper?")).toEqual({ asks: true, statement: "too expensive" });
    expect(readClauses("Montrose or Midtown, which is cheaper? I need 2 beds.").map((clause) => clause.asks)).toEqual([true, true, false]);
  });

  it("cuts a question run on without a comma, and takes an income said before it as its premise", () => {
    expect(asksOrStates("i need 2 beds what can i get in montrose for 1500")).toEqual({ asks: true, statement: "i need 2 beds" });
    expect(asksOrStates("i make 60k a year what can i afford in midtown")).toEqual({ asks: true, statement: null });
    expect(asksOrStates("I earn 5k a month, how much rent can I afford?")).toEqual({ asks: true, statement: null });
    expect(asksOrStates("i make 80k a year").asks).toBe(false);
    expect(asks("avg rent for a 2 bedroom in the heights")).toBe(true);
    expect(asks("median price per sq ft downtown")).toBe(true);
  });

  it("takes an unsure answer to the profile build's question as the answer, not a question", () => {
    expect(asks("2?", true)).toBe(false);
    expect(asks("around 1800?", true)).toBe(false);
    expect(asks("2?")).toBe(true);
    // Still a question when it is phrased as one.
    expect(asks("what if it were 1800?", true)).toBe(true);
  });
});
