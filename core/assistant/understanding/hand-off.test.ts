import { describe, expect, it } from "vitest";
import { normalise } from "./classify-intent.ts";
import { asksForPerson } from "./hand-off.ts";
import { understandMessage } from "./understand-message.ts";
import { testVocabulary } from "./vocabulary.fixture.ts";

const understand = (text: string) => understandMessage(text, testVocabulary, "2026-06-01");

describe("asking for a person", () => {
  it.each([
    "Can I talk to a real person?",
    "can i speak with someone",
    "I'd like to speak with one of your locators",
    "let me chat with a human",
    "Connect me with an agent please",
    "put me in touch with a locator",
    "transfer me to a representative",
    "Send this to a locator",
    "pass me over to your team",
    "Have someone call me",
    "Can someone call me back tomorrow?",
    "could an agent email me?",
    "I want a locator to contact me",
    "Please have a locator reach out",
    "can a real person get in touch with me",
    "is there a human I can chat with",
    "Is there a person we could talk to?",
    "I want a real person",
    "I'd rather have an actual human",
    "human please",
    "Agent!",
    "please call me",
    "call me back at 713-555-0142",
    "I'd like to talk to a Houston locator about two places",
  ])("%s", (text) => {
    expect(asksForPerson(normalise(text))).toBe(true);
    expect(understand(text).intents[0]).toBe("hand-off");
  });

  it.each([
    "are you a real person?",
    "Are you a human or a bot",
    "do I need a real estate agent?",
    "how do locators get paid?",
    "what's an apartment locator?",
    "call me Maria",
    "you can call me Dan",
    "talk to me about Montrose",
    "can anyone help me find a 2 bed?",
    "my agent said Midtown is nice",
    "is this free?",
    "show me apartments with a person-friendly gym",
    "I need a 2 bed in the Heights",
  ])("not a hand-off: %s", (text) => {
    expect(asksForPerson(normalise(text))).toBe(false);
    expect(understand(text).intents).not.toContain("hand-off");
  });

  it("still saves what the same message states", () => {
    const u = understand("I'm Maria, have a locator call me at 713-555-0142");
    expect(u.intents[0]).toBe("hand-off");
    expect(u.set).toMatchObject({ name: "Maria", phone: "713-555-0142" });
  });
});
